import { getVerse, loadCorpus, type Verse } from '../corpus.js';
import type { Candidate } from '../identify.js';
import { foldWord } from '../fold.js';

/** Small seeded generator (mulberry32) so generated test sets are the same on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedSpan {
  surah: number;
  ayah: number;
  /** 1-based, inclusive, in Uthmani word numbering. */
  firstWord: number;
  lastWord: number;
  /** What the simulated learner typed. */
  text: string;
  /** Folded standard tokens of the true span, to compare with wherever identify() points. */
  foldedTokens: string[];
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/**
 * A learner's spelling of one standard-spelling token: hamza seats dropped or moved, ة as ه,
 * final ى and ي confused. No diacritics, as learners type.
 */
function addLearnerNoise(token: string, random: () => number): string {
  let out = token;
  if (random() < 0.4) out = out.replace(/[أإآ]/gu, 'ا');
  if (random() < 0.3) out = out.replace(/ؤ/gu, 'و').replace(/ئ/gu, 'ي');
  if (random() < 0.2) out = out.replace(/ء$/u, '');
  if (random() < 0.5) out = out.replace(/ة$/u, 'ه');
  if (random() < 0.5) out = out.replace(/ى$/u, 'ي');
  else if (random() < 0.2) out = out.replace(/ي$/u, 'ى');
  return out || token;
}

function spanTokens(verse: Verse, first: number, last: number): string[] {
  return verse.words.slice(first - 1, last).flatMap((w) => w.standard.split(' '));
}

/** Random spans of 4–12 words from verses of at least 4 words, typed with learner noise. */
export function generateSpans(count: number, seed: number): GeneratedSpan[] {
  const random = seededRandom(seed);
  const verses = loadCorpus().verses.filter((v) => v.words.length >= 4);
  const spans: GeneratedSpan[] = [];
  while (spans.length < count) {
    const verse = pick(random, verses);
    const length = Math.min(verse.words.length, 4 + Math.floor(random() * 9));
    const first = 1 + Math.floor(random() * (verse.words.length - length + 1));
    const last = first + length - 1;
    const tokens = spanTokens(verse, first, last);
    spans.push({
      surah: verse.surah,
      ayah: verse.ayah,
      firstWord: first,
      lastWord: last,
      text: tokens.map((t) => addLearnerNoise(t, random)).join(' '),
      foldedTokens: tokens.map(foldWord),
    });
  }
  return spans;
}

/** Folded standard text of the whole Qur'an, one surah per line, for "does this occur anywhere" checks. */
function foldedQuran(): string {
  const lines: string[] = [];
  for (const verse of loadCorpus().verses) {
    const tokens = verse.words.flatMap((w) => w.standard.split(' ').map(foldWord)).join(' ');
    if (verse.ayah === 1) lines.push('');
    lines[lines.length - 1] += ` ${tokens}`;
  }
  return lines.map((l) => `${l} `).join('\n');
}

let foldedCache: string | undefined;

/** Whether a sequence of folded tokens occurs anywhere in the Qur'an's standard spelling. */
function occursInQuran(foldedTokens: readonly string[]): boolean {
  foldedCache ??= foldedQuran();
  return foldedCache.includes(` ${foldedTokens.join(' ')} `);
}

/**
 * The same spans with one word swapped for another real Qur'an word, keeping only those whose
 * new wording occurs nowhere in the Qur'an: an exact match for them would be a false one.
 */
export function substituteOneWord(spans: readonly GeneratedSpan[], seed: number): GeneratedSpan[] {
  const random = seededRandom(seed);
  const vocabulary = loadCorpus().verses.flatMap((v) =>
    v.words.filter((w) => !w.standard.includes(' ')).map((w) => w.standard),
  );
  const out: GeneratedSpan[] = [];
  for (const span of spans) {
    const tokens = span.text.split(' ');
    for (let attempt = 0; attempt < 10; attempt++) {
      const at = Math.floor(random() * tokens.length);
      const replacement = pick(random, vocabulary);
      if (foldWord(replacement) === foldWord(tokens[at]!)) continue;
      const changed = [...tokens];
      changed[at] = replacement;
      const folded = changed.map(foldWord);
      if (occursInQuran(folded)) continue;
      out.push({ ...span, text: changed.join(' '), foldedTokens: folded });
      break;
    }
  }
  return out;
}

/**
 * Whether identify()'s answer is right for a span: it points at the span's own verse, or at a
 * verse holding the same words (a phrase repeated across the Qur'an can only be told apart by context).
 */
export function pointsAtSpan(candidate: Candidate | undefined, span: GeneratedSpan): boolean {
  if (!candidate) return false;
  if (candidate.surah === span.surah && candidate.ayah <= span.ayah && candidate.endAyah >= span.ayah)
    return true;
  const tokens = candidate.verses.flatMap((v) => {
    const verse = getVerse(v.surah, v.ayah);
    return verse ? verse.words.flatMap((w) => w.standard.split(' ').map(foldWord)) : [];
  });
  return ` ${tokens.join(' ')} `.includes(` ${span.foldedTokens.join(' ')} `);
}
