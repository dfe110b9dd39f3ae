import { getContentCatalog } from '@lisan/content';

/**
 * The phrases the browser tests answer aloud. The global setup makes espeak-ng's Arabic speech of each (real
 * audio), registers its transcript with the local speech-to-text server the product is pointed at, and leaves
 * the WAV in the data folder for the tests to "record".
 */
export const SPOKEN_PHRASES = ['short-600', 'short-166'] as const;
export type SpokenPhrase = (typeof SPOKEN_PHRASES)[number];

/** What the phrase says: its standard spelling from the corpus, never typed here. */
export const spokenText = (phraseId: SpokenPhrase) => getContentCatalog().getPhraseSpan(phraseId)!.standard;

export const speechFile = (dataDir: string, phraseId: SpokenPhrase) => `${dataDir}/speech-${phraseId}.wav`;
