import { fileURLToPath } from 'node:url';
import { foldWord, loadCorpus } from '@lisan/arabic';
import { getContentCatalog, getContentTranslations } from '@lisan/content';
import type { ExerciseType, JudgeItem, UiLanguage } from '@lisan/contract';
import { judgeBuiltin } from '../src/builtin/index.js';
import { readAnswer } from '../src/builtin/quotation.js';
import { itemInLanguage } from '../src/localize.js';
import type { BuiltinResult } from '../src/types.js';
import { loadCases } from './evaluate.js';
import { buildEvalItems } from './items.js';
import { itemOf, loadSharedSets, sharedSetsDir, type SharedCase } from './shared-sets.js';
import { answerOf, loadTeacherCases } from './teacher/recipe.js';

/*
 * Every answer of every set (the generated set, the teacher set, the learner sets in the repository and the
 * shared ones beside it when present) judged in one interface language, with the whole result: what the
 * feedback claims can then be checked against the answer and the corpus.
 */

export interface Swept {
  /** set#index or the case's id. */
  id: string;
  answer: string;
  item: JudgeItem;
  result: BuiltinResult;
}

const LEARNERS_DIR = fileURLToPath(new URL('./learners', import.meta.url));

function learnerSets(): Map<string, SharedCase[]> {
  const sets = loadSharedSets(LEARNERS_DIR);
  const shared = sharedSetsDir();
  if (shared) for (const [name, cases] of loadSharedSets(shared)) sets.set(name, cases);
  return sets;
}

export function sweepFeedback(language: UiLanguage): Swept[] {
  const out: Swept[] = [];
  const run = (id: string, item: JudgeItem, answer: string) =>
    out.push({ id, answer, item, result: judgeBuiltin({ exerciseType: item.type, item, answer, language }) });
  const translations = getContentTranslations();

  const generated = buildEvalItems();
  for (const c of loadCases()) {
    const item = generated.get(c.item);
    if (item) run(`generated:${c.id}`, item, c.answer);
  }
  const catalog = getContentCatalog();
  for (const c of loadTeacherCases()) {
    const item = catalog.getExerciseItem(c.type as ExerciseType, c.item) as JudgeItem | undefined;
    if (item) run(`teacher:${c.id}`, itemInLanguage(item, language, translations), answerOf(c));
  }
  for (const [set, cases] of learnerSets()) {
    for (const [index, c] of cases.entries()) {
      const item = itemOf({ ...c.request, language });
      if (item) run(`${set}#${index}`, item, c.request.userAnswer);
    }
  }
  return out;
}

let trigrams: Set<string> | undefined;

/** The answer holds three or more words in a row, as a verse of the Qur'an has them (spelling folded). */
export function holdsQuranicStretch(answer: string): boolean {
  if (!trigrams) {
    trigrams = new Set();
    for (const verse of loadCorpus().verses) {
      const keys = verse.words.flatMap((w) => w.standard.split(' ')).map(foldWord);
      for (let i = 0; i + 3 <= keys.length; i++) trigrams.add(keys.slice(i, i + 3).join(' '));
    }
  }
  const keys = readAnswer(answer)
    .words.flatMap((w) => w.split(' '))
    .map(foldWord);
  for (let i = 0; i + 3 <= keys.length; i++) if (trigrams.has(keys.slice(i, i + 3).join(' '))) return true;
  return false;
}

/** The answer has three words in a row that the verses from `surah:ayah` to `endAyah` have so. */
export function stretchFrom(answer: string, surah: number, ayah: number, endAyah = ayah): boolean {
  const corpus = loadCorpus();
  const keys = readAnswer(answer)
    .words.flatMap((w) => w.split(' '))
    .map(foldWord);
  const verseKeys: string[] = [];
  for (let a = ayah; a <= endAyah; a++) {
    const verse = corpus.verses[corpus.surahStart[surah]! + a - 1];
    if (verse) verseKeys.push(...verse.words.flatMap((w) => w.standard.split(' ')).map(foldWord));
  }
  const own = new Set<string>();
  for (let i = 0; i + 3 <= verseKeys.length; i++) own.add(verseKeys.slice(i, i + 3).join(' '));
  for (let i = 0; i + 3 <= keys.length; i++) if (own.has(keys.slice(i, i + 3).join(' '))) return true;
  return false;
}
