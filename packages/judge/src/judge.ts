import { judgeBuiltin } from './builtin/index.js';
import { judgeEverydayOnly } from './everyday-only.js';
import { lastResort } from './fallback.js';
import { publicResult, type LlmJudge } from './llm/llm-judge.js';
import type { BuiltinResult, JudgeInput, JudgeResult } from './types.js';

export interface JudgeOptions {
  /** The LLM judge, when one is configured. */
  llm?: LlmJudge;
  /** Asked right before an LLM call; false when the learner's plan has no LLM-judged answers left today. */
  allowLlm?: () => Promise<boolean>;
}

/** Exercise types where the learner quotes a verse of their choice: the LLM only judges a verse the list lacks. */
const VERSE_CHOICE = new Set(['transformation', 'thematic']);

/**
 * Whether a second opinion can change anything: not when the built-in judge is sure the answer is right, and for
 * verse choice only when the verse is real but not on the item's list.
 */
export function wantsLlm(input: JudgeInput, builtin: BuiltinResult): boolean {
  if (builtin.unsure) return true;
  if (VERSE_CHOICE.has(input.exerciseType)) return false;
  return builtin.verdict !== 'correct';
}

/**
 * Judges one answer: the built-in judge always; the LLM too when configured and useful. If the LLM fails, the
 * built-in verdict stands (`aiUnavailable`); only if the built-in judge itself fails does the last-resort
 * rule answer.
 */
export async function judge(input: JudgeInput, options: JudgeOptions = {}): Promise<JudgeResult> {
  let builtin: BuiltinResult;
  try {
    builtin = judgeBuiltin(input);
  } catch {
    return lastResort(input.answer);
  }
  const judged =
    !options.llm || !wantsLlm(input, builtin)
      ? publicResult(builtin)
      : await options.llm.review(input, builtin, options.allowLlm);
  // An item that asks only for everyday Arabic is answered by it: its own judgement, not the verse's.
  return input.everydayOnly
    ? judgeEverydayOnly(judged, input.answer, input.everydayOnly, input.item, input.language)
    : judged;
}
