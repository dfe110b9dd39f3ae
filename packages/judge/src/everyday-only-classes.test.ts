import { everydayOnlyAnswers, getContentCatalog } from '@lisan/content';
import type { ExerciseType, UiLanguage } from '@lisan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { verseWords as words } from '../eval/verse-word.js';
import { judge, message, warmMeaning } from './index.js';

/*
 * Items that ask only for everyday Arabic, judged as the server judges them: the item and its everyday replies
 * and keys from the content catalog. The Qur'anic words come from the corpus by reference.
 */

beforeAll(() => warmMeaning(), 180_000);

const catalog = getContentCatalog();
const everydayOnly = everydayOnlyAnswers(catalog);

async function answer(type: ExerciseType, itemId: string, text: string, language: UiLanguage = 'en') {
  const item = catalog.getExerciseItem(type, itemId)!;
  const replies = everydayOnly(itemId);
  expect(replies, `${itemId} asks only for everyday Arabic`).toBeDefined();
  return judge({ exerciseType: type, item, answer: text, language, everydayOnly: replies });
}
const verseOf = (type: ExerciseType, itemId: string) => {
  const item = catalog.getExerciseItem(type, itemId)!;
  return 'phrases' in item ? item.phrases[0]!.standard : '';
};

describe('an item that asks only for everyday Arabic', () => {
  it('takes a natural everyday reply that does what the goal asks, in dialect too', async () => {
    for (const [type, id, said] of [
      ['roleplay', 'roleplay-128', 'ممكن أقيس الأزرق؟'],
      ['roleplay', 'roleplay-134', 'وقف هون يا أخي، بدي أمشي'],
      ['conversation', 'conversation-350', 'لو سمحت، وين محطة الباص؟'],
    ] as const) {
      const res = await answer(type, id, said);
      expect(res.verdict, `${id} ${said}: ${res.feedback}`).toBe('correct');
      expect(res.isCorrect).toBe(true);
    }
  });

  it('calls its own verse, said alone and exactly, off the task: right words, not what was asked', async () => {
    for (const [type, id] of [
      ['roleplay', 'roleplay-132'],
      ['conversation', 'conversation-273'],
      ['conversation', 'conversation-350'],
    ] as const) {
      const res = await answer(type, id, verseOf(type, id));
      expect(res.isCorrect, `${id}: ${res.feedback}`).toBe(false);
      expect(res.feedback).toBe(message('en', 'everydayOnly.verseAlone'));
      // Never called a misquote: the verse was said as it is.
      expect(res.errors ?? []).toEqual([]);
    }
    const ar = await answer('roleplay', 'roleplay-134', verseOf('roleplay', 'roleplay-134'), 'ar');
    expect(ar.feedback).toBe(message('ar', 'everydayOnly.verseAlone'));
  });

  it('does not call two everyday words a verse shares a misquote, and still names a real one', async () => {
    // من and كيف stand a word apart in 3:85-86 (من الخاسرين كيف); here they are a question for the way.
    const way = await answer('roleplay', 'roleplay-132', 'من فضلك كيف أذهب إلى السوق؟');
    expect(way.verdict, way.feedback).toBe('correct');
    expect(way.errors ?? []).toEqual([]);
    const price = await answer('conversation', 'conversation-273', 'من فضلك كم سعر هذا؟');
    expect(price.verdict, price.feedback).toBe('correct');
    // A verse quoted beside the everyday words with a word swapped stays a misquote, named with its reference.
    const v = words(6, 152, 12, 15);
    const swapped = [v[0], v[1], 'والوزن', ...v.slice(3)].join(' ');
    const res = await answer('roleplay', 'roleplay-128', `أريد الأزرق، أين القياس؟ ${swapped}`);
    expect(res.isCorrect, res.feedback).toBe(false);
    expect(res.errors).toContainEqual(expect.objectContaining({ typed: 'والوزن', reference: '6:152' }));
  });
});

describe('a verse begun and ended on a look-alike verse’s word', () => {
  const run = (type: ExerciseType, itemId: string, text: string) =>
    judge({ exerciseType: type, item: catalog.getExerciseItem(type, itemId)!, answer: text, language: 'en' });

  it('is a misquote of the verse begun, never a fitting unlisted verse', async () => {
    // 8:49 begun, ended on 65:3's حسبه where 8:49 says عزيز.
    const trust = await run(
      'conversation',
      'conversation-029',
      ['يا أخي،', ...words(8, 49).slice(-8, -2), words(65, 3, 11, 11)[0]!].join(' '),
    );
    expect(trust.isCorrect, trust.feedback).toBe(false);
    expect(trust.errors).toContainEqual(expect.objectContaining({ typed: 'حسبه', reference: '8:49' }));
    // 11:51 begun, ended on 11:29's الله where 11:51 says الذي.
    const wage = await run(
      'roleplay',
      'roleplay-116',
      [...words(11, 51, 1, 9), words(11, 29, 10, 10)[0]!].join(' '),
    );
    expect(wage.isCorrect, wage.feedback).toBe(false);
    expect(wage.errors).toContainEqual(expect.objectContaining({ typed: 'الله', reference: '11:51' }));
    // 3:159 begun, ended on 2:195's المحسنين where 3:159 says المتوكلين.
    const love = await run(
      'conversation',
      'conversation-029',
      [...words(3, 159, 24, 29), words(2, 195).at(-1)!].join(' '),
    );
    expect(love.isCorrect, love.feedback).toBe(false);
    expect(love.feedback).toContain('3:159');
  });
});
