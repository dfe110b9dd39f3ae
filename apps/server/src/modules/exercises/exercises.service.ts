import {
  ANSWER_MAX_LENGTH,
  answerSubjectOf,
  ERROR_TEXTS,
  isExerciseType,
  JUDGE_TEXTS,
  type ExerciseType,
  type JudgeItem,
  type UiLanguage,
  type ValidateAnswerRequest,
  type ValidateAnswerResponse,
} from '@lisan/contract';
import type { Database } from '@lisan/db';
import { itemInLanguage, judge, type EverydayOnlyAnswer, type LlmJudge } from '@lisan/judge';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { consumeAiAnswer } from '../billing/index.js';
import { getContentTranslations, wisdomReasonIn } from '@lisan/content';
import { outcomeText } from '../dialogues/index.js';
import { recordAnswer } from '../practice/index.js';
import { everydayBeside } from './exercises.everyday.js';
import { findCard } from '../progress/index.js';

/** Finds the judge-ready item by type and the id the request carries (the content catalog in production). */
type ItemLookup = (type: ExerciseType, id: string) => JudgeItem | undefined;

export interface ExercisesDeps {
  db: Database;
  items: ItemLookup;
  /** Present when AI_BASE_URL, AI_API_KEY and AI_MODEL are set. */
  llm?: LlmJudge;
  /** Throws when the learner's plan does not open this exercise (402). */
  assertCanOpen?: (userId: string, type: ExerciseType, id: string, nothingStored: boolean) => Promise<void>;
  /** The everyday replies and keys of an item that asks only for everyday Arabic; undefined for other items. */
  everydayOnly?: (itemId: string) => EverydayOnlyAnswer | undefined;
  /** The everyday replies written for a conversation or role-play item (none when absent). */
  everyday?: (itemId: string) => readonly { ar: string; en: string }[];
}

export interface AnswerContext {
  /** The learner's time zone (the X-Time-Zone header, else their stored zone, else UTC): their practice day. */
  timeZone?: string;
  /** The learner is a visitor whose guest was never saved (no subscription or progress to read yet). */
  nothingStored?: boolean;
  now?: Date;
}

/**
 * Checks one answer and records it: the exercise's item is loaded, the judge decides (the LLM too when
 * configured, within the learner's daily allowance), and the attempt is stored with that verdict, moving the
 * phrase's memory card in the same transaction. The server's verdict is the only one that counts.
 */
export async function validateAnswer(
  deps: ExercisesDeps,
  body: ValidateAnswerRequest,
  userId: string,
  context: AnswerContext = {},
): Promise<ValidateAnswerResponse> {
  if (!isExerciseType(body.exerciseType))
    throw new BadRequestError(ERROR_TEXTS.unknownExerciseType, 'unknown_exercise_type');
  const exerciseType = body.exerciseType;
  if (body.userAnswer.trim() === '') throw new BadRequestError(ERROR_TEXTS.noAnswerText, 'no_answer');
  if (body.userAnswer.length > ANSWER_MAX_LENGTH)
    throw new BadRequestError(JUDGE_TEXTS.answerTooLong, 'answer_too_long');

  const { field, id: subjectId } = answerSubjectOf(exerciseType, body);
  // The exact item the learner saw, when the screen names it; else the public API's id (the first item on it).
  const id = body.itemId || subjectId;
  if (!id) throw new BadRequestError(`${field} is required for a ${exerciseType} exercise.`, 'missing_id');
  const item = deps.items(exerciseType, id);
  if (!item) throw new NotFoundError(ERROR_TEXTS.exerciseNotFound, 'exercise_not_found');
  await deps.assertCanOpen?.(userId, exerciseType, id, context.nothingStored ?? false);

  const language: UiLanguage = body.language ?? 'en';
  // An item that asks only for everyday Arabic is judged by what its task asks (the judge is given its replies).
  const everydayOnly = deps.everydayOnly?.(item.itemId);
  const result = await judge(
    {
      exerciseType,
      item: itemInLanguage(item, language, getContentTranslations()),
      answer: body.userAnswer,
      language,
      everydayOnly,
    },
    {
      llm: deps.llm,
      // Spends one of the day's LLM-judged answers only when a call is about to be made.
      allowLlm: async () => (await consumeAiAnswer(deps.db, userId)).allowed,
    },
  );

  const everyday = everydayBeside(item, deps.everyday?.(item.itemId) ?? [], body.userAnswer, language);
  // The everyday reply is good Arabic but not yet the verse: 'almost', never a failure nor a misquote, and no
  // verse's memory card moves, since no verse was said.
  const saidEveryday = !everydayOnly && everyday?.said === true;
  // An everyday-only item leaves the verse's card where it was too, unless the answer misquoted a verse.
  const answeredInEverydayArabic =
    everydayOnly !== undefined && !(result.errors ?? []).some((e) => e.reference !== null);
  const verdict = saidEveryday ? 'almost' : result.verdict;
  const feedback = saidEveryday ? outcomeText(language, 'everyday') : result.feedback;

  const recorded = await recordAnswer(deps.db, {
    userId,
    exerciseType,
    itemId: item.itemId,
    phraseId:
      saidEveryday || answeredInEverydayArabic
        ? null
        : await phraseIdOf(deps.db, userId, item, subjectId ?? id),
    userAnswer: body.userAnswer,
    correctAnswer: expectedAnswerOf(item),
    verdict,
    judge: result.judge,
    feedback,
    elapsedMs: body.elapsedMs,
    // Unless the caller knows it, the learner's stored time zone is read with the answer's other reads.
    timeZone: context.timeZone,
    now: context.now,
    diffs: saidEveryday ? [] : result.diffs,
    errors: saidEveryday ? [] : result.errors,
  });

  return {
    isCorrect: saidEveryday ? false : result.isCorrect,
    feedback,
    suggestions: saidEveryday ? [] : reasonsInLanguage(item, language, result.suggestions),
    judge: result.judge,
    verdict,
    aiUnavailable: result.aiUnavailable ?? false,
    aiLimitReached: result.aiLimitReached ?? false,
    diffs: saidEveryday ? [] : result.diffs,
    identified: saidEveryday ? null : (result.identified ?? null),
    errors: saidEveryday ? [] : (result.errors ?? []),
    attemptId: recorded.attemptId,
    masteryLevel: recorded.masteryLevel,
    review: recorded.review,
    everyday,
  };
}

/**
 * The judge quotes why a listed verse fits a wisdom sentence in English, the text its meaning match reads: the
 * learner reads that reason in their own language where it is translated.
 */
function reasonsInLanguage(item: JudgeItem, language: UiLanguage, suggestions: string[]): string[] {
  if (item.type !== 'transformation' || language === 'en') return suggestions;
  const tr = getContentTranslations();
  return suggestions.map((text) => {
    for (const r of item.related) {
      if (!text.includes(r.reason)) continue;
      const shown = wisdomReasonIn(tr, language, item.sentenceId, r.surahAyah, r.reason);
      return text.replace(r.reason, () => shown);
    }
    return text;
  });
}

/**
 * The phrase whose memory card the answer moves: the one practised, or null when the item practises none.
 * A comparison shows two verses the learner may never have been taught as phrases: it moves only the card of a
 * phrase inside them that the learner has already practised.
 */
async function phraseIdOf(
  db: Database,
  userId: string,
  item: JudgeItem,
  requestedId: string,
): Promise<string | null> {
  switch (item.type) {
    case 'conversation':
    case 'roleplay':
      // The learner opened the item through one of its phrases: that is the phrase practised.
      return item.phrases.some((p) => p.phraseId === requestedId) ? requestedId : item.phraseId;
    case 'comparison': {
      for (const phraseId of item.phraseIds) if (await findCard(db, userId, phraseId)) return phraseId;
      return null;
    }
    case 'transformation':
    case 'thematic':
      return null;
    default:
      return item.phraseId;
  }
}

/** What the attempt records as the correct answer (standard spelling), for the learner's history. */
export function expectedAnswerOf(item: JudgeItem): string {
  switch (item.type) {
    case 'completion':
      return item.acceptedAnswers[0] ?? item.phrase.standard;
    case 'substitution':
      return item.acceptedAnswers[0] ?? '';
    case 'conversation':
    case 'roleplay':
      return item.phrases[0]?.standard ?? '';
    case 'comparison':
      return item.expectedAnswer;
    case 'transformation':
      return item.related.map((r) => r.surahAyah).join(', ');
    case 'thematic':
      return item.verses.map((v) => v.surahAyah).join(', ');
  }
}
