import { getContentCatalog } from '@lisan/content';
import { PRONUNCIATION_LIMITS, PRONUNCIATION_TEXTS } from '@lisan/contract';
import { sql } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { silentWav, startSttServer, type SttTestServer } from '../../../test/stt-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** A spoken dialogue turn counts in the learner's daily speech-to-text seconds, as a scored recording does. */
const API_KEY = 'stt-test-key';
const MODEL = 'whisper-test';
let stt: SttTestServer;
let t: TestApp;
let speaker: TestAccount;
// Four seconds of audio; the test server answers the transcript registered for it (a verse from the corpus).
const recording = silentWav(4);

beforeAll(async () => {
  stt = await startSttServer({ apiKey: API_KEY, model: MODEL });
  t = await createTestApp({ STT_BASE_URL: stt.baseUrl, STT_API_KEY: API_KEY, STT_MODEL: MODEL });
  speaker = await createAccount(t.app);
  stt.sidecar(recording, getContentCatalog().getPhraseSpan('short-600')!.standard);
});
afterAll(async () => {
  await t?.close();
  await stt?.close();
});

async function transcribe(audio: Buffer) {
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'speech.wav');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/dialogues/dialogue-greeting-01/transcribe',
    headers: { ...speaker.auth, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function secondsUsed(): Promise<number> {
  const result = await t.db.db.execute(
    sql`select coalesce(sum(seconds), 0)::float as s from speech_seconds_daily where user_id = ${speaker.id}`,
  );
  return (result as unknown as { rows: { s: number }[] }).rows[0]!.s;
}

describe('a spoken dialogue turn and the daily speech-to-text seconds', () => {
  it('counts the measured length of each transcribed turn, and refuses one that would pass the day', async () => {
    expect((await transcribe(recording)).statusCode).toBe(200);
    expect(await secondsUsed()).toBeCloseTo(4, 1);

    // Other recordings have used the day's allowance but for two seconds: a four-second turn would pass it.
    const day = new Date().toISOString().slice(0, 10);
    await t.db.db.execute(
      sql`update speech_seconds_daily set seconds = ${PRONUNCIATION_LIMITS.dailySeconds - 2} where user_id = ${speaker.id} and day = ${day}`,
    );
    const sentBefore = stt.requests.length;
    const refused = await transcribe(recording);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'speech_quota', message: PRONUNCIATION_TEXTS.dailyQuota });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before the recording left for the speech-to-text server, and nothing more counted.
    expect(stt.requests.length).toBe(sentBefore);
    expect(await secondsUsed()).toBe(PRONUNCIATION_LIMITS.dailySeconds - 2);
  });

  it('gives the seconds back when the speech-to-text server fails', async () => {
    stt.mode = { kind: 'error', status: 500 };
    try {
      await t.db.db.execute(sql`delete from speech_seconds_daily where user_id = ${speaker.id}`);
      expect((await transcribe(recording)).statusCode).toBe(502);
      expect(await secondsUsed()).toBe(0);
    } finally {
      stt.mode = { kind: 'normal' };
    }
  });
});
