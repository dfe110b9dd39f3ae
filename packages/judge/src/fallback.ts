import { fallbackIsCorrect, JUDGE_TEXTS } from '@lisan/contract';
import type { JudgeResult } from './types.js';

/**
 * The last resort, used only when the built-in judge itself fails. The rule is the contract's
 * `fallbackIsCorrect`, shared with the web; the texts are fixed (docs/rules.md, Answers).
 */
export function lastResort(answer: string): JudgeResult {
  const isCorrect = fallbackIsCorrect(answer);
  return {
    isCorrect,
    verdict: isCorrect ? 'correct' : 'incorrect',
    feedback: isCorrect ? JUDGE_TEXTS.fallbackArabic : JUDGE_TEXTS.fallbackNotArabic,
    suggestions: [],
    diffs: [],
    judge: 'fallback',
    aiUnavailable: true,
  };
}
