import type { JudgeItem } from '@lisan/contract';
import { meaningIndex, type MeaningIndex } from './index-build.js';
import { needsOf } from './needs.js';
import { terms } from './text.js';
import { THEME_BY_ID, themesOf, type Theme } from './themes.js';

/**
 * Does a real verse that the item does not list fit it in meaning? The item's own words (the wisdom sentence's
 * gloss, the theme and its description, the line a reply answers) and the verses it lists make a profile: the
 * themes they speak of and a weighted bag of English terms. A verse fits when it shares one of the item's
 * themes and ranks among the verses closest to the profile (BM25 over the English translations), more loosely
 * when the theme is named by the item's own words; it is unrelated when it shares no theme and ranks far away;
 * otherwise the index cannot say. See ADR 0009.
 */
type FitVerdict = 'fits' | 'unrelated' | 'unsure';

export interface MeaningFit {
  verdict: FitVerdict;
  /** The theme the verse shares with the item: the reason it fits. */
  theme?: Theme;
  /** 1-based rank of the verse among all 6,236 for this item (1 = closest). */
  rank: number;
  /** How the item holds that theme: 2 when its own words name it, 1 when only its listed verses carry it. */
  weight?: number;
}

export interface FitOptions {
  /**
   * How the decision is made (the ADR compares them). 'core', what the judge uses: a theme the item's own words
   * name, with the verse within `coreNear`; or any shared theme with the verse within `near`.
   */
  mode?: 'bm25' | 'themes' | 'both' | 'core';
  /** A fitting verse ranks within this many verses of the profile. */
  near?: number;
  /** A verse sharing a theme the item's own words name may rank this far and still fit ('core' mode). */
  coreNear?: number;
  /** An unrelated verse ranks beyond this many and shares no theme. */
  far?: number;
  /** Wisdom sentences only (see wisdomFit). */
  wisdom?: Partial<WisdomRule>;
}

/**
 * A wisdom sentence is one short line, so its own words name few themes, while the verses it links (8 for most)
 * say what it means. A theme counts by how many of the linked verses carry it, not merely whether one does: a
 * theme that one linked verse of eight mentions in passing ("forgiveness" in a verse on anger) is not what the
 * sentence is about. Measured on the wisdom part of unlisted-fitting.jsonl, tuned on two thirds of the cases and
 * checked on the other third (ADR 0009).
 */
export interface WisdomRule {
  /** A theme the sentence's gloss names fits within this rank… */
  coreNear: number;
  /** …or at any rank when at least this share of the linked verses carry it too. */
  coreShare: number;
  /** A theme carried by at least this share of the linked verses (and by two of them) fits at any rank. */
  share: number;
  /** Any theme the verse shares with the sentence (its gloss, its link reasons or a linked verse) fits this close. */
  near: number;
  /** Otherwise: "unsure" within this rank when some theme is shared, "unrelated" beyond. */
  unsureNear: number;
}

export const WISDOM_RULE: WisdomRule = {
  coreNear: 1000,
  coreShare: 0.5,
  share: 0.5,
  near: 20,
  unsureNear: 0,
};

function wisdomFit(
  profile: Profile,
  verseThemes: ReadonlySet<string>,
  rank: number,
  rule: Partial<WisdomRule> = {},
): MeaningFit {
  const r = { ...WISDOM_RULE, ...rule };
  const listed = Math.max(1, profile.listedCount);
  let reason: Theme | undefined;
  let strength = 0;
  let shared: Theme | undefined;
  for (const id of verseThemes) {
    const info = profile.wisdom.get(id);
    if (!info) continue;
    const share = info.carried / listed;
    const fits =
      (info.core && (rank <= r.coreNear || share >= r.coreShare)) ||
      (share >= r.share && info.carried >= 2) ||
      rank <= r.near;
    // The strongest fitting theme is the reason given: the gloss's own theme first, then the most carried.
    const s = (info.core ? 100 : 0) + share + (info.reason ? 0.01 : 0);
    if (fits && s > strength) [strength, reason] = [s, THEME_BY_ID.get(id)];
    if (!shared || share > 0) shared = THEME_BY_ID.get(id);
  }
  if (reason) return { verdict: 'fits', theme: reason, rank };
  if (shared && rank <= r.unsureNear) return { verdict: 'unsure', theme: shared, rank };
  // Close in words but on no theme the lexicon knows: no reason to give either way.
  if (rank <= r.near) return { verdict: 'unsure', rank };
  return { verdict: 'unrelated', rank };
}

const DEFAULT_FIT: Required<Omit<FitOptions, 'wisdom'>> = {
  mode: 'core',
  near: 400,
  coreNear: 3000,
  far: 300,
};

/** BM25 constants (the usual ones). */
const K1 = 1.2;
const B = 0.75;
/** The item's own words weigh more than the verses it lists: they are what the learner was asked about. */
const CORE_WEIGHT = 3;
/** A theme is the item's when its own words name it, or when this share of its listed verses carry it. */
const LISTED_SHARE = 0.34;
/** Themes a wisdom sentence's link reasons name count like those its listed verses carry, not like its gloss. */
const REASON_WEIGHT = 1;

interface Profile {
  /** theme id → weight (2: named by the item's words; 1: carried by its listed verses). */
  themes: Map<string, number>;
  /** Wisdom sentences: how each theme stands in the item (see wisdomFit). */
  wisdom: Map<string, { core: boolean; reason: boolean; carried: number }>;
  listedCount: number;
  /** Where every verse ranks for this profile by BM25 score. */
  ranks: VerseRanks;
}

/**
 * Where each verse ranks for a profile by BM25 score, kept sparse: a verse sharing no term with the item scores 0
 * and ranks last, so only the others are stored (verse number and rank, 16 bits each; 6,236 verses). A dense array
 * of every score for each of the ~600 items was 14 MB of an idle server's memory; this is about 3 MB.
 */
interface VerseRanks {
  /** Verses with a score above 0, ascending. */
  verses: Uint16Array;
  /** 1-based rank of each of those verses (ties share the better rank). */
  ranks: Uint16Array;
  /** How many verses there are in all: the rank of a verse that shares no term. */
  count: number;
}

function ranksOf(scores: Float32Array): VerseRanks {
  const scored: number[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i]! > 0) scored.push(i);
  const byScore = scored.slice().sort((a, b) => scores[b]! - scores[a]!);
  const rankOfVerse = new Map<number, number>();
  byScore.forEach((verse, position) => {
    const previous = byScore[position - 1];
    // A tie shares the better rank: 1 + how many verses score strictly higher.
    const rank =
      previous !== undefined && scores[previous] === scores[verse]
        ? rankOfVerse.get(previous)!
        : position + 1;
    rankOfVerse.set(verse, rank);
  });
  return {
    verses: Uint16Array.from(scored),
    ranks: Uint16Array.from(scored, (verse) => rankOfVerse.get(verse)!),
    count: scores.length,
  };
}

const profiles = new Map<string, Profile>();

interface Subject {
  core: string;
  /** Conversation and role-play: the line a reply answers and its task, read for what it needs (needs.ts). */
  situation?: { line: string; task: string };
  reasons: string[];
  examples: string[];
  listed: Array<{ surah: number; ayah: number }>;
}

function subjectOf(item: JudgeItem): Subject | undefined {
  const refs = (spans: Array<{ ref: { surah: number; ayah: number } }>) =>
    spans.map((s) => ({ surah: s.ref.surah, ayah: s.ref.ayah }));
  switch (item.type) {
    case 'transformation':
      return {
        core: item.sentence.englishGloss,
        reasons: item.related.map((r) => r.reason),
        examples: item.related.flatMap((r) => [r.englishTranslation, r.reason]),
        listed: refs(item.related),
      };
    case 'thematic':
      return {
        core: `${item.themeEnglish}. ${item.description}`,
        reasons: [],
        examples: item.verses.map((v) => v.englishTranslation),
        listed: refs(item.verses),
      };
    case 'conversation':
      return {
        core: `${item.line.english}. ${item.task}`,
        situation: { line: item.line.english, task: item.task },
        reasons: [],
        examples: item.phrases.flatMap((p) => [p.englishTranslation, p.usageNote ?? '']),
        listed: refs(item.phrases),
      };
    case 'roleplay':
      return {
        core: `${item.line.english}. ${item.goal}`,
        situation: { line: item.line.english, task: item.goal },
        reasons: [],
        examples: item.phrases.flatMap((p) => [p.englishTranslation, p.usageNote ?? '']),
        listed: refs(item.phrases),
      };
    default:
      return undefined;
  }
}

function profileOf(item: JudgeItem, subject: Subject, index: MeaningIndex): Profile {
  const key = `${item.type}:${item.itemId}:${subject.listed.map((r) => `${r.surah}:${r.ayah}`).join(',')}`;
  const known = profiles.get(key);
  if (known) return known;

  const themes = new Map<string, number>();
  for (const id of themesOf(subject.core)) themes.set(id, 2);
  // What the situation needs counts like what its words name: "I'm scared" asks for reliance on God.
  if (subject.situation)
    for (const id of needsOf(subject.situation.line, subject.situation.task)) themes.set(id, 2);
  // The reasons a wisdom sentence's links give say what the sentence means in other words ("strives" → effort).
  for (const id of themesOf(subject.reasons.join(' '))) if (!themes.has(id)) themes.set(id, REASON_WEIGHT);
  const carried = new Map<string, number>();
  for (const ref of subject.listed) {
    const i = index.indexOf.get(`${ref.surah}:${ref.ayah}`);
    if (i !== undefined) for (const id of index.themes[i]!) carried.set(id, (carried.get(id) ?? 0) + 1);
  }
  for (const [id, n] of carried) {
    if (n / Math.max(1, subject.listed.length) >= LISTED_SHARE && !themes.has(id)) themes.set(id, 1);
  }

  const weights = new Map<string, number>();
  for (const w of terms(subject.core)) weights.set(w, (weights.get(w) ?? 0) + CORE_WEIGHT);
  for (const text of subject.examples) for (const w of terms(text)) weights.set(w, (weights.get(w) ?? 0) + 1);

  const scores = new Float32Array(index.refs.length);
  for (const [w, weight] of weights) {
    const list = index.postings.get(w);
    if (!list) continue;
    const q = Math.log(1 + weight) * index.idf.get(w)!;
    for (let p = 0; p < list.length; p += 2) {
      const doc = list[p]!;
      const tf = list[p + 1]!;
      scores[doc]! +=
        (q * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * index.lengths[doc]!) / index.averageLength));
    }
  }
  const wisdom = new Map<string, { core: boolean; reason: boolean; carried: number }>();
  const core = new Set(themesOf(subject.core));
  const reasons = new Set(themesOf(subject.reasons.join(' ')));
  for (const id of new Set([...core, ...reasons, ...carried.keys()]))
    wisdom.set(id, { core: core.has(id), reason: reasons.has(id), carried: carried.get(id) ?? 0 });
  const profile = { themes, ranks: ranksOf(scores), wisdom, listedCount: subject.listed.length };
  profiles.set(key, profile);
  return profile;
}

/** 1-based rank of a verse among all (ties share the better rank); a verse sharing no term ranks last. */
function rankOf(ranks: VerseRanks, i: number): number {
  const at = indexIn(ranks.verses, i);
  return at < 0 ? ranks.count : ranks.ranks[at]!;
}

/** Position of `value` in an ascending array, or -1. */
function indexIn(sorted: Uint16Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const v = sorted[mid]!;
    if (v === value) return mid;
    if (v < value) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** The themes the item speaks of (2: its own words name them; 1: its listed verses carry them). */
export function itemThemes(item: JudgeItem): ReadonlyMap<string, number> {
  const subject = subjectOf(item);
  return subject ? profileOf(item, subject, meaningIndex()).themes : new Map();
}

/** Whether the verse surah:ayah fits the item in meaning (and why), for a verse the item does not list. */
export function meaningFit(
  item: JudgeItem,
  surah: number,
  ayah: number,
  options: FitOptions = {},
): MeaningFit {
  const { mode, near, coreNear, far } = { ...DEFAULT_FIT, ...options };
  const subject = subjectOf(item);
  const index = meaningIndex();
  const i = index.indexOf.get(`${surah}:${ayah}`);
  if (!subject || i === undefined) return { verdict: 'unsure', rank: 0 };
  const profile = profileOf(item, subject, index);
  const rank = rankOf(profile.ranks, i);

  if (item.type === 'transformation' && mode === 'core')
    return wisdomFit(profile, index.themes[i]!, rank, options.wisdom);

  let theme: Theme | undefined;
  let best = 0;
  for (const id of index.themes[i]!) {
    const weight = profile.themes.get(id) ?? 0;
    if (weight > best) [best, theme] = [weight, THEME_BY_ID.get(id)];
  }
  const close = rank <= near;
  // A verse that shares no English word with the item ranks last for want of evidence, not for being far: the
  // theme the item's own words name, which the verse carries, decides (the petitioner of 93:10 and the poor).

  const fits =
    mode === 'bm25'
      ? close
      : mode === 'themes'
        ? best > 0
        : mode === 'core'
          ? (best >= 2 && (rank <= coreNear || rank === profile.ranks.count)) || (best > 0 && close)
          : best > 0 && close;
  if (fits) return { verdict: 'fits', theme, rank, weight: best };
  if (best === 0 && rank > far) return { verdict: 'unrelated', rank };
  return { verdict: mode === 'both' || mode === 'core' ? 'unsure' : 'unrelated', theme, rank, weight: best };
}

/**
 * Builds the index now (server start), and the profiles of the items given, so that no learner's answer pays for
 * either (a profile takes about a millisecond; the index a few seconds).
 */
export function warmMeaning(items: Iterable<JudgeItem> = []): void {
  const index = meaningIndex();
  for (const item of items) {
    const subject = subjectOf(item);
    if (subject) profileOf(item, subject, index);
  }
}
