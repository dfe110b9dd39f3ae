import { ANSWER_MAX_LENGTH } from './constants.js';

/*
 * The judge's last resort and its texts, which the web app's exercise screen uses too: kept apart from
 * judging.ts, whose zod schemas would otherwise come along into the app's first pages.
 */

/** Texts of the AI failure path (docs/rules.md, Answers), shown verbatim by the client. */
export const JUDGE_TEXTS = {
  aiUnavailableTitle: 'AI Service Unavailable — Using basic validation',
  fallbackArabic: 'Answer contains Arabic text. AI validation is temporarily unavailable.',
  fallbackNotArabic: 'Please provide an answer in Arabic. AI validation is temporarily unavailable.',
  answerTooLong: `Your answer is too long: at most ${ANSWER_MAX_LENGTH.toLocaleString('en')} characters.`,
} as const;

/**
 * A letter of the Arabic script (presentation forms included). Punctuation (؟ ، ؛), Arabic-Indic digits, tatweel
 * and harakat are not letters: "؟؟؟" is a learner saying they do not know, not an answer in Arabic.
 */
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;

/**
 * The fallback when AI validation fails: the answer counts as correct if it contains Arabic (letters) and
 * is longer than 2 characters after trimming. The one rule for the judge's last resort and the web's own
 * fallback when the server cannot be reached.
 */
export function fallbackIsCorrect(answer: string): boolean {
  const trimmed = answer.trim();
  return ARABIC_LETTER.test(trimmed) && trimmed.length > 2;
}
