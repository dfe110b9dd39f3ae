import {
  diffWords,
  foldWord,
  getSurah,
  getVerse,
  type Candidate,
  type ReferenceWord,
  type WordDiff,
} from '@lisan/arabic';
import type { ErrorClass, IdentifiedVerse, UiLanguage, Verdict, VerseRef } from '@lisan/contract';
import type { MessageKey, Translator } from '../messages/index.js';
import type { BuiltinResult } from '../types.js';
import { errorClassOf, readAnswer } from './quotation.js';

/** Differences that change what was said: one of them makes a verbatim answer wrong. */
const HARD = new Set<WordDiff['kind']>([
  'realWordSubstitution',
  'wrongWord',
  'missing',
  'extra',
  'reordered',
  'conjunctionPrefix',
  'wrongVowel',
]);

/** Slips of the pen that leave the word recognisable and no other word: "almost". */
const MAX_SOFT_SLIPS = 2;

/** The answer's words, cleaned (quoting frame, marks, punctuation, markup and emoji gone). */
export function answerWords(answer: string): string[] {
  return readAnswer(answer).words;
}

/** Answers far longer than the expected text are not judged word by word (and cannot slow the server). */
export function tooLongFor(answerWords: number, expectedWords: number): boolean {
  return answerWords > expectedWords * 4 + 20;
}

/** Classes that change what the verse says: never a slip of the pen, even when the typed form is no word. */
const GRAMMATICAL = new Set<ErrorClass>([
  'case',
  'mood',
  'number',
  'gender',
  'definiteness',
  'tense',
  'person',
]);

export const isHard = (d: WordDiff): boolean =>
  HARD.has(d.kind) || (!d.accepted && GRAMMATICAL.has(errorClassOf(d)));
const isSoft = (d: WordDiff): boolean => !d.accepted && !isHard(d);

/** Correct when every difference is a forgiven spelling; almost for one or two slips of the pen; else incorrect. */
export function verbatimVerdict(diffs: readonly WordDiff[]): Verdict {
  if (diffs.every((d) => d.accepted)) return 'correct';
  if (diffs.some(isHard)) return 'incorrect';
  return diffs.filter(isSoft).length <= MAX_SOFT_SLIPS ? 'almost' : 'incorrect';
}

/** Lower is closer: used to choose between possible references for the same answer. */
export function distanceScore(diffs: readonly WordDiff[]): number {
  return diffs.reduce((sum, d) => sum + (d.accepted ? 0.01 : isHard(d) ? 2 : 1), 0);
}

/** "12:101" or "2:255-256" → the verses it names. */
function versesOf(reference: string): Array<{ surah: number; ayah: number }> {
  const m = /^(\d+):(\d+)(?:-(\d+))?$/u.exec(reference.trim());
  if (!m) return [];
  const [surah, from] = [Number(m[1]), Number(m[2])];
  const to = m[3] ? Number(m[3]) : from;
  if (to < from || to - from > 10) return [];
  return Array.from({ length: to - from + 1 }, (_, k) => ({ surah, ayah: from + k }));
}

/**
 * The verse's word as the mushaf writes it, every mark kept, for a correction: the learner is told what the verse
 * says, and the verse says it in the Uthmani script. Found by its standard spelling in the verse the feedback
 * names; a word the verse has in more than one Uthmani form there (a case ending that differs) cannot be told
 * apart by its letters, and is quoted in standard spelling rather than in a form that may be the wrong one.
 */
function verseForm(expected: string, reference?: string | null): string {
  if (!reference || !expected) return expected;
  const verses = versesOf(reference).flatMap(({ surah, ayah }) => getVerse(surah, ayah)?.words ?? []);
  const forms = expected.split(' ').map((word) => {
    const found = new Set(verses.filter((w) => w.standard === word && w.uthmani).map((w) => w.uthmani));
    return found.size === 1 ? [...found][0]! : undefined;
  });
  // Words in another order are quoted together: all in the mushaf's form, or all as they were.
  return forms.every((f) => f !== undefined) ? forms.join(' ') : expected;
}

/** One sentence naming the word, the verse's form, the reference and the rule, as a teacher would say it. */
function describeDiff(tr: Translator, d: WordDiff, reference?: string | null): string {
  const typed = tr.q(d.typed ?? '');
  // A correction quotes the verse's own form; a spelling point explains the standard spelling it folds to.
  const expected = tr.q((d.accepted ? d.expected : verseForm(d.expected ?? '', reference)) ?? '');
  // The verse's own words in another order: the order is what changed, not a word that "is not in the verse".
  if (!d.accepted && d.kind === 'reordered') return tr.t('diff.reordered', { typed, expected });
  if (!d.accepted) {
    const cls = errorClassOf(d);
    const ref = reference ? tr.t('refIn', { ref: reference }) : '';
    // Another word typed in the verse's place is counted with the missing words, but the learner did write
    // something there: name the word they typed and the verse's, not "X is missing".
    if (cls === 'missing' && d.typed && (d.kind === 'wrongWord' || d.kind === 'realWordSubstitution'))
      return tr.t(`err.${d.kind}`, { typed, expected, ref });
    const key = (d.kind === 'wrongVowel' ? 'err.vowel' : `err.${cls}`) as MessageKey;
    return tr.t(key, { typed, expected, ref });
  }
  if (d.kind === 'spellingFold') {
    const only = d.folds?.length === 1 ? d.folds[0] : undefined;
    const key =
      only === 'hamza'
        ? 'fold.hamza'
        : only === 'taMarbuta'
          ? 'fold.taMarbuta'
          : only === 'alefMaqsura'
            ? 'fold.alefMaqsura'
            : 'fold.mixed';
    return tr.t(key, { typed, expected });
  }
  return tr.t(`diff.${d.kind}` as MessageKey, { typed, expected });
}

/** Descriptions of the differences worth mentioning, at most `max`, then "and N more". */
export function describeDiffs(
  tr: Translator,
  diffs: readonly WordDiff[],
  max = 3,
  reference?: string | null,
): string[] {
  // Rejected differences first: they are what the learner must fix; spelling points after. Among them the verse's
  // own words changed, dropped or moved come before words added around them: a learner's framing (تذكر يا أخي …)
  // must not crowd out the correction of the verse.
  const ordered = [
    ...diffs.filter((d) => !d.accepted && d.kind !== 'extra'),
    ...diffs.filter((d) => !d.accepted && d.kind === 'extra'),
    ...diffs.filter((d) => d.accepted && d.kind === 'spellingFold'),
  ];
  const lines = ordered.slice(0, max).map((d) => describeDiff(tr, d, reference));
  if (ordered.length > max) lines.push(tr.t('more', { count: ordered.length - max }));
  return lines;
}

export function joinSentences(parts: readonly string[]): string {
  const text = parts.filter(Boolean).join(' ');
  // A sentence that announces what follows ("say it to the end of its sense:") never ends the feedback.
  return text.replace(/\s*:$/u, '.').replace(/\s*：$/u, '。');
}

/** '2:5', '112:1-4'. */
export function refLabel(surah: number, ayah: number, endAyah = ayah): string {
  return endAyah !== ayah ? `${surah}:${ayah}-${endAyah}` : `${surah}:${ayah}`;
}

/** The surah's name as the learner's interface says it: its Arabic name in Arabic, its transliteration elsewhere. */
export function surahLabel(surah: number, language: UiLanguage = 'en'): string {
  const found = getSurah(surah);
  if (!found) return String(surah);
  return language === 'ar' ? found.name : found.transliteration;
}

/** The corpus words (both spellings) of the stretch a candidate covers. */
export function candidateWords(candidate: Candidate): ReferenceWord[] {
  return candidate.verses.flatMap((span) =>
    (getVerse(span.surah, span.ayah)?.words ?? []).slice(span.firstWord - 1, span.lastWord),
  );
}

export function identifiedOf(candidate: Candidate): IdentifiedVerse {
  return {
    surah: candidate.surah,
    ayah: candidate.ayah,
    endAyah: candidate.endAyah,
    firstWord: candidate.firstWord,
    lastWord: candidate.lastWord,
    surahAyah: refLabel(candidate.surah, candidate.ayah, candidate.endAyah),
    surahName: surahLabel(candidate.surah),
    exact: candidate.exact,
    text: candidateWords(candidate)
      .map((w) => w.standard)
      .join(' '),
  };
}

/**
 * The typed words are recognisably this stretch of the Qur'an: at least three of its words, and at most a quarter
 * of them wrong or missing (words added around it do not count against it). identify()'s confidence halves when
 * a changed word breaks the run it verifies, so a misquote needs this second look to be recognised.
 */
function nearVerse(typed: readonly string[], candidate: Candidate): boolean {
  const reference = candidateWords(candidate);
  if (reference.length < 3) return false;
  const wrong = diffWords(typed, reference).filter((d) => !d.accepted && d.kind !== 'extra').length;
  return wrong <= Math.max(1, Math.floor(reference.length / 4));
}

/**
 * The stretch the typed words recognisably are: the candidate itself or, when it runs over several verses
 * because words were added around a verse, one of its verses alone.
 */
export function nearestStretch(typed: readonly string[], candidate: Candidate): Candidate | undefined {
  if (nearVerse(typed, candidate)) return candidate;
  if (candidate.verses.length < 2) return undefined;
  return candidate.verses
    .map((span): Candidate => ({
      ...candidate,
      ...span,
      endAyah: span.ayah,
      verses: [span],
      wholeVerses: false,
      exact: false,
    }))
    .find((single) => nearVerse(typed, single));
}

/** How many words a candidate shares with a referenced span (0 when they do not overlap). */
export function overlapWords(candidate: Candidate, ref: VerseRef): number {
  let shared = 0;
  for (const span of candidate.verses) {
    if (span.surah !== ref.surah) continue;
    const last = ref.toAyah ?? ref.ayah;
    if (span.ayah < ref.ayah || span.ayah > last) continue;
    const from = Math.max(span.firstWord, ref.fromWord ?? 1);
    const to = Math.min(span.lastWord, ref.toWord ?? Number.MAX_SAFE_INTEGER);
    if (to >= from) shared += to - from + 1;
  }
  return shared;
}

/** A word that is not from the corpus (an authored filler) as a reference word: one spelling only. */
export function plainWord(standard: string): ReferenceWord {
  return { standard, rasm: standard };
}

export function result(
  fields: Pick<BuiltinResult, 'verdict' | 'feedback'> & Partial<Omit<BuiltinResult, 'verdict' | 'feedback'>>,
): BuiltinResult {
  return {
    isCorrect: fields.verdict === 'correct',
    suggestions: [],
    diffs: [],
    judge: 'builtin',
    final: false,
    unsure: false,
    notes: [],
    ...fields,
  };
}

/** The answer has no Arabic letters left after cleaning (empty, English, emoji, diacritics only, markup). */
export function noArabic(tr: Translator): BuiltinResult {
  return result({
    verdict: 'incorrect',
    feedback: tr.t('noArabic'),
    final: true,
    notes: ['no Arabic letters'],
  });
}

export function tooLong(tr: Translator): BuiltinResult {
  return result({
    verdict: 'incorrect',
    feedback: tr.t('tooLong'),
    final: true,
    notes: ['answer far too long'],
  });
}

/**
 * The verse's word but for a joining و or ف at its head (وعسى / عسى). Spelling folds count only where the learner
 * typed no hamza of their own: إن typed for the verse's وأن is another word, not the same one unjoined.
 */
export function joinedOnly(d: WordDiff): boolean {
  // A و put on the very first word of an answer joins it to nothing: the verse's opening changed (ولئن شكرتم).
  if (d.answerIndex === 0 && d.typed && d.expected && d.typed.length > d.expected.length) return false;
  if (!d.expected || !d.typed) return false;
  const bare = (w: string) => w.replace(/[\u064B-\u0652\u0670\u0640]/gu, '');
  const [e, t] = [bare(d.expected), bare(d.typed)];
  const same = (a: string, b: string) =>
    a === b || (!/[أإآؤئ]/u.test(d.typed!) && foldWord(a) === foldWord(b));
  const joined = (a: string, b: string) => /^[وف]/u.test(a) && b.length >= 2 && same(a.slice(1), b);
  return joined(e, t) || joined(t, e);
}
