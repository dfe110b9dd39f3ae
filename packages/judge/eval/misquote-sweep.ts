/*
 * The misquotation sweep: every content item's Qur'anic phrases, each changed in ways a teacher always calls a
 * misquote, judged by the built-in judge. None may be called correct. Also run on items other than the phrase's
 * own (the stretch typed into a conversation or role-play item that lists another verse), and wrapped in the
 * framing learners put around a quotation. A change whose result is itself a stretch of some verse, or a form the
 * item licenses, is left out: it is not a misquote.
 *
 * `npx tsx packages/judge/eval/misquote-sweep.ts [--show] [--per-type N]` prints, by mutation class and exercise
 * type, how many changed answers were judged correct, and how many rejected ones have feedback that does not name
 * the changed word, the verse's form (Uthmani, every mark) and the reference.
 */
import { fileURLToPath } from 'node:url';
import {
  foldWord,
  identify,
  isQuranWord,
  quranOccurrencesOf,
  quranRootOf,
  tokenize,
  type ReferenceWord,
} from '@lisan/arabic';
import { getContentCatalog } from '@lisan/content';
import type { ExerciseType, JudgeItem, JudgeSpan } from '@lisan/contract';
import { classifyChange } from '../src/builtin/morphology.js';
import { noteWords } from '../src/builtin/quotation.js';
import { versesHolding } from '../src/builtin/exact-stretch.js';
import { candidateWords } from '../src/builtin/shared.js';
import { judge } from '../src/judge.js';
import type { JudgeResult } from '../src/types.js';
import { everydayOnlyOf } from './shared-sets.js';

export const MUTATION_CLASSES = [
  'same-root',
  'synonym',
  'look-alike-word',
  'inserted',
  'dropped',
  'swapped',
  'joining-letter',
  'pronoun',
  'look-alike-ending',
] as const;
export type MutationClass = (typeof MUTATION_CLASSES)[number];

export interface Mutation {
  cls: MutationClass;
  /** The whole answer typed (framing included). */
  answer: string;
  /** The quoted stretch as changed. */
  quote: string;
  /** The verse's reference the stretch comes from ('2:153'). */
  ref: string;
  /** The word as typed in the changed place (null when a word was dropped). */
  typed: string | null;
  /** The verse's word at the changed place, Uthmani with its marks (null for an inserted word). */
  verseWord: string | null;
  framing?: string;
  /** The change is at the stretch's first or last word, where a learner's own words may stand. */
  edge: boolean;
  /** The stretch typed into an item that does not list it. */
  foreign?: boolean;
}

export interface SweepCase extends Mutation {
  itemType: ExerciseType;
  itemId: string;
}

const TYPES: ExerciseType[] = [
  'completion',
  'substitution',
  'conversation',
  'roleplay',
  'comparison',
  'transformation',
  'thematic',
];

/** Near synonyms a learner may put in a verse's place; each word is the Qur'an's (checked when used). */
const SYNONYMS: ReadonlyArray<[string, string]> = [
  ['جاء', 'أتى'],
  ['يحب', 'يود'],
  ['عظيم', 'كبير'],
  ['الناس', 'البشر'],
  ['قلوب', 'أفئدة'],
  ['قلوبهم', 'أفئدتهم'],
  ['يعلم', 'يعرف'],
  ['خاف', 'خشي'],
  ['يخافون', 'يخشون'],
  ['رجع', 'عاد'],
  ['سبيل', 'طريق'],
  ['عذاب', 'عقاب'],
  ['رحمة', 'رأفة'],
  ['الخير', 'البر'],
  ['بيت', 'دار'],
  ['قعد', 'جلس'],
  ['نظر', 'رأى'],
  ['أعطى', 'آتى'],
  ['يوم', 'حين'],
  ['قال', 'نادى'],
  ['فضل', 'نعمة'],
  ['الصابرين', 'الصادقين'],
  ['المؤمنين', 'المسلمين'],
  ['السماء', 'السماوات'],
];
/** Phrases of one item the sweep changes. */
const MAX_PHRASES = 3;
const PREFIXES = ['', 'و', 'ف', 'ب', 'ل', 'ال', 'وال', 'بال', 'لل', 'فال'];
const INSERTS = ['قد', 'الله', 'كل', 'هو', 'لا'];
const FRAMES: ReadonlyArray<[string, string]> = [
  ['قال تعالى: ', ''],
  ['تذكر يا أخي ', ''],
  ['', ' إن شاء الله'],
];
/** Attached pronouns and the one a careless learner puts instead. */
const PRONOUNS: ReadonlyArray<[string, string]> = [
  ['هم', 'كم'],
  ['كم', 'هم'],
  ['ها', 'ه'],
  ['نا', 'كم'],
  ['ه', 'ك'],
  ['ك', 'ه'],
];

const key = (word: string) => tokenize(word).map(foldWord).join('');

/** The answer holds, in order and with nothing but spelling differences, a stretch of some verse. */
export function isExactStretch(text: string): boolean {
  return versesHolding(tokenize(text)).length > 0;
}

interface Words {
  standard: string[];
  words: ReferenceWord[];
}
/** The span's words as single tokens (a word written as two standard words, يا أيها, stays one reference word). */
function wordsOf(span: JudgeSpan): Words {
  return { standard: span.words.map((w) => w.standard), words: span.words };
}

const lookAlikeCache = new Map<string, ReferenceWord[][]>();
/** Stretches of other verses as long as the span, differing in two or three of its words. */
function lookAlikes(span: JudgeSpan): ReferenceWord[][] {
  const cached = lookAlikeCache.get(span.surahAyah + span.standard);
  if (cached) return cached;
  const own = span.words.map((w) => key(w.standard));
  const out: ReferenceWord[][] = [];
  const { candidates } = identify(span.standard, { limit: 10 });
  for (const c of candidates) {
    if (c.verses.some((v) => v.surah === span.ref.surah && v.ayah === span.ref.ayah)) continue;
    const words = candidateWords(c);
    if (words.length !== own.length) continue;
    const differing = words.filter((w, i) => key(w.standard) !== own[i]).length;
    if (differing >= 2 && differing <= Math.max(2, Math.floor(own.length / 2))) out.push(words);
  }
  lookAlikeCache.set(span.surahAyah + span.standard, out);
  return out;
}

/** A different Qur'anic word of the same root (not a change of person, number or gender). */
function sameRootWord(word: string, licensesPerson: boolean): string | undefined {
  const root = quranRootOf(word);
  if (!root) return undefined;
  const own = key(word);
  const seen = new Set<string>();
  for (const o of quranOccurrencesOf(root)) {
    const k = key(o.standard);
    if (k === own || seen.has(k) || o.standard.includes(' ')) continue;
    seen.add(k);
    const change = classifyChange(word, o.standard);
    if (licensesPerson && change && ['person', 'number', 'gender'].includes(change.class)) continue;
    // A joining letter or the article added or dropped is its own class.
    if (key(o.standard).endsWith(own) || own.endsWith(key(o.standard))) continue;
    return o.standard;
  }
  return undefined;
}

function synonymOf(word: string): string | undefined {
  for (const p of PREFIXES) {
    if (!word.startsWith(p)) continue;
    const rest = word.slice(p.length);
    for (const [a, b] of SYNONYMS) {
      const other = rest === a ? b : rest === b ? a : undefined;
      if (other && isQuranWord(foldWord(p + other))) return p + other;
    }
  }
  return undefined;
}

/** The item's phrases with the words the item licenses changing (its notes' words, its accepted answers). */
function phrasesOf(item: JudgeItem): Array<{ span: JudgeSpan; note: string | null }> {
  switch (item.type) {
    case 'completion':
    case 'substitution':
      return [{ span: item.phrase, note: item.type === 'substitution' ? (item.usageNote ?? null) : null }];
    case 'conversation':
    case 'roleplay':
      return item.phrases.map((p) => ({ span: p, note: p.usageNote }));
    case 'comparison':
      return item.verses.map((v) => ({ span: v, note: null }));
    case 'transformation':
      return item.related.map((v) => ({ span: v, note: null }));
    case 'thematic':
      return item.verses.map((v) => ({ span: v, note: null }));
  }
}

/**
 * The changes of one phrase, one per class where the phrase allows it. `licensesPerson`: the item may license a
 * change of person, number or gender (a conversation's phrase said to someone else), so such changes are left out.
 */
export function mutationsOf(
  span: JudgeSpan,
  note: string | null,
  licensesPerson: boolean,
  pick: number,
): Mutation[] {
  const { standard, words } = wordsOf(span);
  const n = standard.length;
  if (n < 3) return [];
  const licensed = noteWords(note);
  const out: Mutation[] = [];
  const base = (cls: MutationClass, quote: string[], typed: string | null, at: number | null) => {
    const text = quote.join(' ');
    if (isExactStretch(text)) return;
    out.push({
      cls,
      answer: text,
      quote: text,
      ref: span.surahAyah,
      typed,
      verseWord: at === null ? null : (words[at]!.uthmani ?? words[at]!.standard),
      edge: at !== null && (at === 0 || at === n - 1) && (cls !== 'swapped' || n < 3),
    });
  };
  // Positions tried, starting from a different one per item so the sweep covers the whole phrase.
  const order = (from: number, to: number) => {
    const span = Math.max(0, to - from);
    return Array.from({ length: span }, (_, k) => from + ((k + pick) % span));
  };
  const replaceAt = (i: number, w: string) => standard.map((x, k) => (k === i ? w : x));
  const free = (i: number) => !standard[i]!.includes(' ') && !licensed.has(key(standard[i]!));

  for (const i of order(0, n)) {
    if (!free(i)) continue;
    const w = sameRootWord(standard[i]!, licensesPerson);
    if (w) {
      const before = out.length;
      base('same-root', replaceAt(i, w), w, i);
      if (out.length > before) break;
    }
  }
  for (const i of order(0, n)) {
    if (!free(i)) continue;
    const w = synonymOf(standard[i]!);
    if (w) {
      const before = out.length;
      base('synonym', replaceAt(i, w), w, i);
      if (out.length > before) break;
    }
  }
  for (const other of lookAlikes(span)) {
    const at = order(0, n).find((i) => free(i) && key(other[i]!.standard) !== key(standard[i]!));
    if (at === undefined || other[at]!.standard.includes(' ')) continue;
    const change = classifyChange(standard[at]!, other[at]!.standard);
    if (licensesPerson && change && ['person', 'number', 'gender'].includes(change.class)) continue;
    const before = out.length;
    base('look-alike-word', replaceAt(at, other[at]!.standard), other[at]!.standard, at);
    if (out.length > before) break;
  }
  {
    const at = 1 + (pick % (n - 1));
    const w = INSERTS[pick % INSERTS.length]!;
    base('inserted', [...standard.slice(0, at), w, ...standard.slice(at)], w, null);
  }
  {
    const at = 1 + (pick % (n - 2));
    if (free(at))
      base(
        'dropped',
        standard.filter((_, k) => k !== at),
        null,
        at,
      );
  }
  {
    const at = pick % (n - 1);
    if (key(standard[at]!) !== key(standard[at + 1]!)) {
      const swapped = [...standard];
      [swapped[at], swapped[at + 1]] = [swapped[at + 1]!, swapped[at]!];
      base('swapped', swapped, standard[at + 1]!, at);
    }
  }
  for (const i of order(1, n)) {
    const w = standard[i]!;
    if (!free(i) || !/^[وف]/u.test(w) || w.length < 4 || !isQuranWord(foldWord(w.slice(1)))) continue;
    const changed = (w[0] === 'و' ? 'ف' : 'و') + w.slice(1);
    const before = out.length;
    base('joining-letter', replaceAt(i, changed), changed, i);
    if (out.length > before) break;
  }
  if (!licensesPerson) {
    pronoun: for (const i of order(0, n)) {
      const w = standard[i]!;
      if (!free(i) || foldWord(w).length < 4) continue;
      for (const [from, to] of PRONOUNS) {
        if (!w.endsWith(from) || !isQuranWord(foldWord(w.slice(0, -from.length)))) continue;
        const changed = w.slice(0, -from.length) + to;
        const before = out.length;
        base('pronoun', replaceAt(i, changed), changed, i);
        if (out.length > before) break pronoun;
      }
    }
  }
  // The phrase said up to where a look-alike parts from it, then on as the look-alike goes.
  for (const other of lookAlikes(span)) {
    const first = standard.findIndex((w, i) => key(w) !== key(other[i]!.standard));
    if (first < 1 || first >= n - 1) continue;
    const blended = [...standard.slice(0, first + 1), ...other.slice(first + 1).map((w) => w.standard)];
    if (blended.join(' ') === standard.join(' ')) continue;
    const next = blended.findIndex((w, i) => i > first && key(w) !== key(standard[i]!));
    if (next < 0) continue;
    const before = out.length;
    base('look-alike-ending', blended, blended[next]!, next);
    if (out.length > before) break;
  }
  return out;
}

export interface SweepOptions {
  /** At most this many items of each type (all when absent). */
  perType?: number;
  /** Every k-th item of a type (1 = all). */
  stride?: number;
  /** Only these exercise types. */
  types?: ExerciseType[];
}

/** The sweep's answers: each phrase's changes on its own item, some framed, and some on another item. */
export function sweepCases(options: SweepOptions = {}): SweepCase[] {
  const catalog = getContentCatalog();
  const out: SweepCase[] = [];
  const dialogueItems = (['conversation', 'roleplay'] as const).flatMap((t) =>
    catalog.itemIds(t).map((id) => ({ type: t, id })),
  );
  let counter = 0;
  for (const type of options.types ?? TYPES) {
    const ids = catalog.itemIds(type).filter((_, k) => k % (options.stride ?? 1) === 0);
    for (const id of ids.slice(0, options.perType ?? ids.length)) {
      const item = catalog.getExerciseItem(type, id)!;
      const licensesPerson = type === 'conversation' || type === 'roleplay' || type === 'substitution';
      // At most MAX_PHRASES of an item's phrases (a thematic bank lists dozens of verses), a different few per item.
      const phrases = phrasesOf(item);
      const start = counter % Math.max(1, phrases.length);
      const chosen = [...phrases.slice(start), ...phrases.slice(0, start)].slice(0, MAX_PHRASES);
      for (const { span, note } of chosen) {
        for (const m of mutationsOf(span, note, licensesPerson, counter++)) {
          if (type === 'substitution' && !substitutionAnswer(item, m)) continue;
          out.push({ ...m, itemType: type, itemId: id });
          const [pre, post] = FRAMES[counter % FRAMES.length]!;
          if (counter % 2 === 0)
            out.push({
              ...m,
              answer: `${pre}${m.quote}${post}`,
              framing: pre || post,
              itemType: type,
              itemId: id,
            });
          if (counter % 3 === 0 && dialogueItems.length > 1) {
            let other = dialogueItems[(counter * 7919) % dialogueItems.length]!;
            if (other.id === id) other = dialogueItems[(counter * 7919 + 1) % dialogueItems.length]!;
            const otherItem = catalog.getExerciseItem(other.type, other.id)!;
            // The other item must not list this verse: then the stretch is unlisted there.
            if (!phrasesOf(otherItem).some((p) => p.span.surahAyah === span.surahAyah))
              out.push({ ...m, foreign: true, itemType: other.type, itemId: other.id });
          }
        }
      }
    }
  }
  return out;
}

/** A substitution is answered with the phrase, its slot filled: the change must lie outside the slot. */
function substitutionAnswer(item: JudgeItem, m: Mutation): boolean {
  if (item.type !== 'substitution') return true;
  // The sweep types the phrase as the verse has it; the slot's own words are the item's to change, so a change
  // there is not a misquote. Keep changes whose word is not one of the slot's.
  const slot = item.slotWords.map((w) => key(w.standard));
  return !slot.includes(key(m.typed ?? '')) && !(m.verseWord && slot.some((s) => key(m.verseWord!) === s));
}

export interface SweepOutcome {
  case: SweepCase;
  result: JudgeResult;
  /** What the feedback fails to name (empty when it is true). */
  feedbackMissing: string[];
}

const stripMarks = (s: string) => s.replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/gu, '');

/** What a misquote's feedback must name: the reference, the changed word as typed, the verse's form. */
export function feedbackMissing(c: SweepCase, r: JudgeResult): string[] {
  if (r.verdict === 'correct') return [];
  const missing: string[] = [];
  const text = r.feedback;
  if (!text.includes(c.ref.split('-')[0]!.split(':')[0]!) || !text.includes(c.ref)) missing.push('reference');
  const folded = tokenize(stripMarks(text)).map(foldWord);
  const mentions = (w: string) => {
    const k = tokenize(w).map(foldWord);
    return folded.some((_, i) => k.every((x, j) => folded[i + j] === x));
  };
  if (c.typed && !mentions(c.typed) && c.cls !== 'dropped') missing.push('typed word');
  if (c.verseWord && !text.includes(c.verseWord)) missing.push('verse form');
  return missing;
}

export async function runSweep(cases: readonly SweepCase[]): Promise<SweepOutcome[]> {
  const catalog = getContentCatalog();
  const out: SweepOutcome[] = [];
  for (const c of cases) {
    const item = catalog.getExerciseItem(c.itemType, c.itemId)!;
    const result = await judge({
      exerciseType: c.itemType,
      item,
      answer: c.answer,
      language: 'en',
      everydayOnly: everydayOnlyOf(item),
    });
    out.push({ case: c, result, feedbackMissing: feedbackMissing(c, result) });
  }
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : undefined;
  };
  const started = Date.now();
  const typeArg = args.indexOf('--type');
  const types = typeArg >= 0 ? (args[typeArg + 1]!.split(',') as ExerciseType[]) : undefined;
  const cases = sweepCases({ perType: arg('--per-type'), stride: arg('--stride'), types });
  const outcomes = await runSweep(cases);
  const ms = Date.now() - started;
  const rows = new Map<string, { n: number; correct: number; almost: number; untrue: number }>();
  const add = (k: string, o: SweepOutcome) => {
    const r = rows.get(k) ?? { n: 0, correct: 0, almost: 0, untrue: 0 };
    r.n++;
    if (o.result.verdict === 'correct') r.correct++;
    if (o.result.verdict === 'almost') r.almost++;
    if (o.feedbackMissing.length) r.untrue++;
    rows.set(k, r);
  };
  for (const o of outcomes) {
    add(`class ${o.case.cls}`, o);
    add(`type  ${o.case.itemType}`, o);
    add(`how   ${o.case.foreign ? 'foreign item' : o.case.framing ? 'framed' : 'own item, plain'}`, o);
    add(`where ${o.case.edge ? "the stretch's first or last word" : 'inside the stretch'}`, o);
    add('overall', o);
  }
  console.log(
    `${'group'.padEnd(30)} ${'cases'.padStart(6)} ${'correct'.padStart(8)} ${'almost'.padStart(7)} ${'fb.untrue'.padStart(9)}`,
  );
  for (const [k, r] of [...rows].sort())
    console.log(
      `${k.padEnd(30)} ${String(r.n).padStart(6)} ${String(r.correct).padStart(8)} ${String(r.almost).padStart(7)} ${String(r.untrue).padStart(9)}`,
    );
  const rejected = outcomes.filter((o) => o.result.verdict !== 'correct');
  const lacking = (what: string) => rejected.filter((o) => o.feedbackMissing.includes(what)).length;
  console.log(
    `\nfeedback of ${rejected.length} answers not called correct: reference missing ${lacking('reference')}, changed word missing ${lacking('typed word')}, verse's Uthmani form missing ${lacking('verse form')}`,
  );
  console.log(`\n${outcomes.length} answers in ${(ms / 1000).toFixed(1)} s`);
  if (args.includes('--show')) {
    for (const o of outcomes.filter((x) => x.result.verdict === 'correct'))
      console.log(
        `ACCEPTED ${o.case.cls} ${o.case.itemType}/${o.case.itemId}${o.case.foreign ? ' (foreign)' : ''} ${o.case.ref}\n    ${o.case.answer}\n    ${o.result.feedback.slice(0, 200)}`,
      );
  }
  if (args.includes('--show-feedback')) {
    for (const o of outcomes.filter((x) => x.feedbackMissing.length).slice(0, arg('--show-feedback') || 40))
      console.log(
        `FEEDBACK ${o.feedbackMissing.join(',')} ${o.case.cls} ${o.case.itemType}/${o.case.itemId} ${o.case.ref} typed=${o.case.typed} verse=${o.case.verseWord}\n    ${o.case.answer}\n    ${o.result.feedback.slice(0, 300)}`,
      );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
