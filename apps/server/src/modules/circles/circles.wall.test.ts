import { CIRCLE_LIMITS, CIRCLE_TEXTS } from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { circleApi } from './circles.test-support.js';

/* The circle wall through the API: posts, replies, deleting and reporting (circles.wall.ts). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, join, circleWithMember } = circleApi(() => t.app);

describe('the wall', () => {
  it('posts and replies, newest post first with replies in order; text is kept exactly as written', async () => {
    const { circle, teacher, member } = await circleWithMember();
    const first = (
      await call('POST', `/api/circles/${circle.id}/posts`, member, {
        body: '<script>alert(1)</script> & "quotes"',
      })
    ).json();
    const second = await call('POST', `/api/circles/${circle.id}/posts`, teacher, {
      body: '  Barak Allahu feekum  ',
    });
    expect(second.statusCode).toBe(201);
    const reply = await call('POST', `/api/circles/${circle.id}/posts`, teacher, {
      body: 'Well done',
      parentId: first.id,
    });
    expect(reply.json()).toMatchObject({ parentId: first.id, author: { displayName: 'Khadija B.' } });
    expect(
      (
        await call('POST', `/api/circles/${circle.id}/posts`, member, {
          body: 'nested',
          parentId: reply.json().id,
        })
      ).statusCode,
    ).toBe(400);

    const wall = (await call('GET', `/api/circles/${circle.id}/posts`, member)).json();
    expect(wall.posts.map((p: { body: string }) => p.body)).toEqual([
      'Barak Allahu feekum',
      '<script>alert(1)</script> & "quotes"',
    ]);
    expect(wall.posts[1].replies.map((r: { body: string }) => r.body)).toEqual(['Well done']);
    expect(wall.posts[1]).toMatchObject({ isMine: true, canDelete: true, reportCount: null });
    expect(wall.posts[0]).toMatchObject({ isMine: false, canDelete: false });
  });

  it('refuses empty and over-long posts', async () => {
    const { circle, member } = await circleWithMember();
    expect((await call('POST', `/api/circles/${circle.id}/posts`, member, { body: '   ' })).statusCode).toBe(
      400,
    );
    const long = await call('POST', `/api/circles/${circle.id}/posts`, member, {
      body: 'x'.repeat(CIRCLE_LIMITS.post + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/body/);
    expect(
      (
        await call('POST', `/api/circles/${circle.id}/posts`, member, {
          body: 'x'.repeat(CIRCLE_LIMITS.post),
        })
      ).statusCode,
    ).toBe(201);
  });

  it(`allows ${CIRCLE_LIMITS.postsPerMinute} posts a minute per member`, async () => {
    const { circle, member, teacher } = await circleWithMember();
    for (let i = 0; i < CIRCLE_LIMITS.postsPerMinute; i++) {
      expect(
        (await call('POST', `/api/circles/${circle.id}/posts`, member, { body: `post ${i}` })).statusCode,
      ).toBe(201);
    }
    const over = await call('POST', `/api/circles/${circle.id}/posts`, member, { body: 'one more' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(CIRCLE_TEXTS.postedTooFast);
    // Someone else's limit is their own.
    expect(
      (await call('POST', `/api/circles/${circle.id}/posts`, teacher, { body: 'teacher' })).statusCode,
    ).toBe(201);
  });

  it('the teacher deletes any post; a member only their own; members report a post and the teacher sees the count', async () => {
    const { circle, teacher, member } = await circleWithMember();
    const third = await createAccount(t.app);
    await join(third, circle.code);
    const a = (await call('POST', `/api/circles/${circle.id}/posts`, member, { body: 'by member' })).json();
    const b = (
      await call('POST', `/api/circles/${circle.id}/posts`, member, { body: 'another by member' })
    ).json();

    expect((await call('DELETE', `/api/circles/${circle.id}/posts/${a.id}`, third)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/circles/${circle.id}/posts/${a.id}/report`, member, {})).statusCode,
    ).toBe(400);
    const report = await call('POST', `/api/circles/${circle.id}/posts/${a.id}/report`, third, {
      reason: 'Unkind',
    });
    expect(report.json()).toEqual({ reported: true });
    // Reporting twice counts once.
    await call('POST', `/api/circles/${circle.id}/posts/${a.id}/report`, third, {});

    const asTeacher = (await call('GET', `/api/circles/${circle.id}/posts`, teacher)).json();
    expect(asTeacher.posts.find((p: { id: string }) => p.id === a.id)).toMatchObject({
      reportCount: 1,
      canDelete: true,
    });
    const asThird = (await call('GET', `/api/circles/${circle.id}/posts`, third)).json();
    expect(asThird.posts.find((p: { id: string }) => p.id === a.id)).toMatchObject({
      reportedByMe: true,
      reportCount: null,
    });

    expect((await call('DELETE', `/api/circles/${circle.id}/posts/${a.id}`, teacher)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/circles/${circle.id}/posts/${b.id}`, member)).statusCode).toBe(204);
    expect((await call('GET', `/api/circles/${circle.id}/posts`, member)).json().posts).toEqual([]);
  });

  it('pages back through the wall', async () => {
    const { circle, teacher, member } = await circleWithMember();
    for (const [who, body] of [
      [member, 'one'],
      [teacher, 'two'],
      [member, 'three'],
    ] as const) {
      await call('POST', `/api/circles/${circle.id}/posts`, who, { body });
    }
    const page1 = (await call('GET', `/api/circles/${circle.id}/posts?limit=2`, member)).json();
    expect(page1.posts.map((p: { body: string }) => p.body)).toEqual(['three', 'two']);
    expect(page1.hasMore).toBe(true);
    const page2 = (
      await call('GET', `/api/circles/${circle.id}/posts?limit=2&before=${page1.posts[1].id}`, member)
    ).json();
    expect(page2).toMatchObject({ hasMore: false, posts: [{ body: 'one' }] });
  });
});
