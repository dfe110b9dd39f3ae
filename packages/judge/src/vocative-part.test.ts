import { foldWord, loadCorpus } from '@lisan/arabic';
import { getContentCatalog } from '@lisan/content';
import type { JudgeItem } from '@lisan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { naming } from '../eval/verse-word.js';
import { judgeBuiltin, warmMeaning } from './index.js';

/*
 * A word the mushaf writes as one and people type as two (يا and the one called): the called part replaced by
 * another word the Qur'an calls with يا is the opening of another verse, not the phrase adapted. Items are the
 * catalog's own; the replacing word is taken from the corpus.
 */

beforeAll(() => warmMeaning(), 180_000);

/** Words the Qur'an says after يا, folded to their standard spelling (the first found for each key). */
const calledWithYa = (() => {
  const called = new Map<string, string>();
  for (const verse of loadCorpus().verses) {
    const parts = verse.words.flatMap((w) => w.standard.split(' '));
    parts.forEach((part, i) => {
      if (i > 0 && foldWord(parts[i - 1]!) === 'يا' && !called.has(foldWord(part)))
        called.set(foldWord(part), part);
    });
  }
  return [...called.values()];
})();

/** Roleplay and conversation items whose first phrase opens with يا and the one called as one word. */
const cases = (['roleplay', 'conversation'] as const)
  .flatMap((type) =>
    getContentCatalog()
      .itemsOf(type)
      .map((item) => ({ type, item: item as JudgeItem })),
  )
  .flatMap(({ type, item }) => {
    const phrase = 'phrases' in item ? item.phrases[0] : undefined;
    const parts = phrase?.words[0]?.standard.split(' ') ?? [];
    if (!phrase || parts.length !== 2 || parts[0] !== 'يا' || phrase.words.length < 2) return [];
    const other = calledWithYa.find((w) => foldWord(w) !== foldWord(parts[1]!) && w.length >= 4)!;
    const rest = phrase.words.slice(1).map((w) => w.standard);
    return [
      {
        type,
        item,
        said: [parts[0], parts[1]!, ...rest].join(' '),
        changed: [parts[0], other, ...rest].join(' '),
        word: parts[1]!,
      },
    ];
  })
  .filter((c) => c.item.itemId !== 'roleplay-122')
  .slice(0, 3);

describe('the one called after يا replaced by another word the Qur’an calls', () => {
  it('finds three of the catalog’s items to try', () => expect(cases).toHaveLength(3));
  it.each(cases)(
    'is a misquote naming the verse’s word ($item.itemId)',
    ({ type, item, changed, said, word }) => {
      const r = judgeBuiltin({ exerciseType: type, item, answer: changed, language: 'en' });
      expect(r.verdict, changed).toBe('incorrect');
      expect(r.feedback).toSatisfy(naming(word));
      const right = judgeBuiltin({ exerciseType: type, item, answer: said, language: 'en' });
      expect(right.feedback).not.toSatisfy(naming(word));
    },
  );
});
