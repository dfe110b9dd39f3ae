import { tokenize, type WordDiff } from '@lisan/arabic';
import { VOCABULARY_MASTERED_USES, type ExerciseType, type JudgeError, type Verdict } from '@lisan/contract';
import type { Executor } from '@lisan/db';
import { weekStartOf } from '../../lib/time.js';
import { errorsOfAnswer, exercisedClasses } from './analytics.classes.js';
import { addGrammarWeek, addVocabularyUses, insertAttemptErrors } from './analytics.record.repository.js';
import { quranWordsOf } from './analytics.vocabulary.js';

const ARABIC_LETTER = /[\u0621-\u064A]/u;

export interface AttemptAnalyticsInput {
  attemptId: string;
  userId: string;
  exerciseType: ExerciseType;
  itemId: string;
  userAnswer: string;
  correctAnswer: string;
  verdict: Verdict;
  diffs?: readonly WordDiff[];
  errors?: readonly JudgeError[];
  timeZone?: string;
  now: Date;
}

/**
 * What one judged answer adds to the grammar and vocabulary analytics, written inside the attempt's own
 * transaction: its named errors, the week's per-class counts, and the Qur'anic word forms it used.
 * An answer without Arabic letters (a reference typed as "2:153") adds nothing.
 */
export async function recordAttemptAnalytics(tx: Executor, input: AttemptAnalyticsInput): Promise<void> {
  if (!ARABIC_LETTER.test(input.userAnswer)) return;
  const week = weekStartOf(input.now, input.timeZone ?? 'UTC');
  const { errors, source } = errorsOfAnswer(input);

  if (errors.length > 0) {
    await insertAttemptErrors(
      tx,
      errors.map((e, ordinal) => ({
        attemptId: input.attemptId,
        ordinal,
        userId: input.userId,
        class: e.class,
        expected: e.expected,
        typed: e.typed,
        reference: e.reference,
        exerciseType: input.exerciseType,
        itemId: input.itemId,
        source,
        createdAt: input.now,
      })),
    );
  }

  const expectedWords = [
    ...(input.diffs ?? []).flatMap((d) => (d.expected ? d.expected.split(' ') : [])),
    ...(ARABIC_LETTER.test(input.correctAnswer) ? input.correctAnswer.split(/\s+/u) : []),
  ];
  const erred = new Set(errors.map((e) => e.class));
  const classes = exercisedClasses(input.exerciseType, expectedWords, errors);
  await addGrammarWeek(
    tx,
    classes.map((c) => ({
      userId: input.userId,
      week,
      class: c,
      attempts: 1,
      errors: erred.has(c) ? 1 : 0,
    })),
  );

  // A word counts as used right when the answer was accepted and that word was not one the judge rejected.
  const rejected = new Set(
    (input.diffs ?? []).filter((d) => !d.accepted && d.typed).flatMap((d) => tokenize(d.typed!)),
  );
  const accepted = input.verdict !== 'incorrect';
  const words = quranWordsOf(input.userAnswer, rejected);
  if (words.length === 0) return;
  await addVocabularyUses(
    tx,
    week,
    words.map((w) => {
      const correctUses = accepted && w.right ? 1 : 0;
      return {
        userId: input.userId,
        word: w.word,
        uses: 1,
        correctUses,
        occurrences: w.occurrences,
        firstWeek: week,
        masteredWeek: correctUses >= VOCABULARY_MASTERED_USES ? week : null,
      };
    }),
  );
}
