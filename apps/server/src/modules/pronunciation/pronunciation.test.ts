import { PRONUNCIATION_LIMITS, PRONUNCIATION_TEXTS } from '@lisan/contract';
import { eq, schema } from '@lisan/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSubscribedAccount, type TestAccount } from '../../../test/accounts.js';
import { silentWav, speakArabic, startSttServer, type SttTestServer } from '../../../test/stt-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { getContentCatalog } from '@lisan/content';
import { createSttClient, type SttError } from './pronunciation.stt.js';

const API_KEY = 'stt-test-key';
const MODEL = 'whisper-1';
const item = getContentCatalog().getExerciseItem('completion', 'short-002')!;
const phrase = item.phrase.standard;

let stt: SttTestServer;
let t: TestApp;
let learner: TestAccount;
let speech: Buffer;
beforeAll(async () => {
  stt = await startSttServer({ apiKey: API_KEY, model: MODEL });
  t = await createTestApp({
    STT_BASE_URL: stt.baseUrl,
    STT_API_KEY: API_KEY,
    STT_MODEL: MODEL,
    STT_TIMEOUT_MS: '500',
  });
  learner = await createSubscribedAccount(t.app, 'standard');
  speech = await speakArabic(phrase);
  stt.sidecar(speech, phrase);
});
afterAll(async () => {
  await t.close();
  await stt.close();
});
beforeEach(() => {
  stt.mode = { kind: 'normal' };
});

/** A multipart body as a browser's FormData would send it. */
async function multipart(
  fields: Record<string, string>,
  audio?: { data: Buffer; type: string; name: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (audio) form.append('audio', new Blob([new Uint8Array(audio.data)], { type: audio.type }), audio.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function postAudio(
  audio: { data: Buffer; type: string; name: string } | undefined,
  fields: Record<string, string> = {},
  app = t,
  who = learner,
) {
  const body = await multipart(
    { exerciseType: 'completion', phraseId: item.subjectId, userId: who.id, ...fields },
    audio,
  );
  return app.app.inject({
    method: 'POST',
    url: '/api/pronunciation',
    headers: { ...who.auth, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const wav = (data: Buffer) => ({ data, type: 'audio/wav', name: 'speech.wav' });

async function spokenCount(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/analytics/${learner.id}`,
    headers: learner.auth,
  });
  return res.json().pronunciation.attempts as number;
}

describe('the speech-to-text client', () => {
  it('sends real espeak-ng Arabic speech by the transcription protocol and reads the text', async () => {
    const client = createSttClient({ baseUrl: stt.baseUrl, apiKey: API_KEY, model: MODEL });
    const text = await client.transcribe({ data: speech, filename: 'speech.wav', mimeType: 'audio/wav' });
    expect(text).toBe(phrase);
    expect(stt.requests.at(-1)).toEqual({
      model: MODEL,
      language: 'ar',
      filename: 'speech.wav',
      bytes: speech.length,
      type: 'audio/wav',
    });
  });

  it('reports a wrong key, an unknown model, a timeout and a server error each as what it is', async () => {
    const call = (config: Partial<Parameters<typeof createSttClient>[0]>) =>
      createSttClient({ baseUrl: stt.baseUrl, apiKey: API_KEY, model: MODEL, ...config })
        .transcribe({ data: speech, filename: 'speech.wav', mimeType: 'audio/wav' })
        .then(
          () => undefined,
          (e: SttError) => ({ failure: e.failure, message: e.message }),
        );
    expect(await call({ apiKey: 'wrong' })).toEqual({
      failure: 'server',
      message: 'HTTP 401: Incorrect API key provided.',
    });
    expect(await call({ model: 'nope' })).toEqual({
      failure: 'rejected',
      message: "HTTP 404: The model 'nope' does not exist.",
    });
    stt.mode = { kind: 'delay', ms: 400 };
    expect(await call({ timeoutMs: 100 })).toEqual({
      failure: 'timeout',
      message: 'no answer within 100 ms',
    });
    stt.mode = { kind: 'error', status: 500 };
    expect((await call({}))?.failure).toBe('server');
  });
});

describe('POST /api/pronunciation with a recording', () => {
  it('transcribes the recording on the server and scores every word', async () => {
    const res = await postAudio(wav(speech));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ transcript: phrase, expectedText: phrase, score: 100, source: 'server' });
    expect(body.words.map((w: { status: string }) => w.status)).toEqual(phrase.split(' ').map(() => 'right'));
    expect(await spokenCount()).toBe(1);
  });

  it('gives a clear message for a timeout, a server error, an oversize and a wrong-format recording, and loses no attempt', async () => {
    stt.mode = { kind: 'delay', ms: 1500 };
    const slow = await postAudio(wav(speech));
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({ message: PRONUNCIATION_TEXTS.timeout, code: 'stt_timeout' });

    stt.mode = { kind: 'error', status: 500 };
    const failed = await postAudio(wav(speech));
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: PRONUNCIATION_TEXTS.serverError, code: 'stt_failed' });
    stt.mode = { kind: 'normal' };

    const requestsBefore = stt.requests.length;
    const big = await postAudio(wav(Buffer.concat([speech, Buffer.alloc(PRONUNCIATION_LIMITS.maxBytes)])));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(PRONUNCIATION_TEXTS.tooLarge);

    const long = await postAudio(wav(silentWav(PRONUNCIATION_LIMITS.maxSeconds + 5)));
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toBe(PRONUNCIATION_TEXTS.tooLong);

    const text = await postAudio({
      data: Buffer.from('not audio at all, just words'),
      type: 'audio/wav',
      name: 'speech.wav',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(PRONUNCIATION_TEXTS.wrongFormat);
    const video = await postAudio({ data: speech, type: 'video/quicktime', name: 'speech.mov' });
    expect(video.statusCode).toBe(415);

    const none = await postAudio(undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PRONUNCIATION_TEXTS.noAudio);
    // Refused recordings never reach the speech-to-text server.
    expect(stt.requests.length).toBe(requestsBefore);

    // Audio the server cannot read (here: not in the sidecar) is a format problem for the learner.
    const unreadable = await postAudio(wav(silentWav(1)));
    expect(unreadable.statusCode).toBe(415);

    // Nothing was recorded for the failures, and the learner's next typed or spoken answer goes through.
    expect(await spokenCount()).toBe(1);
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/validate-answer',
      headers: learner.auth,
      payload: {
        userAnswer: item.acceptedAnswers[0],
        exerciseType: 'completion',
        phraseId: item.subjectId,
        userId: learner.id,
      },
    });
    expect(typed.json().verdict).toBe('correct');
    expect((await postAudio(wav(speech))).statusCode).toBe(200);
    expect(await spokenCount()).toBe(2);
  });

  it('measures the recording itself: a stated length, or a header that lies, does not get it through', async () => {
    const requestsBefore = stt.requests.length;
    const long = await postAudio(wav(silentWav(PRONUNCIATION_LIMITS.maxSeconds + 5)), { durationMs: '1000' });
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toBe(PRONUNCIATION_TEXTS.tooLong);

    const lying = Buffer.from(speech);
    lying.writeUInt32LE(lying.readUInt32LE(28) * 100, 28);
    const res = await postAudio(wav(lying));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'audio_inconsistent', message: PRONUNCIATION_TEXTS.inconsistent });

    // One MPEG frame header, then a megabyte of anything: an "MP3" of unknown length.
    const frame = Buffer.alloc(417);
    frame.writeUInt32BE(0xfffb9000, 0);
    const fake = await postAudio({
      data: Buffer.concat([frame, Buffer.alloc(1_000_000, 0x41)]),
      type: 'audio/mpeg',
      name: 'speech.mp3',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('audio_inconsistent');
    expect(stt.requests.length).toBe(requestsBefore);
  });

  it('counts the seconds sent each day, and refuses past the daily quota with a clear 429', async () => {
    const account = await createSubscribedAccount(t.app, 'standard');
    const post = () => postAudio(wav(speech), { userId: account.id }, t, account);
    expect((await post()).statusCode).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    const [row] = await t.db.db
      .select()
      .from(schema.speechSecondsDaily)
      .where(eq(schema.speechSecondsDaily.userId, account.id));
    const seconds = (speech.length - 44) / speech.readUInt32LE(28);
    expect(row).toMatchObject({ day });
    expect(row!.seconds).toBeCloseTo(seconds, 2);

    // A failed transcription gives its seconds back.
    stt.mode = { kind: 'error', status: 500 };
    expect((await post()).statusCode).toBe(502);
    stt.mode = { kind: 'normal' };
    const [after] = await t.db.db
      .select()
      .from(schema.speechSecondsDaily)
      .where(eq(schema.speechSecondsDaily.userId, account.id));
    expect(after!.seconds).toBeCloseTo(seconds, 2);

    await t.db.db
      .update(schema.speechSecondsDaily)
      .set({ seconds: PRONUNCIATION_LIMITS.dailySeconds - seconds / 2 })
      .where(eq(schema.speechSecondsDaily.userId, account.id));
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'speech_quota', message: PRONUNCIATION_TEXTS.dailyQuota });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
  });

  it("refuses another learner's id", async () => {
    const res = await postAudio(wav(speech), { userId: 'somebody-else' });
    expect(res.statusCode).toBe(403);
  });

  it('says why when no speech-to-text server is configured', async () => {
    const bare = await createTestApp();
    try {
      const account = await createSubscribedAccount(bare.app, 'standard');
      const capabilities = await bare.app.inject({ method: 'GET', url: '/api/pronunciation/capabilities' });
      expect(capabilities.json().serverTranscription).toBe(false);
      const body = await multipart(
        { exerciseType: 'completion', phraseId: item.subjectId, userId: account.id },
        wav(speech),
      );
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/pronunciation',
        headers: { ...account.auth, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(PRONUNCIATION_TEXTS.notConfigured);
    } finally {
      await bare.close();
    }
  });
});
