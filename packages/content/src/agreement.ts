import { cleanInput, foldWord } from '@lisan/arabic';

/*
 * Slots that split agreement. A drill changes who speaks or is spoken to; every word that names that person
 * (a verb's subject ending, an attached pronoun) must change with it, or the drill accepts mismatched Arabic
 * ("وعسى أن تكره شيئا وهو خير لكم": one man hates, a group benefits). The person endings are read from the
 * standard spelling; only endings that cannot be part of a root are trusted.
 */

type Person = '1pl' | '2pl' | '2du' | '2fpl' | '3pl';

const bare = (word: string) => foldWord(cleanInput(word));

/** Words whose ending looks like a pronoun but is not one that agrees with the speaker or listener. */
const NOT_PERSONAL = new Set(['انا', 'هنا', 'انما', 'ربنا', 'هم', 'انتم', 'كم']);

/** The person endings a word carries, by its standard spelling (the divine names and particles excluded). */
function personsOf(word: string): Set<Person> {
  const w = bare(word);
  const out = new Set<Person>();
  if (NOT_PERSONAL.has(w) || w.length < 3) return out;
  if (/كما$/.test(w)) out.add('2du');
  else if (/كن$/.test(w) && w.length > 3) out.add('2fpl');
  else if (/(كم|تم|تموه|تموها)$/.test(w)) out.add('2pl');
  // ـوا on a verb of the second person (تفعلوا) or an imperative (افعلوا); ـون on تفعلون.
  if (/^(و|ف)?(ل|س)?ت.+(وا|ون)$/.test(w) || /^(و|ف)?ا.+وا$/.test(w)) out.add('2pl');
  if (/نا$/.test(w)) out.add('1pl');
  if (/^(و|ف)?(ل|س)?ي.+(وا|ون)$/.test(w) || /(هم)$/.test(w)) out.add('3pl');
  return out;
}

/**
 * Where a drill's filler drops a person the slot's words had while a word outside the slot still has it: the
 * positions (1-based) of those words outside the slot, or an empty list when the slot covers every word that
 * changes with it.
 */
export function agreementOutsideSlot(
  phraseWords: readonly string[],
  slot: { fromWord: number; toWord: number },
  filler: string,
): number[] {
  // بين with a pronoun names the parties of a relation, not the speaker or listener: "لا تنسوا الفضل بيننا"
  // is sound, so changing the parties forces nothing; a listener changed elsewhere still changes بينكم.
  const inSlot = phraseWords.slice(slot.fromWord - 1, slot.toWord).filter((w) => !/^و?بين/.test(bare(w)));
  const had = new Set(inSlot.flatMap((w) => [...personsOf(w)]));
  const has = new Set(
    cleanInput(filler)
      .split(' ')
      .filter(Boolean)
      .flatMap((w) => [...personsOf(w)]),
  );
  const dropped = [...had].filter((p) => !has.has(p));
  if (!dropped.length) return [];
  const out: number[] = [];
  phraseWords.forEach((w, i) => {
    const p = i + 1;
    if (p >= slot.fromWord && p <= slot.toWord) return;
    if (dropped.some((d) => personsOf(w).has(d))) out.push(p);
  });
  return out;
}
