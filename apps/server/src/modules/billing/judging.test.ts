import { judgingResponseSchema } from '@lisan/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * GET /api/judging tells the pricing page and the profile what the plans really give on this server: the
 * built-in judge always, an AI second opinion only where one is configured.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const judging = async (app: TestApp) => {
  const res = await app.app.inject({ method: 'GET', url: '/api/judging' });
  expect(res.statusCode, res.body).toBe(200);
  return judgingResponseSchema.parse(res.json());
};

describe('GET /api/judging', () => {
  it('says the built-in judge alone checks answers when no AI is configured', async () => {
    t = await createTestApp();
    expect(await judging(t)).toEqual({ builtInJudge: true, aiSecondOpinion: false });
  });

  it('says an AI gives second opinions when one is configured', async () => {
    // Configured but never called here: nothing listens on port 9.
    t = await createTestApp({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k', AI_MODEL: 'm' });
    expect(await judging(t)).toEqual({ builtInJudge: true, aiSecondOpinion: true });
  });
});
