import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './files.js';

/**
 * `npm run content:check` refuses the classes of defect a teacher's review found in the library: a meaning
 * gloss that says the hidden word. Each is planted in one copy of the shipped content, checked once.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'lisan-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Records = Record<string, Record<string, unknown>>;
const read = <T>(file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
const write = (file: string, data: unknown) => writeFileSync(join(dir, file), JSON.stringify(data));

let out = '';
let code = 0;
beforeAll(async () => {
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  // short-010 is فصبر جميل with جميل hidden: an Arabic gloss that says جميلًا answers the blank.
  const glosses = read<Records>('i18n/ar/phrases.json');
  glosses['short-010']!.englishTranslation = 'سأصبر صبرًا جميلًا لا شكوى فيه.';
  write('i18n/ar/phrases.json', glosses);
  try {
    ({ stdout: out } = await run('npx', ['tsx', 'scripts/content-check.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: dir },
    }));
  } catch (error) {
    ({ code, stdout: out } = error as { code: number; stdout: string });
  }
}, 180_000);

describe('content:check on a teacher review', () => {
  it('fails an Arabic meaning gloss that says the hidden word', () => {
    expect(code).toBe(1);
    expect(out).toMatch(
      /i18n\/ar\/phrases\.json short-010 englishTranslation: the gloss says the hidden word/,
    );
  });
});
