import { randomUUID } from 'node:crypto';
import { CIRCLE_LIMITS, CIRCLE_TEXTS, type CircleDetail } from '@lisan/contract';
import { eq, schema } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { circleApi } from './circles.test-support.js';

/* Circles through the API: who may call what, creating, inviting, joining and leaving, and the member's data. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, createCircle, join, circleWithMember } = circleApi(() => t.app);

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
