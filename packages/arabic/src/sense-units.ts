import { loadCorpus } from './corpus.js';
import { foldWord } from './fold.js';

/*
 * Short sayings that stand on their own (الحمد لله, لا تثريب عليكم اليوم), derived from the mushaf itself: a run of
 * two to four words that somewhere in the Qur'an ends a verse or ends where the mushaf marks a pause. Such a run
 * is a complete reply; a run that never closes a sense (إن الله) is not.
 */

// Pause marks after which the words before stand on their own (not ۙ, "do not stop here", nor ۛ, paired pauses).
const PAUSE = /[\u06D6\u06D7\u06D8\u06DA]/u;
const MAX_WORDS = 4;

let units: Set<string> | undefined;

function build(): Set<string> {
  const out = new Set<string>();
  for (const verse of loadCorpus().verses) {
    const keys = verse.words.map((w) => w.standard.split(' ').map(foldWord).join(' '));
    verse.words.forEach((w, i) => {
      if (i !== verse.words.length - 1 && !PAUSE.test(w.uthmani)) return;
      for (let n = 2; n <= MAX_WORDS && i + 1 - n >= 0; n++) out.add(keys.slice(i + 1 - n, i + 1).join(' '));
    });
  }
  return out;
}

/** Whether these words (standard spelling, any fold) close a sense somewhere in the Qur'an. */
export function closesSense(words: readonly string[]): boolean {
  if (words.length < 2 || words.length > MAX_WORDS) return false;
  units ??= build();
  return units.has(words.map(foldWord).join(' '));
}
