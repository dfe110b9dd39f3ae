import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getVerse } from '@lisan/arabic';
import { getContentCatalog, type ContentCatalog } from '@lisan/content';
import {
  DEMO_USER_ID,
  validateAnswerResponseSchema,
  type ExerciseType,
  type JudgeItem,
  type JudgeItemOf,
  type Phrase,
} from '@lisan/contract';
import { createLlmJudge } from '@lisan/judge';
import { buildEvalItems } from '@lisan/judge/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSubscribedAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { findAttempt } from '../progress/index.js';

/**
 * The endpoint judges against the evaluation's items (built from the corpus), so these tests do not depend on
 * which content exists: the app's catalog (a buildApp option) is the library with those items in front of it,
 * and their phrases first, so Basic's pool holds them.
 */
function withEvalItems(library: ContentCatalog, items: readonly JudgeItem[]): ContentCatalog {
  const find = (type: string, id: string) =>
    items.find(
      (i) =>
        i.type === type &&
        (i.itemId === id ||
          i.subjectId === id ||
          ((i.type === 'conversation' || i.type === 'roleplay') && i.phrases.some((p) => p.phraseId === id))),
    );
  const phrases: Phrase[] = items.flatMap((item) => {
    const spans =
      item.type === 'completion' || item.type === 'substitution'
        ? [{ id: item.phraseId, span: item.phrase }]
        : item.type === 'conversation' || item.type === 'roleplay'
          ? item.phrases.map((p) => ({ id: p.phraseId, span: p }))
          : [];
    return spans.map(({ id, span }) => ({
      id,
      arabicText: span.uthmani,
      englishTranslation: span.englishTranslation,
      surahAyah: span.surahAyah,
      category: 'short' as const,
      lifeApplication: '',
      tags: [],
      difficulty: 1,
      usageNote: null,
      standardText: span.standard,
      surahName: { arabic: '', transliteration: '', english: '' },
      translations: {},
      ref: span.ref,
    }));
  });
  return {
    ...library,
    phrases: [...phrases, ...library.phrases],
    getExerciseItem: <T extends ExerciseType>(type: T, id: string) =>
      (find(type, id) as JudgeItemOf<T> | undefined) ?? library.getExerciseItem(type, id),
  };
}

const items = buildEvalItems();
const item = <T extends JudgeItem['type']>(type: T, id: string) =>
  items.get(`${type}:${id}`) as JudgeItemOf<T>;
const fatiha = [...items.values()].find(
  (i): i is JudgeItemOf<'completion'> => i.type === 'completion' && i.itemId === 'completion-1:2',
)!;

const catalog = withEvalItems(getContentCatalog(), [...items.values()]);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { catalog });
});
afterAll(async () => {
  await t.close();
});

const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/validate-answer', payload, headers });
const completion = (userAnswer: string, extra: Record<string, unknown> = {}) => ({
  userAnswer,
  exerciseType: 'completion',
  phraseId: fatiha.itemId,
  questionBankId: null,
  philosophicalSentenceId: null,
  ...extra,
});

describe('POST /api/validate-answer', () => {
  it('judges a right answer, records the attempt with the server\u2019s verdict and moves the card', async () => {
    const res = await post(completion(fatiha.phrase.standard, { elapsedMs: 4000 }));
    expect(res.statusCode).toBe(200);
    const body = validateAnswerResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      isCorrect: true,
      verdict: 'correct',
      judge: 'builtin',
      aiUnavailable: false,
      aiLimitReached: false,
      identified: null,
    });
    expect(body.masteryLevel).toEqual(expect.any(Number));
    const attempt = await findAttempt(t.db.db, body.attemptId);
    // A signed-out visitor's answers are their own guest's, never a shared 'demo-user'.
    expect(attempt!.userId).toMatch(/^guest-/);
    expect(attempt).toMatchObject({
      exerciseType: 'completion',
      verdict: 'correct',
      judge: 'builtin',
    });
  });

  it('says which word is wrong, word by word', async () => {
    const wrong = fatiha.phrase.words
      .map((w, i) => (i === 3 ? getVerse(1, 7)!.words.at(-1)!.standard : w.standard))
      .join(' ');
    const body = (await post(completion(wrong))).json();
    expect(body).toMatchObject({ isCorrect: false, verdict: 'incorrect' });
    expect(body.diffs).toContainEqual(
      expect.objectContaining({ kind: 'realWordSubstitution', expected: fatiha.phrase.words[3]!.standard }),
    );
    expect(body.feedback).toContain(fatiha.phrase.words[3]!.uthmani);
    // The named error: the word typed, the verse's form and the reference.
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        typed: getVerse(1, 7)!.words.at(-1)!.standard,
        expected: fatiha.phrase.words[3]!.standard,
        reference: '1:2',
      }),
    );
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect((await findAttempt(t.db.db, body.attemptId))!.verdict).toBe('incorrect');
  });

  it('answers in the learner\u2019s interface language', async () => {
    const body = (await post(completion('hello', { language: 'ar' }))).json();
    expect(body.feedback).toBe('من فضلك اكتب إجابتك بالحروف العربية.');
  });

  it.each(['', '   \n '])('refuses an empty answer (%j) with the documented text', async (answer) => {
    const res = await post(completion(answer));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please provide an answer before submitting.', code: 'no_answer' });
  });

  it('refuses an answer over 2,000 characters', async () => {
    const res = await post(completion('ب'.repeat(2001)));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('answer_too_long');
  });

  it('refuses an unknown exercise type with the documented text', async () => {
    const res = await post(completion('الحمد لله', { exerciseType: 'dictation' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown exercise type.');
  });

  it('answers 404 for an unknown id and 400 for a missing one', async () => {
    expect((await post(completion('الحمد لله', { phraseId: 'nope-999' }))).statusCode).toBe(404);
    expect((await post(completion('الحمد لله', { phraseId: null }))).statusCode).toBe(400);
  });

  it('judges every type, with each type\u2019s id field as the public API sends it', async () => {
    const hasbi = item('substitution', 'sub-hasbi');
    const tired = item('conversation', 'conv-tired');
    const role = item('roleplay', 'role-exam');
    const comparison = [...items.values()].find(
      (i): i is JudgeItemOf<'comparison'> => i.type === 'comparison',
    )!;
    const wisdom = item('transformation', 'wis-deeds');
    const theme = item('thematic', 'theme-gratitude');
    const none = { questionBankId: null, philosophicalSentenceId: null };
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        {
          exerciseType: 'substitution',
          phraseId: hasbi.subjectId,
          userAnswer: hasbi.acceptedAnswers[0],
          ...none,
        },
        'correct',
      ],
      [
        {
          exerciseType: 'conversation',
          phraseId: tired.phrases[1]!.phraseId,
          userAnswer: tired.phrases[1]!.standard,
          ...none,
        },
        'correct',
      ],
      [
        { exerciseType: 'roleplay', phraseId: role.subjectId, userAnswer: role.line.arabic, ...none },
        'incorrect',
      ],
      [
        {
          exerciseType: 'comparison',
          phraseId: comparison.itemId,
          userAnswer: comparison.expectedAnswer,
          ...none,
        },
        'correct',
      ],
      [
        {
          exerciseType: 'transformation',
          phraseId: wisdom.sentenceId,
          philosophicalSentenceId: wisdom.sentenceId,
          questionBankId: null,
          userAnswer: wisdom.related[0]!.uthmani,
        },
        'correct',
      ],
      [
        {
          exerciseType: 'thematic',
          phraseId: null,
          questionBankId: theme.questionBankId,
          philosophicalSentenceId: null,
          userAnswer: theme.verses[0]!.standard,
        },
        'correct',
      ],
    ];
    // Five of these types are outside the Basic plan: a Standard learner answers them.
    const learner = await createSubscribedAccount(t.app, 'standard');
    for (const [payload, verdict] of cases) {
      const res = await post(payload, learner.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.json().verdict, `${payload.exerciseType}: ${res.json().feedback}`).toBe(verdict);
    }
    const thematic = (await post(cases[5]![0], learner.auth)).json();
    expect(thematic).toMatchObject({
      identified: { surahAyah: theme.verses[0]!.surahAyah },
      masteryLevel: null,
    });
  });

  it('acts only for the caller: another learner\u2019s id is 403, the caller\u2019s own is recorded for them', async () => {
    expect((await post(completion(fatiha.phrase.standard, { userId: 'someone-else' }))).statusCode).toBe(403);
    const account = await createAccount(t.app);
    const res = await post(completion(fatiha.phrase.standard, { userId: account.id }), account.auth);
    expect(res.statusCode).toBe(200);
    expect((await findAttempt(t.db.db, res.json().attemptId))!.userId).toBe(account.id);
  });

  it('matches the public API\u2019s later exercise-session report to the attempt, with the server\u2019s verdict', async () => {
    const answered = await post(completion('العالمين العالمين'));
    const body = answered.json();
    // The same visitor (their guest cookie) reports it.
    const guest = answered.cookies.find((c) => c.name === 'lisan_guest')!;
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/exercise-sessions',
      cookies: { lisan_guest: guest.value },
      payload: {
        userId: DEMO_USER_ID,
        exerciseType: 'completion',
        phraseId: fatiha.itemId,
        userAnswer: 'العالمين العالمين',
        correctAnswer: 'AI Validated',
        isCorrect: 'true',
        attemptId: body.attemptId,
      },
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ isCorrect: 'false', counted: false });
  });
});

describe('POST /api/validate-answer with an LLM configured', () => {
  let ai: Server;
  let calls = 0;
  let withAi: TestApp;
  let offline: TestApp;
  const tired = item('conversation', 'conv-tired');
  const unsure = (i: number) => ({
    exerciseType: 'conversation',
    phraseId: tired.subjectId,
    questionBankId: null,
    philosophicalSentenceId: null,
    // A key word but no listed phrase: the built-in judge is unsure and asks the LLM. Each answer differs, so
    // none is served from the cache.
    userAnswer: `أرجو لك يسرا ${WORDS[i % WORDS.length]} ${WORDS[Math.floor(i / WORDS.length) % WORDS.length]}`,
  });
  const WORDS = [
    'قريبا',
    'دائما',
    'اليوم',
    'غدا',
    'كثيرا',
    'جميلا',
    'عظيما',
    'سريعا',
    'طيبا',
    'واسعا',
    'كبيرا',
    'حسنا',
  ];

  beforeAll(async () => {
    ai = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        calls++;
        const content = JSON.stringify({
          isCorrect: true,
          verdict: 'correct',
          feedback: 'A warm, fitting reply.',
          suggestions: [],
          confidence: 0.9,
          quotes: [],
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((resolve) => ai.listen(0, '127.0.0.1', resolve));
    const port = (ai.address() as AddressInfo).port;
    // The app's LLM judge, given to it in place of a configured one: the real client, speaking to the local server.
    withAi = await createTestApp(
      {},
      {
        catalog,
        services: {
          llmJudge: createLlmJudge({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'm' }),
        },
      },
    );
    // Configured the way a deployment is (AI_*); port 9 (discard) is closed here: the call fails at once.
    offline = await createTestApp(
      { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k', AI_MODEL: 'm' },
      { catalog },
    );
  });
  afterAll(async () => {
    await withAi.close();
    await offline.close();
    ai.closeAllConnections();
    await new Promise((resolve) => ai.close(resolve));
  });

  it('lets the LLM judge, within the plan\u2019s daily allowance; past it the built-in judge answers and says why', async () => {
    // Conversation is a Standard exercise; Standard allows 50 LLM-judged answers a day.
    const learner = await createSubscribedAccount(withAi.app, 'standard');
    const results = [];
    for (let i = 0; i < 51; i++) results.push((await post(unsure(i), learner.auth, withAi)).json());
    expect(results.slice(0, 50).every((r) => r.judge === 'llm' && r.verdict === 'correct')).toBe(true);
    expect(results[50]).toMatchObject({ judge: 'builtin', verdict: 'incorrect', aiLimitReached: true });
    expect(calls).toBe(50);
  });

  it('answers with the built-in verdict when the AI service is unreachable', async () => {
    const learner = await createSubscribedAccount(offline.app, 'standard');
    const res = await post(unsure(0), learner.auth, offline);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      judge: 'builtin',
      verdict: 'incorrect',
      aiUnavailable: true,
      isCorrect: false,
    });
  });
});
