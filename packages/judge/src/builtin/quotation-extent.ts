import { diffWords, foldWord, rootOfWord, tokenize, type ReferenceWord, type WordDiff } from '@lisan/arabic';
import { versesHolding } from './exact-stretch.js';
import { refLabel } from './shared.js';

/*
 * Where a quotation begins and ends. A learner who changes a word inside a verse (swaps two words, drops or adds
 * one, puts another word in its place) splits the verse's words into two runs typed as the verse has them; the
 * change sits between them. Taking only the longer run as "the quotation" would call the other run the learner's
 * own words and the verse quoted right. A run of the verse's words that resumes the verse within a few words, in
 * the reply as in the verse, is the same quotation.
 */

type Match = { answerIndex: number; referenceIndex: number };

/** How many words a change inside a quotation may span and still be one quotation with its two sides. */
const RESUME_WITHIN = 3;
/** Fewest words in a row a run must have to count as the verse resumed (a lone word may be the learner's). */
const RESUMED_RUN = 2;

/** Matched words in runs: each following the last in the reply and in the verse, at most one word apart. */
function runsOf(matches: readonly Match[]): Match[][] {
  const sorted = [...matches].sort((a, b) => a.referenceIndex - b.referenceIndex);
  const runs: Match[][] = [];
  let current: Match[] = [];
  for (const m of sorted) {
    const prev = current[current.length - 1];
    const follows =
      prev &&
      m.referenceIndex - prev.referenceIndex <= 2 &&
      m.answerIndex > prev.answerIndex &&
      m.answerIndex - prev.answerIndex <= 2;
    if (!follows && current.length) {
      runs.push(current);
      current = [];
    }
    current.push(m);
  }
  if (current.length) runs.push(current);
  return runs;
}

/**
 * The matches with the verse's words typed in another order counted in their places: two words swapped are still
 * the verse's words, and the quotation runs on through them.
 */
export function withReordered(matches: readonly Match[], diffs: readonly WordDiff[]): Match[] {
  const out = [...matches];
  for (const d of diffs) {
    if (d.kind !== 'reordered' || d.answerIndex === null || d.referenceIndex === null) continue;
    const words = (d.typed ?? '').split(' ').length;
    for (let k = 0; k < words; k++)
      out.push({ answerIndex: d.answerIndex + k, referenceIndex: d.referenceIndex + k });
  }
  return out;
}

/** The longest run of matched words (the first of the longest). */
export function longestRun(matches: readonly Match[]): Match[] {
  return runsOf(matches).reduce<Match[]>((best, r) => (r.length > best.length ? r : best), []);
}

const resumes = (before: readonly Match[], after: readonly Match[]): boolean => {
  const a = before[before.length - 1]!;
  const b = after[0]!;
  const answerGap = b.answerIndex - a.answerIndex;
  const referenceGap = b.referenceIndex - a.referenceIndex;
  return (
    answerGap >= 1 && referenceGap >= 1 && answerGap <= RESUME_WITHIN + 1 && referenceGap <= RESUME_WITHIN + 1
  );
};

/**
 * The quotation's matched words: the longest run (as `base` picks it) joined with every run of two or more of the
 * verse's words that resumes it, on either side, across a change of at most a few words.
 */
export function quotationExtent(matches: readonly Match[], base: readonly Match[]): Match[] {
  if (base.length === 0) return [...base];
  const runs = runsOf(matches);
  const key = (m: Match) => `${m.answerIndex}:${m.referenceIndex}`;
  const baseKeys = new Set(base.map(key));
  const at = runs.findIndex((r) => r.some((m) => baseKeys.has(key(m))));
  if (at < 0) return [...base];
  let lo = at;
  let hi = at;
  let extent = [...runs[at]!];
  while (lo > 0 && runs[lo - 1]!.length >= RESUMED_RUN && resumes(runs[lo - 1]!, extent)) {
    lo--;
    extent = [...runs[lo]!, ...extent];
  }
  while (hi < runs.length - 1 && runs[hi + 1]!.length >= RESUMED_RUN && resumes(extent, runs[hi + 1]!)) {
    hi++;
    extent = [...extent, ...runs[hi]!];
  }
  return extent;
}

/** Particles that open a learner's own phrase as often as they continue a verse. */
const PARTICLES = new Set(
  ['على', 'في', 'من', 'الى', 'عن', 'ما', 'لا', 'ان', 'لم', 'لن', 'قد', 'ثم', 'او', 'بل', 'يا'].map(foldWord),
);

/**
 * The quotation without a lone particle at its end (or start) that the verse has only across a word the learner
 * did not say, when the learner's next (or previous) word is not the verse's: «الحمد لله على سلامتك» says the
 * formula many verses open with, then its own words; it does not quote 27:59 («الحمد لله وسلام على …») with a
 * word dropped. A particle the quotation reaches without a gap, or one the verse's next word follows, stays.
 */
function withoutLoneParticle(
  extent: readonly Match[],
  /** The typed words from the first the alignment saw: the extent's answer indices point into them. */
  core: readonly string[],
  words: readonly ReferenceWord[],
): Match[] {
  const sorted = [...extent].sort((a, b) => a.answerIndex - b.answerIndex);
  const lone = (m: Match, neighbour: Match, outside: number, verseOutside: number) =>
    // Said next to each other where the verse has a word between them: a word dropped, not one put in its place.
    Math.abs(m.answerIndex - neighbour.answerIndex) === 1 &&
    Math.abs(m.referenceIndex - neighbour.referenceIndex) >= 2 &&
    PARTICLES.has(foldWord(core[m.answerIndex] ?? '')) &&
    core[outside] !== undefined &&
    foldWord(core[outside]!) !== foldWord(words[verseOutside]?.standard ?? '');
  if (sorted.length > 2) {
    const last = sorted[sorted.length - 1]!;
    if (lone(last, sorted[sorted.length - 2]!, last.answerIndex + 1, last.referenceIndex + 1)) sorted.pop();
  }
  if (sorted.length > 2) {
    const first = sorted[0]!;
    if (lone(first, sorted[1]!, first.answerIndex - 1, first.referenceIndex - 1)) sorted.shift();
  }
  return sorted;
}

/**
 * The changes between the first and the last of the quotation's words: words added or moved inside it, verse
 * words left out inside it, and words typed in a verse word's place. Spelling the judge forgives is no change.
 */
function changesInside(diffs: readonly WordDiff[], extent: readonly Match[]): WordDiff[] {
  if (extent.length < 2) return [];
  const lo = Math.min(...extent.map((m) => m.answerIndex));
  const hi = Math.max(...extent.map((m) => m.answerIndex));
  const first = Math.min(...extent.map((m) => m.referenceIndex));
  const last = Math.max(...extent.map((m) => m.referenceIndex));
  const inAnswer = (i: number | null) => i !== null && i > lo && i < hi;
  const inVerse = (i: number | null) => i !== null && i > first && i < last;
  return diffs.filter(
    (d) =>
      !d.accepted &&
      (d.kind === 'extra'
        ? inAnswer(d.answerIndex)
        : d.kind === 'missing'
          ? inVerse(d.referenceIndex)
          : inAnswer(d.answerIndex) || inVerse(d.referenceIndex)),
  );
}

/** A quotation of a verse found in the typed words: the changes inside it and how many of its words were typed. */
export interface QuotationFound {
  changes: WordDiff[];
  /** The verse's words typed as it has them (or moved) between the quotation's first and last. */
  quoted: number;
  /** The typed words the quotation spans (indices into the typed words). */
  from: number;
  to: number;
  /**
   * The word typed right after the quotation in the place of the verse's next word, when it is another word (the
   * quotation's own edge: the learner's words or the verse's word changed; the caller tells which).
   */
  after?: WordDiff;
  /** The word typed right before the quotation in the place of the verse's word before it, likewise. */
  before?: WordDiff;
  /** The verse's words the quotation spans (indices into the verse's words). */
  first: number;
  last: number;
}

/**
 * The quotation of `words` in the typed words: own words before and after it (words the verse does not have:
 * قال تعالى، إن شاء الله) set aside, the rest aligned with the verse, and every change between the first and the
 * last of the verse's words quoted. Answer indices are the typed words'.
 */
export function quotationIn(
  typed: readonly string[],
  words: readonly ReferenceWord[],
  options: { everydayElidedYa?: boolean } = {},
): QuotationFound {
  const verseKeys = new Set(words.flatMap((w) => tokenize(w.standard)).map(foldWord));
  let from = 0;
  let to = typed.length;
  while (from < to && !verseKeys.has(foldWord(typed[from]!))) from++;
  while (to > from && !verseKeys.has(foldWord(typed[to - 1]!))) to--;
  const core = typed.slice(from, to);
  const none = { changes: [], quoted: core.length, from, to: to - 1, first: -1, last: -1 };
  if (core.length < 2) return none;
  const matched: Match[] = [];
  const diffs = diffWords(core, [...words], { matches: matched, ...options });
  const matches = withReordered(matched, diffs);
  const extent = withoutLoneParticle(quotationExtent(matches, longestRun(matches)), typed.slice(from), words);
  if (extent.length < 2) return none;
  const shift = (d: WordDiff) => ({
    ...d,
    answerIndex: d.answerIndex === null ? null : d.answerIndex + from,
  });
  const lo = Math.min(...extent.map((m) => m.answerIndex));
  const hi = Math.max(...extent.map((m) => m.answerIndex));
  const first = Math.min(...extent.map((m) => m.referenceIndex));
  const last = Math.max(...extent.map((m) => m.referenceIndex));
  // Words the verse does not have were set aside before aligning; the one right after the quotation is read here.
  const nextTyped = typed[hi + from + 1];
  const nextWord = words[last + 1]?.standard;
  const after: WordDiff | undefined =
    nextTyped !== undefined && nextWord !== undefined && foldWord(nextTyped) !== foldWord(nextWord)
      ? {
          kind: 'wrongWord',
          expected: nextWord,
          typed: nextTyped,
          accepted: false,
          referenceIndex: last + 1,
          answerIndex: hi + from + 1,
        }
      : undefined;
  const prevTyped = typed[lo + from - 1];
  const prevWord = words[first - 1]?.standard;
  const before: WordDiff | undefined =
    prevTyped !== undefined && prevWord !== undefined && foldWord(prevTyped) !== foldWord(prevWord)
      ? {
          kind: 'wrongWord',
          expected: prevWord,
          typed: prevTyped,
          accepted: false,
          referenceIndex: first - 1,
          answerIndex: lo + from - 1,
        }
      : undefined;
  return {
    changes: changesInside(diffs, extent).map(shift),
    quoted: extent.length,
    from: lo + from,
    to: hi + from,
    first,
    last,
    ...(after ? { after } : {}),
    ...(before ? { before } : {}),
  };
}

/**
 * Question words said for one another (لماذا for لم, ماذا for ما): typed where the verse has one of them, the
 * learner's word is the verse's question asked in other words, not a question of their own put before it.
 */
const SAID_FOR_ONE_ANOTHER = [
  ['لم', 'لماذا', 'لما'],
  ['ما', 'ماذا'],
  ['من', 'منذا'],
  ['اين', 'اني'],
  ['كيف', 'اني'],
  ['متى', 'ايان'],
].map((g) => new Set(g.map(foldWord)));

let say: string | undefined;
/** The root of قال, read once the model is wanted. */
const sayRoot = () => (say ??= rootOfWord('قال'));

/** Words that introduce or frame a quotation, whatever the verse has beside it: قال تعالى، والله، يا رب. */
const FRAMING = /^(?:[وفبتل]?(?:ال)?له|[وف]?الله|اللهم|قال|يقول|قل|تعالى|سبحانه|عز|وجل|رب|ربي|ربنا|يا)$/u;

/** Why the word typed at a quotation's edge stands in the verse's own word's place there. */
export interface EdgeInVersePlace {
  reason: 'root' | 'function' | 'lookAlike';
  /** The look-alike verse whose wording the edge word and the quotation are (for `lookAlike`). */
  other?: string;
}

/**
 * The word typed right before (or after) a quotation, where the verse has another word, is the verse's word
 * changed rather than the learner's own: a word of the same root (سارعوا / تسارعوا), a question word said for the
 * verse's (لماذا for لم), or the word a look-alike verse has there, so that the edge word with the quotation's
 * first (or last) words is that other verse while the edge word with the whole quotation is no verse at all (a
 * blend of two verses). Words that frame a quotation (قال تعالى، والله، يا رب) are the learner's own wherever
 * they stand.
 */
export function edgeInVersePlace(
  edge: WordDiff,
  typed: readonly string[],
  found: { from: number; to: number },
  /** The reference of the verse quoted, as `refLabel` writes it: the look-alike must be another verse. */
  ref: string,
  /**
   * Whether a word of the same root counts. Where a reply may be adapted to whom it is said to (اصبري for
   * واصبروا), the morphology's own reading of the form decides instead.
   */
  options: { root?: boolean } = {},
): EdgeInVersePlace | undefined {
  if (edge.answerIndex === null || !edge.typed || !edge.expected) return undefined;
  const t = foldWord(edge.typed);
  const e = foldWord(edge.expected);
  const unjoined = (w: string) => w.replace(/^[وف](?=..)/u, '');
  // The verse's word without its joining و/ف (عسى for وعسى), or with one: the quotation begins there.
  if (t === e || unjoined(t) === unjoined(e) || FRAMING.test(t)) return undefined;
  const at = edge.answerIndex;
  const before = at < found.from;
  // The edge word with the whole quotation is some verse's own wording: that verse was said.
  const whole = before ? typed.slice(at, found.to + 1) : typed.slice(found.from, at + 1);
  if (versesHolding(whole).length > 0) return undefined;
  if (SAID_FOR_ONE_ANOTHER.some((g) => g.has(t) && g.has(e))) return { reason: 'function' };
  const rootTyped = options.root === false ? undefined : rootOfWord(edge.typed);
  // Say (قل، قولوا، قولي): the learner's own call to say the quotation, whatever verb the verse has there.
  if (rootTyped !== undefined && rootTyped !== sayRoot() && rootTyped === rootOfWord(edge.expected))
    return { reason: 'root' };
  if (whole.length < 3) return undefined;
  // A few of the quotation's words beside the edge word: enough to be one verse's wording, not a common pair.
  const part = before ? whole.slice(0, 4) : whole.slice(-4);
  const others = (words: readonly string[]) =>
    versesHolding(words).filter((c) => refLabel(c.surah, c.ayah, c.endAyah) !== ref);
  if (others(part).length === 0) return undefined;
  // The look-alike named is the one that also holds the learner's words beyond the edge, where one does.
  for (let k = 3; k >= 0; k--) {
    const beyond = before ? typed.slice(Math.max(at - k, 0), at) : typed.slice(at + 1, at + 1 + k);
    if (k > 0 && beyond.length < k) continue;
    const found = others(before ? [...beyond, ...part] : [...part, ...beyond])[0];
    if (found) return { reason: 'lookAlike', other: refLabel(found.surah, found.ayah, found.endAyah) };
  }
  return undefined;
}
