/*
 * Teacher-labelled cases (see ../README.md): one JSON object a line,
 *   {id, exerciseType, phraseId? | questionBankId? | philosophicalSentenceId? | itemId?,
 *    answerRef: {surah, ayah, fromWord?, toWord?}, expectedVerdict, reason}
 * The answer is never typed: the loader takes the words of answerRef from the corpus (standard spelling), and the
 * item from the content files (content/wisdom, content/themes) resolved through the corpus the way the content
 * catalog does (a package may not import the server, so the few lines are repeated here).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getVerse } from '@lisan/arabic';
import type { ExerciseType, JudgeItem, JudgeItemOf, Verdict, VerseRef } from '@lisan/contract';
import { spanOf } from '../items.js';

export interface TeacherCase {
  id: string;
  exerciseType: ExerciseType;
  itemId?: string;
  phraseId?: string;
  questionBankId?: string;
  philosophicalSentenceId?: string;
  answerRef: { surah: number; ayah: number; fromWord?: number; toWord?: number };
  expectedVerdict: Verdict;
  reason: string;
}

export interface LoadedCase extends TeacherCase {
  item: JudgeItem;
  answer: string;
}

export const TEACHER_FILES = {
  unlisted: fileURLToPath(new URL('./unlisted-fitting.jsonl', import.meta.url)),
} as const;

export function readCases(path: string): TeacherCase[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TeacherCase);
}

/** The answer text of a reference: the corpus words (standard spelling) of the verse or its word range. */
export function answerOf(ref: TeacherCase['answerRef']): string {
  const verse = getVerse(ref.surah, ref.ayah);
  if (!verse) throw new Error(`no verse ${ref.surah}:${ref.ayah}`);
  const words = verse.words.slice((ref.fromWord ?? 1) - 1, ref.toWord ?? verse.words.length);
  return words.map((w) => w.standard).join(' ');
}

const CONTENT = fileURLToPath(new URL('../../../../content', import.meta.url));

interface Wisdom {
  id: string;
  arabicText: string;
  englishGloss: string;
  related: Array<{ ref: VerseRef; relation: 'close' | 'opposite'; reason: string }>;
}
interface Bank {
  id: string;
  theme: string;
  themeEnglish: string;
  description: string;
  verses: VerseRef[];
}

function records<T>(folder: string): T[] {
  const dir = join(CONTENT, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as T[]);
}

const prompt = (type: ExerciseType, itemId: string, arabic: string, english: string) => ({
  itemId,
  type,
  instruction: `Teacher case (${type}).`,
  arabic,
  english,
  details: {},
});

let items: Map<string, JudgeItem> | undefined;

/** The judge-ready transformation and thematic items of content/, by "type:id". */
export function contentItems(): Map<string, JudgeItem> {
  if (items) return items;
  items = new Map();
  for (const w of records<Wisdom>('wisdom')) {
    const item: JudgeItemOf<'transformation'> = {
      type: 'transformation',
      itemId: w.id,
      subjectId: w.id,
      sentenceId: w.id,
      sentence: { arabicText: w.arabicText, englishGloss: w.englishGloss },
      related: w.related.map((r) => ({ ...spanOf(r.ref), relation: r.relation, reason: r.reason })),
      prompt: prompt('transformation', w.id, w.arabicText, w.englishGloss),
    };
    items.set(`transformation:${w.id}`, item);
  }
  for (const b of records<Bank>('themes')) {
    const item: JudgeItemOf<'thematic'> = {
      type: 'thematic',
      itemId: b.id,
      subjectId: b.id,
      questionBankId: b.id,
      theme: b.theme,
      themeEnglish: b.themeEnglish,
      description: b.description,
      verses: b.verses.map(spanOf),
      prompt: prompt('thematic', b.id, b.theme, b.themeEnglish),
    };
    items.set(`thematic:${b.id}`, item);
  }
  return items;
}

export function loadCases(path: string = TEACHER_FILES.unlisted): LoadedCase[] {
  const all = contentItems();
  return readCases(path).map((c) => {
    const id = c.itemId ?? c.philosophicalSentenceId ?? c.questionBankId ?? c.phraseId;
    const item = id ? all.get(`${c.exerciseType}:${id}`) : undefined;
    if (!item) throw new Error(`${c.id}: no ${c.exerciseType} item ${id}`);
    return { ...c, item, answer: answerOf(c.answerRef) };
  });
}
