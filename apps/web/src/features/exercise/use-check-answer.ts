import {
  answerSubjectIds,
  type ExerciseView,
  type UiLanguage,
  type ValidateAnswerResponse,
} from '@lisan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshProgress } from '../progress';
import { reportSession, validateAnswer, validationBody } from './api';

/**
 * Another way to check an answer than the server (offline practice judges on the device): it records the answer
 * itself, so nothing is reported to the server afterwards.
 */
export type AnswerCheck = (
  view: ExerciseView,
  answer: { answer: string; language: UiLanguage; elapsedMs: number },
) => Promise<ValidateAnswerResponse>;

/**
 * Checking an answer to the exercise shown: POST /api/validate-answer with the exact item. Once the verdict is
 * in, the session is reported and the statistics it changed are fetched again; neither holds up the
 * verdict on screen. Kept out of api.ts, which the landing page loads to prefetch an exercise.
 */
export function useCheckAnswer(view: ExerciseView, userId: string, check?: AnswerCheck) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      answer,
      language,
      elapsedMs,
    }: {
      answer: string;
      language: UiLanguage;
      elapsedMs: number;
    }) =>
      check
        ? check(view, { answer, language, elapsedMs })
        : validateAnswer(validationBody(view, answer, userId, language, elapsedMs)),
    onSuccess: (result, { answer }) => {
      if (check) return;
      void reportSession({
        userId,
        exerciseType: view.type,
        phraseId: answerSubjectIds(view.type, view.subjectId).phraseId,
        userAnswer: answer,
        isCorrect: result.isCorrect,
        attemptId: result.attemptId,
      })
        .catch(() => undefined) // The attempt is already recorded by validation; a lost report changes nothing.
        .then(() => refreshProgress(queryClient, userId));
    },
  });
}
