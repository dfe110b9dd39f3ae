import { getTranslation, loadCorpus } from '@lisan/arabic';
import { terms } from './text.js';
import { themesOf } from './themes.js';

/**
 * The meaning index over all 6,236 verses: BM25 postings of the English translation's terms and the themes the
 * lexicon finds in each verse. Built from the corpus's own translations on first use (about a tenth of a
 * second, once per process); nothing is downloaded and no model is loaded.
 */
export interface MeaningIndex {
  /** Verse number in the whole Qur'an (0..6235) of "surah:ayah". */
  indexOf: Map<string, number>;
  refs: Array<{ surah: number; ayah: number }>;
  english: string[];
  themes: Array<ReadonlySet<string>>;
  lengths: Float32Array;
  averageLength: number;
  /** term → [verse, term frequency, verse, term frequency, …] */
  postings: Map<string, number[]>;
  idf: Map<string, number>;
}

let cached: MeaningIndex | undefined;

export const STORY_THEMES = ['noah', 'joseph', 'moses', 'abraham', 'mary'] as const;
/** How many verses either side still belong to the story a verse's neighbour names. */
const STORY_REACH = 3;

export function meaningIndex(): MeaningIndex {
  if (cached) return cached;
  const corpus = loadCorpus();
  const count = corpus.verses.length;
  const indexOf = new Map<string, number>();
  const refs: MeaningIndex['refs'] = [];
  const english: string[] = [];
  const themes: Array<ReadonlySet<string>> = [];
  const lengths = new Float32Array(count);
  const postings = new Map<string, number[]>();
  let total = 0;
  for (const verse of corpus.verses) {
    const i = verse.index;
    const text = getTranslation(verse.surah, verse.ayah, 'en') ?? '';
    indexOf.set(`${verse.surah}:${verse.ayah}`, i);
    refs[i] = { surah: verse.surah, ayah: verse.ayah };
    english[i] = text;
    themes[i] = new Set(themesOf(text));
    const words = terms(text);
    lengths[i] = words.length;
    total += words.length;
    const tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    for (const [w, n] of tf) {
      let list = postings.get(w);
      if (!list) postings.set(w, (list = []));
      list.push(i, n);
    }
  }
  // A story's verses seldom all name its prophet ("he saw a star…"): the name a verse's neighbours carry within
  // the same surah is the story it belongs to.
  const named = themes.map((own) => STORY_THEMES.filter((id) => own.has(id)));
  for (const verse of corpus.verses) {
    const i = verse.index;
    const own = themes[i] as Set<string>;
    for (let j = Math.max(0, i - STORY_REACH); j <= Math.min(count - 1, i + STORY_REACH); j++) {
      if (j !== i && refs[j]!.surah === verse.surah) for (const id of named[j]!) own.add(id);
    }
  }
  const idf = new Map<string, number>();
  for (const [w, list] of postings) {
    const df = list.length / 2;
    idf.set(w, Math.log(1 + (count - df + 0.5) / (df + 0.5)));
  }
  cached = { indexOf, refs, english, themes, lengths, averageLength: total / count, postings, idf };
  return cached;
}
