import { randomUUID } from 'node:crypto';
import { foldWord, type ReferenceWord } from '@lisan/arabic';
import {
  answerSubjectOf,
  ERROR_TEXTS,
  isExerciseType,
  PRONUNCIATION_TEXTS,
  type AnswerSubjectIds,
  type ExerciseType,
  type JudgeItem,
  type PronunciationResult,
} from '@lisan/contract';
import type { Database } from '@lisan/db';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors.js';
import { weekStartOf } from '../../lib/time.js';
import * as repo from './pronunciation.repository.js';
import { scoreAgainstBest, wordsOfText } from './pronunciation.score.js';

const ARABIC_LETTER = /[\u0621-\u064A]/u;

export interface PronunciationSubject extends AnswerSubjectIds {
  exerciseType: string;
  target?: 'phrase' | 'answer';
}

export interface PronunciationDeps {
  db: Database;
  items: (type: ExerciseType, id: string) => JudgeItem | undefined;
  assertCanOpen?: (userId: string, type: ExerciseType, id: string) => Promise<void>;
}

/** The item a spoken try is about, checked like an answer would be (type, id, the learner's plan). */
export async function resolveSubject(deps: PronunciationDeps, subject: PronunciationSubject, userId: string) {
  if (!isExerciseType(subject.exerciseType))
    throw new BadRequestError(ERROR_TEXTS.unknownExerciseType, 'unknown_exercise_type');
  const type = subject.exerciseType;
  const { field, id } = answerSubjectOf(type, subject);
  if (!id) throw new BadRequestError(`${field} is required for a ${type} exercise.`, 'missing_id');
  const item = deps.items(type, id);
  if (!item) throw new NotFoundError(ERROR_TEXTS.exerciseNotFound, 'exercise_not_found');
  await deps.assertCanOpen?.(userId, type, id);
  const references = referencesOf(item, subject.target ?? 'phrase', id);
  if (references.length === 0) throw new AppError(422, 'no_arabic', PRONUNCIATION_TEXTS.noArabic);
  return { item, type, references };
}

/** The texts that may be said: the phrase itself, or any accepted answer. */
function referencesOf(item: JudgeItem, target: 'phrase' | 'answer', requestedId: string): ReferenceWord[][] {
  const arabic = (text: string) => (ARABIC_LETTER.test(text) ? [wordsOfText(text)] : []);
  switch (item.type) {
    case 'completion':
      return target === 'phrase' ? [item.phrase.words] : [item.answerWords, item.phrase.words];
    case 'substitution':
      return target === 'phrase' ? [item.phrase.words] : item.acceptedAnswers.flatMap(arabic);
    case 'conversation':
    case 'roleplay': {
      const own = item.phrases.find((p) => p.phraseId === requestedId);
      return target === 'phrase' && own ? [own.words] : item.phrases.map((p) => p.words);
    }
    case 'comparison':
      return target === 'answer' && ARABIC_LETTER.test(item.expectedAnswer)
        ? arabic(item.expectedAnswer)
        : item.verses.map((v) => v.words);
    case 'transformation':
      return target === 'phrase' ? arabic(item.sentence.arabicText) : item.related.map((r) => r.words);
    case 'thematic':
      return item.verses.map((v) => v.words);
  }
}

/** Scores a transcript against the item's text and records only the transcript and the scores. */
export async function scoreAndRecord(
  db: Database,
  input: {
    userId: string;
    exerciseType: ExerciseType;
    itemId: string;
    target: 'phrase' | 'answer';
    source: 'browser' | 'server';
    transcript: string;
    references: ReferenceWord[][];
    timeZone?: string;
    now?: Date;
  },
): Promise<PronunciationResult> {
  const best = scoreAgainstBest(input.transcript, input.references)!;
  const now = input.now ?? new Date();
  const id = randomUUID();
  const expectedText = best.reference.map((w) => w.standard).join(' ');
  const week = weekStartOf(now, input.timeZone ?? 'UTC');
  const perWord = new Map<string, { display: string; attempts: number; sum: number }>();
  for (const w of best.words) {
    if (w.expected === null) continue;
    const key = foldWord(w.expected);
    const entry = perWord.get(key) ?? { display: w.expected, attempts: 0, sum: 0 };
    entry.attempts += 1;
    entry.sum += w.score;
    perWord.set(key, entry);
  }
  await repo.recordScore(
    db,
    {
      id,
      userId: input.userId,
      exerciseType: input.exerciseType,
      itemId: input.itemId,
      target: input.target,
      source: input.source,
      transcript: input.transcript,
      expectedText,
      score: best.score,
      words: best.words,
      week,
      createdAt: now,
    },
    [...perWord].map(([word, e]) => ({ word, display: e.display, attempts: e.attempts, scoreSum: e.sum })),
  );
  return {
    id,
    transcript: input.transcript,
    expectedText,
    words: best.words,
    score: best.score,
    source: input.source,
  };
}

/**
 * Links a spoken answer to the attempt it was then checked as (the learner may edit what was heard before
 * checking; the link still says this answer began as speech). Both must be the caller's and about the same
 * item; anything else is 404, as for ids that do not exist.
 */
export async function linkSpokenAnswer(
  db: Database,
  userId: string,
  pronunciationId: string,
  attemptId: string,
): Promise<{ id: string; attemptId: string }> {
  const spoken = await repo.spokenAnswer(db, userId, pronunciationId);
  const attempt = await repo.attemptSubject(db, userId, attemptId);
  if (
    !spoken ||
    !attempt ||
    spoken.target !== 'answer' ||
    spoken.exerciseType !== attempt.exerciseType ||
    spoken.itemId !== attempt.itemId
  )
    throw new NotFoundError(PRONUNCIATION_TEXTS.spokenAnswerNotFound, 'spoken_answer_not_found');
  if (spoken.attemptId === attemptId) return { id: pronunciationId, attemptId };
  if (spoken.attemptId !== null)
    throw new ConflictError(PRONUNCIATION_TEXTS.alreadyLinked, 'spoken_answer_linked');
  const linked = await repo.linkAttempt(db, pronunciationId, attemptId);
  if (!linked) throw new ConflictError(PRONUNCIATION_TEXTS.alreadyLinked, 'spoken_answer_linked');
  return { id: pronunciationId, attemptId };
}
