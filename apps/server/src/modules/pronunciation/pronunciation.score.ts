import { diffWords, tokenize, type DiffClass, type ReferenceWord } from '@lisan/arabic';
import type { WordScore } from '@lisan/contract';

/** How each kind of word difference scores as speech: a recogniser's spelling is no fault of the speaker. */
const SCORES: Record<DiffClass, { score: number; status: WordScore['status'] }> = {
  spellingFold: { score: 1, status: 'right' },
  mushafSpelling: { score: 1, status: 'right' },
  missingTanweenAlef: { score: 0.5, status: 'close' },
  sunLetterLam: { score: 0.5, status: 'close' },
  longShortVowel: { score: 0.5, status: 'close' },
  conjunctionPrefix: { score: 0.5, status: 'close' },
  typo: { score: 0.5, status: 'close' },
  reordered: { score: 0.5, status: 'close' },
  realWordSubstitution: { score: 0, status: 'substituted' },
  wrongWord: { score: 0, status: 'substituted' },
  missing: { score: 0, status: 'missing' },
  extra: { score: 0, status: 'extra' },
  // A recogniser's word breaks are not the speaker's; vowels are not transcribed reliably enough to fault.
  joinedWords: { score: 1, status: 'right' },
  splitWord: { score: 1, status: 'right' },
  wrongVowel: { score: 1, status: 'right' },
};

export interface ScoredSpeech {
  words: WordScore[];
  /** 0–100: the words' scores over the words to say plus any extra words said. */
  score: number;
}

/**
 * Aligns a transcript with the words to say (the Arabic engine's word alignment) and scores each word:
 * right, close, substituted, missing, or extra.
 */
function scoreSpeech(transcript: string, reference: readonly ReferenceWord[]): ScoredSpeech {
  const diffs = diffWords(transcript, reference);
  const perWord: WordScore[] = reference.map((w) => ({
    expected: w.standard,
    heard: w.standard,
    score: 1,
    status: 'right',
  }));
  const extras: WordScore[] = [];
  for (const d of diffs) {
    const { score, status } = SCORES[d.kind];
    if (d.referenceIndex === null) {
      extras.push({ expected: null, heard: d.typed, score: 0, status: 'extra' });
      continue;
    }
    const slot = perWord[d.referenceIndex];
    // A word standard spelling splits in two can have two diffs: the worse one stands.
    if (slot && score <= slot.score)
      perWord[d.referenceIndex] = { expected: slot.expected, heard: d.typed, score, status };
  }
  const said = tokenize(transcript).length;
  const total = perWord.reduce((sum, w) => sum + w.score, 0);
  const denominator = perWord.length + extras.length;
  return {
    words: [...perWord, ...extras],
    score: said === 0 || denominator === 0 ? 0 : Math.round((100 * total) / denominator),
  };
}

/** The best-scoring of several acceptable texts (any accepted answer may be said). */
export function scoreAgainstBest(transcript: string, candidates: readonly (readonly ReferenceWord[])[]) {
  let best: (ScoredSpeech & { reference: readonly ReferenceWord[] }) | undefined;
  for (const reference of candidates) {
    if (reference.length === 0) continue;
    const scored = scoreSpeech(transcript, reference);
    if (!best || scored.score > best.score) best = { ...scored, reference };
  }
  return best;
}

/** Reference words for a text that is not from the corpus (an accepted answer in standard spelling). */
export function wordsOfText(text: string): ReferenceWord[] {
  return tokenize(text).map((w) => ({ standard: w, rasm: w }));
}
