import { randomUUID } from 'node:crypto';
import {
  CIRCLE_LIMITS,
  CIRCLE_TEXTS,
  type CircleBoard,
  type CircleDetail,
  type JudgeItem,
} from '@lisan/contract';
import { eq, schema } from '@lisan/db';
import { modelAnswer } from '@lisan/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { getContentCatalog } from '@lisan/content';
import { juzOf } from './circles.assignment.js';
import { streaks } from './circles.repository.js';
import { addDays } from '../../lib/time.js';
import { recordAnswer } from '../practice/index.js';
import { board as boardOf } from './circles.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = { authorization: string } | undefined;
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  who?: TestAccount,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who?.auth as Headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function createCircle(
  teacher: TestAccount,
  name = 'Halaqa al-Fajr',
): Promise<CircleDetail & { code: string }> {
  const res = await call('POST', '/api/circles', teacher, {
    name,
    description: 'Juz 30 together',
    language: 'ar',
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function join(member: TestAccount, code: string) {
  return call('POST', '/api/circles/join', member, { code });
}

/** A circle with a teacher and one member, and an outsider who belongs to neither. */
async function circleWithMember() {
  const teacher = await createAccount(t.app, { firstName: 'Khadija', lastName: 'Bint Khuwaylid' });
  const member = await createAccount(t.app, { firstName: 'Zayd', lastName: 'ibn Thabit' });
  const outsider = await createAccount(t.app, { firstName: 'Mallory', lastName: 'Outside' });
  const circle = await createCircle(teacher);
  expect((await join(member, circle.code)).statusCode).toBe(201);
  return { teacher, member, outsider, circle };
}

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

/** Every route of the API, with the circle's ids filled in. */
function routes(circleId: string, memberId: string, postId: string) {
  return [
    { method: 'GET', url: `/api/circles/${circleId}`, teacherOnly: false },
    { method: 'PATCH', url: `/api/circles/${circleId}`, body: { name: 'Renamed' }, teacherOnly: true },
    { method: 'PATCH', url: `/api/circles/${circleId}`, body: { regenerateCode: true }, teacherOnly: true },
    { method: 'PATCH', url: `/api/circles/${circleId}`, body: { teacherId: memberId }, teacherOnly: true },
    { method: 'DELETE', url: `/api/circles/${circleId}`, teacherOnly: true },
    { method: 'POST', url: `/api/circles/${circleId}/leave`, teacherOnly: false },
    {
      method: 'PATCH',
      url: `/api/circles/${circleId}/membership`,
      body: { hiddenFromBoard: true },
      teacherOnly: false,
    },
    { method: 'DELETE', url: `/api/circles/${circleId}/members/${memberId}`, teacherOnly: true },
    {
      method: 'PUT',
      url: `/api/circles/${circleId}/assignment`,
      body: { kind: 'exerciseType', exerciseType: 'completion', targetCount: 5 },
      teacherOnly: true,
    },
    { method: 'GET', url: `/api/circles/${circleId}/phrase-options?q=2`, teacherOnly: true },
    { method: 'GET', url: `/api/circles/${circleId}/board`, teacherOnly: false },
    { method: 'GET', url: `/api/circles/${circleId}/posts`, teacherOnly: false },
    { method: 'POST', url: `/api/circles/${circleId}/posts`, body: { body: 'Salam' }, teacherOnly: false },
    { method: 'DELETE', url: `/api/circles/${circleId}/posts/${postId}`, teacherOnly: false },
    { method: 'POST', url: `/api/circles/${circleId}/posts/${postId}/report`, body: {}, teacherOnly: false },
  ] as const;
}

describe('access: every route', () => {
  it('is 401 for an anonymous caller, including the list, create and join', async () => {
    const { circle, member } = await circleWithMember();
    const all = [
      { method: 'POST', url: '/api/circles', body: { name: 'x', language: 'en' } },
      { method: 'GET', url: '/api/circles' },
      { method: 'POST', url: '/api/circles/join', body: { code: circle.code } },
      ...routes(circle.id, member.id, randomUUID()),
    ] as const;
    for (const r of all) {
      const res = await call(r.method, r.url, undefined, 'body' in r ? r.body : undefined);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
    // Nothing changed: the circle is still there with both members.
    expect((await call('GET', `/api/circles/${circle.id}`, member)).json().memberCount).toBe(2);
  });

  it('is 404 for a signed-in outsider, on every route, with the same answer as for a circle that does not exist', async () => {
    const { circle, teacher, member, outsider } = await circleWithMember();
    const post = (
      await call('POST', `/api/circles/${circle.id}/posts`, member, { body: 'First post' })
    ).json();
    for (const r of [...routes(circle.id, member.id, post.id), ...routes(randomUUID(), member.id, post.id)]) {
      const res = await call(r.method, r.url, outsider, 'body' in r ? r.body : undefined);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
      expect(res.json()).toEqual({ message: CIRCLE_TEXTS.notFound, code: 'circle_not_found' });
    }
    const after = (await call('GET', `/api/circles/${circle.id}`, teacher)).json() as CircleDetail;
    expect(after.name).toBe('Halaqa al-Fajr');
    expect(after.memberCount).toBe(2);
    expect((await call('GET', `/api/circles/${circle.id}/posts`, teacher)).json().posts).toHaveLength(1);
  });

  it("is 403 for a member on the teacher's routes, and nothing changes", async () => {
    const { circle, teacher, member } = await circleWithMember();
    const third = await createAccount(t.app, { firstName: 'Bilal' });
    await join(third, circle.code);
    for (const r of routes(circle.id, third.id, randomUUID()).filter((r) => r.teacherOnly)) {
      const res = await call(r.method, r.url, member, 'body' in r ? r.body : undefined);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().code).toBe('teacher_only');
    }
    const after = (await call('GET', `/api/circles/${circle.id}`, teacher)).json() as CircleDetail;
    expect(after).toMatchObject({
      name: 'Halaqa al-Fajr',
      code: circle.code,
      role: 'teacher',
      memberCount: 3,
      assignment: null,
    });
  });

  it('checks ids in the body and in nested paths: a member of another circle, or a post of another circle, is 404', async () => {
    const a = await circleWithMember();
    const b = await circleWithMember();
    const otherPost = (
      await call('POST', `/api/circles/${b.circle.id}/posts`, b.member, { body: 'In circle B' })
    ).json();
    expect(
      (await call('PATCH', `/api/circles/${a.circle.id}`, a.teacher, { teacherId: b.member.id })).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/circles/${a.circle.id}/members/${b.member.id}`, a.teacher)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/circles/${a.circle.id}/posts/${otherPost.id}`, a.teacher)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/circles/${a.circle.id}/posts/${otherPost.id}/report`, a.member, {}))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/circles/${a.circle.id}/posts`, a.member, {
          body: 'reply',
          parentId: otherPost.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/circles/${a.circle.id}/posts?before=${otherPost.id}`, a.member)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/circles/${b.circle.id}/posts`, b.member)).json().posts).toHaveLength(1);
  });
});

describe('circles: create, invite, join, leave', () => {
  it('returns the code to the teacher on create, and never to members', async () => {
    const { circle, member } = await circleWithMember();
    expect(circle.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(circle.role).toBe('teacher');
    const asMember = (await call('GET', `/api/circles/${circle.id}`, member)).json() as CircleDetail;
    expect(asMember.code).toBeNull();
    expect(asMember.role).toBe('member');
    const list = (await call('GET', '/api/circles', member)).json();
    expect(list.circles.map((c: CircleDetail) => [c.id, c.code])).toEqual([[circle.id, null]]);
  });

  it('validates the circle with clear messages', async () => {
    const a = await createAccount(t.app);
    const bad = await call('POST', '/api/circles', a, { name: '', language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/name/);
    expect(
      (await call('POST', '/api/circles', a, { name: 'x'.repeat(CIRCLE_LIMITS.name + 1), language: 'en' }))
        .statusCode,
    ).toBe(400);
  });

  it('joins by code typed loosely (lower case, spaces, dashes); joining twice is harmless; an unknown code is 404', async () => {
    const teacher = await createAccount(t.app);
    const member = await createAccount(t.app);
    const circle = await createCircle(teacher);
    const loose = `${circle.code.slice(0, 4).toLowerCase()}-${circle.code.slice(4)} `;
    expect((await join(member, loose)).statusCode).toBe(201);
    const again = await join(member, circle.code);
    expect(again.statusCode).toBe(200);
    expect(again.json().memberCount).toBe(2);
    const unknown = await join(member, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CIRCLE_TEXTS.codeNotFound);
  });

  it(`holds at most ${CIRCLE_LIMITS.maxMembers} members`, async () => {
    const teacher = await createAccount(t.app);
    const circle = await createCircle(teacher);
    // 49 more members written directly (signing 49 people up through the API would only test sign-up).
    const ids = Array.from({ length: CIRCLE_LIMITS.maxMembers - 1 }, () => randomUUID());
    await t.app.db.insert(schema.users).values(
      ids.map((id, i) => ({
        id,
        firstName: `M${i}`,
        lastName: 'X',
        email: `${id}@example.com`,
        passwordHash: 'x',
      })),
    );
    await t.app.db
      .insert(schema.circleMembers)
      .values(ids.map((userId) => ({ circleId: circle.id, userId })));
    const late = await createAccount(t.app);
    const res = await join(late, circle.code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CIRCLE_TEXTS.full, code: 'circle_full' });
    // A place frees up when someone is removed.
    expect((await call('DELETE', `/api/circles/${circle.id}/members/${ids[0]}`, teacher)).statusCode).toBe(
      204,
    );
    expect((await join(late, circle.code)).statusCode).toBe(201);
  });

  it('regenerating the code retires the old one', async () => {
    const { circle, teacher } = await circleWithMember();
    const res = await call('PATCH', `/api/circles/${circle.id}`, teacher, { regenerateCode: true });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().code as string;
    expect(fresh).not.toBe(circle.code);
    const newcomer = await createAccount(t.app);
    expect((await join(newcomer, circle.code)).statusCode).toBe(404);
    expect((await join(newcomer, fresh)).statusCode).toBe(201);
  });

  it('a member leaves, or is removed by the teacher; either way they lose access', async () => {
    const { circle, teacher, member } = await circleWithMember();
    const other = await createAccount(t.app);
    await join(other, circle.code);
    expect((await call('POST', `/api/circles/${circle.id}/leave`, member)).statusCode).toBe(204);
    expect((await call('GET', `/api/circles/${circle.id}`, member)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/circles/${circle.id}/members/${other.id}`, teacher)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/circles/${circle.id}/board`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/circles/${circle.id}`, teacher)).json().memberCount).toBe(1);
    const self = await call('DELETE', `/api/circles/${circle.id}/members/${teacher.id}`, teacher);
    expect(self.statusCode).toBe(400);
  });

  it('hands the teacher role over; the old teacher stays as a member and loses the code', async () => {
    const { circle, teacher, member } = await circleWithMember();
    const res = await call('PATCH', `/api/circles/${circle.id}`, teacher, { teacherId: member.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'member', code: null });
    const asNew = (await call('GET', `/api/circles/${circle.id}`, member)).json() as CircleDetail;
    expect(asNew).toMatchObject({ role: 'teacher', code: circle.code });
    expect(
      (await call('PUT', `/api/circles/${circle.id}/assignment`, teacher, { kind: 'juz', juz: 30 }))
        .statusCode,
    ).toBe(403);
  });

  it('a teacher who leaves hands the role to the longest-standing member; the last one out closes the circle', async () => {
    const { circle, teacher, member } = await circleWithMember();
    const later = await createAccount(t.app);
    await join(later, circle.code);
    expect((await call('POST', `/api/circles/${circle.id}/leave`, teacher)).statusCode).toBe(204);
    expect((await call('GET', `/api/circles/${circle.id}`, member)).json()).toMatchObject({
      role: 'teacher',
      memberCount: 2,
    });
    await call('POST', `/api/circles/${circle.id}/leave`, later);
    expect((await call('POST', `/api/circles/${circle.id}/leave`, member)).statusCode).toBe(204);
    expect(await t.app.db.select().from(schema.circles).where(eq(schema.circles.id, circle.id))).toEqual([]);
  });

  it('the teacher closes the circle: it is gone for everyone', async () => {
    const { circle, teacher, member } = await circleWithMember();
    await call('POST', `/api/circles/${circle.id}/posts`, member, { body: 'hello' });
    expect((await call('DELETE', `/api/circles/${circle.id}`, teacher)).statusCode).toBe(204);
    expect((await call('GET', `/api/circles/${circle.id}`, member)).statusCode).toBe(404);
    expect((await call('GET', '/api/circles', member)).json().circles).toEqual([]);
    expect((await join(member, circle.code)).statusCode).toBe(404);
  });
});

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

describe("the member's data", () => {
  it('exports their circles, posts and reports', async () => {
    const { circle, member } = await circleWithMember();
    await call('POST', `/api/circles/${circle.id}/posts`, member, { body: 'mine' });
    const data = (await call('GET', '/api/me/export', member)).json().data.circles;
    expect(data.memberships).toEqual([
      expect.objectContaining({ circleId: circle.id, name: 'Halaqa al-Fajr', role: 'member' }),
    ]);
    expect(data.posts).toEqual([expect.objectContaining({ circleId: circle.id, body: 'mine' })]);
  });

  it("deleting a member's account removes them and their posts from the circle", async () => {
    const { circle, teacher, member } = await circleWithMember();
    await call('POST', `/api/circles/${circle.id}/posts`, member, { body: 'soon gone' });
    expect((await call('DELETE', '/api/me', member, { password: member.password })).statusCode).toBe(204);
    const after = (await call('GET', `/api/circles/${circle.id}`, teacher)).json() as CircleDetail;
    expect(after.members.map((m) => m.userId)).toEqual([teacher.id]);
    expect((await call('GET', `/api/circles/${circle.id}/posts`, teacher)).json().posts).toEqual([]);
  });

  it("deleting the teacher's account hands the circle to the longest-standing member, or closes it when empty", async () => {
    const { circle, teacher, member } = await circleWithMember();
    const later = await createAccount(t.app);
    await join(later, circle.code);
    const alone = await createAccount(t.app);
    const solo = await createCircle(alone, 'Alone');

    expect((await call('DELETE', '/api/me', teacher, { password: teacher.password })).statusCode).toBe(204);
    expect((await call('GET', `/api/circles/${circle.id}`, member)).json()).toMatchObject({
      role: 'teacher',
      memberCount: 2,
    });

    expect((await call('DELETE', '/api/me', alone, { password: alone.password })).statusCode).toBe(204);
    expect(await t.app.db.select().from(schema.circles).where(eq(schema.circles.id, solo.id))).toEqual([]);
  });
});

describe('API documentation', () => {
  it('lists every circle route in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths).filter((p) => p.startsWith('/api/circles'));
    expect(paths.sort()).toEqual(
      [
        '/api/circles',
        '/api/circles/join',
        '/api/circles/{id}',
        '/api/circles/{id}/leave',
        '/api/circles/{id}/membership',
        '/api/circles/{id}/members/{userId}',
        '/api/circles/{id}/assignment',
        '/api/circles/{id}/phrase-options',
        '/api/circles/{id}/board',
        '/api/circles/{id}/posts',
        '/api/circles/{id}/posts/{postId}',
        '/api/circles/{id}/posts/{postId}/report',
      ].sort(),
    );
  });
});
