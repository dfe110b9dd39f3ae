import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { lookupSpan } from '@lisan/arabic';
import { DIALOGUE_SITUATIONS, DIALOGUES_PER_SITUATION_MIN } from '@lisan/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../files.js';
import { contentFixture } from '../testing.js';
import { getContentCatalog } from './catalog.js';
import { buildDialogues, dialogueCounts } from './dialogues.js';
import { readEverydayReplies } from './everyday.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const line = (ar: string, en: string) => ({ ar, en, id: en, tr: en, zh: en, sw: en });
const reply = (verses: unknown[], next?: unknown) => ({
  task: { en: 'Answer with a verse.', ar: 'أجب بآية.' },
  verses,
  everyday: [{ ar: 'شكرا جزيلا', en: 'Thank you very much' }],
  ...(next ? { next } : {}),
});
const dialogue = (id: string, turns: unknown[]) => ({
  id,
  situation: 'greeting',
  title: { en: 'A test', ar: 'اختبار', id: 'Tes', tr: 'Test', zh: '测试', sw: 'Jaribio' },
  difficulty: 1,
  turns,
});
function fixture(dialogues: unknown[]) {
  const dir = contentFixture({ 'dialogues/test.json': dialogues });
  dirs.push(dir);
  return buildDialogues(getContentCatalog(), dir);
}

describe('the scripted dialogues', () => {
  const built = buildDialogues(getContentCatalog());

  it('load without a problem, at least six per situation, every path asking for 3–5 answers', () => {
    expect(built.issues).toEqual([]);
    expect(built.dialogues.length).toBeGreaterThanOrEqual(60);
    const counts = dialogueCounts(built.dialogues);
    for (const s of DIALOGUE_SITUATIONS)
      expect(counts[s]).toBeGreaterThanOrEqual(DIALOGUES_PER_SITUATION_MIN);
    for (const d of built.dialogues) {
      expect(d.pathTurns.min).toBeGreaterThanOrEqual(3);
      expect(d.pathTurns.max).toBeLessThanOrEqual(5);
    }
  });

  it('serve each fitting verse as the corpus has it at its reference', () => {
    for (const d of built.dialogues)
      for (const t of d.turns)
        for (const v of t.reply?.verses ?? []) {
          const span = lookupSpan(v.span.ref);
          if (typeof span === 'string') throw new Error(span);
          expect(v.span.uthmani).toBe(span.uthmani);
        }
  });

  it('serve a branch: the turn that follows depends on the verse chosen', () => {
    const d = built.get('dialogue-shopping-02')!;
    const view = built.view(d, 'en');
    const first = view.turns.find((t) => t.id === view.start)!;
    expect(first.reply!.next).toMatchObject({ 'short-150': 'b1', 'short-166': 'b2' });
    expect(first.line.translation).toContain('shirt');
    expect(built.view(d, 'ar').turns[0]!.line.translation).toBeNull();
  });

  it("judge a turn as a role-play answer against that turn's verses only", () => {
    const d = built.get('dialogue-greeting-01')!;
    const item = built.judgeItem(d, 'b')!;
    expect(item.type).toBe('roleplay');
    expect(item.itemId).toBe('dialogue-greeting-01/b');
    expect(item.phrases.map((p) => p.phraseId)).toEqual(['short-007']);
    expect(built.judgeItem(d, 'd')).toBeUndefined();
  });
});

describe('a dialogue that breaks the rules is reported and left out', () => {
  it("too few answers, an unknown phrase, a branch to nowhere, Allah's words unmarked", () => {
    const built = fixture([
      dialogue('dialogue-greeting-90', [
        {
          id: 'a',
          say: line('السلام عليكم', 'Peace be upon you'),
          reply: reply([{ phraseId: 'short-600' }]),
        },
        { id: 'b', say: line('كيف حالك؟', 'How are you?'), reply: reply([{ phraseId: 'short-007' }]) },
        { id: 'c', say: line('مع السلامة', 'Goodbye') },
      ]),
      dialogue('dialogue-greeting-91', [
        { id: 'a', say: line('السلام عليكم', 'Peace'), reply: reply([{ phraseId: 'short-99999' }]) },
        { id: 'b', say: line('مع السلامة', 'Goodbye') },
      ]),
      dialogue('dialogue-greeting-92', [
        {
          id: 'a',
          say: line('أنا وحيد هنا', 'I am alone here'),
          reply: reply([{ phraseId: 'short-056' }], 'z'),
        },
        { id: 'b', say: line('مع السلامة', 'Goodbye') },
      ]),
    ]);
    const messages = built.issues.map((i) => `${i.id}: ${i.message}`);
    expect(messages).toContainEqual(
      expect.stringMatching(/^dialogue-greeting-90: a path asks for 2 answers/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^dialogue-greeting-91: .*short-99999 does not exist/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^dialogue-greeting-92: .*short-056 Allah may speak/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^dialogue-greeting-92: .*goes to z, which is not a turn/),
    );
    expect(built.dialogues).toEqual([]);
  });

  it("a verse quoted as Allah's words is accepted with a note that says so", () => {
    const turn = (id: string, next?: string) => ({
      id,
      say: line('أشعر أن الله بعيد عني', 'I feel Allah is far from me'),
      reply: reply(
        [
          {
            phraseId: 'short-056',
            quoteAsAllahsWords: true,
            note: "Quote it as Allah's words: قال الله تعالى",
          },
        ],
        next,
      ),
    });
    const built = fixture([
      dialogue('dialogue-greeting-93', [
        turn('a'),
        turn('b'),
        turn('c'),
        { id: 'd', say: line('جزاك الله خيرا', 'May Allah reward you') },
      ]),
    ]);
    expect(built.issues).toEqual([]);
    const view = built.view(built.dialogues[0]!, 'en');
    expect(view.turns[0]!.reply!.verses[0]).toMatchObject({ quoteAsAllahsWords: true, surahAyah: '50:16' });
  });
});

describe('content:check on the dialogues', () => {
  it('fails when a situation falls below six dialogues', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lisan-content-'));
    dirs.push(dir);
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    rmSync(join(dir, 'dialogues', 'travel.json'));
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    // tsx itself: npx would resolve the package again, at about half a second of CPU.
    const out = await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['scripts/content-check.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: dir },
    }).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
    );
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/travel: 0 of 6 \(6 short\)/);
    expect(out.stdout).toMatch(/dialogues: 54 of 60/);
  });
});

describe('the everyday reply beside the verse', () => {
  it('is written for every conversation and role-play item, keyed by item id', () => {
    const catalog = getContentCatalog();
    const replies = readEverydayReplies(catalog);
    expect(replies.issues).toEqual([]);
    const items = [...catalog.itemsOf('conversation'), ...catalog.itemsOf('roleplay')];
    expect(items.filter((i) => replies.of(i.itemId).length === 0).map((i) => i.itemId)).toEqual([]);
    expect(replies.of('conversation-001')[0]!.ar).toMatch(/وعليكم السلام/);
  });

  it('reports an entry for an item that does not exist', () => {
    const dir = contentFixture({
      'everyday/replies.json': [{ itemId: 'roleplay-99999', everyday: [{ ar: 'شكرا', en: 'Thanks' }] }],
    });
    dirs.push(dir);
    const replies = readEverydayReplies(getContentCatalog(), dir);
    expect(replies.issues.map((i) => i.message)).toEqual(['there is no roleplay item roleplay-99999']);
  });
});
