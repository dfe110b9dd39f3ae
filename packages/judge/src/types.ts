import type { EverydayOnlyAnswer } from './everyday-only.js';
import type { WordDiff } from '@lisan/arabic';
import type {
  ExerciseType,
  IdentifiedVerse,
  JudgeError,
  JudgeItem,
  JudgeName,
  UiLanguage,
  Verdict,
} from '@lisan/contract';

export interface JudgeInput {
  exerciseType: ExerciseType;
  /** The judge-ready item the learner saw (the content catalog builds it from content files and the corpus). */
  item: JudgeItem;
  answer: string;
  language: UiLanguage;
  /**
   * For an item that asks only for everyday Arabic: its authored everyday replies and keys (from the content
   * catalog). The answer is then judged by what the task asks, not against the item's verse.
   */
  everydayOnly?: EverydayOnlyAnswer;
}

export interface JudgeResult {
  isCorrect: boolean;
  verdict: Verdict;
  feedback: string;
  suggestions: string[];
  /** Word-by-word differences against what was expected, each with its class. */
  diffs: WordDiff[];
  judge: JudgeName;
  /** The LLM was asked and did not answer in time or in shape: the built-in verdict stands. */
  aiUnavailable?: boolean;
  /** The learner's plan had no LLM-judged answers left today: the built-in verdict stands. */
  aiLimitReached?: boolean;
  /** The verse the learner wrote, when the answer is (or contains) a recognisable verse. */
  identified?: IdentifiedVerse;
  /** Named errors (class, typed, expected, reference); empty or absent when the answer is right. */
  errors?: JudgeError[];
}

/**
 * What the built-in judge knows beyond its result, for deciding whether to consult the LLM and for telling it
 * what was found.
 */
export interface BuiltinResult extends JudgeResult {
  judge: 'builtin';
  /**
   * The verdict stands whatever the LLM says: verbatim Qur'an (a misquote is a misquote), no Arabic at all, or
   * an answer far too long. The LLM may only explain it.
   */
  final: boolean;
  /** The rules could not decide with confidence (e.g. a real verse not on the item's list). */
  unsure: boolean;
  /** Short English notes on what was checked, given to the LLM as context. */
  notes: string[];
}
