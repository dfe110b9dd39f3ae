import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { speakArabic, startSttServer } from '../../apps/server/test/stt-server';
import { freePort } from './free-port';
import { SPOKEN_PHRASES, speechFile, spokenText } from './speech';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the product the way the README says (`npm start`, i.e. scripts/start.mjs) on a free port with an
 * empty data folder, so the browser tests see exactly what a user would. The workers are started after this and
 * inherit its environment: LISAN_E2E_BASE_URL and LISAN_E2E_DATA_DIR tell them where the app is (support/server.ts).
 */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-e2e-'));
  // A build of its own: several runs (or a developer's `npm run dev`) never serve each other's half-written files.
  const webDist = path.join(dataDir, 'web');
  // `npm test` has just run `npm run build`: a copy of that build, its times kept, is what `npm start` would
  // build again. start.mjs still rebuilds into the folder when the copy is older than the sources.
  const built = path.join(root, 'apps/web/dist');
  if (existsSync(path.join(built, 'index.html')))
    cpSync(built, webDist, { recursive: true, preserveTimestamps: true });
  // Answers said aloud go to a local speech-to-text server that knows what each espeak-ng recording says.
  const stt = await startSttServer({ apiKey: 'e2e-stt-key', model: 'e2e-whisper' });
  for (const phraseId of SPOKEN_PHRASES) {
    const speech = await speakArabic(spokenText(phraseId));
    stt.sidecar(speech, spokenText(phraseId));
    writeFileSync(speechFile(dataDir, phraseId), speech);
  }
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // NODE_ENV=production whatever the caller's: a `test` or `development` would reach `npm start` and serve a
    // development React.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      STT_BASE_URL: stt.baseUrl,
      STT_API_KEY: 'e2e-stt-key',
      STT_MODEL: 'e2e-whisper',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await stt.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start builds the app; on a busy machine that can take many minutes.
  const startSeconds = Number(process.env.E2E_START_TIMEOUT_S ?? 900);
  const deadline = Date.now() + startSeconds * 1000;
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
      try {
        const res = await fetch(`${baseUrl}/api/ready`);
        if (res.ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline)
        throw new Error(`the server did not become ready within ${startSeconds} s (E2E_START_TIMEOUT_S)`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.LISAN_E2E_BASE_URL = baseUrl;
  process.env.LISAN_E2E_DATA_DIR = dataDir;
  return stop;
}
