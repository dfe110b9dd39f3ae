/*
 * Writes exact.jsonl: teacher-labelled answers about exactness (misquotes, harakat, typing habits, frames,
 * dialect, English, nonsense) over our own content items. Each kind of answer below carries the label a fair
 * teacher of Qur'anic Arabic gives it and why; the labels were written before the judge was run on them and are
 * not tuned to it. Deterministic: `npx tsx packages/judge/eval/teacher/build-exact.ts`.
 *
 * Teacher's rules used for the labels:
 * - The verse (or the asked-for words) as the Qur'an has it, in any everyday spelling, with or without harakat,
 *   pasted from a mushaf, inside a quoting frame: correct.
 * - Inside a quoted stretch, a changed case ending, mood, definiteness, number, a different real word, a word
 *   left out, a wrong vowel typed: a misquote, incorrect. A slip of the pen that makes no word: almost.
 * - In replies: the adaptation the phrase's usage note gives is correct; own words around the phrase are fine;
 *   a complete part of the phrase that stands on its own (it ends where the mushaf marks a pause) is correct.
 * - Dialect without a Qur'anic phrase, English, nonsense, a hedge between two answers, a copy of the prompt:
 *   incorrect.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldWord, getSurah, quranVocabulary, standardVowels, type Word } from '@lisan/arabic';
// The teacher set is built from, and judged against, our own content items (the content catalog).
import { getContentCatalog } from '@lisan/content';
import type { ExerciseType, JudgeItem, JudgeSpan, VerseRef } from '@lisan/contract';
import { seededRandom } from '../random.js';
import type { Edit, Form, Piece, Span, TeacherCase } from './recipe.js';
import { quoteText, spanWords } from './recipe.js';

const random = seededRandom(1414);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const sample = <T>(xs: readonly T[], n: number): T[] => {
  const copy = [...xs];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]!);
  return out;
};

const DIALECT = [
  'والله ما ادري شو اقول لك',
  'انا منيح كتير شكرا',
  'ماشي الحال يا صاحبي',
  'ايش تبغى مني الحين',
  'مش عارف والله يا اخي',
  'خلاص بكرة نشوف',
  'تعال نروح السوق سوا',
  'ما عندي فكرة عن هالشي',
  'الجو حلو اليوم صح',
  'عادي ما في مشكلة',
  'ان شاء الله خير يا حبيبي',
  'يا زلمة شو هالحكي',
];
const ENGLISH = [
  'I think it is the verse about patience',
  'praise be to God',
  "I don't know",
  'sorry no idea',
  'ok',
];
const NONSENSE_FILL = ['سيارة', 'طاولة', 'برتقال', 'حاسوب', 'قلم', 'شباك'];
const OPENERS = ['قال تعالى:', 'قال الله تعالى', 'قال تعالى ﴿', 'أعوذ بالله من الشيطان الرجيم'];

const cases: TeacherCase[] = [];
let n = 0;
function add(c: Omit<TeacherCase, 'id'>): void {
  // Every quoted piece must materialise: a bad edit is a bug in this file, caught before it is written.
  for (const p of c.parts) if (typeof p !== 'string') quoteText(p.quote, p.form, p.edits);
  cases.push({ id: `exact-${++n}`, ...c });
}

const spanOf = (ref: VerseRef, words: readonly unknown[]): Span => ({
  surah: ref.surah,
  ayah: ref.ayah,
  from: ref.fromWord ?? 1,
  to: ref.fromWord ? ref.toWord! : words.length,
});
const isWholeRange = (s: JudgeSpan) => s.ref.toAyah === undefined;
const q = (span: Span, form: Form = 'standard', edits: Edit[] = []): Piece => ({ quote: span, form, edits });
const FORMS: Form[] = ['standard', 'bare', 'bare', 'vowels', 'endVowels', 'rasm', 'uthmani'];
const formTag = (f: Form) =>
  ({
    standard: 'no-harakat',
    bare: 'hamza-omitted',
    rasm: 'mushaf-spelling',
    uthmani: 'pasted',
    vowels: 'full-harakat',
    endVowels: 'partial-harakat',
  })[f];

// ---------------------------------------------------------------------------------------------------------
// Recorded misquote edits: each returns an edit of one corpus word, or undefined when the word does not allow it.
const vocabulary = quranVocabulary();
const CONJ = /^[وف]/u;
const stripConj = (w: string) => (CONJ.test(w) && w.length > 3 ? [w[0]!, w.slice(1)] : ['', w]);

type Misquote = { edit: Edit; why: string };
function caseEnding(words: Word[], i: number): Misquote | undefined {
  const w = words[i]!.standard;
  if (w.includes(' ')) return undefined;
  let to: string | undefined;
  if (/ون$/u.test(w) && !/^[يتن]/u.test(stripConj(w)[1]!)) to = w.replace(/ون$/u, 'ين');
  else if (/ين$/u.test(w) && /^(و|ف)?ال/u.test(w)) to = w.replace(/ين$/u, 'ون');
  if (!to) return undefined;
  return { edit: { word: i, from: w, to }, why: `case ending changed: ${w} → ${to}` };
}
function mood(words: Word[], i: number): Misquote | undefined {
  const w = words[i]!.standard;
  const [, core] = stripConj(w);
  if (!/^[تي]/u.test(core!) || !/وا$/u.test(w) || w.length < 5) return undefined;
  const to = w.replace(/وا$/u, 'ون');
  return {
    edit: { word: i, from: w, to },
    why: `mood changed (jussive/subjunctive to indicative): ${w} → ${to}`,
  };
}
function definiteness(words: Word[], i: number): Misquote | undefined {
  const w = words[i]!.standard;
  if (w.includes(' ')) return undefined;
  const [conj, core] = stripConj(w);
  let to: string | undefined;
  if (/^ال/u.test(core!) && core!.length >= 5 && !/^(الله|الذي|التي|الذين|اللاتي)$/u.test(core!))
    to = conj + core!.slice(2);
  else if (
    !/^ال/u.test(core!) &&
    core!.length >= 3 &&
    /[^اوي]$/u.test(core!) &&
    vocabulary.has(foldWord(`ال${core}`))
  )
    to = `${conj}ال${core}`;
  if (!to || to === w) return undefined;
  return { edit: { word: i, from: w, to }, why: `definiteness changed: ${w} → ${to}` };
}
const LETTERS = [...'بتثجحخدذرزسشصضطظعغفقكلمنهي'];
function oneLetterRealWord(words: Word[], i: number): Misquote | undefined {
  const w = words[i]!.standard;
  if (w.includes(' ')) return undefined;
  const key = foldWord(w);
  if (key.length < 3) return undefined;
  const options: string[] = [];
  for (let p = 1; p < key.length; p++)
    for (const l of LETTERS) {
      const c = key.slice(0, p) + l + key.slice(p + 1);
      if (c !== key && vocabulary.has(c) && c !== foldWord(words[i]!.rasm)) options.push(c);
    }
  if (!options.length) return undefined;
  const to = pick(options);
  return {
    edit: { word: i, from: w, to },
    why: `one letter changed into another Qur'anic word: ${w} → ${to}`,
  };
}
function dropInterior(words: Word[], i: number): Misquote | undefined {
  if (i === 0 || i === words.length - 1 || words.length < 4) return undefined;
  return {
    edit: { word: i, from: words[i]!.standard, drop: true },
    why: `word left out inside the quotation: ${words[i]!.standard}`,
  };
}
function wrongVowel(
  words: Word[],
  i: number,
  vowels: (w: Word) => Array<'a' | 'i' | 'u' | null>,
): Misquote | undefined {
  const w = words[i]!;
  if (w.standard.includes(' ')) return undefined;
  const vs = vowels(w);
  let last = -1;
  vs.forEach((v, k) => {
    if (v) last = k;
  });
  if (last < 1) return undefined;
  const now = vs[last]!;
  const to = now === 'u' ? 'a' : now === 'a' ? 'i' : 'u';
  return {
    edit: { word: i, from: w.standard, letter: last, vowel: to },
    why: `harakat typed, and the vowel of ${w.standard} at letter ${last + 1} is ${now}, not ${to}`,
  };
}
function typo(words: Word[], i: number): Misquote | undefined {
  const w = words[i]!.standard;
  if (w.includes(' ') || foldWord(w).length < 5) return undefined;
  const key = foldWord(w);
  for (let attempt = 0; attempt < 20; attempt++) {
    const p = 1 + Math.floor(random() * (key.length - 2));
    if ('اوي'.includes(key[p]!)) continue;
    const to = key.slice(0, p) + pick(LETTERS) + key.slice(p + 1);
    if (to !== key && !vocabulary.has(to))
      return { edit: { word: i, from: w, to }, why: `a slip of the pen that makes no word: ${w} → ${to}` };
  }
  return undefined;
}

const MISQUOTES = [caseEnding, mood, definiteness, oneLetterRealWord, dropInterior];
function someMisquote(words: Word[], prefer?: typeof caseEnding): Misquote | undefined {
  const order = prefer ? [prefer, ...MISQUOTES] : sample(MISQUOTES, MISQUOTES.length);
  for (const make of order) {
    for (const i of sample(
      words.map((_, k) => k),
      words.length,
    )) {
      const m = make(words, i);
      if (m) return m;
    }
  }
  return undefined;
}

// Pause marks of the mushaf after which the words before stand as a complete saying (not ۙ "do not stop").
const PAUSE = /[\u06D6\u06D7\u06D8\u06DA]/u;

const vowelsOf = (w: Word) => standardVowels(w.standard, w.uthmani);

// ---------------------------------------------------------------------------------------------------------
const catalog = getContentCatalog();
const itemsOf = <T extends ExerciseType>(t: T) =>
  catalog.itemsOf(t) as readonly Extract<JudgeItem, { type: T }>[];

// Completion --------------------------------------------------------------------------------------------
for (const item of sample(
  itemsOf('completion').filter((i) => isWholeRange(i.phrase)),
  40,
)) {
  const span = spanOf(item.phrase.ref, item.phrase.words);
  const words = spanWords(span);
  const hidden = item.hiddenWords.map((p) => p - 1);
  const form = pick(FORMS);
  const consecutive = hidden.every((p, k) => k === 0 || p === hidden[k - 1]! + 1);
  if (consecutive) {
    add({
      type: 'completion',
      item: item.itemId,
      parts: [q({ ...span, from: span.from + hidden[0]!, to: span.from + hidden.at(-1)! }, form)],
      label: 'correct',
      reason: 'the hidden words as the verse has them',
      tags: [formTag(form)],
    });
  }
  const whole = pick(FORMS);
  add({
    type: 'completion',
    item: item.itemId,
    parts: [q(span, whole)],
    label: 'correct',
    reason: 'the whole phrase, word for word',
    tags: [formTag(whole)],
  });
  if (random() < 0.5) {
    const opener = pick(OPENERS);
    add({
      type: 'completion',
      item: item.itemId,
      parts: [
        opener,
        q(span, 'bare'),
        opener.endsWith('﴿') ? '﴾' : '',
        random() < 0.5 ? 'صدق الله العظيم' : `[${surahNameOf(span.surah)}: ${span.ayah}]`,
      ],
      label: 'correct',
      reason: 'the whole phrase inside a quoting frame',
      tags: ['frame'],
    });
  }
  const m = someMisquote(words);
  if (m)
    add({
      type: 'completion',
      item: item.itemId,
      parts: [q(span, pick(['standard', 'bare'] as Form[]), [m.edit])],
      label: 'incorrect',
      reason: m.why,
      misquote: true,
      tags: ['misquote'],
    });
  const v = sample(
    words.map((_, k) => k),
    words.length,
  )
    .map((i) => wrongVowel(words, i, vowelsOf))
    .find(Boolean);
  if (v && random() < 0.6)
    add({
      type: 'completion',
      item: item.itemId,
      parts: [q(span, 'vowels', [v.edit])],
      label: 'incorrect',
      reason: v.why,
      misquote: true,
      tags: ['full-harakat', 'misquote', 'vowel'],
    });
  const t = sample(
    words.map((_, k) => k),
    words.length,
  )
    .map((i) => typo(words, i))
    .find(Boolean);
  if (t && random() < 0.5)
    add({
      type: 'completion',
      item: item.itemId,
      parts: [q(span, 'standard', [t.edit])],
      label: 'almost',
      reason: t.why,
      tags: ['typo'],
    });
}
for (const item of sample(itemsOf('completion'), 8)) {
  add({
    type: 'completion',
    item: item.itemId,
    parts: [pick(DIALECT)],
    label: 'incorrect',
    reason: 'dialect, not the verse',
    tags: ['dialect'],
  });
  add({
    type: 'completion',
    item: item.itemId,
    parts: [pick(ENGLISH)],
    label: 'incorrect',
    reason: 'not Arabic',
    tags: ['english'],
  });
}

// A reference as learners write it, with the surah's Arabic name from the corpus.
function surahNameOf(surah: number): string {
  return getSurah(surah)?.name ?? 'سورة';
}

// Substitution -------------------------------------------------------------------------------------------
for (const item of sample(
  itemsOf('substitution').filter((i) => isWholeRange(i.phrase)),
  45,
)) {
  const span = spanOf(item.phrase.ref, item.phrase.words);
  const words = spanWords(span);
  const before: Span | undefined =
    item.slot.fromWord > 1 ? { ...span, to: span.from + item.slot.fromWord - 2 } : undefined;
  const after: Span | undefined =
    item.slot.toWord < words.length ? { ...span, from: span.from + item.slot.toWord } : undefined;
  const filler = pick(item.acceptedFillers);
  const sentence = (form: Form, edits?: { side: 'before' | 'after'; m: Misquote }): Piece[] => [
    ...(before ? [q(before, form, edits?.side === 'before' ? [edits.m.edit] : [])] : []),
    filler,
    ...(after ? [q(after, form, edits?.side === 'after' ? [edits.m.edit] : [])] : []),
  ];
  const form = pick(['standard', 'bare', 'bare', 'endVowels'] as Form[]);
  add({
    type: 'substitution',
    item: item.itemId,
    parts: sentence(form),
    label: 'correct',
    reason: 'the phrase with an accepted filler in the slot',
    tags: [formTag(form)],
  });
  // A misquote outside the slot.
  const sides = (['before', 'after'] as const).filter((s) => (s === 'before' ? before : after));
  for (const side of sample(sides, 1)) {
    const part = side === 'before' ? before! : after!;
    const m = someMisquote(spanWords(part));
    if (m)
      add({
        type: 'substitution',
        item: item.itemId,
        parts: sentence('standard', { side, m }),
        label: 'incorrect',
        reason: `the rest of the verse misquoted: ${m.why}`,
        misquote: true,
        tags: ['misquote'],
      });
  }
  if (item.acceptedFillers.length > 1 && random() < 0.4) {
    const [a, b] = item.acceptedFillers;
    add({
      type: 'substitution',
      item: item.itemId,
      parts: [...(before ? [q(before)] : []), `${a} أو ${b}`, ...(after ? [q(after)] : [])],
      label: 'incorrect',
      reason: 'a hedge between two fillers: the learner must choose one',
      tags: ['hedge'],
    });
  }
  if (random() < 0.35)
    add({
      type: 'substitution',
      item: item.itemId,
      parts: [q(span, 'bare')],
      label: 'incorrect',
      reason: 'the phrase repeated without the change the cue asks for',
      tags: ['unchanged'],
    });
  if (random() < 0.2)
    add({
      type: 'substitution',
      item: item.itemId,
      parts: [pick(DIALECT)],
      label: 'incorrect',
      reason: 'dialect, not the drill',
      tags: ['dialect'],
    });
  if (random() < 0.2)
    add({
      type: 'substitution',
      item: item.itemId,
      parts: [pick(ENGLISH)],
      label: 'incorrect',
      reason: 'not Arabic',
      tags: ['english'],
    });
}

// Conversation and roleplay ------------------------------------------------------------------------------
const ARABIC_RUN = /[\u0621-\u0652]+(?:\s+[\u0621-\u0652]+)*/gu;
const GREETINGS = ['يا أخي', 'يا صديقي', 'والله', 'نعم', 'لا تقلق'];
for (const type of ['conversation', 'roleplay'] as const) {
  const pool = itemsOf(type).filter((i) => i.phrases.every(isWholeRange));
  for (const item of sample(pool, type === 'conversation' ? 42 : 42)) {
    const phrase = pick(item.phrases);
    const span = spanOf(phrase.ref, phrase.words);
    const words = spanWords(span);
    const form = pick(['standard', 'bare', 'bare', 'vowels', 'endVowels'] as Form[]);
    add({
      type,
      item: item.itemId,
      parts: [q(span, form)],
      label: 'correct',
      reason: `a listed phrase (${phrase.surahAyah}) as it stands`,
      tags: [formTag(form)],
    });
    if (random() < 0.5) {
      const g = pick(GREETINGS);
      add({
        type,
        item: item.itemId,
        parts: [g, q(span, 'bare')],
        label: 'correct',
        reason: 'own words around the listed phrase',
        tags: ['own-words'],
      });
    } else {
      add({
        type,
        item: item.itemId,
        parts: ['قال تعالى', '﴿', q(span, 'bare'), '﴾'],
        label: 'correct',
        reason: 'the listed phrase in a quoting frame',
        tags: ['frame'],
      });
    }
    const m = someMisquote(words, random() < 0.4 ? caseEnding : random() < 0.5 ? mood : undefined);
    if (m)
      add({
        type,
        item: item.itemId,
        parts: [
          random() < 0.3 ? pick(GREETINGS) : '',
          q(span, pick(['standard', 'bare'] as Form[]), [m.edit]),
        ],
        label: 'incorrect',
        reason: `a misquote the usage note does not license: ${m.why}`,
        misquote: true,
        tags: ['misquote'],
      });
    const v = sample(
      words.map((_, k) => k),
      words.length,
    )
      .map((i) => wrongVowel(words, i, vowelsOf))
      .find(Boolean);
    if (v && random() < 0.35)
      add({
        type,
        item: item.itemId,
        parts: [q(span, 'vowels', [v.edit])],
        label: 'incorrect',
        reason: v.why,
        misquote: true,
        tags: ['full-harakat', 'misquote', 'vowel'],
      });
    // The adaptation the usage note itself gives, when it gives an Arabic form of the whole saying.
    const note = phrase.usageNote ?? '';
    if (note && !/as it stands/iu.test(note)) {
      const runs = (note.match(ARABIC_RUN) ?? []).filter((r) => r.split(/\s+/u).length >= 2);
      const run = runs.find((r) => r.split(/\s+/u).length >= Math.min(3, words.length));
      if (run)
        add({
          type,
          item: item.itemId,
          parts: [run],
          label: 'correct',
          reason: 'the adaptation the usage note gives',
          tags: ['licensed-adaptation'],
        });
    }
    // A complete saying: the phrase up to a pause the mushaf marks.
    const pauseAt = words.findIndex((w, k) => k >= 1 && k < words.length - 1 && PAUSE.test(w.uthmani));
    if (pauseAt >= 1)
      add({
        type,
        item: item.itemId,
        parts: [q({ ...span, to: span.from + pauseAt }, 'bare')],
        label: 'correct',
        reason: 'a complete part of the phrase, ending at a pause the mushaf marks',
        tags: ['short-saying'],
      });
    if (random() < 0.3)
      add({
        type,
        item: item.itemId,
        parts: [pick(DIALECT)],
        label: 'incorrect',
        reason: 'dialect without a Qur\u2019anic phrase',
        tags: ['dialect'],
      });
    if (random() < 0.2)
      add({
        type,
        item: item.itemId,
        parts: [pick(ENGLISH)],
        label: 'incorrect',
        reason: 'not Arabic',
        tags: ['english'],
      });
    if (random() < 0.35) {
      const w = pick(words.filter((x) => foldWord(x.standard).length >= 3) ?? words);
      if (w)
        add({
          type,
          item: item.itemId,
          parts: [pick(NONSENSE_FILL), w.standard, pick(NONSENSE_FILL), pick(NONSENSE_FILL)],
          label: 'incorrect',
          reason: 'nonsense sharing one word with the phrase',
          tags: ['nonsense'],
        });
    }
    if (random() < 0.15)
      add({
        type,
        item: item.itemId,
        parts: [item.line.arabic],
        label: 'incorrect',
        reason: 'the line it answers, copied',
        tags: ['copy'],
      });
  }
}

// Comparison ---------------------------------------------------------------------------------------------
for (const item of sample(
  itemsOf('comparison').filter((i) => i.verses.every(isWholeRange)),
  40,
)) {
  const [a, b] = item.verses;
  const expected = item.expectedAnswer.split(' ');
  const locate = (s: JudgeSpan) => {
    const keys = s.words.map((w) => foldWord(w.standard));
    for (let i = 0; i + expected.length <= keys.length; i++)
      if (expected.every((e, k) => foldWord(e) === keys[i + k])) return i;
    return -1;
  };
  const home = locate(a) >= 0 && locate(b) < 0 ? a : locate(b) >= 0 && locate(a) < 0 ? b : undefined;
  if (!home) continue;
  const other = home === a ? b : a;
  const at = locate(home);
  const homeSpan = spanOf(home.ref, home.words);
  const answerSpan: Span = {
    ...homeSpan,
    from: homeSpan.from + at,
    to: homeSpan.from + at + expected.length - 1,
  };
  const form = pick(['standard', 'bare', 'vowels'] as Form[]);
  add({
    type: 'comparison',
    item: item.itemId,
    parts: [q(answerSpan, form)],
    label: 'correct',
    reason: 'the differing word of the verse asked about',
    tags: [formTag(form)],
  });
  if (random() < 0.5)
    add({
      type: 'comparison',
      item: item.itemId,
      parts: ['الكلمة هي', q(answerSpan, 'bare')],
      label: 'correct',
      reason: 'the right word, said in a sentence',
      tags: ['own-words'],
    });
  // The other verse's word at the same place: the classic confusion.
  const otherSpan = spanOf(other.ref, other.words);
  const otherWords = spanWords(otherSpan);
  const homeKeys = new Set(home.words.map((w) => foldWord(w.standard)));
  const candidates = otherWords
    .map((w, k) => ({ w, k }))
    .filter(({ w }) => !homeKeys.has(foldWord(w.standard)));
  if (candidates.length && expected.length === 1) {
    const { k } = candidates[0]!;
    add({
      type: 'comparison',
      item: item.itemId,
      parts: [q({ ...otherSpan, from: otherSpan.from + k, to: otherSpan.from + k })],
      label: 'incorrect',
      reason: 'the word of the other verse, not of the one asked about',
      tags: ['other-verse'],
    });
  }
  const t = typo(spanWords(answerSpan), 0);
  if (t && expected.length === 1 && random() < 0.5)
    add({
      type: 'comparison',
      item: item.itemId,
      parts: [q(answerSpan, 'standard', [t.edit])],
      label: 'almost',
      reason: t.why,
      tags: ['typo'],
    });
  if (random() < 0.3)
    add({
      type: 'comparison',
      item: item.itemId,
      parts: [pick(ENGLISH)],
      label: 'incorrect',
      reason: 'not Arabic',
      tags: ['english'],
    });
  if (random() < 0.3)
    add({
      type: 'comparison',
      item: item.itemId,
      parts: [pick(DIALECT)],
      label: 'incorrect',
      reason: 'dialect, no answer',
      tags: ['dialect'],
    });
}

// Transformation (Philosophical Match) and thematic -------------------------------------------------------------
for (const type of ['transformation', 'thematic'] as const) {
  const pool = itemsOf(type);
  for (const item of sample(pool, type === 'thematic' ? 40 : 42)) {
    const listed: JudgeSpan[] = item.type === 'transformation' ? item.related : item.verses;
    const verse = pick(listed.filter(isWholeRange));
    if (!verse) continue;
    const span = spanOf(verse.ref, verse.words);
    const words = spanWords(span);
    const form = pick(FORMS);
    add({
      type,
      item: item.itemId,
      parts: [q(span, form)],
      label: 'correct',
      reason: `a listed verse (${verse.surahAyah}), word for word`,
      tags: [formTag(form)],
    });
    if (random() < 0.5) {
      const opener = pick(OPENERS);
      add({
        type,
        item: item.itemId,
        parts: [
          opener,
          q(span, 'bare'),
          opener.endsWith('﴿') ? '﴾' : '',
          random() < 0.5 ? 'صدق الله العظيم' : `(${surahNameOf(span.surah)} ${span.ayah})`,
        ],
        label: 'correct',
        reason: 'a listed verse in a quoting frame',
        tags: ['frame'],
      });
    }
    const m = someMisquote(words);
    if (m)
      add({
        type,
        item: item.itemId,
        parts: [q(span, pick(['standard', 'bare'] as Form[]), [m.edit])],
        label: 'incorrect',
        reason: `a listed verse misquoted: ${m.why}`,
        misquote: true,
        tags: ['misquote'],
      });
    const t = sample(
      words.map((_, k) => k),
      words.length,
    )
      .map((i) => typo(words, i))
      .find(Boolean);
    if (t && random() < 0.5)
      add({
        type,
        item: item.itemId,
        parts: [q(span, 'standard', [t.edit])],
        label: 'almost',
        reason: `the right verse with a slip of the pen: ${t.why}`,
        tags: ['typo'],
      });
    const v = sample(
      words.map((_, k) => k),
      words.length,
    )
      .map((i) => wrongVowel(words, i, vowelsOf))
      .find(Boolean);
    if (v && random() < 0.3)
      add({
        type,
        item: item.itemId,
        parts: [q(span, 'vowels', [v.edit])],
        label: 'incorrect',
        reason: v.why,
        misquote: true,
        tags: ['full-harakat', 'misquote', 'vowel'],
      });
    if (random() < 0.3)
      add({
        type,
        item: item.itemId,
        parts: [pick(DIALECT)],
        label: 'incorrect',
        reason: 'dialect, not a verse',
        tags: ['dialect'],
      });
    if (random() < 0.2)
      add({
        type,
        item: item.itemId,
        parts: [pick(ENGLISH)],
        label: 'incorrect',
        reason: 'not Arabic',
        tags: ['english'],
      });
    if (item.type === 'transformation' && random() < 0.3)
      add({
        type,
        item: item.itemId,
        parts: [item.sentence.arabicText],
        label: 'incorrect',
        reason: 'the wisdom sentence itself, not a verse',
        tags: ['copy'],
      });
  }
}

const file = fileURLToPath(new URL('./exact.jsonl', import.meta.url));
writeFileSync(file, `${cases.map((c) => JSON.stringify(c)).join('\n')}\n`);
const by = (k: (c: TeacherCase) => string) =>
  Object.fromEntries([...new Set(cases.map(k))].map((v) => [v, cases.filter((c) => k(c) === v).length]));
console.log(cases.length, 'cases;', cases.filter((c) => c.misquote).length, 'misquotes');
console.log(
  by((c) => c.type),
  by((c) => c.label),
);
