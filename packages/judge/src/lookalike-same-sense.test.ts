import type { SpanRef as VerseRef } from '@lisan/arabic';
import type { JudgeItemOf } from '@lisan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationItem } from '../eval/items.js';
import { verseText as words } from '../eval/verse-word.js';
import { judgeBuiltin, warmMeaning } from './index.js';

/*
 * A verse very like the listed phrase, said word for word: right when it keeps every word of the phrase (the same
 * word or its stem, joining particles aside) and opens with it, since it then says the same here; a look-alike
 * with another word in the phrase's place, or with words before it that frame it otherwise, stays a mix-up.
 * Qur'anic words come from the corpus by reference.
 */

beforeAll(() => warmMeaning(), 180_000);

const conversation = (id: string, ref: VerseRef): JudgeItemOf<'conversation'> =>
  conversationItem(id, [ref], {
    line: 'Will you bear with me through this?',
    task: 'Promise patience.',
    arabicLine: 'هل تصبر معي؟',
  });

const run = (item: JudgeItemOf<'conversation'>, answer: string) =>
  judgeBuiltin({ exerciseType: item.type, item, answer, language: 'en' });

describe('a look-alike verse that says the same as the listed phrase', () => {
  // A line the meaning index cannot tie to either verse: only the look-alike rule can take them.
  const neutral = (id: string, ref: VerseRef) => ({
    ...conversation(id, ref),
    line: { arabic: 'كيف حالك؟', english: 'How are you?' },
    task: 'Reply with the phrase.',
  });

  it('takes 16:18 whole for the listed words of 14:34 (its own ending after them)', () => {
    const r = run(neutral('same-favours', { surah: 14, ayah: 34, fromWord: 6, toWord: 11 }), words(16, 18));
    expect(r.verdict).toBe('correct');
    expect(r.feedback).toContain('16:18');
    expect(r.feedback).toContain('14:34');
  });

  it('takes 11:49’s ending for 7:128’s (إن for the joining و)', () => {
    const r = run(
      neutral('same-end', { surah: 7, ayah: 128, fromWord: 15, toWord: 16 }),
      words(11, 49, 17, 19),
    );
    expect(r.verdict).toBe('correct');
    expect(r.feedback).toContain('11:49');
  });

  it('takes 18:69’s promise for 37:102’s listed one (صابرا for من الصابرين)', () => {
    const item = conversation('same-patient', { surah: 37, ayah: 102, fromWord: 21, toWord: 26 });
    const r = run(item, words(18, 69, 2, 6));
    expect(r.verdict).toBe('correct');
    expect(r.feedback).toContain('18:69');
  });

  it('takes 94:6 for the listed 94:5 (the joining ف aside)', () => {
    const item = conversation('same-ease', { surah: 94, ayah: 5 });
    const r = run(item, words(94, 6));
    expect(r.verdict).toBe('correct');
  });

  it('does not take a look-alike with another word in the phrase’s place (من الصالحين)', () => {
    const item = conversation('other-word', { surah: 37, ayah: 102, fromWord: 21, toWord: 26 });
    const r = run(item, words(28, 27, 24, 29));
    expect(r.verdict).toBe('incorrect');
    expect(r.feedback).toContain('28:27');
  });

  it('does not take a look-alike whose words before the phrase frame it otherwise (18:72 for 18:67)', () => {
    const item = conversation('framed-otherwise', { surah: 18, ayah: 67, fromWord: 2, toWord: 6 });
    const r = run(item, words(18, 72, 2, 8));
    expect(r.verdict).toBe('incorrect');
  });

  it('takes the listed phrase said right after another verse that holds none of its words', () => {
    const item = conversation('two-quotes', { surah: 3, ayah: 173, fromWord: 14, toWord: 17 });
    const r = run(item, `${words(2, 156, 6, 10)} ${words(3, 173, 14, 17)}`);
    expect(r.verdict).toBe('correct');
    expect(r.feedback).not.toMatch(/very like/u);
  });
});
