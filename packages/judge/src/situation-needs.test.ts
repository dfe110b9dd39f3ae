import type { SpanRef as VerseRef } from '@lisan/arabic';
import type { JudgeItemOf } from '@lisan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationItem } from '../eval/items.js';
import { verseText as words } from '../eval/verse-word.js';
import { needsOf } from './meaning/needs.js';
import { judgeBuiltin, warmMeaning } from './index.js';

/*
 * A verse the item does not list, quoted right, is judged on whether it answers what the situation needs: the
 * line's stated feeling or event (afraid, empty, just succeeded) when the task answers that state. Qur'anic words
 * come from the corpus by reference.
 */

beforeAll(() => warmMeaning(), 180_000);

const conversation = (id: string, line: string, task: string, refs: VerseRef[]) =>
  conversationItem(id, refs, { line, task });

const run = (item: JudgeItemOf<'conversation'>, answer: string) =>
  judgeBuiltin({ exerciseType: item.type, item, answer, language: 'en' });

describe('what the situation needs', () => {
  it('reads the stated feeling only when the task answers it', () => {
    expect(needsOf("I'm really worried about the results.", 'Calm him.')).toContain('reliance');
    expect(needsOf('We finally made it to the final!', 'Congratulate them.')).toEqual(['gratitude']);
    expect(needsOf("I've graduated, so I'm done learning.", 'Teach him to ask for more knowledge.')).toEqual(
      [],
    );
    // "passed away" and "won't" are not a success.
    expect(needsOf('My uncle passed away.', 'Comfort her.')).not.toContain('gratitude');
    expect(needsOf("I won't speak to him again.", 'Encourage him to settle.')).not.toContain('gratitude');
  });

  const afraid = conversation(
    'needs-afraid',
    "The surgery is tomorrow and I'm terrified.",
    'Comfort your friend.',
    [{ surah: 20, ayah: 46, fromWord: 2, toWord: 5 }],
  );
  it('takes a verse of reliance on God said to someone afraid', async () => {
    const r = await run(afraid, words(3, 159, 22, 26)); // "…when you have decided, rely upon Allah"
    expect(r.verdict).toBe('correct');
  });
  it('takes a verse of His decree said to someone afraid', async () => {
    const r = await run(afraid, words(9, 51, 2, 8)); // "never will we be struck except by what Allah has decreed"
    expect(r.verdict).toBe('correct');
  });
  it('does not take a verse on another subject said to someone afraid', async () => {
    const r = await run(afraid, words(2, 43));
    expect(r.verdict).toBe('incorrect');
  });

  const succeeded = conversation(
    'needs-success',
    'I just passed my driving test!',
    'Congratulate him and turn his joy to Allah.',
    [{ surah: 27, ayah: 40, fromWord: 19, toWord: 23 }],
  );
  it('takes praise of God said after a success', async () => {
    const r = await run(succeeded, words(35, 34, 2, 7)); // "praise to Allah, who has removed from us sorrow"
    expect(r.verdict).toBe('correct');
  });
  it('does not take praise when the task asks for something else', async () => {
    const other = conversation(
      'needs-success-other',
      'I just passed my driving test!',
      'Teach him the prayer for more knowledge.',
      [{ surah: 20, ayah: 114, fromWord: 15, toWord: 17 }],
    );
    const r = await run(other, words(35, 34, 2, 7));
    expect(r.verdict).not.toBe('correct');
  });

  it('takes remembrance said to someone who feels empty', async () => {
    const empty = conversation('needs-empty', 'I have everything, yet I feel empty.', 'Comfort him.', [
      { surah: 94, ayah: 8 },
    ]);
    const r = await run(empty, words(13, 28, 7, 11));
    expect(r.verdict).toBe('correct');
  });

  it('reads al-Latif ("Subtle") as mercy', async () => {
    const gentle = conversation(
      'needs-gentle',
      'My recovery came gently, step by step.',
      'Agree: Allah is kind to His servants.',
      [{ surah: 42, ayah: 19, fromWord: 1, toWord: 3 }],
    );
    const r = await run(gentle, words(22, 63, 12, 15)); // "Indeed, Allah is Subtle and Acquainted"
    expect(r.verdict).toBe('correct');
  });

  it('reads what a comforting or humble task asks for, whatever the line says', () => {
    expect(needsOf('My brother failed his exam again.', 'Comfort him.')).toEqual([
      'ease',
      'hope',
      'patience',
    ]);
    expect(needsOf('Your cooking is the best in town!', 'Answer humbly.')).toEqual(['gratitude']);
  });

  it('takes ease after hardship said to comfort someone', async () => {
    const sad = conversation('needs-comfort', 'My brother failed his exam again.', 'Comfort your friend.', [
      { surah: 2, ayah: 286, fromWord: 1, toWord: 6 },
    ]);
    expect((await run(sad, words(94, 6))).verdict).toBe('correct');
    expect((await run(sad, words(5, 6, 1, 8))).verdict).toBe('incorrect');
  });

  it('takes thanks for His favour said to answer praise humbly', async () => {
    const praised = conversation('needs-humble', 'Your cooking is the best in town!', 'Answer humbly.', [
      { surah: 12, ayah: 76, fromWord: 29, toWord: 33 },
    ]);
    expect((await run(praised, words(27, 19, 6, 13))).verdict).toBe('correct');
  });
});
