import { diffWords, foldWord, identify, tokenize } from '@lisan/arabic';
import type { LlmJudgeReply } from '@lisan/contract';
import { candidateWords, refLabel } from '../builtin/shared.js';

/** Runs of Arabic script (letters, marks, Qur'anic signs) with the spaces between them. */
const ARABIC_RUN =
  /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+(?:[\s\u00A0]+[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+)*/gu;
/** Shorter runs prove nothing about where they come from ("إن الله" opens many verses). */
const MIN_QUOTE_WORDS = 3;

type QuoteStatus = 'exact' | 'corrected' | 'unknown';

export interface VerifiedQuote {
  status: QuoteStatus;
  /** The corpus's standard spelling of the verse span (for exact and corrected). */
  text?: string;
  ref?: string;
}

/**
 * Checks a piece of Arabic against the corpus. Exact: every word agrees (spelling folds allowed). Corrected: it is
 * recognisably one stretch of a verse with at most a quarter of its words wrong, so the corpus text replaces it.
 * Unknown: not a verse.
 */
export function verifyQuote(text: string): VerifiedQuote {
  const words = tokenize(text);
  if (words.length < MIN_QUOTE_WORDS) return { status: 'unknown' };
  const top = identify(words.join(' '), { limit: 3 }).candidates[0];
  if (!top) return { status: 'unknown' };
  const reference = candidateWords(top);
  const corpusText = reference.map((w) => w.standard).join(' ');
  const ref = refLabel(top.surah, top.ayah, top.endAyah);
  const wrong = diffWords(words, reference).filter((d) => !d.accepted).length;
  if (wrong === 0) return { status: 'exact', text: corpusText, ref };
  if (reference.length >= MIN_QUOTE_WORDS && wrong <= Math.max(1, Math.floor(reference.length / 4))) {
    return { status: 'corrected', text: corpusText, ref };
  }
  return { status: 'unknown' };
}

export interface QuoteCheck {
  feedback: string;
  suggestions: string[];
  corrected: number;
  removed: number;
}

/**
 * Every Qur'anic quote the LLM wrote, checked against the corpus: the quotes it declared (corrected, or removed
 * when they are no verse), then any Arabic run in its text that is a near miss of a verse (corrected). Arabic
 * that is the learner's own answer, or that is no verse at all (a model reply in everyday Arabic), is left alone.
 */
export function checkQuotes(reply: LlmJudgeReply, answer: string): QuoteCheck {
  let corrected = 0;
  let removed = 0;
  const replacements = new Map<string, string>();
  const refFixes = new Map<string, string>();
  for (const quote of reply.quotes) {
    const verified = verifyQuote(quote.text);
    const claimed = refLabel(quote.surah, quote.ayah);
    if (verified.status === 'unknown') {
      replacements.set(quote.text, '');
      removed++;
    } else if (verified.status === 'corrected') {
      replacements.set(quote.text, verified.text!);
      corrected++;
    }
    if (verified.ref && verified.ref !== claimed) {
      refFixes.set(claimed, verified.ref);
      if (verified.status === 'exact') corrected++;
    }
  }

  const answerKeys = tokenize(answer).map(foldWord).join(' ');
  const fix = (text: string): string => {
    let out = text;
    for (const [from, to] of replacements) if (from) out = out.split(from).join(to);
    for (const [from, to] of refFixes) out = out.replace(new RegExp(`(?<![\\d:])${from}(?![\\d])`, 'g'), to);
    out = out.replace(ARABIC_RUN, (run) => {
      const keys = tokenize(run).map(foldWord).join(' ');
      if (keys && answerKeys.includes(keys)) return run;
      const verified = verifyQuote(run);
      if (verified.status !== 'corrected') return run;
      corrected++;
      return verified.text!;
    });
    // A removed quote leaves its quotation marks and brackets behind.
    return out
      .replace(/[“"«﴿(]\s*[”"»﴾)]/gu, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
  };
  return {
    feedback: fix(reply.feedback),
    suggestions: reply.suggestions.map(fix).filter(Boolean),
    corrected,
    removed,
  };
}
