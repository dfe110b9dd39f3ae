import { PLAN_EXERCISE_TYPES, type DialogueView, type TodaySession } from '@lisan/contract';
import { getContentCatalog } from '@lisan/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSubscribedAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { recordAttempt } from '../progress/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const itemKeys = (session: TodaySession) =>
  session.items.map((i) => `${i.exercise.type}/${i.exercise.itemId}`);

describe("GET /api/today-session: today's practice", () => {
  it('gives a visitor ten different items of the types Basic opens, each one that can be answered as it is', async () => {
    const res = await get('/api/today-session?userId=demo-user');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const session = res.json() as TodaySession;
    // Nine exercises and a dialogue, which counts as one item however many turns it has.
    expect(session.items).toHaveLength(9);
    expect(session.dialogue).toMatchObject({ id: expect.stringMatching(/^dialogue-/), completed: false });
    expect(new Set(itemKeys(session)).size).toBe(9);
    const types = new Set(session.items.map((i) => i.exercise.type));
    for (const type of types) expect(PLAN_EXERCISE_TYPES.basic).toContain(type);
    // Both of Basic's types come up in one session.
    expect(types.size).toBe(PLAN_EXERCISE_TYPES.basic.length);
    expect(session.reviewsDue).toBe(0);
    expect(session.items.every((i) => !i.review)).toBe(true);

    const { exercise } = session.items[0]!;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/validate-answer',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: {
        userAnswer: 'الحمد لله',
        exerciseType: exercise.type,
        phraseId: exercise.subjectId,
        itemId: exercise.itemId,
        userId: 'demo-user',
      },
    });
    expect(answer.statusCode).toBe(200);
  });

  it('takes 5 or 20 items when asked, and refuses any other size with a sentence', async () => {
    const five = await get('/api/today-session?userId=demo-user&size=5');
    expect((five.json() as TodaySession).items).toHaveLength(4);
    const premium = await createSubscribedAccount(t.app, 'premium');
    const twenty = await get(`/api/today-session?userId=${premium.id}&size=20`, premium.auth);
    const session = twenty.json() as TodaySession;
    expect(session.items.length + (session.dialogue ? 1 : 0)).toBe(20);
    expect(new Set(itemKeys(session)).size).toBe(19);
    // Premium mixes more than Basic's two types.
    expect(new Set(session.items.map((i) => i.exercise.type)).size).toBeGreaterThan(2);

    const seven = await get('/api/today-session?userId=demo-user&size=7');
    expect(seven.statusCode).toBe(400);
    expect(seven.json().message).toMatch(/size/);
    expect(seven.json().message).toMatch(/5, 10 or 20/);
  });

  it("puts the learner's due reviews first, then new items", async () => {
    const learner = await createSubscribedAccount(t.app, 'standard');
    const catalog = getContentCatalog();
    const due = [catalog.phrases[42]!.id, catalog.phrases[57]!.id];
    // Answered wrongly two days ago: relearning, due long since.
    for (const phraseId of due) {
      await recordAttempt(t.db.db, {
        userId: learner.id,
        exerciseType: 'completion',
        itemId: phraseId,
        phraseId,
        userAnswer: 'خطأ',
        correctAnswer: 'AI Validated',
        verdict: 'incorrect',
        judge: 'builtin',
        feedback: '',
        now: new Date(Date.now() - 2 * 86400_000),
      });
    }
    const session = (
      await get(`/api/today-session?userId=${learner.id}`, learner.auth)
    ).json() as TodaySession;
    expect(session.reviewsDue).toBe(2);
    expect(session.items).toHaveLength(9);
    expect(session.items.slice(0, 2).every((i) => i.review)).toBe(true);
    expect(session.items.slice(2).every((i) => !i.review)).toBe(true);
    // Between them the two reviews practise both due phrases (an item may practise more than one phrase).
    const reviewed = session.items
      .slice(0, 2)
      .flatMap((i) => catalog.phraseIdsOf(catalog.getExerciseItem(i.exercise.type, i.exercise.itemId)!));
    for (const phraseId of due) expect(reviewed).toContain(phraseId);
  });

  it('offers the dialogue the learner has not finished; a finished one gives way to the next', async () => {
    const learner = await createAccount(t.app);
    const sessionOf = async () =>
      (await get(`/api/today-session?userId=${learner.id}`, learner.auth)).json() as TodaySession;
    const first = (await sessionOf()).dialogue!;
    const view = (await get(`/api/dialogues/${first.id}?lang=en`, learner.auth)).json() as DialogueView;
    expect(first.title).toBe(view.title);
    // Played through, each turn with its first fitting verse (the corpus's own spelling).
    const catalog = getContentCatalog();
    let turn = view.turns.find((x) => x.id === view.start)!;
    while (turn.reply) {
      const verse = turn.reply.verses.find((v) => v.phraseId)!;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/dialogues/${first.id}/turns`,
        headers: learner.auth,
        payload: { turnId: turn.id, answer: catalog.getPhraseSpan(verse.phraseId!)!.standard },
      });
      const body = res.json() as { outcome: string; next: string | null };
      expect(body.outcome).toBe('verse');
      turn = view.turns.find((x) => x.id === body.next)!;
    }
    const next = (await sessionOf()).dialogue!;
    expect(next.id).not.toBe(first.id);
  });

  it("will not build another learner's session", async () => {
    const [a, b] = [await createAccount(t.app), await createAccount(t.app)];
    const res = await get(`/api/today-session?userId=${b.id}`, a.auth);
    expect(res.statusCode).toBe(403);
  });
});
