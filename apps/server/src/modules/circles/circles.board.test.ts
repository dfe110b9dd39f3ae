import { randomUUID } from 'node:crypto';
import { CIRCLE_TEXTS, type CircleBoard, type CircleDetail, type JudgeItem } from '@lisan/contract';
import { schema } from '@lisan/db';
import { modelAnswer } from '@lisan/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { getContentCatalog } from '@lisan/content';
import { addDays } from '../../lib/time.js';
import { recordAnswer } from '../practice/index.js';
import { juzOf } from './circles.board.assignment.js';
import { streaks } from './circles.board.recount.repository.js';
import { board as boardOf } from './circles.board.service.js';
import { circleApi } from './circles.test-support.js';

/* The board through the API: the week's assignment, each member's practice and progress, streaks and hiding. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, createCircle, join, circleWithMember } = circleApi(() => t.app);

/** Answers a completion exercise through the API, as the exercise screen does. */
async function answer(who: TestAccount, phraseId: string, right: boolean) {
  const item = getContentCatalog().getExerciseItem('completion', phraseId) as JudgeItem;
  const res = await call('POST', '/api/validate-answer', who, {
    exerciseType: 'completion',
    phraseId,
    userAnswer: right ? modelAnswer(item) : 'كتاب جميل على الطاولة',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().isCorrect).toBe(right);
}

describe('weekly assignment and board', () => {
  const catalog = getContentCatalog();
  const [p1, p2, p3] = catalog.phrases.slice(0, 3).map((p) => p.id) as [string, string, string];

  it("a phrase set: progress counts each member's attempts on its phrases this week, and one click opens the next phrase", async () => {
    const { circle, teacher, member } = await circleWithMember();
    const set = await call('PUT', `/api/circles/${circle.id}/assignment`, teacher, {
      kind: 'phrases',
      phraseIds: [p1, p2, p3],
      note: 'Three a day',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      kind: 'phrases',
      phraseIds: [p1, p2, p3],
      targetCount: 3,
      note: 'Three a day',
      practise: { exerciseType: 'completion', subjectId: p1 },
    });

    await answer(member, p1, true);
    await answer(member, p1, false);
    await answer(member, p2, true);
    // Practice outside the set counts on the board, not towards the assignment.
    await answer(member, catalog.phrases[10]!.id, true);

    const mine = (await call('GET', '/api/circles', member)).json().circles[0];
    expect(mine.assignment.myProgress).toEqual({
      attempts: 3,
      correct: 2,
      accuracy: 66.7,
      done: 2,
      target: 3,
      percent: 66,
    });
    expect(mine.assignment.practise).toEqual({ exerciseType: 'completion', subjectId: p3 });

    const board = (await call('GET', `/api/circles/${circle.id}/board`, teacher)).json() as CircleBoard;
    const row = board.rows.find((r) => r.userId === member.id)!;
    expect(row).toMatchObject({
      displayName: 'Zayd I.',
      exercises: 4,
      correct: 3,
      accuracy: 75,
      streakDays: 1,
    });
    expect(row.assignment).toMatchObject({ done: 2, target: 3, attempts: 3 });
    const teacherRow = board.rows.find((r) => r.userId === teacher.id)!;
    expect(teacherRow).toMatchObject({
      displayName: 'Khadija B.',
      role: 'teacher',
      exercises: 0,
      streakDays: 0,
      assignment: { done: 0, percent: 0 },
    });
  });

  it('an exercise type with a target count counts answers of that type', async () => {
    const { circle, teacher, member } = await circleWithMember();
    await call('PUT', `/api/circles/${circle.id}/assignment`, teacher, {
      kind: 'exerciseType',
      exerciseType: 'completion',
      targetCount: 2,
    });
    await answer(member, p1, true);
    await answer(member, p2, true);
    await answer(member, p3, false);
    const mine = (await call('GET', `/api/circles/${circle.id}`, member)).json() as CircleDetail;
    expect(mine.assignment!.myProgress).toMatchObject({ attempts: 3, done: 3, target: 2, percent: 100 });
    expect(mine.assignment!.practise).toEqual({ exerciseType: 'completion', subjectId: null });
  });

  it("a surah or a juz covers the library's phrases from it; unknown phrases and empty selections are refused", async () => {
    const { circle, teacher } = await circleWithMember();
    const phrase = catalog.phrases[0]!;
    const surah = await call('PUT', `/api/circles/${circle.id}/assignment`, teacher, {
      kind: 'surah',
      surah: phrase.ref.surah,
    });
    expect(surah.statusCode).toBe(200);
    const expected = catalog.phrases.filter((p) => p.ref.surah === phrase.ref.surah).map((p) => p.id);
    expect(surah.json().phraseIds).toEqual(expected);
    const juz = await call('PUT', `/api/circles/${circle.id}/assignment`, teacher, {
      kind: 'juz',
      juz: juzOf(phrase.ref.surah, phrase.ref.ayah),
    });
    expect(juz.json().phraseIds).toContain(phrase.id);
    // The week has one assignment: the last one set replaces the one before.
    expect((await call('GET', `/api/circles/${circle.id}`, teacher)).json().assignment.kind).toBe('juz');

    const unknown = await call('PUT', `/api/circles/${circle.id}/assignment`, teacher, {
      kind: 'phrases',
      phraseIds: ['short-99999'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CIRCLE_TEXTS.unknownPhrase('short-99999'));
    expect(
      (await call('PUT', `/api/circles/${circle.id}/assignment`, teacher, { kind: 'juz', juz: 31 }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/api/circles/${circle.id}/assignment`, teacher, {
          kind: 'exerciseType',
          exerciseType: 'juggling',
          targetCount: 3,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('counts what a member practised before joining, and answers given before the assignment was set', async () => {
    const teacher = await createAccount(t.app, { firstName: 'Ubayy', lastName: 'ibn Kab' });
    const member = await createAccount(t.app, { firstName: 'Muadh', lastName: 'ibn Jabal' });
    const circle = await createCircle(teacher);
    const other = await createCircle(teacher, 'Halaqa al-Asr');
    await answer(member, p1, true);
    await answer(member, p2, false);
    expect((await join(member, circle.code)).statusCode).toBe(201);
    await answer(member, p2, true);
    expect((await join(member, other.code)).statusCode).toBe(201);
    const assigned = await call('PUT', `/api/circles/${circle.id}/assignment`, teacher, {
      kind: 'phrases',
      phraseIds: [p1, p2, p3],
    });
    expect(assigned.statusCode).toBe(200);

    const board = (await call('GET', `/api/circles/${circle.id}/board`, member)).json() as CircleBoard;
    expect(board.rows.find((r) => r.isMe)).toMatchObject({
      exercises: 3,
      correct: 2,
      streakDays: 1,
      assignment: { attempts: 3, correct: 2, done: 2, target: 3 },
    });
    // An answer after all that counts on the board of every circle the member is in.
    await answer(member, p3, true);
    for (const id of [circle.id, other.id]) {
      const row = ((await call('GET', `/api/circles/${id}/board`, teacher)).json() as CircleBoard).rows.find(
        (r) => r.userId === member.id,
      );
      expect(row?.exercises).toBe(4);
    }
    const mine = (await call('GET', `/api/circles/${circle.id}`, member)).json() as CircleDetail;
    expect(mine.assignment!.myProgress).toMatchObject({ attempts: 4, done: 3, percent: 100 });
  });

  it("keeps a member's streak as they answer day after day, and shows none once a day is missed", async () => {
    const { circle, member } = await circleWithMember();
    const day = (n: number) => new Date(Date.UTC(2026, 2, 10 + n, 12));
    const item = getContentCatalog().getExerciseItem('completion', p1) as JudgeItem;
    const record = (n: number) =>
      recordAnswer(t.app.db, {
        userId: member.id,
        exerciseType: 'completion',
        itemId: p1,
        phraseId: p1,
        userAnswer: modelAnswer(item),
        correctAnswer: modelAnswer(item),
        verdict: 'correct',
        judge: 'builtin',
        feedback: '',
        now: day(n),
      });
    const streakOn = async (n: number) =>
      (await boardOf(t.app.db, member.id, circle.id, day(n))).rows.find((r) => r.isMe)!.streakDays;
    for (const n of [0, 1, 1, 2]) await record(n);
    expect(await streakOn(2)).toBe(3);
    expect(await streakOn(3)).toBe(3);
    expect(await streakOn(4)).toBe(0);
    await record(5);
    expect(await streakOn(5)).toBe(1);
  });

  it("the teacher's phrase picker finds phrases by Arabic words, translation, reference and surah name", async () => {
    const { circle, teacher } = await circleWithMember();
    const phrase = catalog.phrases.find((p) => p.standardText.split(' ').length >= 3 && p.ref.surah > 1)!;
    const search = async (q: string, lang = 'en') => {
      const res = await call(
        'GET',
        `/api/circles/${circle.id}/phrase-options?${new URLSearchParams({ q, lang })}`,
        teacher,
      );
      expect(res.statusCode).toBe(200);
      return res.json() as {
        phrases: { id: string; reference: string; translation: string }[];
        total: number;
      };
    };
    // Two of the phrase's words, from the corpus, typed without vowels and in either order.
    const words = phrase.standardText.split(' ');
    const byArabic = await search(`${words[2]} ${words[0]}`);
    expect(byArabic.phrases.map((p) => p.id)).toContain(phrase.id);
    const byReference = await search(`${phrase.ref.surah}:${phrase.ref.ayah}`);
    expect(byReference.phrases.map((p) => p.id)).toContain(phrase.id);
    expect(
      byReference.phrases.every((p) => p.reference.startsWith(`${phrase.ref.surah}:${phrase.ref.ayah}`)),
    ).toBe(true);
    const longest = phrase.englishTranslation.split(/\W+/u).sort((a, b) => b.length - a.length)[0]!;
    expect((await search(longest.toUpperCase())).phrases.length).toBeGreaterThan(0);
    expect((await search(phrase.surahName.transliteration)).total).toBe(
      catalog.phrases.filter((p) => p.ref.surah === phrase.ref.surah).length,
    );
    // In Arabic the translation shown is the corpus's Arabic-interface text when there is one.
    const inArabic = await search(`${phrase.ref.surah}:${phrase.ref.ayah}`, 'ar');
    expect(inArabic.phrases[0]!.translation).toBe(phrase.translations.ar ?? phrase.englishTranslation);
    expect((await search('zzzzqqq')).total).toBe(0);
  });

  it("counts each member's streak as the dashboard does: days in a row ending today or yesterday", async () => {
    const today = '2026-03-10';
    const days = (userId: string, back: number[]) => back.map((n) => ({ userId, date: addDays(today, -n) }));
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await t.app.db.insert(schema.practiceDays).values([
      ...days(a, [0, 1, 2, 4, 5]),
      ...days(b, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 30]),
      ...days(c, [2, 3]),
      // A day after "today" (another time zone) does not break the run.
      ...days(d, [-1, 0]),
    ]);
    const result = await streaks(
      t.app.db,
      [a, b, c, d].map((userId) => ({ userId, today })),
    );
    expect(Object.fromEntries([a, b, c, d].map((id) => [id, result.get(id) ?? 0]))).toEqual({
      [a]: 3,
      [b]: 10,
      [c]: 0,
      [d]: 1,
    });
  });

  it("knows where the ajza' begin", () => {
    expect(juzOf(1, 7)).toBe(1);
    expect(juzOf(2, 141)).toBe(1);
    expect(juzOf(2, 142)).toBe(2);
    expect(juzOf(18, 74)).toBe(15);
    expect(juzOf(18, 75)).toBe(16);
    expect(juzOf(114, 6)).toBe(30);
  });

  it("shows names as first name and last initial, never emails; a member can hide from everyone else's board", async () => {
    const { circle, teacher, member } = await circleWithMember();
    const third = await createAccount(t.app, { firstName: 'Asma', lastName: 'bint Abi Bakr' });
    await join(third, circle.code);
    await answer(member, p1, true);

    const before = await call('GET', `/api/circles/${circle.id}/board`, third);
    expect(before.json().rows.map((r: { displayName: string }) => r.displayName)).toEqual([
      'Khadija B.',
      'Zayd I.',
      'Asma B.',
    ]);
    for (const url of [`/api/circles/${circle.id}/board`, `/api/circles/${circle.id}`, '/api/circles']) {
      const body = (await call('GET', url, third)).body;
      for (const who of [teacher, member, third]) expect(body).not.toContain(who.email);
    }

    expect(
      (await call('PATCH', `/api/circles/${circle.id}/membership`, member, { hiddenFromBoard: true })).json(),
    ).toEqual({ hiddenFromBoard: true });
    for (const viewer of [teacher, third]) {
      const board = (await call('GET', `/api/circles/${circle.id}/board`, viewer)).json() as CircleBoard;
      expect(board.rows.map((r) => r.userId)).not.toContain(member.id);
      expect(board.hiddenCount).toBe(1);
    }
    const own = (await call('GET', `/api/circles/${circle.id}/board`, member)).json() as CircleBoard;
    expect(own.rows.find((r) => r.isMe)).toMatchObject({ hidden: true, exercises: 1 });
  });
});
