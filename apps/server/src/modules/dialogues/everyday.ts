import { cleanInput, foldWord, tokenize } from '@lisan/arabic';
import { saysEverydayReply } from '@lisan/judge';

function replyWords(text: string): string[] {
  // The joining و and the article do not make a reply another reply: وعليكم = عليكم, السلام = سلام.
  return tokenize(cleanInput(text)).map((w) =>
    foldWord(w)
      .replace(/^و(?=..)/, '')
      .replace(/^ال(?=..)/, ''),
  );
}

/** The verse's words stand in the answer one after another, as the verse has them. */
export function quotesWordForWord(answer: string, verse: string): boolean {
  const typed = replyWords(answer);
  const quoted = replyWords(verse);
  if (quoted.length === 0) return false;
  for (let start = 0; start + quoted.length <= typed.length; start++)
    if (quoted.every((w, i) => typed[start + i] === w)) return true;
  return false;
}

/** Share of the verse's words the answer says, in any order: how close an adapted quotation stays to it. */
export function sharedWithVerse(answer: string, verse: string): number {
  const have = new Set(replyWords(answer));
  const quoted = replyWords(verse);
  return quoted.length === 0 ? 0 : quoted.filter((w) => have.has(w)).length / quoted.length;
}

/**
 * The answer is the everyday reply rather than a verse: it says one of the replies and quotes none of the
 * verses word for word. An everyday reply can share words with a listed verse (وعليكم السلام beside سلام
 * عليكم); a verse said in full is that verse, whatever else the answer says.
 */
export function isEverydayAnswer(
  answer: string,
  verses: readonly string[],
  replies: readonly string[],
): boolean {
  if (replies.length === 0) return false;
  return !verses.some((verse) => quotesWordForWord(answer, verse)) && saysEverydayReply(answer, replies);
}
