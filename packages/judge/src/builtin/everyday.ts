import { foldWord, tokenize } from '@lisan/arabic';

/*
 * Formulas of everyday spoken Arabic that are not stretches of the Qur'an (a unit test checks each against the
 * corpus): a reply made of them is the learner's own speech, and is called that, never a misquote of a verse
 * that shares a word with it (الحمد لله على السلامة is not 27:59 changed).
 */
const GREETINGS = [
  'السلام عليكم',
  'وعليكم السلام',
  'ورحمة الله',
  'ورحمة الله وبركاته',
  'السلام عليك',
  'وعليك السلام',
];
const OTHERS = [
  'الحمد لله على السلامة',
  'صباح الخير',
  'صباح النور',
  'مساء الخير',
  'مساء النور',
  'جزاك الله خيرا',
  'جزاكم الله خيرا',
  'بارك الله فيك',
  'بارك الله فيكم',
  'الله يشفيك',
  'البقاء لله',
  'عظم الله أجركم',
  'تقبل الله منا ومنكم',
  'أهلا وسهلا',
  'مبروك',
];

/** Every formula, for the test that keeps the list free of Qur'anic stretches. */
export const EVERYDAY_FORMULAS: readonly string[] = [...GREETINGS, ...OTHERS];

const keys = (text: string) => tokenize(text).map(foldWord);
const GREETING_KEYS = GREETINGS.map(keys);
const OTHER_KEYS = OTHERS.map(keys);

/**
 * The reply is everyday formulas and nothing else: 'greeting' when they are the greeting of peace and its
 * return, 'other' for the rest; undefined when any word is not one of them.
 */
export function everydayReply(typed: readonly string[]): 'greeting' | 'other' | undefined {
  const words = typed.map(foldWord);
  let i = 0;
  let greetingOnly = true;
  while (i < words.length) {
    let taken = 0;
    let greeting = false;
    for (const [formulas, isGreeting] of [
      [GREETING_KEYS, true],
      [OTHER_KEYS, false],
    ] as const) {
      for (const f of formulas) {
        if (f.length > taken && f.every((w, k) => words[i + k] === w)) {
          taken = f.length;
          greeting = isGreeting;
        }
      }
    }
    if (taken === 0) return undefined;
    greetingOnly &&= greeting;
    i += taken;
  }
  return words.length === 0 ? undefined : greetingOnly ? 'greeting' : 'other';
}
