import { EXERCISE_TYPES, type JudgeItem } from '@lisan/contract';
import { judge, modelAnswer } from '@lisan/judge';
import { describe, expect, it } from 'vitest';
import { getContentCatalog } from '@lisan/content';

/**
 * The content library and the judge must agree: an item whose own answer the judge rejects is an exercise no
 * learner can get right, and one that accepts an unrelated sentence teaches nothing.
 */
describe.each([...EXERCISE_TYPES])('every %s item of the library', (type) => {
  const items = getContentCatalog().itemsOf(type) as readonly JudgeItem[];

  it('accepts its model answer', { timeout: 120_000 }, async () => {
    expect(items.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const item of items) {
      const result = await judge({ exerciseType: type, item, answer: modelAnswer(item), language: 'en' });
      if (result.verdict !== 'correct') refused.push(`${item.itemId}: ${result.feedback}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses an everyday sentence that answers nothing', { timeout: 120_000 }, async () => {
    const accepted: string[] = [];
    for (const item of items) {
      const result = await judge({
        exerciseType: type,
        item,
        answer: 'كتاب جميل على الطاولة',
        language: 'en',
      });
      if (result.isCorrect) accepted.push(item.itemId);
    }
    expect(accepted).toEqual([]);
  });
});
