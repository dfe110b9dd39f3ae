import { getContentCatalog } from '@lisan/content';
import { conversationStatusSchema, conversationTurnResponseSchema } from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { startLlmServer, type LlmTestServer } from '../../../test/llm-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const API_KEY = 'llm-test-key';
const MODEL = 'chat-test';
/** What a learner says for a phrase: its standard spelling from the corpus, never typed here. */
const said = (phraseId: string) => getContentCatalog().getPhraseSpan(phraseId)!.standard;
const line = (arabic: string, translation: string) => JSON.stringify({ arabic, translation });

let llm: LlmTestServer;
let t: TestApp;
let learner: TestAccount;
beforeAll(async () => {
  llm = await startLlmServer({ apiKey: API_KEY, model: MODEL });
  t = await createTestApp({ AI_BASE_URL: llm.baseUrl, AI_API_KEY: API_KEY, AI_MODEL: MODEL });
  learner = await createAccount(t.app);
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});

const turn = (payload: Record<string, unknown>, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/conversation/turns', headers: learner.auth, payload });

describe('free conversation with an AI model configured', () => {
  it('is offered, and the model opens the conversation on the chosen situation', async () => {
    const status = conversationStatusSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/conversation' })).json(),
    );
    expect(status).toMatchObject({ available: true, reason: null });
    expect(status.situations).toContain('shopping');

    llm.replies.push(line('أهلا بك! بكم تريد هذا القميص؟', 'Welcome! How much do you want this shirt for?'));
    const res = await turn({ situation: 'shopping', history: [], language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(conversationTurnResponseSchema.parse(res.json())).toMatchObject({
      outcome: 'opened',
      line: { arabic: 'أهلا بك! بكم تريد هذا القميص؟', translation: /shirt/ },
    });
    const request = llm.requests.at(-1)!;
    expect(request.model).toBe(MODEL);
    expect(request.messages[0]!.content).toMatch(/shopping at a market/);
  });

  it('a verse quoted word for word goes through, and the model answers what the learner said', async () => {
    const verse = said('short-007');
    llm.replies.push(line('الحمد لله، وكيف حال أهلك؟', 'Praise be to Allah; and how is your family?'));
    const history = [{ who: 'other', arabic: 'السلام عليكم، كيف حالك؟' }];
    const res = await turn({ situation: 'greeting', history, answer: verse, language: 'en' });
    const body = conversationTurnResponseSchema.parse(res.json());
    expect(body.outcome).toBe('answered');
    expect(body.quotes).toEqual([{ status: 'exact', ref: '1:2', verse }]);
    expect(body.feedback).toMatch(/Well quoted: 1:2/);
    expect(body.line?.arabic).toBe('الحمد لله، وكيف حال أهلك؟');
    // The model plays the other person: its lines are the assistant's, the learner's the user's.
    const messages = llm.requests.at(-1)!.messages;
    expect(messages.slice(1).map((m) => m.role)).toEqual(['assistant', 'user']);
    expect(messages.at(-1)!.content).toBe(verse);
  });

  it('a verse inside everyday words is found and checked too', async () => {
    llm.replies.push(line('صدقت.', 'You are right.'));
    const res = await turn({
      situation: 'health',
      history: [{ who: 'other', arabic: 'أنا خائف من العملية.' }],
      answer: `لا تخف يا أخي، ${said('short-024')}`,
    });
    const body = conversationTurnResponseSchema.parse(res.json());
    expect(body.outcome).toBe('answered');
    expect(body.quotes.map((q) => q.status)).toEqual(['exact']);
  });

  it('a misquoted verse is named with the verse’s own words, and the model is not asked', async () => {
    const words = said('short-007').split(' ');
    const wrong = [...words.slice(0, -1), 'الناس'].join(' ');
    const before = llm.requests.length;
    const res = await turn({ situation: 'greeting', history: [], answer: wrong, language: 'ar' });
    const body = conversationTurnResponseSchema.parse(res.json());
    expect(body).toMatchObject({ outcome: 'misquote', line: null });
    expect(body.quotes).toEqual([{ status: 'misquote', ref: '1:2', verse: said('short-007') }]);
    expect(body.feedback).toMatch(/1:2/);
    expect(body.feedback).toMatch(/ليس بلفظه/u);
    expect(llm.requests.length).toBe(before);
  });

  it('says so when the model fails, and in Arabic the line stands without a gloss', async () => {
    const failed = await turn({ situation: 'travel', history: [], answer: 'أريد تذكرة إلى مكة' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/did not answer/);

    llm.replies.push(line('تفضل، هذه تذكرتك.', 'Here is your ticket.'));
    const ok = await turn({ situation: 'travel', history: [], language: 'ar' });
    expect(conversationTurnResponseSchema.parse(ok.json()).line).toEqual({
      arabic: 'تفضل، هذه تذكرتك.',
      translation: null,
    });
  });

  it('refuses an empty line and a history that is not one', async () => {
    expect((await turn({ situation: 'travel', history: [], answer: '  ' })).statusCode).toBe(400);
    expect((await turn({ situation: 'nowhere', history: [] })).statusCode).toBe(400);
  });
});

describe('free conversation without an AI model', () => {
  it('is not offered, and the screen is told why', async () => {
    const bare = await createTestApp();
    try {
      const status = conversationStatusSchema.parse(
        (await bare.app.inject({ method: 'GET', url: '/api/conversation?lang=en' })).json(),
      );
      expect(status.available).toBe(false);
      expect(status.reason).toMatch(/no(ne)? .*configured/i);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/conversation/turns',
        payload: { situation: 'greeting', history: [] },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(status.reason);
    } finally {
      await bare.close();
    }
  });
});
