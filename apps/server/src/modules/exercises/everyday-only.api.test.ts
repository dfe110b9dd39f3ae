import { getContentCatalog } from '@lisan/content';
import { validateAnswerResponseSchema } from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscribedAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Items that ask only for everyday Arabic (a price, the way, a symptom) are answered through the public
 * endpoint in the learner's own words: judged by what the task asks, not against the fitting verse.
 */
const catalog = getContentCatalog();
let t: TestApp;
let learner: TestAccount;
beforeAll(async () => {
  t = await createTestApp({}, { catalog });
  learner = await createSubscribedAccount(t.app, 'premium');
});
afterAll(async () => {
  await t.close();
});

async function answer(
  type: 'conversation' | 'roleplay',
  itemId: string,
  userAnswer: string,
  language = 'en',
) {
  const item = catalog.getExerciseItem(type, itemId)!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/validate-answer',
    headers: learner.auth,
    payload: {
      exerciseType: type,
      phraseId: item.phrases[0]!.phraseId,
      itemId,
      questionBankId: null,
      philosophicalSentenceId: null,
      userAnswer,
      language,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return validateAnswerResponseSchema.parse(res.json());
}

describe('POST /api/validate-answer on an everyday-only item', () => {
  it('accepts a free answer in several wordings, with the authored reply and the verse as models', async () => {
    // "This shirt is new, do you like it?" — ask how much it costs.
    for (const said of ['كم سعره؟', 'بكم هذا؟', 'ما ثمن القميص من فضلك؟', 'وكم سعرها']) {
      const res = await answer('conversation', 'conversation-273', said);
      expect(res.verdict, `${said}: ${res.feedback}`).toBe('correct');
      expect(res.isCorrect).toBe(true);
    }
    const verse = catalog.getExerciseItem('conversation', 'conversation-273')!.phrases[0]!;
    const res = await answer('conversation', 'conversation-273', 'بكم هذا؟');
    // No verse was said: the verse's memory card has not moved.
    expect(res.masteryLevel).toBeNull();
    expect(res.feedback).toBe('That is good everyday Arabic, and it does what the task asks.');
    expect(res.suggestions[0]).toContain('نعم، أعجبني، بكم هذا القميص؟');
    expect(res.suggestions[1]).toContain('Now say it with a verse');
    expect(res.suggestions[1]).toContain(verse.standard);
    expect(res.suggestions[1]).toContain(verse.surahAyah);
    // The authored reply itself is the answer here, not a step before the verse.
    const authored = await answer('conversation', 'conversation-273', 'نعم، أعجبني، بكم هذا القميص؟');
    expect(authored.verdict).toBe('correct');
    expect(authored.everyday?.replies[0]?.arabic).toBe('نعم، أعجبني، بكم هذا القميص؟');

    // "Take bus number seven and get off at the bridge" — ask where the bus stop is.
    for (const said of ['أين موقف الباص؟', 'من فضلك، أين محطة الحافلة رقم سبعة؟', 'وين موقف الأتوبيس'])
      expect((await answer('conversation', 'conversation-350', said)).verdict, said).toBe('correct');
    // A role-play: choose blue and ask to try it on.
    for (const said of ['الأزرق من فضلك، هل يمكن أن أجربه؟', 'أريد الأزرق، أين غرفة القياس؟'])
      expect((await answer('roleplay', 'roleplay-128', said)).verdict, said).toBe('correct');
  });

  it('calls an answer that says part of what the task asks almost, naming what is still asked', async () => {
    const res = await answer('conversation', 'conversation-350', 'أين الباص؟');
    expect(res.verdict).toBe('almost');
    expect(res.isCorrect).toBe(false);
    expect(res.feedback).toContain('Nearly: the task still asks you to say');
    expect(res.feedback).toContain('موقف');
    // In the learner's interface language.
    const ar = await answer('roleplay', 'roleplay-128', 'أريد الأزرق', 'ar');
    expect(ar.verdict).toBe('almost');
    expect(ar.feedback).toContain('ما زالت المهمة تطلب أن تقول');
    expect(ar.suggestions[1]).toContain('والآن قلها بآية');
  });

  it('refuses an English or an unrelated answer', async () => {
    expect((await answer('conversation', 'conversation-273', 'How much is it?')).verdict).toBe('incorrect');
    const unrelated = await answer('conversation', 'conversation-273', 'كتاب جميل على الطاولة');
    expect(unrelated.verdict).toBe('incorrect');
    expect(unrelated.feedback).toBe('Not yet: answer in everyday Arabic what the task asks.');
    expect((await answer('conversation', 'conversation-390', 'أين موقف الباص؟')).verdict).toBe('incorrect');
  });

  it('still names a misquoted verse inside an everyday answer', async () => {
    const verse = catalog.getExerciseItem('conversation', 'conversation-273')!.phrases[0]!;
    const words = verse.standard.split(' ');
    // The verse's second word swapped for another: the everyday words around it do not excuse it.
    const misquoted = [words[0], 'الوزن', ...words.slice(2)].join(' ');
    const res = await answer('conversation', 'conversation-273', `بكم هذا؟ ${misquoted}`);
    expect(res.verdict).not.toBe('correct');
    expect(res.verdict).toBe('incorrect');
    expect(res.feedback).toContain(verse.surahAyah);
    expect(res.errors).toContainEqual(
      expect.objectContaining({ typed: 'الوزن', expected: words[1], reference: verse.surahAyah }),
    );
  });
});
