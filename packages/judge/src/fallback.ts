import { JUDGE_TEXTS } from '@lisan/contract';
import type { JudgeResult } from './types.js';

const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3\u06FA-\u06FF]/u;

/**
 * Spec §5's last resort, used only when the built-in judge itself fails: an answer with Arabic letters that is
 * longer than 2 characters after trimming counts as correct. The texts are spec §8's, verbatim.
 */
export function lastResort(answer: string): JudgeResult {
  const trimmed = answer.trim();
  const isCorrect = ARABIC_LETTER.test(trimmed) && trimmed.length > 2;
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
