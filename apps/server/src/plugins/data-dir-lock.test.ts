import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, DataDirLockedError } from '@lisan/db';
import { beforeAll, describe, expect, it } from 'vitest';

/** One process per embedded database folder; a second refuses to start and names the first. */
const serverEntry = new URL('../server.ts', import.meta.url).pathname;
const tsx = new URL('../../../../node_modules/.bin/tsx', import.meta.url).pathname;

function startServer(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, [serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/*
 * A data folder whose database is already made and migrated, copied for each test that opens one: making it (initdb
 * and the migrations, in a child process) is most of such a test's time, and the lock is taken before either.
 */
let madeDataDir = '';
beforeAll(async () => {
  madeDataDir = mkdtempSync(path.join(tmpdir(), 'lisan-lock-made-'));
  await (await createDb({ dataDir: madeDataDir })).close();
}, 90_000);

function dataDirWithDatabase(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-lock-'));
  cpSync(path.join(madeDataDir, 'db'), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

describe('the PGlite data folder lock', () => {
  it('a second process on the same DATA_DIR refuses to start, naming the process that holds it', async () => {
    const dataDir = dataDirWithDatabase();
    const first = await createDb({ dataDir });
    try {
      const second = await startServer(dataDir);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`in use by another Lisan process (pid ${process.pid})`);
      expect(second.stderr).toContain(dataDir);
    } finally {
      await first.close();
    }
  }, 90_000);

  it('refuses within one test as well, and frees the folder on close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-lock-'));
    const holder = spawn('sleep', ['30']);
    writeFileSync(path.join(dataDir, 'lisan.lock'), `${holder.pid}\n`);
    try {
      const error = await createDb({ dataDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as DataDirLockedError).holderPid).toBe(holder.pid);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock whose process has died', async () => {
    const dataDir = dataDirWithDatabase();
    const dead = spawnSync('sh', ['-c', 'echo $$']);
    const deadPid = Number(dead.stdout.toString().trim());
    writeFileSync(path.join(dataDir, 'lisan.lock'), `${deadPid}\n`);
    const handle = await createDb({ dataDir });
    expect(readFileSync(path.join(dataDir, 'lisan.lock'), 'utf8').trim()).toBe(String(process.pid));
    await handle.close();
    expect(existsSync(path.join(dataDir, 'lisan.lock'))).toBe(false);
  }, 60_000);
});
