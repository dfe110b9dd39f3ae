import {
  PLAN_EXERCISE_TYPES,
  answerSubjectIds,
  isExerciseType,
  type ExerciseSessionRequest,
  type ExerciseType,
  type ExerciseView,
  type UiLanguage,
  type ValidateAnswerRequest,
  type ValidateAnswerResponse,
} from '@lisan/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../../lib/api-client';
import { storedLanguage } from '../../lib/i18n';

const enc = encodeURIComponent;

/**
 * One exercise as the screen needs it. With an id (from the URL) that item is loaded; without one the server
 * picks it as the public random reads do (a due phrase first, for the phrase-based types).
 * Null means "not found" (loading, then 'not found' if no item comes back).
 */
/** Where a random exercise of a type comes from (also requested by prerendered exercise pages as they load). */
export const randomExercisePath = (type: ExerciseType) => `/api/exercises/${type}/random`;

async function fetchExercise(
  type: ExerciseType,
  id: string | undefined,
  userId: string,
): Promise<ExerciseView | null> {
  try {
    // Without an id, one call picks the item the way the random reads pick and returns its view.
    const path = id
      ? `/api/exercises/${type}/${enc(id)}`
      : `${randomExercisePath(type)}?userId=${enc(userId)}`;
    return await apiGet<ExerciseView>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/*
 * A random pick is a new resource every time it is asked for: each screen that shows one takes a round number of
 * its own, so its query key has never been used in this tab and nothing cached (nor the answered item on screen)
 * comes back. Round 0 is the one the app prefetches as it starts on an exercise URL; the first screen uses it.
 */
let lastRound = -1;
export function takePickRound(): number {
  lastRound += 1;
  return lastRound;
}

export const exerciseQueries = {
  item: (type: ExerciseType, id: string | undefined, userId: string, round: number, language: string) =>
    queryOptions({
      // Without an id every visit (and every Next Exercise) is a new random pick, so the key carries its round.
      // The texts come in the interface language (Accept-Language), so a language change fetches them again.
      queryKey: ['exercise', type, id ?? `random-${round}`, userId, language],
      queryFn: () => fetchExercise(type, id, userId),
      // Fetched as the app starts (prefetchExercise): a refusal (402, 403) is the answer, not worth asking twice.
      retryOnMount: false,
    }),
};

/** The exercise screen's first item, fetched while the screen's code is still loading. */
export function prefetchExercise(
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  userId: string,
) {
  const type = params.type ?? '';
  // A random pick only of a type every plan opens: another type's pick may be locked for this learner, whose
  // screen then asks for the type's sample instead.
  const random = params.phraseId === undefined;
  if (isExerciseType(type) && (!random || PLAN_EXERCISE_TYPES.basic.includes(type)))
    void queryClient.prefetchQuery(exerciseQueries.item(type, params.phraseId, userId, 0, storedLanguage()));
}

/** The body: the item's id goes in the field its type names (`answerSubjectIds`). */
export function validationBody(
  view: ExerciseView,
  userAnswer: string,
  userId: string,
  language: UiLanguage,
  elapsedMs: number,
): ValidateAnswerRequest {
  return {
    userAnswer,
    exerciseType: view.type,
    ...answerSubjectIds(view.type, view.subjectId),
    // The exact item shown: a phrase may have several items of a type, and only this one was answered.
    itemId: view.itemId,
    userId,
    language,
    elapsedMs: Math.round(elapsedMs),
  };
}

export function validateAnswer(body: ValidateAnswerRequest) {
  return apiRequest<ValidateAnswerResponse>('POST', '/api/validate-answer', { body });
}

/** After validation the screen reports the session; `attemptId` lets the server match it exactly. */
export function reportSession(
  session: Omit<ExerciseSessionRequest, 'correctAnswer' | 'isCorrect'> & { isCorrect: boolean },
) {
  const body: ExerciseSessionRequest = {
    ...session,
    correctAnswer: 'AI Validated',
    isCorrect: session.isCorrect ? 'true' : 'false',
  };
  return apiRequest('POST', '/api/exercise-sessions', { body });
}
