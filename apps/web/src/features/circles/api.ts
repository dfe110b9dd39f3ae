import type {
  AssignmentRequest,
  CircleAssignment,
  CircleBoard,
  CircleDetail,
  CircleList,
  CirclePost,
  CirclePosts,
  CircleReply,
  CreateCircleRequest,
  ExerciseView,
  PhraseOptions,
  TodaySession,
  UpdateCircleRequest,
} from '@lisan/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api-client';

const id = encodeURIComponent;

export const circleQueries = {
  mine: () => queryOptions({ queryKey: ['circles'], queryFn: () => apiGet<CircleList>('/api/circles') }),
  detail: (circleId: string) =>
    queryOptions({
      queryKey: ['circles', circleId],
      queryFn: () => apiGet<CircleDetail>(`/api/circles/${id(circleId)}`),
      retry: false,
    }),
  board: (circleId: string) =>
    queryOptions({
      queryKey: ['circles', circleId, 'board'],
      queryFn: () => apiGet<CircleBoard>(`/api/circles/${id(circleId)}/board`),
    }),
  /** The teacher's phrase search; kept a minute, as the library does not change while the page is open. */
  phraseOptions: (circleId: string, q: string, lang: string) =>
    queryOptions({
      queryKey: ['circles', circleId, 'phrase-options', lang, q],
      queryFn: () =>
        apiGet<PhraseOptions>(
          `/api/circles/${id(circleId)}/phrase-options?${new URLSearchParams({ q, lang, limit: '20' })}`,
        ),
      staleTime: 60_000,
      placeholderData: (previous) => previous,
    }),
  posts: (circleId: string, before?: string) =>
    queryOptions({
      queryKey: ['circles', circleId, 'posts', before ?? 'latest'],
      queryFn: () =>
        apiGet<CirclePosts>(`/api/circles/${id(circleId)}/posts${before ? `?before=${id(before)}` : ''}`),
    }),
};

/** Every circle query is fetched again after a change: lists, details, boards and walls are small. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['circles'] });
}

export function useCreateCircle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateCircleRequest) => apiRequest<CircleDetail>('POST', '/api/circles', { body }),
    onSuccess: refresh,
  });
}

export function useJoinCircle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => apiRequest<CircleDetail>('POST', '/api/circles/join', { body: { code } }),
    onSuccess: refresh,
  });
}

export function useCircleActions(circleId: string) {
  const refresh = useRefresh();
  const base = `/api/circles/${id(circleId)}`;
  const mutation = <A>(fn: (args: A) => Promise<unknown>) => ({ mutationFn: fn, onSuccess: refresh });
  return {
    update: useMutation(
      mutation((body: UpdateCircleRequest) => apiRequest<CircleDetail>('PATCH', base, { body })),
    ),
    close: useMutation(mutation(() => apiRequest('DELETE', base))),
    leave: useMutation(mutation(() => apiRequest('POST', `${base}/leave`))),
    remove: useMutation(mutation((userId: string) => apiRequest('DELETE', `${base}/members/${id(userId)}`))),
    hide: useMutation(
      mutation((hiddenFromBoard: boolean) =>
        apiRequest('PATCH', `${base}/membership`, { body: { hiddenFromBoard } }),
      ),
    ),
    assign: useMutation(
      mutation((body: AssignmentRequest) =>
        apiRequest<CircleAssignment>('PUT', `${base}/assignment`, { body }),
      ),
    ),
    post: useMutation(
      mutation((body: { body: string; parentId?: string }) =>
        apiRequest<CirclePost | CircleReply>('POST', `${base}/posts`, { body }),
      ),
    ),
    deletePost: useMutation(
      mutation((postId: string) => apiRequest('DELETE', `${base}/posts/${id(postId)}`)),
    ),
    report: useMutation(
      mutation((postId: string) => apiRequest('POST', `${base}/posts/${id(postId)}/report`, { body: {} })),
    ),
  };
}

/**
 * Where the assignment's one-click practice goes: a set of phrases is practised as a session, one phrase after
 * another, back to the circle at the end; any other assignment opens its exercise.
 */
export function practisePath(
  assignment: Pick<CircleAssignment, 'practise' | 'kind' | 'phraseIds'>,
  circleId: string,
): string {
  if (assignment.kind === 'phrases' && assignment.phraseIds.length > 1)
    return `/practice?circle=${id(circleId)}`;
  const { exerciseType, subjectId } = assignment.practise;
  return subjectId ? `/exercise/${exerciseType}/${id(subjectId)}` : `/exercise/${exerciseType}`;
}

/**
 * A circle's phrase assignment as a practice session: each of the week's phrases in the exercise the assignment
 * names, in the teacher's order, starting from the first the member has not practised.
 */
export async function circlePracticeSession(circleId: string): Promise<TodaySession> {
  const circle = await apiGet<CircleDetail>(`/api/circles/${id(circleId)}`);
  const assignment = circle.assignment;
  if (!assignment) return { items: [], reviewsDue: 0 };
  const { exerciseType, subjectId } = assignment.practise;
  const start = Math.max(0, subjectId ? assignment.phraseIds.indexOf(subjectId) : 0);
  const phraseIds = [...assignment.phraseIds.slice(start), ...assignment.phraseIds.slice(0, start)];
  const views = await Promise.all(
    phraseIds.map((phraseId) => apiGet<ExerciseView>(`/api/exercises/${exerciseType}/${id(phraseId)}`)),
  );
  return { items: views.map((exercise) => ({ review: false, exercise })), reviewsDue: 0 };
}

/** The invite link a teacher shares: opening it signed in offers to join. */
export function inviteLink(code: string): string {
  return `${window.location.origin}/circles/join/${code}`;
}
