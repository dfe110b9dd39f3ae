import { foldWord, loadCorpus, quranVocabulary, type ReferenceWord } from '@lisan/arabic';

/*
 * Learner variants of a text taken from the corpus: each is built by one known change, so its label follows
 * from the change (a hamza seat moved is accepted; a real word swapped in is wrong; a slip of the pen that makes
 * no word is "almost").
 */

export type Random = () => number;
type Words = readonly ReferenceWord[];

const CONSONANTS = [...'بتثجحخدذرزسشصضطظعغفقكمنه'];
const SUN_LETTERS = 'تثدذرزسشصضطظلن';

export const standardOf = (words: Words): string => words.map((w) => w.standard).join(' ');
export const rasmOf = (words: Words): string => words.map((w) => w.rasm).join(' ');
/**
 * Whether the phrase in the mushaf spelling reads as another word: one word's mushaf spelling, without a long alif
 * the standard spelling has, is the standard spelling of another Qur'an word (لسحر for لساحر, also after a
 * one-letter proclitic) or the singular مفعل of a plural مفاعل, and no other word is written in a mushaf spelling
 * that is no other word (which would show the whole phrase copied from the mushaf).
 */
export function rasmReadsAsAnotherWord(words: Words): boolean {
  const standard = new Set(
    loadCorpus().verses.flatMap((v) => v.words.flatMap((w) => w.standard.split(' ').map(foldWord))),
  );
  const another = (w: ReferenceWord): boolean => {
    const [rasm, key] = [foldWord(w.rasm), foldWord(w.standard)];
    const plural = /^([وف]?[بكل]?(?:ال)?)(م.)ا(..)$/u.exec(key);
    return (
      standard.has(rasm) ||
      (/^[وفبلك]/u.test(rasm) && rasm.length > 3 && standard.has(rasm.slice(1))) ||
      (plural !== null && !/[اوي]$/u.test(key) && rasm === `${plural[1]}${plural[2]}${plural[3]}`)
    );
  };
  const differing = words.filter(
    (w) => !w.standard.includes(' ') && foldWord(w.rasm) !== foldWord(w.standard),
  );
  return differing.some(another) && differing.every(another);
}

export const uthmaniOf = (words: Words): string => words.map((w) => w.uthmani ?? w.standard).join(' ');

const pick = <T>(random: Random, items: readonly T[]): T | undefined =>
  items.length ? items[Math.floor(random() * items.length)] : undefined;

/** Hamza seats dropped, final ة as ه, final ى as ي: what learners type; undefined if nothing changed. */
export function spellingNoise(text: string): string | undefined {
  const out = text
    .split(' ')
    .map((w) =>
      w
        .replace(/[أإآ]/gu, 'ا')
        .replace(/ؤ/gu, 'و')
        .replace(/ئ/gu, 'ي')
        .replace(/ة$/u, 'ه')
        .replace(/ى$/u, 'ي'),
    )
    .join(' ');
  return out === text ? undefined : out;
}

/** Word i replaced. */
function replaceWord(words: Words, i: number, typed: string): string {
  return words.map((w, k) => (k === i ? typed : w.standard)).join(' ');
}

const singleTokenWords = (words: Words) =>
  words.map((w, i) => ({ w, i })).filter(({ w }) => !w.standard.includes(' '));

/** One word replaced by another real word of the Qur'an one letter away (same length): never acceptable. */
export function realWordSubstitution(
  words: Words,
  random: Random,
): { text: string; from: string; to: string } | undefined {
  const vocabulary = quranVocabulary();
  const options: Array<{ i: number; to: string }> = [];
  for (const { w, i } of singleTokenWords(words)) {
    const key = foldWord(w.standard);
    if (key.length < 3) continue;
    for (let p = 1; p < key.length; p++) {
      for (const letter of CONSONANTS) {
        if (letter === key[p]) continue;
        const candidate = key.slice(0, p) + letter + key.slice(p + 1);
        if (candidate !== foldWord(w.rasm) && vocabulary.has(candidate)) options.push({ i, to: candidate });
      }
    }
  }
  const choice = pick(random, options);
  return (
    choice && {
      text: replaceWord(words, choice.i, choice.to),
      from: words[choice.i]!.standard,
      to: choice.to,
    }
  );
}

/** One consonant of a longer word changed so that it is no word at all: a slip of the pen. */
export function typo(
  words: Words,
  random: Random,
  avoid: ReadonlySet<number> = new Set(),
): { text: string; index: number } | undefined {
  const vocabulary = quranVocabulary();
  const options = singleTokenWords(words).filter(
    ({ w, i }) => !avoid.has(i) && foldWord(w.standard).length >= 4,
  );
  for (let attempt = 0; attempt < 40; attempt++) {
    const choice = pick(random, options);
    if (!choice) return undefined;
    const key = foldWord(choice.w.standard);
    const p = 1 + Math.floor(random() * (key.length - 2));
    if ('اوي'.includes(key[p]!)) continue;
    const letter = pick(random, CONSONANTS)!;
    const typed = key.slice(0, p) + letter + key.slice(p + 1);
    if (letter === key[p] || vocabulary.has(typed)) continue;
    return { text: replaceWord(words, choice.i, typed), index: choice.i };
  }
  return undefined;
}

/** The alef of tanween fath left out of a word that has it (كتابا → كتاب). */
export function missingTanweenAlef(words: Words): string | undefined {
  const i = words.findIndex(
    (w) =>
      /[\u064B\u0657\u08F0]/u.test(w.uthmani ?? '') &&
      w.standard.endsWith('ا') &&
      foldWord(w.standard).length >= 4,
  );
  return i < 0 ? undefined : replaceWord(words, i, words[i]!.standard.slice(0, -1));
}

/** The silent lam of ال before a sun letter left out (الشمس → اشمس). */
export function sunLetterSlip(words: Words): string | undefined {
  const i = words.findIndex(
    (w) => new RegExp(`^ال[${SUN_LETTERS}]`, 'u').test(w.standard) && !w.standard.startsWith('الل'),
  );
  return i < 0 ? undefined : replaceWord(words, i, `ا${words[i]!.standard.slice(2)}`);
}

export function dropWord(words: Words, random: Random): string | undefined {
  if (words.length < 3) return undefined;
  const i = 1 + Math.floor(random() * (words.length - 1));
  return words
    .filter((_, k) => k !== i)
    .map((w) => w.standard)
    .join(' ');
}

export function swapWords(words: Words, random: Random): string | undefined {
  const options = words
    .map((_, i) => i)
    .filter((i) => i + 1 < words.length && foldWord(words[i]!.standard) !== foldWord(words[i + 1]!.standard));
  const i = pick(random, options);
  if (i === undefined) return undefined;
  const out = words.map((w) => w.standard);
  [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
  return out.join(' ');
}

/** A و added to a word that has no prefix: the conjunction changes the sentence. */
export function addConjunction(words: Words): string | undefined {
  const i = words.findIndex(
    (w, k) =>
      k > 0 && !/^[وفبل]/u.test(w.standard) && !w.standard.includes(' ') && foldWord(w.standard).length >= 3,
  );
  return i < 0 ? undefined : replaceWord(words, i, `و${words[i]!.standard}`);
}

/** A word said twice. */
export function repeatWord(words: Words): string | undefined {
  if (words.length < 2) return undefined;
  const i = words.length - 1;
  return [...words.map((w) => w.standard), words[i]!.standard].join(' ');
}
