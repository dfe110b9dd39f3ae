import { getContentCatalog } from '@lisan/content';
import { dialogueTranscriptSchema, dialogueTurnResponseSchema } from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { speakArabic, startSttServer, type SttTestServer } from '../../../test/stt-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const API_KEY = 'stt-test-key';
const MODEL = 'whisper-test';
let stt: SttTestServer;
let t: TestApp;
let learner: TestAccount;
/** The verse the learner says, from the corpus (never typed here), and espeak-ng's Arabic speech of it. */
const verse = getContentCatalog().getPhraseSpan('short-600')!.standard;
let speech: Buffer;

beforeAll(async () => {
  stt = await startSttServer({ apiKey: API_KEY, model: MODEL });
  t = await createTestApp({ STT_BASE_URL: stt.baseUrl, STT_API_KEY: API_KEY, STT_MODEL: MODEL });
  learner = await createAccount(t.app);
  speech = await speakArabic(verse);
  stt.sidecar(speech, verse);
});
afterAll(async () => {
  await t?.close();
  await stt?.close();
});

async function postSpeech(app: TestApp, dialogueId: string, audio: Buffer) {
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'speech.wav');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.app.inject({
    method: 'POST',
    url: `/api/dialogues/${dialogueId}/transcribe`,
    headers: { ...learner.auth, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('a spoken dialogue turn', () => {
  it('is transcribed by the speech-to-text server, then judged like a typed answer', async () => {
    const res = await postSpeech(t, 'dialogue-greeting-01', speech);
    expect(res.statusCode).toBe(200);
    const { transcript } = dialogueTranscriptSchema.parse(res.json());
    expect(transcript).toBe(verse);
    expect(stt.requests.at(-1)).toMatchObject({ model: MODEL, language: 'ar', type: 'audio/wav' });

    const turn = await t.app.inject({
      method: 'POST',
      url: '/api/dialogues/dialogue-greeting-01/turns',
      headers: learner.auth,
      payload: { turnId: 'a', answer: transcript, spoken: true },
    });
    expect(dialogueTurnResponseSchema.parse(turn.json())).toMatchObject({ outcome: 'verse', next: 'b' });
  });

  it('refuses what is not audio, and says so when no speech-to-text server is configured', async () => {
    const notAudio = await postSpeech(t, 'dialogue-greeting-01', Buffer.from('not audio at all'));
    expect(notAudio.statusCode).toBe(415);
    expect((await postSpeech(t, 'dialogue-none-99', speech)).statusCode).toBe(404);
    const bare = await createTestApp();
    try {
      const res = await postSpeech(bare, 'dialogue-greeting-01', speech);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBeTruthy();
    } finally {
      await bare.close();
    }
  });
});
