import type { ExerciseType } from './exercise-types.js';

// Plain functions without zod: the web app's exercise fetchers use them on its first pages.

/**
 * The public API names an answer's item by one of three id fields, by exercise type: `questionBankId` for thematic
 * (phraseId null), the sentence id for transformation (in `philosophicalSentenceId` and `phraseId`), `phraseId`
 * for the rest. The answer and the pronunciation requests both carry them.
 */
export interface AnswerSubjectIds {
  phraseId?: string | null;
  questionBankId?: string | null;
  philosophicalSentenceId?: string | null;
}

/** The three id fields a client sends for the item with this subject id (ExerciseView.subjectId). */
export function answerSubjectIds(type: ExerciseType, subjectId: string): Required<AnswerSubjectIds> {
  return {
    phraseId: type === 'thematic' ? null : subjectId,
    questionBankId: type === 'thematic' ? subjectId : null,
    philosophicalSentenceId: type === 'transformation' ? subjectId : null,
  };
}

/** The id a request names its item by, and the field it should be in (for the 'is required' message). */
export function answerSubjectOf(
  type: ExerciseType,
  ids: AnswerSubjectIds,
): { field: keyof AnswerSubjectIds; id: string | null | undefined } {
  if (type === 'thematic') return { field: 'questionBankId', id: ids.questionBankId };
  if (type === 'transformation')
    return { field: 'philosophicalSentenceId', id: ids.philosophicalSentenceId ?? ids.phraseId };
  return { field: 'phraseId', id: ids.phraseId };
}
