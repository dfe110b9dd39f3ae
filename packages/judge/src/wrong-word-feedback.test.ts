import { getVerse } from '@lisan/arabic';
import { describe, expect, it } from 'vitest';
import { completionItem } from '../eval/items.js';
import { judgeBuiltin } from './index.js';
import { naming } from '../eval/verse-word.js';

/*
 * A completion answered with another word in the blank: the feedback names the word the learner typed and the
 * verse's, instead of saying the verse's word is missing (the learner did write a word there).
 */
describe('another word in the blank of a completion', () => {
  const item = completionItem({ surah: 94, ayah: 6 });
  // A word of the Qur'an that is not this verse's: the first word of 94:1 («ألم»).
  const other = getVerse(94, 1)!.words[0]!.standard;

  it.each([
    ['en', /is missing/u],
    ['ar', /سقطت كلمة/u],
  ] as const)(
    'in %s, names the typed word and the verse’s, and does not call the word missing',
    (language, missing) => {
      const result = judgeBuiltin({ exerciseType: 'completion', item, answer: other, language });
      expect(result.verdict).toBe('incorrect');
      expect(result.feedback).not.toMatch(missing);
      expect(result.feedback).toContain(other);
      expect(result.feedback).toSatisfy(naming(item.answerWords[0]!.standard));
    },
  );
});
