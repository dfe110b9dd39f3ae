import {
  CIRCLE_LIMITS,
  circleDetailSchema,
  circlePostSchema,
  createPostRequestSchema,
  type CirclePost,
  type CircleReply,
} from '@lisan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/circles.json';
import en from '../../../locales/en/circles.json';
import { FakeApi } from '../../../../test/fake-api';
import { renderInApp } from '../../../../test/render';
import { CircleWall } from './circle-wall';

const circle = circleDetailSchema.parse({
  id: 'circle-1',
  name: 'Halaqa al-Fajr',
  description: '',
  language: 'en',
  role: 'member',
  memberCount: 2,
  maxMembers: 30,
  code: null,
  joinedAt: '2026-11-01T08:00:00.000Z',
  timeZone: 'Asia/Riyadh',
  assignment: null,
  members: [],
  hiddenFromBoard: false,
});

const post = (id: string, body: string, extra: Partial<CirclePost> = {}): CirclePost =>
  circlePostSchema.parse({
    id,
    author: { userId: 'user-yusuf', displayName: 'Yusuf K.' },
    body,
    createdAt: '2026-11-20T18:30:00.000Z',
    isMine: false,
    canDelete: false,
    reportedByMe: false,
    reportCount: null,
    parentId: null,
    replies: [],
    ...extra,
  });

/** A wall that behaves like the server's: newest first, pages of two, posts and replies stored as sent. */
function wallServer(initial: CirclePost[]) {
  const posts = [...initial];
  const api = new FakeApi();
  api.on('GET /api/circles/circle-1/posts', (_body, url) => {
    const before = url.searchParams.get('before');
    const start = before ? posts.findIndex((p) => p.id === before) + 1 : 0;
    return { body: { posts: posts.slice(start, start + 2), hasMore: start + 2 < posts.length } };
  });
  api.on('POST /api/circles/circle-1/posts', (body) => {
    const request = createPostRequestSchema.parse(body);
    const mine = { isMine: true, canDelete: true, author: { userId: 'me', displayName: 'Amina Y.' } };
    if (request.parentId) {
      const parent = posts.find((p) => p.id === request.parentId);
      const reply: CircleReply = {
        ...post(`r${Date.now()}`, request.body, mine),
        parentId: request.parentId,
      };
      parent?.replies.push(reply);
      return { status: 201, body: reply };
    }
    const created = post(`p${posts.length + 1}`, request.body, mine);
    posts.unshift(created);
    return { status: 201, body: created };
  });
  return api;
}

describe("the circle's wall", () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('invites the first post when the wall is empty (%s)', async (language, texts) => {
    await renderInApp(<CircleWall circle={circle} />, {
      language,
      namespaces: ['circles'],
      api: wallServer([]),
    });
    expect(screen.getByRole('heading', { name: texts.wall.heading })).toBeTruthy();
    expect((await screen.findByTestId('wall-empty')).textContent).toBe(texts.wall.empty);
  });

  it('shows what a member typed as text, never as markup', async () => {
    const typed = '<img src=x onerror="alert(1)"> السلام عليكم';
    await renderInApp(<CircleWall circle={circle} />, {
      namespaces: ['circles'],
      api: wallServer([post('p1', typed)]),
    });
    expect((await screen.findByTestId('post-body')).textContent).toBe(typed);
    expect(screen.getByTestId('circle-wall').querySelector('img')).toBeNull();
  });

  it('posts, clears the box, and shows the new post at the top', async () => {
    const api = wallServer([post('p1', 'Who is reading Surat al-Kahf this Friday?')]);
    await renderInApp(<CircleWall circle={circle} />, { namespaces: ['circles'], api });
    const user = userEvent.setup();
    await screen.findByTestId('post-body');
    const box = screen.getByTestId('wall-input');
    await user.type(box, 'I am, in sha Allah');
    expect(
      screen.getByText(
        en.wall.length.replace('{{count}}', '18').replace('{{max}}', String(CIRCLE_LIMITS.post)),
      ),
    ).toBeTruthy();
    await user.click(screen.getByTestId('wall-submit'));

    await waitFor(() =>
      expect(screen.getAllByTestId('post-body')[0]?.textContent).toBe('I am, in sha Allah'),
    );
    expect(box).toHaveProperty('value', '');
    expect(api.bodiesOf('POST /api/circles/circle-1/posts')).toEqual([{ body: 'I am, in sha Allah' }]);
  });

  it('replies under the post it answers', async () => {
    const api = wallServer([post('p1', 'Jazakum Allahu khayran for today')]);
    await renderInApp(<CircleWall circle={circle} />, { namespaces: ['circles'], api });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('post-reply'));
    await user.type(screen.getByTestId('reply-input'), 'Wa iyyakum');
    await user.click(screen.getByTestId('reply-submit'));

    const reply = await screen.findByTestId('wall-reply');
    expect(within(reply).getByTestId('post-body').textContent).toBe('Wa iyyakum');
    expect(api.bodiesOf('POST /api/circles/circle-1/posts')).toEqual([
      { body: 'Wa iyyakum', parentId: 'p1' },
    ]);
    expect(screen.queryByTestId('reply-input')).toBeNull();
  });

  it('pages back through older posts', async () => {
    const api = wallServer([post('p3', 'third'), post('p2', 'second'), post('p1', 'first')]);
    await renderInApp(<CircleWall circle={circle} />, { namespaces: ['circles'], api });
    await screen.findAllByTestId('post-body');
    expect(screen.getAllByTestId('post-body').map((p) => p.textContent)).toEqual(['third', 'second']);

    await userEvent.setup().click(screen.getByTestId('wall-more'));
    await waitFor(() =>
      expect(screen.getAllByTestId('post-body').map((p) => p.textContent)).toEqual([
        'third',
        'second',
        'first',
      ]),
    );
    expect(screen.queryByTestId('wall-more')).toBeNull();
  });
});
