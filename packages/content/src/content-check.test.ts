import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './files.js';

/**
 * `npm run content:check` holds the answer lists to their minimums: ≥ 15 verses per thematic bank
 * (fewer only where the Qur'an itself has fewer), ≥ 8 per wisdom sentence, no
 * verse listed twice, and a substitution lexicon that points at real items with Arabic forms.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function contentCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'lisan-content-'));
  dirs.push(dir);
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  edit(dir);
  return dir;
}
const json = (dir: string, file: string) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as Array<Record<string, unknown>>;
const write = (dir: string, file: string, data: unknown) =>
  writeFileSync(join(dir, file), JSON.stringify(data));

async function check(dir: string): Promise<{ code: number; out: string }> {
  try {
    // tsx itself: npx would resolve the package again on every run, at about half a second of CPU each.
    const { stdout } = await run(join(root, 'node_modules/.bin/tsx'), ['scripts/content-check.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: dir },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

describe('content:check on the answer lists', () => {
  it(
    'fails for a bank cut below 15 verses, a verse listed twice, and a lexicon entry for no item',
    { timeout: 180_000 },
    async () => {
      const dir = contentCopy((d) => {
        const banks = json(d, 'themes/banks.json') as Array<{ id: string; verses: unknown[] }>;
        banks[0]!.verses = banks[0]!.verses.slice(0, 10);
        banks[1]!.verses.push(banks[1]!.verses[0]);
        write(d, 'themes/banks.json', banks);
        const lexicon = json(d, 'lexicon/substitution.json');
        lexicon.push({
          itemId: 'substitution-999999',
          forms: ['الطلاب'],
          why: 'an item that does not exist',
        });
        write(d, 'lexicon/substitution.json', lexicon);
      });
      const { code, out } = await check(dir);
      expect(code).toBe(1);
      expect(out).toMatch(/theme bank-001: needs at least 15 verses \(has 10\)/);
      expect(out).toMatch(/theme bank-002: \d+:\d+ is listed twice/);
      expect(out).toMatch(/substitution-999999.*does not exist/);
    },
  );

  it('fails for a wisdom sentence cut below 8 verses', { timeout: 180_000 }, async () => {
    const dir = contentCopy((d) => {
      const sentences = json(d, 'wisdom/sentences.json') as Array<{ id: string; related: unknown[] }>;
      sentences[0]!.related = sentences[0]!.related.slice(0, 7);
      write(d, 'wisdom/sentences.json', sentences);
    });
    const { code, out } = await check(dir);
    expect(code).toBe(1);
    expect(out).toMatch(/wisdom wisdom-001: needs at least 8 related verses \(has 7\)/);
  });
});

describe('content:check on the use and practical items', () => {
  it(
    'reports them by situation and fails below the minimums or for an everyday-only line without its reply',
    { timeout: 180_000 },
    async () => {
      const dir = contentCopy((d) => {
        const items = json(d, 'exercises/conversation.json') as Array<{
          id: string;
          everydayOnly?: boolean;
          situation?: string;
        }>;
        const shopping = items.filter((i) => i.everydayOnly && i.situation === 'shopping');
        // Ten shopping lines that no longer ask for everyday Arabic only, and eleven dropped from the market.
        shopping.slice(0, 10).forEach((i) => delete i.everydayOnly);
        shopping.slice(10, 21).forEach((i) => delete i.situation);
        write(d, 'exercises/conversation.json', items);
        const replies = json(d, 'everyday/replies.json');
        const lastShopping = shopping[shopping.length - 1]!.id;
        write(
          d,
          'everyday/replies.json',
          replies.filter((r) => r.itemId !== lastShopping),
        );
      });
      const { code, out } = await check(dir);
      expect(code).toBe(1);
      expect(out).toMatch(/phrases put to use\s+\d+\s+\(minimum 550\)/);
      expect(out).toMatch(/everyday-only \(practical\) items\s+140\s+\(minimum 150\)/);
      expect(out).toMatch(/shopping \(\d+ everyday-only\)\s+\d+\s+\(minimum 30\)/);
      expect(out).toMatch(/everyday-only \(practical\) items: 140 of 150 \(10 short\)/);
      expect(out).toMatch(/shopping \(\d+ everyday-only\): 29 of 30 \(1 short\)/);
      expect(out).toMatch(/asks only for everyday Arabic but content\/everyday has no reply for it/);
    },
  );
});

describe('content:check on the keys of everyday-only items', () => {
  it('fails for an everyday-only item whose everyday reply names no keys', { timeout: 180_000 }, async () => {
    let bare = '';
    const dir = contentCopy((d) => {
      const replies = json(d, 'everyday/replies.json') as Array<{ itemId: string; keys?: string[][] }>;
      const entry = replies.find((r) => r.keys)!;
      bare = entry.itemId;
      delete entry.keys;
      write(d, 'everyday/replies.json', replies);
    });
    const { code, out } = await check(dir);
    expect(code).toBe(1);
    expect(out).toContain(`${bare}: asks only for everyday Arabic but content/everyday names no keys for it`);
  });
});
