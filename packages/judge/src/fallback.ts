import { fallbackIsCorrect, JUDGE_TEXTS } from '@lisan/contract';
import type { JudgeResult } from './types.js';

/**
 * Spec §5's last resort, used only when the built-in judge itself fails. The rule is the contract's
 * `fallbackIsCorrect`, shared with the web; the texts are spec §8's, verbatim.
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
