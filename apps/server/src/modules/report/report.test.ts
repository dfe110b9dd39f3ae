import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscribedAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { getContentCatalog } from '@lisan/content';
import { recordAnswer, type AnswerInput as AttemptInput } from '../practice/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/progress-report/{userId}', () => {
  it('sorts practised phrases into mastered and needs review, and suggests easy phrases not practised yet', async () => {
    const learner = await createSubscribedAccount(t.app, 'standard');
    const [strong, weak] = getContentCatalog().phrases;
    const answer = (phraseId: string, verdict: AttemptInput['verdict'], now: Date): AttemptInput => ({
      userId: learner.id,
      exerciseType: 'completion',
      itemId: phraseId,
      phraseId,
      userAnswer: 'x',
      correctAnswer: 'AI Validated',
      verdict,
      judge: 'builtin',
      feedback: '',
      now,
    });
    // Correct answers spaced out as the scheduler asks: the memory grows past the mastered threshold.
    let now = new Date(Date.now() - 400 * 86400_000);
    for (let i = 0; i < 8; i++) {
      const { nextDue } = await recordAnswer(t.db.db, answer(strong!.id, 'correct', now));
      // A second answer to an item within the hour is a retry, not a review (ADR 10): wait at least that long.
      now = new Date(Math.max(new Date(nextDue!).getTime(), now.getTime() + 3_601_000));
    }
    await recordAnswer(t.db.db, answer(weak!.id, 'almost', new Date()));

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/progress-report/${learner.id}`,
      headers: learner.auth,
    });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.practised.map((p: { phraseId: string }) => p.phraseId).sort()).toEqual(
      [strong!.id, weak!.id].sort(),
    );
    expect(report.needsReview.map((p: { phraseId: string }) => p.phraseId)).toEqual([weak!.id]);
    expect(report.suggestions).toHaveLength(2);
    expect(
      report.suggestions.every(
        (p: { phraseId: string }) => p.phraseId !== strong!.id && p.phraseId !== weak!.id,
      ),
    ).toBe(true);
    expect(report.suggestionsAvailable).toBe(getContentCatalog().phrases.length - 2);
  });

  it("refuses another learner's report", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/progress-report/somebody-else' });
    expect(res.statusCode).toBe(403);
  });

  it('suggests to Basic only phrases its plan opens', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/progress-report/demo-user' });
    expect(res.json().suggestionsAvailable).toBeLessThanOrEqual(100);
  });
});
