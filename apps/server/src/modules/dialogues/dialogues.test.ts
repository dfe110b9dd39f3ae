import { getContentCatalog } from '@lisan/content';
import {
  DIALOGUE_SITUATIONS,
  dialogueListResponseSchema,
  dialogueTurnResponseSchema,
  dialogueViewSchema,
  unitListResponseSchema,
} from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { judge, modelAnswer } from '@lisan/judge';
import { findAttempt, findCard } from '../progress/index.js';
import { dialoguesOf, unitsOf } from '../content/index.js';

const dialoguesUnits = () => unitsOf(getContentCatalog());
import { saysEverydayReply } from '@lisan/judge';

let t: TestApp;
let learner: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  learner = await createAccount(t.app);
});
afterAll(async () => {
  await t.close();
});

/** What a learner types for a phrase: its standard spelling from the corpus, never typed here. */
const said = (phraseId: string) => getContentCatalog().getPhraseSpan(phraseId)!.standard;

const answer = (dialogueId: string, turnId: string, text: string, language = 'en', account = learner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dialogues/${dialogueId}/turns`,
    headers: account.auth,
    payload: { turnId, answer: text, language },
  });

describe('GET /api/dialogues', () => {
  it('lists at least sixty dialogues over every situation, none finished yet', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dialogues', headers: learner.auth });
    expect(res.statusCode).toBe(200);
    const { dialogues } = dialogueListResponseSchema.parse(res.json());
    expect(dialogues.length).toBeGreaterThanOrEqual(60);
    for (const s of DIALOGUE_SITUATIONS)
      expect(dialogues.filter((d) => d.situation === s).length).toBeGreaterThanOrEqual(6);
    expect(dialogues.every((d) => !d.completed && d.turns >= 3)).toBe(true);
  });

  it('serves one dialogue in the interface language; in Arabic the line stands without a gloss', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/dialogues/dialogue-greeting-01?lang=en' });
    const view = dialogueViewSchema.parse(en.json());
    expect(view.title).toBe('Visiting a neighbour');
    expect(view.turns[0]!.line.translation).toMatch(/Peace be upon you/);
    expect(view.turns[0]!.reply!.verses[0]).toMatchObject({ phraseId: 'short-600', surahAyah: '6:54' });
    const ar = await t.app.inject({
      method: 'GET',
      url: '/api/dialogues/dialogue-greeting-01',
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.json().turns[0].line.translation).toBeNull();
    expect(ar.json().title).toBe('زيارة الجار');
    const missing = await t.app.inject({ method: 'GET', url: '/api/dialogues/dialogue-none-99' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/dialogues/:id/turns', () => {
  it("takes a fitting verse: the dialogue goes on, the answer is recorded and moves the verse's card", async () => {
    const res = await answer('dialogue-greeting-01', 'a', said('short-600'));
    expect(res.statusCode).toBe(200);
    const body = dialogueTurnResponseSchema.parse(res.json());
    expect(body).toMatchObject({ outcome: 'verse', verdict: 'correct', chosen: 'short-600', next: 'b' });
    const attempt = await findAttempt(t.db.db, body.attemptId);
    expect(attempt).toMatchObject({
      userId: learner.id,
      exerciseType: 'roleplay',
      itemId: 'dialogue-greeting-01/a',
      phraseId: 'short-600',
      verdict: 'correct',
    });
    expect(await findCard(t.db.db, learner.id, 'short-600')).toBeDefined();
  });

  it('takes the everyday reply as good Arabic and shows how a verse says it, neither a failure nor a misquote', async () => {
    const res = await answer('dialogue-greeting-01', 'a', 'وعليكم السلام ورحمة الله');
    const body = dialogueTurnResponseSchema.parse(res.json());
    expect(body).toMatchObject({ outcome: 'everyday', verdict: 'almost', chosen: 'everyday', next: 'b' });
    expect(body.feedback).toMatch(/Now say it with a verse/);
    expect(body.errors).toEqual([]);
    expect(body.verses.map((v) => v.phraseId)).toEqual(['short-600', 'short-102']);
    const attempt = await findAttempt(t.db.db, body.attemptId);
    expect(attempt).toMatchObject({ verdict: 'almost', phraseId: null });
    const ar = dialogueTurnResponseSchema.parse(
      (await answer('dialogue-greeting-02', 'a', 'صباح النور! بخير والحمد لله', 'ar')).json(),
    );
    expect(ar.outcome).toBe('everyday');
    expect(ar.feedback).toMatch(/والآن قلها بآية/);
  });

  it('never accepts a misquoted verse: a word of it changed is tried again', async () => {
    const words = said('short-007').split(' ');
    const changed = [...words.slice(0, -1), words.at(-1)!.replace(/^ال/, '')].join(' ');
    const body = dialogueTurnResponseSchema.parse(
      (await answer('dialogue-greeting-01', 'b', changed)).json(),
    );
    expect(body.outcome).toBe('retry');
    expect(body.verdict).not.toBe('correct');
    expect(body.next).toBeNull();
  });

  it('branches on the verse chosen', async () => {
    const settle = dialogueTurnResponseSchema.parse(
      (await answer('dialogue-shopping-02', 'a', said('short-150'))).json(),
    );
    expect(settle).toMatchObject({ outcome: 'verse', chosen: 'short-150', next: 'b1' });
    const accept = dialogueTurnResponseSchema.parse(
      (await answer('dialogue-shopping-02', 'a', said('short-166'))).json(),
    );
    expect(accept).toMatchObject({ outcome: 'verse', chosen: 'short-166', next: 'b2' });
  });

  it('counts a dialogue finished once its last turn is answered with a verse', async () => {
    const other = await createAccount(t.app);
    const turns: Array<[string, string]> = [
      ['a', 'short-600'],
      ['b', 'short-007'],
      ['c', 'short-030'],
    ];
    let next: string | null = 'a';
    for (const [turn, phrase] of turns) {
      expect(turn).toBe(next);
      const body = dialogueTurnResponseSchema.parse(
        (await answer('dialogue-greeting-01', turn, said(phrase), 'en', other)).json(),
      );
      expect(body.outcome).toBe('verse');
      next = body.next;
    }
    expect(next).toBe('d');
    const list = dialogueListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/dialogues', headers: other.auth })).json(),
    );
    expect(list.dialogues.filter((d) => d.completed).map((d) => d.id)).toEqual(['dialogue-greeting-01']);
    // The unit that teaches greeting counts the dialogue, and the phrases said in it now have review cards.
    const units = unitListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/units', headers: other.auth })).json(),
    ).units;
    const greet = units.find((u) => u.purpose === 'greet')!;
    expect(greet.done.dialogues).toBe(1);
    expect(greet.done.phrases).toBeGreaterThanOrEqual(2);
  });

  it('refuses an empty answer, an unknown dialogue and the closing line with a sentence', async () => {
    const empty = await answer('dialogue-greeting-01', 'a', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBeTruthy();
    expect((await answer('dialogue-none-99', 'a', 'سلام')).statusCode).toBe(404);
    const closing = await answer('dialogue-greeting-01', 'd', 'سلام');
    expect(closing.statusCode).toBe(404);
    expect(closing.json().message).toMatch(/no learner turn/);
    const noTurn = await t.app.inject({
      method: 'POST',
      url: '/api/dialogues/dialogue-greeting-01/turns',
      payload: { answer: 'سلام' },
    });
    expect(noTurn.statusCode).toBe(400);
  });
});

describe('every dialogue turn', () => {
  it('accepts each of its fitting verses (adapted where its usage note asks), and knows its everyday reply', async () => {
    const dialogues = dialoguesOf(getContentCatalog());
    const refused: string[] = [];
    for (const d of dialogues.dialogues)
      for (const turn of d.turns) {
        if (!turn.reply) continue;
        const item = dialogues.judgeItem(d, turn.id)!;
        for (const [index, v] of turn.reply.verses.entries()) {
          const answer = modelAnswer({ ...item, phrases: [item.phrases[index]!] });
          const r = await judge({ exerciseType: 'roleplay', item, answer, language: 'en' });
          if (r.verdict !== 'correct') refused.push(`${item.itemId} ${v.key}: ${r.verdict}`);
        }
        const everyday = turn.reply.everyday.map((e) => e.ar);
        for (const e of everyday)
          if (!saysEverydayReply(e, everyday)) refused.push(`${item.itemId} everyday`);
      }
    expect(refused).toEqual([]);
  });
});

describe('GET /api/units', () => {
  it('lists 20–30 units by purpose, each easiest first, and places a new learner at the first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/units?lang=ar' });
    expect(res.statusCode).toBe(200);
    const { units } = unitListResponseSchema.parse(res.json());
    expect(units.length).toBeGreaterThanOrEqual(20);
    expect(units.length).toBeLessThanOrEqual(30);
    expect(units[0]).toMatchObject({ purpose: 'greet', title: 'التحية', current: true });
    expect(units.filter((u) => u.current)).toHaveLength(1);
    for (const u of units) {
      expect(u.phrases).toBeGreaterThanOrEqual(3);
      expect(u.dialogues).toBeGreaterThanOrEqual(1);
      expect(u.next).toMatchObject({ kind: 'phrase', type: 'completion' });
    }
    // Short before long: the first phrase of a unit is no longer than its last.
    const catalog = getContentCatalog();
    const words = (id: string) => catalog.getPhrase(id)!.standardText.split(' ').length;
    const greet = dialoguesUnits().units[0]!;
    expect(words(greet.phraseIds[0]!)).toBeLessThanOrEqual(words(greet.phraseIds.at(-1)!));
  });
});
