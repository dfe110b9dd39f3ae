import { tokenize } from './clean.js';
import { loadCorpus, type Corpus } from './corpus.js';
import { foldWord } from './fold.js';

/** Where one verse's part of a match starts and ends (1-based word indexes, inclusive). */
export interface VerseSpan {
  surah: number;
  ayah: number;
  firstWord: number;
  lastWord: number;
}

export interface Candidate {
  surah: number;
  /** Verse where the match starts. */
  ayah: number;
  /** 1-based word index in `ayah` where the match starts. */
  firstWord: number;
  /** 1-based word index in `endAyah` where the match ends. */
  lastWord: number;
  /** Verse where the match ends; equals `ayah` unless several verses were typed together. */
  endAyah: number;
  /** Every verse the match touches, in order. */
  verses: VerseSpan[];
  /** 0..1: the share of typed and expected words that agree, halved when the match is too short to be sure. */
  confidence: number;
  /** Every word agrees (spelling folds and mushaf spelling allowed) over a long enough run. */
  exact: boolean;
  /** The match covers whole verses, not part of one. */
  wholeVerses: boolean;
}

export interface IdentifyResult {
  /** Ranked best first. */
  candidates: Candidate[];
  /** Typed words (cleaned) that occur nowhere in the Qur'an in either spelling. */
  unknownWords: string[];
  /** The cleaned words of the text. */
  words: string[];
  /** How many of them (from the start) the search aligned: at most `maxWords`. */
  searchedWords: number;
  /** How many candidate stretches were aligned: at most `maxCandidates`, fewer when the time budget ran out. */
  verifiedCandidates: number;
}

export interface IdentifyOptions {
  /** Most candidates to return; default 5. */
  limit?: number;
  /**
   * Bounds on the work, for callers that take text from anyone (the API): only the first `maxWords` words are
   * searched (alignment costs grow with the square of the length), at most `maxCandidates` stretches are aligned
   * (best supported first), and no new one is started after `budgetMs`. Defaults: unbounded, 24, none.
   */
  maxWords?: number;
  maxCandidates?: number;
  budgetMs?: number;
}

/**
 * The Qur'an as one stream of standard-spelling tokens ("units"), with per-unit alternatives
 * for the mushaf spelling, and word-trigram shingles over folded keys for candidate lookup.
 */
interface Index {
  keyIds: Map<string, number>;
  /** Folded standard token. */
  unitKey: Int32Array;
  /** Folded rasm of a one-token word when it differs from the standard key, else -1. */
  unitAlt: Int32Array;
  /** At the first token of a word standard spelling splits (يا أيها): its rasm key and its fused key. */
  unitMergeRasm: Int32Array;
  unitMergeFused: Int32Array;
  unitParts: Uint8Array;
  unitVerse: Int32Array;
  unitWord: Int32Array;
  verseUnitStart: Int32Array;
  surahUnitEnd: Int32Array;
  trigrams: TrigramTable;
  /** Unit positions per key id (CSR: positions of id k are postings[offsets[k]..offsets[k+1]]). */
  offsets: Int32Array;
  postings: Int32Array;
}

const KEY_BASE = 65536;
const trigramHash = (a: number, b: number, c: number): number => (a * KEY_BASE + b) * KEY_BASE + c;
const trigramSlot = (a: number, b: number, c: number, mask: number): number =>
  (Math.imul(a, 73856093) ^ Math.imul(b, 19349663) ^ Math.imul(c, 83492791)) & mask;

/**
 * Open-addressing table from a trigram to the chain of stream positions where it starts.
 * Typed arrays keep the ~110k entries compact and quick to build, unlike a Map of arrays.
 */
interface TrigramTable {
  mask: number;
  keys: Float64Array;
  heads: Int32Array;
  next: Int32Array;
  units: Int32Array;
}

function createTrigramTable(entries: number): TrigramTable {
  let size = 1;
  while (size < entries * 2) size <<= 1;
  return {
    mask: size - 1,
    keys: new Float64Array(size),
    heads: new Int32Array(size).fill(-1),
    next: new Int32Array(entries),
    units: new Int32Array(entries),
  };
}

function findSlot(t: TrigramTable, a: number, b: number, c: number): number {
  const h = trigramHash(a, b, c);
  let slot = trigramSlot(a, b, c, t.mask);
  while (t.heads[slot] !== -1 && t.keys[slot] !== h) slot = (slot + 1) & t.mask;
  return slot;
}

function trigramPositions(
  t: TrigramTable,
  a: number,
  b: number,
  c: number,
  visit: (unit: number) => void,
): void {
  for (let e = t.heads[findSlot(t, a, b, c)]!; e !== -1; e = t.next[e]!) visit(t.units[e]!);
}

let indexCache: Index | undefined;

function buildIndex(corpus: Corpus): Index {
  const keyIds = new Map<string, number>();
  const id = (key: string): number => {
    let v = keyIds.get(key);
    if (v === undefined) {
      v = keyIds.size;
      keyIds.set(key, v);
    }
    return v;
  };
  let total = 0;
  for (const verse of corpus.verses) for (const word of verse.words) total += word.standard.split(' ').length;
  const unitKey = new Int32Array(total);
  const unitAlt = new Int32Array(total).fill(-1);
  const unitMergeRasm = new Int32Array(total).fill(-1);
  const unitMergeFused = new Int32Array(total).fill(-1);
  const unitParts = new Uint8Array(total);
  const unitVerse = new Int32Array(total);
  const unitWord = new Int32Array(total);
  const verseUnitStart = new Int32Array(corpus.verses.length + 1);
  const surahUnitEnd = new Int32Array(corpus.surahs.length + 1);
  let u = 0;
  for (const verse of corpus.verses) {
    verseUnitStart[verse.index] = u;
    for (const word of verse.words) {
      const tokens = word.standard.split(' ');
      const rasm = id(foldWord(word.rasm));
      if (tokens.length > 1) {
        unitMergeRasm[u] = rasm;
        unitMergeFused[u] = id(foldWord(tokens.join('')));
      }
      unitParts[u] = tokens.length;
      for (const token of tokens) {
        const key = id(foldWord(token));
        unitKey[u] = key;
        if (tokens.length === 1 && rasm !== key) unitAlt[u] = rasm;
        unitVerse[u] = verse.index;
        unitWord[u] = word.index;
        u++;
      }
    }
    surahUnitEnd[verse.surah] = u;
  }
  verseUnitStart[corpus.verses.length] = u;
  if (keyIds.size >= KEY_BASE) throw new Error('Too many distinct words for the trigram hash');

  // Each position offers its standard key and, where it differs, its mushaf key.
  const optionCount = (x: number): number => (unitAlt[x]! >= 0 ? 2 : 1);
  const option = (x: number, k: number): number => (k === 0 ? unitKey[x]! : unitAlt[x]!);
  // Shingles stay inside one surah: a run across a surah boundary is not a recitation.
  const shingleAt = (x: number): boolean =>
    corpus.verses[unitVerse[x]!]!.surah === corpus.verses[unitVerse[x + 2]!]!.surah;
  let entries = 0;
  for (u = 0; u + 2 < unitKey.length; u++) {
    if (shingleAt(u)) entries += optionCount(u) * optionCount(u + 1) * optionCount(u + 2);
  }
  const trigrams = createTrigramTable(entries);
  let e = 0;
  for (u = 0; u + 2 < unitKey.length; u++) {
    if (!shingleAt(u)) continue;
    for (let p = 0; p < optionCount(u); p++) {
      for (let q = 0; q < optionCount(u + 1); q++) {
        for (let r = 0; r < optionCount(u + 2); r++) {
          const a = option(u, p);
          const b = option(u + 1, q);
          const c = option(u + 2, r);
          const slot = findSlot(trigrams, a, b, c);
          trigrams.keys[slot] = trigramHash(a, b, c);
          trigrams.next[e] = trigrams.heads[slot]!;
          trigrams.heads[slot] = e;
          trigrams.units[e++] = u;
        }
      }
    }
  }

  const counts = new Int32Array(keyIds.size + 1);
  const each = (fn: (u: number, k: number) => void): void => {
    for (let x = 0; x < unitKey.length; x++) {
      fn(x, unitKey[x]!);
      if (unitAlt[x]! >= 0) fn(x, unitAlt[x]!);
      if (unitMergeRasm[x]! >= 0) fn(x, unitMergeRasm[x]!);
      if (unitMergeFused[x]! >= 0) fn(x, unitMergeFused[x]!);
    }
  };
  each((_, k) => counts[k + 1]!++);
  for (let k = 1; k < counts.length; k++) counts[k]! += counts[k - 1]!;
  const offsets = Int32Array.from(counts);
  const fill = Int32Array.from(counts);
  const postings = new Int32Array(counts[counts.length - 1]!);
  each((u, k) => (postings[fill[k]!++] = u));

  return {
    keyIds,
    unitKey,
    unitAlt,
    unitMergeRasm,
    unitMergeFused,
    unitParts,
    unitVerse,
    unitWord,
    verseUnitStart,
    surahUnitEnd,
    trigrams,
    offsets,
    postings,
  };
}

function getIndex(): Index {
  indexCache ??= buildIndex(loadCorpus());
  return indexCache;
}

/** Builds the search index now rather than on the first identify() call. */
export function warmIdentify(): void {
  getIndex();
}

const MAX_CANDIDATE_RUNS = 24;
const MAX_POSTINGS_PER_WORD = 4000;

/**
 * Finds which verse (or run of verses) a text comes from. Candidates come from folded word
 * trigrams (single rare words for very short texts), then each is verified by aligning the
 * whole text against that stretch of the Qur'an.
 */
export function identify(text: string, options: IdentifyOptions = {}): IdentifyResult {
  const index = getIndex();
  const corpus = loadCorpus();
  const started = performance.now();
  const words = tokenize(text);
  const allIds = words.map((w) => index.keyIds.get(foldWord(w)) ?? -1);
  // A word is a Qur'an word when it occurs with or without an attached و ف ب ل ك (المساكين occurs as والمساكين).
  const known = (w: string): boolean => {
    const k = foldWord(w);
    if (index.keyIds.has(k)) return true;
    if (k.length > 2 && 'وفبلك'.includes(k[0]!) && index.keyIds.has(k.slice(1))) return true;
    return [...'وفبلك'].some((p) => index.keyIds.has(p + k));
  };
  const unknownWords = words.filter((w, i) => allIds[i]! < 0 && !known(w));
  const ids = options.maxWords !== undefined ? allIds.slice(0, options.maxWords) : allIds;
  if (words.length === 0)
    return { candidates: [], unknownWords, words, searchedWords: 0, verifiedCandidates: 0 };

  const starts = candidateStarts(index, ids, options.maxCandidates ?? MAX_CANDIDATE_RUNS);
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  let verifiedCandidates = 0;
  for (const start of starts) {
    if (
      options.budgetMs !== undefined &&
      verifiedCandidates > 0 &&
      performance.now() - started > options.budgetMs
    )
      break;
    verifiedCandidates++;
    const candidate = verify(index, corpus, ids, start);
    if (!candidate) continue;
    const key = `${candidate.surah}:${candidate.ayah}:${candidate.firstWord}:${candidate.endAyah}:${candidate.lastWord}`;
    if (seen.has(key)) continue;
    seen.add(key);
    candidates.push(candidate);
  }
  candidates.sort(
    (a, b) =>
      b.confidence - a.confidence ||
      Number(b.exact) - Number(a.exact) ||
      Number(b.wholeVerses) - Number(a.wholeVerses) ||
      a.surah - b.surah ||
      a.ayah - b.ayah,
  );
  return {
    candidates: candidates.slice(0, options.limit ?? 5),
    unknownWords,
    words,
    searchedWords: ids.length,
    verifiedCandidates,
  };
}

/** Likely positions (unit index where typed word 0 would sit), best supported first. */
function candidateStarts(index: Index, ids: number[], maxRuns: number): number[] {
  const votes = new Map<number, number>();
  for (let i = 0; i + 2 < ids.length; i++) {
    if (ids[i]! < 0 || ids[i + 1]! < 0 || ids[i + 2]! < 0) continue;
    trigramPositions(index.trigrams, ids[i]!, ids[i + 1]!, ids[i + 2]!, (u) =>
      votes.set(u - i, (votes.get(u - i) ?? 0) + 1),
    );
  }
  if (votes.size === 0) {
    // Too short for a trigram, or every trigram broken by mistakes: fall back to the rarest words.
    const known = ids
      .map((id, i) => ({ id, i, n: id < 0 ? Infinity : index.offsets[id + 1]! - index.offsets[id]! }))
      .filter((x) => x.id >= 0)
      .sort((a, b) => a.n - b.n)
      .slice(0, 3);
    for (const { id, i } of known) {
      const from = index.offsets[id]!;
      const to = Math.min(index.offsets[id + 1]!, from + MAX_POSTINGS_PER_WORD);
      for (let p = from; p < to; p++) {
        const d = index.postings[p]! - i;
        votes.set(d, (votes.get(d) ?? 0) + 1);
      }
    }
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const chosen: number[] = [];
  for (const [start] of ranked) {
    // Neighbouring starts describe the same stretch shifted by a missing or extra word.
    if (chosen.some((c) => Math.abs(c - start) <= 2)) continue;
    chosen.push(start);
    if (chosen.length >= maxRuns) break;
  }
  return chosen;
}

const enum Op {
  None,
  Match,
  Merge,
  Sub,
  Extra,
  Skip,
}

/**
 * Aligns all typed words against a window of the stream around `start` (free start and end in
 * the Qur'an, every typed word accounted for) and turns the best alignment into a candidate.
 */
function verify(index: Index, corpus: Corpus, ids: number[], start: number): Candidate | undefined {
  const n = ids.length;
  const slack = 2 + (n >> 2);
  const anchor = Math.max(0, Math.min(index.unitKey.length - 1, start));
  const surah = corpus.verses[index.unitVerse[anchor]!]!.surah;
  const surahStart = index.verseUnitStart[corpus.surahStart[surah]!]!;
  const surahEnd = index.surahUnitEnd[surah]!;
  const lo = Math.max(surahStart, start - slack);
  const hi = Math.min(surahEnd, start + n + slack);
  const m = hi - lo;
  if (m <= 0) return undefined;

  const width = m + 1;
  const cost = new Float64Array((n + 1) * width);
  const op = new Uint8Array((n + 1) * width);
  for (let i = 1; i <= n; i++) {
    cost[i * width] = i;
    op[i * width] = Op.Extra;
  }
  for (let i = 1; i <= n; i++) {
    const id = ids[i - 1]!;
    for (let j = 1; j <= m; j++) {
      const u = lo + j - 1;
      const at = i * width + j;
      const same = id >= 0 && (index.unitKey[u] === id || index.unitAlt[u] === id);
      let best = cost[at - width - 1]! + (same ? 0 : 1);
      let how = same ? Op.Match : Op.Sub;
      const extra = cost[at - width]! + 1;
      if (extra < best) {
        best = extra;
        how = Op.Extra;
      }
      const skip = cost[at - 1]! + 1;
      if (skip < best) {
        best = skip;
        how = Op.Skip;
      }
      // A one-token spelling of a word that standard spelling splits (يأيها for يا أيها).
      const parts = j >= 2 ? partsEndingAt(index, u) : 0;
      if (parts > 1 && j >= parts && id >= 0) {
        const first = u - parts + 1;
        if (index.unitMergeRasm[first] === id || index.unitMergeFused[first] === id) {
          const merged = cost[at - width - parts]!;
          if (merged < best) {
            best = merged;
            how = Op.Merge;
          }
        }
      }
      cost[at] = best;
      op[at] = how;
    }
  }

  let endJ = 0;
  // On a tie, end later: a wrong last word is a substitution, not an extra word.
  for (let j = 1; j <= m; j++) if (cost[n * width + j]! <= cost[n * width + endJ]!) endJ = j;
  if (endJ === 0) return undefined;

  // Walk back, counting what kind of agreement the alignment found.
  let i = n;
  let j = endJ;
  let matched = 0;
  let skipped = 0;
  let run = 0;
  let longestRun = 0;
  let firstUnit = -1;
  const lastUnit = lo + endJ - 1;
  while (i > 0) {
    const at = i * width + j;
    const how = op[at] as Op;
    if (how === Op.Match || how === Op.Merge) {
      const parts = how === Op.Merge ? partsEndingAt(index, lo + j - 1) : 1;
      matched++;
      run += parts;
      longestRun = Math.max(longestRun, run);
      firstUnit = lo + j - parts;
      i--;
      j -= parts;
    } else if (how === Op.Sub) {
      run = 0;
      firstUnit = lo + j - 1;
      i--;
      j--;
    } else if (how === Op.Skip) {
      run = 0;
      if (firstUnit >= 0) skipped++;
      j--;
    } else {
      run = 0;
      i--;
    }
  }
  // One shared word says nothing about where a longer text comes from.
  if (firstUnit < 0 || matched === 0 || (matched < 2 && n > 1)) return undefined;

  const firstVerse = index.unitVerse[firstUnit]!;
  const lastVerse = index.unitVerse[lastUnit]!;
  const verses: VerseSpan[] = [];
  for (let v = firstVerse; v <= lastVerse; v++) {
    const verse = corpus.verses[v]!;
    const from = v === firstVerse ? index.unitWord[firstUnit]! : 1;
    const to = v === lastVerse ? index.unitWord[lastUnit]! : verse.words.length;
    verses.push({ surah: verse.surah, ayah: verse.ayah, firstWord: from, lastWord: to });
  }
  const wholeVerses =
    firstUnit === index.verseUnitStart[firstVerse] && lastUnit === index.verseUnitStart[lastVerse + 1]! - 1;
  const shortestVerse = Math.min(
    ...verses.map((s) => corpus.verses[corpus.surahStart[s.surah]! + s.ayah - 1]!.words.length),
  );
  const units = lastUnit - firstUnit + 1;
  // A short run proves little: "الحمد لله" opens many verses. Require min(4, verse length) words in a row,
  // or the whole of a short verse.
  const verified =
    longestRun >= Math.min(4, units) &&
    (longestRun >= 4 || (wholeVerses && longestRun >= Math.min(4, shortestVerse)));
  const errors = n - matched + skipped;
  const agreement = matched / (n + skipped);
  const exact = verified && errors === 0;
  const confidence = Math.round((verified ? agreement : agreement * 0.5) * 1000) / 1000;
  const first = verses[0]!;
  const last = verses[verses.length - 1]!;
  return {
    surah: first.surah,
    ayah: first.ayah,
    firstWord: first.firstWord,
    lastWord: last.lastWord,
    endAyah: last.ayah,
    verses,
    confidence,
    exact,
    wholeVerses,
  };
}

/** When unit u is the last token of a word standard spelling splits, the number of its tokens. */
function partsEndingAt(index: Index, u: number): number {
  const word = index.unitWord[u]!;
  const verse = index.unitVerse[u]!;
  let first = u;
  while (
    first > 0 &&
    index.unitParts[first] === 0 &&
    index.unitWord[first - 1] === word &&
    index.unitVerse[first - 1] === verse
  )
    first--;
  const parts = index.unitParts[first]!;
  return first + parts - 1 === u ? parts : 0;
}
