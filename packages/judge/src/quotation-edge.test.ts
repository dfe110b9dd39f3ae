import type { JudgeItem, JudgeItemOf } from '@lisan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationItem, spanOf } from '../eval/items.js';
import { naming, verseWords as words } from '../eval/verse-word.js';
import { judgeBuiltin, warmMeaning } from './index.js';

/*
 * The word typed at the edge of a quotation that stands in the verse's own word's place (a question word said for
 * the verse's, the word a look-alike verse has there) misquotes the verse; a blend of two look-alike verses is a
 * misquote naming both. Words that frame a quotation, and a quotation begun mid-verse, stay right.
 */

beforeAll(() => warmMeaning(), 180_000);

const say = (...parts: Array<string | string[]>) => parts.flat().join(' ');
const run = (item: JudgeItem, answer: string) =>
  judgeBuiltin({ exerciseType: item.type, item, answer, language: 'en' });

function wisdom(surah: number, ayah: number): JudgeItemOf<'transformation'> {
  return {
    type: 'transformation',
    itemId: 'edge-wisdom',
    subjectId: 'edge-wisdom',
    sentenceId: 'edge-wisdom',
    sentence: { arabicText: 'لا تخلط الحق بالباطل', englishGloss: 'Do not mix truth with falsehood.' },
    related: [{ ...spanOf({ surah, ayah }), relation: 'close', reason: 'It blames those who do so.' }],
    prompt: {
      itemId: 'edge-wisdom',
      type: 'transformation',
      instruction: '',
      arabic: null,
      english: null,
      details: {},
    },
  };
}

const refs = (feedback: string) => new Set(feedback.match(/\d+:\d+/gu) ?? []);

describe('a question word said for the verse’s own just before the quotation', () => {
  // 3:71 and 3:70 ask «لم …»: the third corpus word.
  it('misquotes the verse, naming the typed word, the verse’s word and the reference', () => {
    for (const [surah, ayah] of [
      [3, 71],
      [3, 70],
    ] as const) {
      const answer = say('لماذا', words(surah, ayah, 4));
      const r = run(wisdom(surah, ayah), answer);
      expect(r.verdict, answer).toBe('incorrect');
      expect(r.feedback).toContain('لماذا');
      expect(r.feedback).toSatisfy(naming(words(surah, ayah, 3, 3)[0]!));
      expect(r.feedback).toContain(`${surah}:${ayah}`);
    }
  });
  it('the verse said whole, or after words that introduce it, stays right', () => {
    expect(run(wisdom(3, 71), say(words(3, 71))).verdict).toBe('correct');
    expect(run(wisdom(3, 70), say('قال', 'تعالى', words(3, 70))).verdict).toBe('correct');
  });
});

describe('two look-alike verses blended at a quotation’s edge', () => {
  // 61:7 and 3:94 share «افترى على الله الكذب»: 61:7's opening with 3:94's rest is neither verse.
  const blend = say(words(61, 7, 1, 3), words(3, 94, 2));
  it('is a misquote naming the verse, the typed word and the look-alike whose word it is', () => {
    const r = run(wisdom(3, 94), blend);
    expect(r.verdict).toBe('incorrect');
    expect(r.feedback).toContain(words(61, 7, 3, 3)[0]!);
    expect(refs(r.feedback).has('3:94')).toBe(true);
    expect(refs(r.feedback).size).toBeGreaterThanOrEqual(2);
  });
  it('is never called right in a conversation listing either verse', () => {
    const item = (surah: number, ayah: number) =>
      conversationItem('edge-blend', [{ surah, ayah }], {
        line: 'He made up lies about God.',
        task: 'Warn against lying about God with a verse.',
      });
    expect(run(item(3, 94), blend).verdict).not.toBe('correct');
    expect(run(item(61, 7), blend).verdict).not.toBe('correct');
    // Each verse said as it is stays right.
    expect(run(item(3, 94), say(words(3, 94))).verdict).toBe('correct');
    expect(run(item(61, 7), say(words(61, 7))).verdict).toBe('correct');
  });
  it('a verse begun mid-verse without its joining و stays right', () => {
    const item = conversationItem('edge-hasten', [{ surah: 3, ayah: 133 }], {
      line: 'What should we hurry to do?',
      task: 'Urge them to hasten to forgiveness with a verse.',
    });
    const first = words(3, 133, 1, 1)[0]!.slice(1);
    expect(run(item, say(first, words(3, 133, 2))).verdict).toBe('correct');
    expect(run(item, say(words(3, 133))).verdict).toBe('correct');
  });
});
