import type { Corpus } from './corpus.js';
import { foldWord } from './fold.js';
import { closedClassRoot, notRoot } from './roots-closed.js';
import { WEAK, analyses, type Letter } from './roots-patterns.js';
import { hasHarakat, lettersWithVowels, standardLetterMarks } from './vowels.js';

/*
 * The root extractor's model. roots-patterns.ts reads a word every way the clitics, inflections and patterns
 * allow; here the readings of all the Qur'an's words weigh each other (an EM estimate of how much each root
 * explains): ق و ل explains hundreds of words, a root that only one odd reading of one word would give explains
 * none. A word gets a root only when one root clearly wins its readings; otherwise it stays ungrouped, because
 * a wrong grouping is worse than none.
 */

/** How sure the best root must be (its share of the word's readings, weighed by the roots' likelihoods). */
const CONFIDENCE = 0.95;
const EM_ROUNDS = 8;
/** Pseudo-count of every root: keeps a root no other word supports from winning on one reading. */
const SMOOTHING = 0.2;

/**
 * A reading's root: one root, or two (the و and the ي variant) when a weak radical does not show its letter.
 * `prior` is how usual the reading is (from its cost).
 */
interface Reading {
  roots: [string] | [string, string];
  prior: number;
}

interface Weights {
  /** How many words' readings each root accounts for. */
  all: Map<string, number>;
  /** Of that, from readings that show every radical: what decides between a و and a ي root. */
  literal: Map<string, number>;
}

/**
 * The standard spelling with the ā the mushaf writes on a و (ٱلصَّلَوٰة، ٱلزَّكَوٰة، ٱلۡحَيَوٰة) spelt as that
 * و: it shows the radical (ص ل و، ز ك و) where standard spelling writes ا.
 */
function wawSeats(standard: string, uthmani: string): string {
  if (!/و\p{Mn}*\u0670\p{Mn}*[ةت]/u.test(uthmani)) return standard;
  // The ا before the ending ة/ت, unless a و already stands there (السماوات، الصلوات keep theirs).
  return standard.replace(/([^و])ا([ةت])/u, '$1و$2');
}

function letters(standard: string, uthmani?: string): Letter[] {
  if (!uthmani) {
    const marked = hasHarakat(standard);
    return lettersWithVowels(standard).map((m) => ({ ...m, marked }));
  }
  const out: Letter[] = [];
  // A hamza the mushaf writes on a tatweel (تُسۡـَٔلُ) is a letter: its vowel is not the letter's before it.
  const seated = uthmani.replace(/\u0640([\u064B-\u0652]*)\u0654/gu, 'ء$1');
  const marks = standardLetterMarks(wawSeats(standard, seated), seated);
  marks.forEach((m, i) => {
    out.push({ ...m, marked: true });
    // The long ā of a dagger alef that standard spelling leaves out (الرحمن، إله) belongs to the pattern.
    const next = marks[i + 1]?.letter;
    // A و that seats the ā is its own long vowel: nothing is left out after it.
    const seat = m.letter === 'و' && [...standard].filter((c) => c !== ' ')[i] === 'ا';
    if (m.dagger && !seat && next && next !== 'ا' && next !== 'ى' && next !== 'آ')
      out.push({
        ...m,
        letter: 'ا',
        vowel: null,
        shadda: false,
        sukun: false,
        dagger: false,
        tanween: false,
        marked: true,
      });
  });
  return out;
}

/**
 * The word that carries the root when standard spelling writes two words where the mushaf writes one: the noun
 * after the vocative يا (يا قوم، يَٰقَوۡمِ) or after ها (ها أنتم). Its Uthmani spelling loses the particle, up to
 * the dagger alef that carries its ā.
 */
function rootBearing(standard: string, uthmani?: string): [string, string | undefined] {
  const space = standard.lastIndexOf(' ');
  if (space < 0) return [standard, uthmani];
  const rest = standard.slice(space + 1);
  const particle = uthmani?.match(/^(?:و\p{Mn}*)?[يه]\p{Mn}*\u0640?\u0670[\u0653\u0654]?\u0640?(?!\p{Mn})/u);
  return [rest, particle && uthmani ? uthmani.slice(particle[0].length) : undefined];
}

const redirect = notRoot;

function readings(word: Letter[]): Reading[] {
  return analyses(word).map(({ root, cost }): Reading => {
    const prior = Math.exp(-cost);
    if (!root.includes(WEAK)) return { roots: [redirect(root)], prior };
    const w = redirect(root.replace(WEAK, 'و'));
    const y = redirect(root.replace(WEAK, 'ي'));
    return { roots: w === y ? [w] : [w, y], prior };
  });
}

/** How much a root that no word shows with its weak letter may still win the split between و and ي. */
const SPLIT_SMOOTHING = 0.1;

/**
 * How a word's one unit spreads over roots: each reading in proportion to its prior and its root's weight; a
 * weak reading's share goes to its و and ي roots in proportion to the words that show each letter (د و ن has
 * دون, د ي ن has دَيْن: الدِّين stays undecided; ق و ل has يقول and قول, ق ي ل nothing: قيل is ق و ل).
 */
function spread(
  list: Reading[],
  weights: Weights,
  into: (root: string, share: number, literal: boolean) => void,
) {
  const w = (r: string) => weights.all.get(r) ?? 0;
  const lw = (r: string) => weights.literal.get(r) ?? 0;
  const scores = list.map(
    ({ roots, prior }) =>
      prior * ((roots.length === 1 ? w(roots[0]) : w(roots[0]) + w(roots[1]!)) + SMOOTHING) ** 1.5,
  );
  const total = scores.reduce((a, b) => a + b, 0);
  list.forEach(({ roots }, k) => {
    const share = scores[k]! / total;
    if (roots.length === 1) return into(roots[0], share, true);
    const [a, b] = roots;
    const pa = (lw(a) + SPLIT_SMOOTHING) / (lw(a) + lw(b!) + 2 * SPLIT_SMOOTHING);
    into(a, share * pa, false);
    into(b!, share * (1 - pa), false);
  });
}

function decide(list: Reading[], weights: Weights): string | undefined {
  const shares = new Map<string, number>();
  spread(list, weights, (root, share) => shares.set(root, (shares.get(root) ?? 0) + share));
  let best: string | undefined;
  let top = 0;
  for (const [root, share] of shares) if (share > top) [best, top] = [root, share];
  return top >= CONFIDENCE ? best : undefined;
}

/**
 * How many words each root accounts for, estimated by expectation–maximisation: each word spreads one unit over
 * its readings in proportion to their prior and their root's current weight. Each distinct spelling counts
 * once: a root is likely when many different words need it.
 */
function estimateWeights(words: Reading[][]): Weights {
  let weights: Weights = { all: new Map(), literal: new Map() };
  for (let round = 0; round < EM_ROUNDS; round++) {
    const next: Weights = { all: new Map(), literal: new Map() };
    for (const list of words) {
      spread(list, weights, (root, share, literal) => {
        next.all.set(root, (next.all.get(root) ?? 0) + share);
        if (literal) next.literal.set(root, (next.literal.get(root) ?? 0) + share);
      });
    }
    weights = next;
  }
  return weights;
}

/** What the extractor knows after reading the whole Qur'an. */
export interface RootModel {
  /** Per root: [its weight, of which from readings that show every radical]. */
  weights: Map<string, [number, number]>;
  /** Root per folded standard-spelling form, '' for a form with no root (a particle, a foreign name). */
  forms: Map<string, string>;
  /** The same per standard spelling, hamza and all (كأن and كان are two spellings, one folded form). */
  spellings: Map<string, string>;
}

const toWeights = (model: Pick<RootModel, 'weights'>): Weights => ({
  all: new Map([...model.weights].map(([r, [w]]) => [r, w])),
  literal: new Map([...model.weights].map(([r, [, l]]) => [r, l])),
});

/**
 * Reads every distinct spelling of the Qur'an, estimates the roots' weights from all of them, then decides each
 * spelling and each folded form. Weights are rounded first, so that a saved model decides as a fresh one.
 */
export function buildRootModel(corpus: Corpus): RootModel {
  const words = new Map<string, { standard: string; uthmani: string; count: number }>();
  for (const verse of corpus.verses) {
    for (const w of verse.words) {
      const key = `${w.standard} ${w.uthmani}`;
      const seen = words.get(key);
      if (seen) seen.count += 1;
      else words.set(key, { standard: w.standard, uthmani: w.uthmani, count: 1 });
    }
  }
  const closed = new Map<string, string | null>();
  const open = new Map<string, Reading[]>();
  for (const [key, w] of words) {
    const [standard, uthmani] = rootBearing(w.standard, w.uthmani);
    const fixed = closedClassRoot(standard);
    if (fixed !== undefined) closed.set(key, fixed === 'none' ? null : fixed);
    else open.set(key, readings(letters(standard, uthmani)));
  }
  const estimated = estimateWeights([...open.values()]);
  const round = (x: number) => Math.round(1000 * x) / 1000;
  const weights = new Map<string, [number, number]>();
  for (const [root, w] of estimated.all) {
    if (w >= 0.001) weights.set(root, [round(w), round(estimated.literal.get(root) ?? 0)]);
  }
  const rounded = toWeights({ weights });
  const byOccurrence = new Map<string, string | null | undefined>(closed);
  for (const [key, list] of open) byOccurrence.set(key, decide(list, rounded));
  return {
    weights,
    forms: formRoots(words, byOccurrence, foldWord),
    spellings: formRoots(words, byOccurrence, (w) => w),
  };
}

/**
 * The root of one word with the model's weights (three letters, ء for a hamza radical), null when the word has
 * no root, undefined when the readings do not agree enough.
 */
export function rootWithModel(model: Pick<RootModel, 'weights'>, written: string, writtenUthmani?: string) {
  const [standard, uthmani] = rootBearing(written, writtenUthmani);
  const fixed = closedClassRoot(standard);
  if (fixed !== undefined) return fixed === 'none' ? null : fixed;
  weightsCache ??= new WeakMap();
  let weights = weightsCache.get(model);
  if (!weights) weightsCache.set(model, (weights = toWeights(model)));
  return decide(readings(letters(standard, uthmani)), weights);
}
let weightsCache: WeakMap<object, Weights> | undefined;

/** Share of a form's decided occurrences its root must have: the rest are homographs (ما the particle, ماء). */
const FORM_AGREEMENT = 0.9;

/**
 * One root per form (as `formOf` keys it) when its spellings agree: the root must come from at least half the
 * form's occurrences and from nine in ten of those that got a decision (a root, or none for a rootless word).
 */
function formRoots(
  words: Map<string, { standard: string; count: number }>,
  byOccurrence: Map<string, string | null | undefined>,
  formOf: (standard: string) => string,
): Map<string, string> {
  const tally = new Map<string, { roots: Map<string | null, number>; total: number; decided: number }>();
  for (const [key, w] of words) {
    const form = formOf(w.standard);
    const t = tally.get(form) ?? { roots: new Map(), total: 0, decided: 0 };
    t.total += w.count;
    const r = byOccurrence.get(key);
    if (r !== undefined) {
      t.roots.set(r, (t.roots.get(r) ?? 0) + w.count);
      t.decided += w.count;
    }
    tally.set(form, t);
  }
  const out = new Map<string, string>();
  for (const [form, { roots, total, decided }] of tally) {
    const [root, count] = [...roots].reduce((a, b) => (b[1] > a[1] ? b : a), [null, 0] as [
      string | null,
      number,
    ]);
    if (count === 0 || count < FORM_AGREEMENT * decided || 2 * count < total) continue;
    out.set(form, root ?? '');
  }
  return out;
}
