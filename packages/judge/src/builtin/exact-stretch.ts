import { diffWords, identify, type Candidate } from '@lisan/arabic';
import { candidateWords } from './shared.js';

/*
 * Which verses hold the typed words as a stretch of their own: in order, one after another, with nothing but the
 * spelling the judge forgives between them.
 */

const cache = new Map<string, readonly Candidate[]>();

/** The verses (up to `limit` readings) holding every typed word, in a row. */
export function versesHolding(typed: readonly string[], limit = 8): readonly Candidate[] {
  const text = typed.join(' ');
  const hit = cache.get(text);
  if (hit) return hit;
  const found = identify(text, { limit }).candidates.filter((c) => {
    const matches: Array<{ answerIndex: number; referenceIndex: number }> = [];
    const diffs = diffWords([...typed], candidateWords(c), { matches });
    return (
      matches.length === typed.length &&
      diffs.every((d) => d.accepted || d.kind === 'missing') &&
      matches.every((m, i) => i === 0 || m.referenceIndex === matches[i - 1]!.referenceIndex + 1)
    );
  });
  cache.set(text, found);
  return found;
}
