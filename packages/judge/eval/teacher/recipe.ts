import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldWord, getVerse, vowelledStandard, type Word } from '@lisan/arabic';
import type { ExerciseType, Verdict } from '@lisan/contract';

/*
 * Teacher-labelled answers. Qur'anic text is never typed in a case: a case names a corpus span and the edits a
 * learner made to it, and the answer is produced here by applying them. Everything else in an answer (dialect,
 * English, a greeting, the frame "قال تعالى") is written as the learner would write it.
 */

export interface Span {
  surah: number;
  ayah: number;
  /** 1-based, inclusive (Uthmani word numbering, as the corpus and the content use). */
  from: number;
  to: number;
}

/** How the learner writes the span. */
export type Form =
  /** Standard spelling, hamza seats as the corpus has them. */
  | 'standard'
  /** Hamza seats left out, final ة as ه, final ى as ي: the commonest typing. */
  | 'bare'
  /** The mushaf's own spelling (الصلوة). */
  | 'rasm'
  /** Pasted from a mushaf, with every Qur'anic mark. */
  | 'uthmani'
  /** Standard spelling with full harakat. */
  | 'vowels'
  /** Standard spelling with the vowel of the last letter of each word only. */
  | 'endVowels';

export type Edit =
  /** The word at `word` (0-based within the span) typed as `to`; `from` is checked against the corpus. */
  | { word: number; from: string; to: string }
  /** The word left out. */
  | { word: number; from: string; drop: true }
  /** The word and the next typed as one (الحمدلله). */
  | { word: number; from: string; joinNext: true }
  /** A space typed after its first letter (و المساكين). */
  | { word: number; from: string; splitFirst: true }
  /** With harakat: the vowel on letter `letter` (0-based, standard spelling) changed. */
  | { word: number; from: string; letter: number; vowel: 'a' | 'i' | 'u' };

export type Piece = string | { quote: Span; form?: Form; edits?: Edit[] };

export interface TeacherCase {
  id: string;
  /** The file the case came from (one per contributor). */
  set?: string;
  type: ExerciseType;
  /** The content item (its item id, as the catalog serves it). */
  item: string;
  parts: Piece[];
  /** What a fair teacher of Qur'anic Arabic says. */
  label: Verdict;
  reason: string;
  /** The answer quotes a verse with a change no usage note licenses. */
  misquote?: boolean;
  /** Kinds of learner writing the answer shows (no-harakat, full-harakat, joined, dialect, english, frame…). */
  tags: string[];
}

const MARK: Record<'a' | 'i' | 'u', string> = { a: '\u064E', i: '\u0650', u: '\u064F' };

function bare(word: string): string {
  return word
    .replace(/[أإآ]/gu, 'ا')
    .replace(/ؤ/gu, 'و')
    .replace(/ئ/gu, 'ي')
    .replace(/ة$/u, 'ه')
    .replace(/ى$/u, 'ي');
}

function written(word: Word, form: Form): string {
  switch (form) {
    case 'standard':
      return word.standard;
    case 'bare':
      return word.standard.split(' ').map(bare).join(' ');
    case 'rasm':
      return word.rasm;
    case 'uthmani':
      return word.uthmani;
    case 'vowels':
      return vowelledStandard(word.standard, word.uthmani);
    case 'endVowels': {
      const full = vowelledStandard(word.standard, word.uthmani);
      // Keep only the last mark of the word, where a learner shows the case ending.
      const lastMark = full.search(/[\u064B-\u0652](?=[^\u064B-\u0652]*$)/u);
      return full.replace(/[\u064B-\u0652]/gu, (m, at: number) => (at === lastMark ? m : ''));
    }
  }
}

function withVowel(standard: string, uthmani: string, letter: number, vowel: 'a' | 'i' | 'u'): string {
  const full = vowelledStandard(standard, uthmani);
  let k = -1;
  let out = '';
  for (const ch of full) {
    if (/[\u064B-\u0652]/u.test(ch)) {
      if (k !== letter) out += ch;
      continue;
    }
    if (ch !== ' ') k++;
    out += ch;
    if (k === letter && ch !== ' ') out += MARK[vowel];
  }
  return out;
}

/** The words of a span in the corpus. */
export function spanWords(span: Span): Word[] {
  const verse = getVerse(span.surah, span.ayah);
  if (!verse) throw new Error(`no verse ${span.surah}:${span.ayah}`);
  if (span.from < 1 || span.to > verse.words.length || span.from > span.to)
    throw new Error(`no words ${span.from}-${span.to} in ${span.surah}:${span.ayah}`);
  return verse.words.slice(span.from - 1, span.to);
}

/** The text of one quoted piece, its edits applied. Throws when an edit's `from` is not the corpus word. */
export function quoteText(span: Span, form: Form = 'standard', edits: readonly Edit[] = []): string {
  const words = spanWords(span);
  const out: Array<string | null> = words.map((w) => written(w, form));
  const glue = new Set<number>();
  for (const edit of edits) {
    const word = words[edit.word];
    if (!word || foldWord(word.standard.replace(/ /g, '')) !== foldWord(edit.from.replace(/ /g, ''))) {
      throw new Error(
        `edit of ${span.surah}:${span.ayah} word ${edit.word}: the corpus has ${word?.standard}, not ${edit.from}`,
      );
    }
    if ('to' in edit) out[edit.word] = edit.to;
    else if ('drop' in edit) out[edit.word] = null;
    else if ('joinNext' in edit) glue.add(edit.word);
    else if ('splitFirst' in edit) {
      const w = out[edit.word]!;
      out[edit.word] = `${w.slice(0, 1)} ${w.slice(1)}`;
    } else out[edit.word] = withVowel(word.standard, word.uthmani, edit.letter, edit.vowel);
  }
  let text = '';
  out.forEach((w, i) => {
    if (w === null) return;
    text += w + (glue.has(i) ? '' : ' ');
  });
  return text.trim();
}

/** The learner's answer as typed. */
export function answerOf(c: TeacherCase): string {
  return c.parts
    .map((p) => (typeof p === 'string' ? p : quoteText(p.quote, p.form, p.edits)))
    .join(' ')
    .replace(/ +([،.؟!:﴾\]])/gu, '$1')
    .replace(/([﴿[]) +/gu, '$1')
    .trim();
}

const TEACHER_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Every case of every contributor's file in this folder (`*.jsonl`). */
export function loadTeacherCases(): TeacherCase[] {
  return readdirSync(TEACHER_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((file) =>
      readFileSync(`${TEACHER_DIR}/${file}`, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) =>
          fromLine(file.replace(/\.jsonl$/u, ''), JSON.parse(line) as TeacherCase | ReferenceCase),
        ),
    );
}

/**
 * The other file shape (unlisted-fitting.jsonl, see load.ts): a whole verse or its opening words by reference,
 * answered for an item named by the API's id fields. Turned into a recipe with one untouched quote.
 */
interface ReferenceCase {
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

function fromLine(set: string, line: TeacherCase | ReferenceCase): TeacherCase {
  if (!('answerRef' in line)) return { set, ...line };
  const { surah, ayah, fromWord, toWord } = line.answerRef;
  const words = getVerse(surah, ayah)?.words.length ?? 0;
  return {
    id: line.id,
    set,
    type: line.exerciseType,
    item: line.itemId ?? line.philosophicalSentenceId ?? line.questionBankId ?? line.phraseId ?? '',
    parts: [{ quote: { surah, ayah, from: fromWord ?? 1, to: toWord ?? words }, form: 'bare', edits: [] }],
    label: line.expectedVerdict,
    reason: line.reason,
    tags: ['unlisted-verse'],
  };
}
