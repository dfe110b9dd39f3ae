import { cleanInput, foldWord, getVerse, tokenize } from '@lisan/arabic';
import type { JudgeItem, UiLanguage } from '@lisan/contract';
import { digitNumbers, numberOf, standardFormsOf } from './everyday-words.js';
import { message } from './messages/index.js';
import type { JudgeResult } from './types.js';

/** What an item that asks only for everyday Arabic is judged against: its authored replies and its keys. */
export interface EverydayOnlyAnswer {
  /** The authored everyday replies (Arabic). */
  replies: readonly string[];
  /** The slots a free answer must fill, each by any one of its words or phrases. */
  keys: readonly (readonly string[])[];
}

/** Share of an everyday reply's words an answer must say for it to count as that reply. */
const SHARED = 0.6;

function replyWords(text: string): string[] {
  // The joining و and the article do not make a reply another reply: وعليكم = عليكم, السلام = سلام.
  return tokenize(cleanInput(text)).map((w) =>
    foldWord(w)
      .replace(/^و(?=..)/, '')
      .replace(/^ال(?=..)/, ''),
  );
}

/**
 * The answer says one of the everyday replies (in its own spelling, in another order, a word left out): most of
 * the reply's words, and not many more of its own. Authored everyday replies are never verses (content:check),
 * so matching one is never a misquote passed off as everyday Arabic.
 */
export function saysEverydayReply(answer: string, replies: readonly string[]): boolean {
  const typed = replyWords(answer);
  if (typed.length === 0) return false;
  return replies.some((reply) => {
    const expected = replyWords(reply);
    const have = new Set(typed);
    const shared = expected.filter((w) => have.has(w)).length;
    return shared / expected.length >= SHARED && typed.length <= expected.length * 2;
  });
}

// A word keeps its meaning under the joining و/ف, the prepositions ب/ل/ك, the article, an attached pronoun and
// the alif of the indefinite accusative (وكم, بالبطاقة, سعره, أرزا); a preposition is taken off only while three
// letters stay, so بكم is never read as كم.
const JOINING = /^[وف](?=..)/u;
const ACCUSATIVE = /(?<=...)ا$/u;
// ل before the article drops its alif: للعمل is ل + العمل.
const PREPOSITION = /^(?:لل|[بلك])(?=...)/u;
const ARTICLE = /^ال(?=...)/u;
const PRONOUN = /(?<=...)(?:هما|هم|هن|ها|كما|كم|كن|نا|ه|ك|ي)$/u;

/**
 * The forms a folded word may stand for: as written, and without what is joined to it. A word the learner typed
 * (spoken) may also stand for the standard word of its dialect form, and a present-tense verb for the same verb in
 * another person: تنزف (the hand bleeds) says what the key ينزف asks, and the dialect's بـ before a verb (بقدر,
 * بياكل) marks no other meaning than the verb's.
 */
function formsOf(word: string, spoken = false): Set<string> {
  const forms = new Set<string>();
  const base = foldWord(word);
  for (const a of [base, base.replace(JOINING, '')])
    for (const b of [a, a.replace(PREPOSITION, '')])
      for (const c of [b, b.replace(ARTICLE, '')]) {
        forms.add(c);
        forms.add(c.replace(ACCUSATIVE, ''));
        const stem = c.replace(PRONOUN, '');
        forms.add(stem);
        // ساعتي is ساعة with a pronoun: the ة that became ت before it comes back.
        if (stem !== c && stem.endsWith('ت')) forms.add(foldWord(`${stem.slice(0, -1)}ة`));
      }
  if (!spoken) return forms;
  for (const form of [...forms]) {
    for (const standard of standardFormsOf(form)) forms.add(standard);
    if (/^[تن].{3,}/u.test(form)) forms.add(`ي${form.slice(1)}`);
  }
  return forms;
}

function sameWord(typed: Set<string>, key: Set<string>): boolean {
  for (const form of key) if (typed.has(form)) return true;
  return false;
}

/** The alternative (a word or a short phrase) stands in the answer, its words one after another. */
function says(typed: readonly Set<string>[], alternative: string): boolean {
  const words = tokenize(alternative).map((w) => formsOf(w));
  if (words.length === 0) return false;
  for (let start = 0; start + words.length <= typed.length; start++)
    if (words.every((w, i) => sameWord(typed[start + i]!, w))) return true;
  return false;
}

/**
 * For each slot, whether the answer fills it. A number typed in digits (٣٥, 35) fills a slot whose word is that
 * number (خمس وثلاثون): the learner said the number, only not in letters.
 */
export function slotsFilled(answer: string, keys: EverydayOnlyAnswer['keys']): boolean[] {
  const typed = tokenize(answer).map((w) => formsOf(w, true));
  const numbers = digitNumbers(answer);
  // The number words an alternative begins with, said in digits, and the rest of it said after (٣ أيام for
  // ثلاثة أيام).
  const saysNumber = (alternative: string) => {
    if (numbers.size === 0) return false;
    const words = alternative.split(/\s+/u).filter(Boolean);
    for (let end = words.length; end > 0; end--) {
      const value = numberOf(words.slice(0, end).join(' '));
      if (value === undefined) continue;
      if (!numbers.has(value)) return false;
      return end === words.length || says(typed, words.slice(end).join(' '));
    }
    return false;
  };
  // A key written with digits (2 كيلو) asks for that number as well as its words: the digits are no letters for
  // the words to match, so without this كيلو alone would fill it. The number may be said in digits or in words.
  const tokens = tokenize(answer);
  const said = new Set(numbers);
  for (let start = 0; start < tokens.length; start++)
    for (let end = start + 1; end <= Math.min(tokens.length, start + 5); end++) {
      const value = numberOf(tokens.slice(start, end).join(' '));
      if (value !== undefined) said.add(value);
    }
  const saysDigitsOf = (alternative: string) => [...digitNumbers(alternative)].every((n) => said.has(n));
  return keys.map((slot) =>
    slot.some(
      (alternative) => (says(typed, alternative) && saysDigitsOf(alternative)) || saysNumber(alternative),
    ),
  );
}

/** The folded words of the verses a reference such as 3:85 or 3:85-86 names (none when it names no verse). */
function verseKeys(reference: string): string[] {
  const m = /^(\d+):(\d+)(?:-(\d+))?$/.exec(reference);
  if (!m) return [];
  const keys: string[] = [];
  for (let ayah = Number(m[2]); ayah <= Number(m[3] ?? m[2]); ayah++)
    for (const w of getVerse(Number(m[1]), ayah)?.words ?? [])
      keys.push(...w.standard.split(' ').map(foldWord));
  return keys;
}

// Particles every sentence has: a verse sharing only these (and one more word) with an everyday reply is not quoted
// in it (عنده استفراغ من الليل وما بياكل shares عنده, من and وما with 2:140 and says nothing of it).
const PARTICLES: ReadonlySet<string> = new Set(
  [
    'من',
    'في',
    'على',
    'إلى',
    'عن',
    'ما',
    'لا',
    'إن',
    'أن',
    'لم',
    'لن',
    'قد',
    'ثم',
    'أو',
    'يا',
    'هو',
    'هي',
    'كل',
  ].map(foldWord),
);

/**
 * The answer says three or more of the named verse's words, two of them more than particles: it quotes that
 * verse, and what it changed there is a misquote. Words a verse shares with everyday speech (من and كيف in من
 * فضلك كيف أصل) are not a quote.
 */
function quotes(answer: string, reference: string): boolean {
  const verse = new Set(verseKeys(reference));
  const shared = tokenize(cleanInput(answer))
    .map(foldWord)
    .filter((w) => verse.has(w));
  return shared.length >= 3 && shared.filter((w) => !PARTICLES.has(w.replace(/^و(?=..)/u, ''))).length >= 2;
}

/**
 * An everyday-only item is answered in everyday Arabic: the answer is right when it says an authored reply or
 * fills every slot of the item's keys, nearly right when it fills some. A verse, even the item's own and quoted
 * exactly, does not do what such a task asks (choose a colour, ask the way), so a verse said alone is off the
 * task; said beside an everyday answer that does the task it is welcome. The verse's judgement stands when it
 * names an error inside a quoted verse (a misquote is never passed off as everyday Arabic), and when the answer
 * has no Arabic at all (its feedback says so).
 */
export function judgeEverydayOnly(
  judged: JudgeResult,
  answer: string,
  everyday: EverydayOnlyAnswer,
  item: JudgeItem,
  language: UiLanguage,
): JudgeResult {
  if ((judged.errors ?? []).some((e) => e.reference !== null && quotes(answer, e.reference))) return judged;
  if (tokenize(answer).length === 0) return judged;

  const filled = slotsFilled(answer, everyday.keys);
  const all = saysEverydayReply(answer, everyday.replies) || filled.every(Boolean);
  const some = filled.some(Boolean);
  const quote = (text: string) => message(language, 'quote', { text });
  const missing = everyday.keys.filter((_, i) => !filled[i]).map((slot) => quote(slot[0]!));
  // A verse rightly quoted with nothing of the task beside it: named as right, and as not what was asked.
  const verseAlone = !all && !some && judged.verdict === 'correct';
  const feedback = all
    ? message(language, 'everydayOnly.correct')
    : some
      ? message(language, 'everydayOnly.almost', {
          missing: missing.join(message(language, 'listJoin')),
        })
      : verseAlone
        ? message(language, 'everydayOnly.verseAlone')
        : message(language, 'everydayOnly.incorrect');

  const suggestions: string[] = [];
  const model = everyday.replies[0];
  if (model) suggestions.push(message(language, 'everydayOnly.model', { text: quote(model) }));
  const verse = 'phrases' in item ? item.phrases[0] : undefined;
  if (verse && !verseAlone)
    suggestions.push(
      message(language, 'everydayOnly.verse', { text: quote(verse.standard), ref: verse.surahAyah }),
    );

  return {
    ...judged,
    isCorrect: all,
    verdict: all ? 'correct' : some ? 'almost' : 'incorrect',
    feedback,
    suggestions,
    diffs: [],
    errors: [],
    identified: verseAlone ? judged.identified : undefined,
  };
}
