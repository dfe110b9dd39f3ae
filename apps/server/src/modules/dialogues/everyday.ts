import { cleanInput, foldWord, tokenize } from '@lisan/arabic';

/** Share of an everyday reply's words an answer must say for it to count as that reply. */
const SHARED = 0.6;

function words(text: string): string[] {
  // The joining و and the article do not make a reply another reply: وعليكم = عليكم, السلام = سلام.
  return tokenize(cleanInput(text)).map((w) =>
    foldWord(w)
      .replace(/^و(?=..)/, '')
      .replace(/^ال(?=..)/, ''),
  );
}

/**
 * The answer says one of the turn's everyday replies (in its own spelling, in another order, a word left out):
 * most of the reply's words, and not many more of its own. Authored everyday replies are never verses
 * (content:check), so matching one is never a misquote passed off as everyday Arabic.
 */
export function saysEverydayReply(answer: string, replies: readonly string[]): boolean {
  const typed = words(answer);
  if (typed.length === 0) return false;
  return replies.some((reply) => {
    const expected = words(reply);
    const have = new Set(typed);
    const shared = expected.filter((w) => have.has(w)).length;
    return shared / expected.length >= SHARED && typed.length <= expected.length * 2;
  });
}
