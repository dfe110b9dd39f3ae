import { getContentCatalog, readEverydayReplies } from '@lisan/content';
import { validateAnswerResponseSchema } from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscribedAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { findAttempt, findCard } from '../progress/index.js';

/*
 * The everyday reply beside the verse in the ordinary exercise flow: a conversation or role-play item answered
 * with its everyday reply (content/everyday) is good Arabic, neither a failure nor a misquote.
 */
const catalog = getContentCatalog();
const replies = readEverydayReplies(catalog);
/** What a learner types for a phrase: its standard spelling from the corpus, never typed here. */
const said = (phraseId: string) => catalog.getPhraseSpan(phraseId)!.standard;

let t: TestApp;
let learner: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  learner = await createSubscribedAccount(t.app, 'standard');
});
afterAll(async () => {
  await t.close();
});

const post = async (
  exerciseType: string,
  itemId: string,
  phraseId: string,
  userAnswer: string,
  language = 'en',
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/validate-answer',
    headers: learner.auth,
    payload: { exerciseType, itemId, phraseId, userAnswer, language, userId: learner.id },
  });
  expect(res.statusCode).toBe(200);
  return validateAnswerResponseSchema.parse(res.json());
};

describe('the everyday reply in a conversation or role-play item', () => {
  it('is good Arabic: not a failure, not a misquote, and the verse that says it is shown beside it', async () => {
    const reply = replies.of('conversation-001')[0]!;
    const body = await post('conversation', 'conversation-001', 'short-007', reply.ar);
    expect(body).toMatchObject({ verdict: 'almost', isCorrect: false, errors: [], diffs: [] });
    expect(body.feedback).toMatch(/good Arabic.*say it with a verse/i);
    expect(body.everyday).toMatchObject({
      said: true,
      replies: [{ arabic: reply.ar, translation: reply.en }],
    });
    // The verse beside it is the corpus's own text.
    const verse = body.everyday!.verses.find((v) => v.phraseId === 'short-007')!;
    expect(verse.arabic).toBe(catalog.getPhraseSpan('short-007')!.uthmani);
    expect(verse.translation.length).toBeGreaterThan(3);

    // Recorded as 'almost'; no verse was said, so no verse's memory card moved.
    const attempt = await findAttempt(t.db.db, body.attemptId);
    expect(attempt).toMatchObject({ verdict: 'almost', itemId: 'conversation-001', phraseId: null });
    expect(await findCard(t.db.db, learner.id, 'short-007')).toBeFalsy();
  });

  it('a reply said in its own spelling and without its last words still counts', async () => {
    const reply = replies.of('roleplay-001')[0]!.ar;
    const words = reply.replace(/[،.!؟]/gu, '').split(/\s+/u);
    const body = await post('roleplay', 'roleplay-001', 'short-184', words.slice(0, -1).join(' '));
    expect(body.everyday?.said).toBe(true);
    expect(body.verdict).toBe('almost');
  });

  it('the verse itself is right, and the everyday reply is still shown beside it', async () => {
    const body = await post('conversation', 'conversation-001', 'short-007', said('short-007'));
    expect(body).toMatchObject({ verdict: 'correct', isCorrect: true });
    expect(body.everyday?.said).toBe(false);
    expect(body.everyday?.replies[0]?.arabic).toBe(replies.of('conversation-001')[0]!.ar);
    expect(await findAttempt(t.db.db, body.attemptId)).toMatchObject({ phraseId: 'short-007' });
  });

  it('a misquoted verse is still named a misquote, never taken for the everyday reply', async () => {
    const words = said('short-007').split(' ');
    const wrong = [...words.slice(0, -1), 'الناس'].join(' ');
    const body = await post('conversation', 'conversation-001', 'short-007', wrong);
    expect(body.verdict).not.toBe('correct');
    expect(body.everyday?.said).toBe(false);
    expect(body.feedback).not.toMatch(/say it with a verse/i);
    expect(body.diffs.some((d) => !d.accepted)).toBe(true);
  });

  it('answers in the interface language: in Arabic, the reply stands without a gloss', async () => {
    const reply = replies.of('conversation-001')[0]!;
    const ar = await post('conversation', 'conversation-001', 'short-007', reply.ar, 'ar');
    expect(ar.feedback).toMatch(/قلها بآية/u);
    expect(ar.everyday?.replies[0]?.translation).toBeNull();
    const tr = await post('conversation', 'conversation-001', 'short-007', reply.ar, 'tr');
    expect(tr.feedback).toMatch(/ayetle/u);
  });

  it('other exercise types carry no everyday reply', async () => {
    const body = await post('completion', '', 'short-007', said('short-007'));
    expect(body.everyday ?? null).toBeNull();
  });
});
