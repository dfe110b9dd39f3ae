import { getContentCatalog, readEverydayReplies } from '@lisan/content';
import { describe, expect, it } from 'vitest';
import { slotsFilled } from './everyday-only.js';

describe('the keys of everyday-only items', () => {
  const catalog = getContentCatalog();
  const everyday = readEverydayReplies(catalog);
  const items = [...catalog.authored.conversation, ...catalog.authored.roleplay].filter(
    (i) => i.everydayOnly,
  );

  it('are filled by each item’s own authored everyday reply', () => {
    expect(items.length).toBeGreaterThanOrEqual(150);
    const unfilled = items.flatMap((item) =>
      everyday.of(item.id).flatMap((reply) => {
        const filled = slotsFilled(reply.ar, everyday.keysOf(item.id) ?? []);
        return filled.every(Boolean) ? [] : [`${item.id}: ${reply.ar} ${JSON.stringify(filled)}`];
      }),
    );
    expect(unfilled).toEqual([]);
  });

  it('read a word through its joined و/ف, preposition, article and attached pronoun, and its spelling habits', () => {
    expect(slotsFilled('وكم سعرها؟', [['كم سعر']])).toEqual([true]);
    expect(slotsFilled('ادفع بالبطاقه', [['بطاقة'], ['أدفع']])).toEqual([true, true]);
    expect(slotsFilled('الى المستشفي', [['مستشفى']])).toEqual([true]);
    // بكم asks a price; كم alone does not say it.
    expect(slotsFilled('كم عمرك', [['بكم']])).toEqual([false]);
    // A phrase is said only with its words one after another.
    expect(slotsFilled('سعر كم', [['كم سعر']])).toEqual([false]);
  });
});
