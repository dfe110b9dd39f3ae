import { stripQuotingFrames } from '@lisan/arabic';
import type { ConversationQuote } from '@lisan/contract';
import { verifyQuote } from '@lisan/judge';

/** Where a line breaks into parts that may each quote a verse: its punctuation and quotation marks. */
const PARTS = /[،,.؛;:!?؟«»"“”()[\]{}]+/u;

/**
 * The verses a learner's line quotes, each checked against the corpus by the judge: said word for word, or
 * recognisably one stretch of a verse with a word or more wrong (a misquote, named with the verse's own words).
 * The whole line is tried first (a verse said on its own), then each of its parts (a verse inside everyday
 * words). Arabic that is no verse quotes nothing.
 */
export function quotesIn(answer: string): ConversationQuote[] {
  const text = stripQuotingFrames(answer).text;
  const found = new Map<string, ConversationQuote>();
  for (const part of [text, ...text.split(PARTS)]) {
    const verified = verifyQuote(part);
    if (verified.status === 'unknown' || !verified.ref || !verified.text) continue;
    const status = verified.status === 'exact' ? 'exact' : 'misquote';
    const known = found.get(verified.ref);
    // A verse said right in one part is not undone by the same verse tried with everyday words around it.
    if (known?.status === 'exact') continue;
    found.set(verified.ref, { status, ref: verified.ref, verse: verified.text });
  }
  return [...found.values()];
}
