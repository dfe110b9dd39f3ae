import { cleanInput } from './clean.js';
import { foldWord } from './fold.js';

/*
 * How people set a quotation off: "قال تعالى" before it, "صدق الله العظيم" after it, ﴿…﴾ around it, a reference
 * such as [الزلزلة: 1] or (البقرة 255) after it. None of these is part of the answer, and a teacher would not
 * count them as words added to the verse.
 */

const OPENERS = [
  'قال الله تعالى',
  'قال الله عز وجل',
  'قال تعالى',
  'قال سبحانه وتعالى',
  'قال سبحانه',
  'قال عز وجل',
  'يقول الله تعالى',
  'يقول تعالى',
  'اعوذ بالله من الشيطان الرجيم',
  // The answer named in a sentence of its own ("the missing word is …").
  'الكلمة الناقصة هي',
  'الكلمات الناقصة هي',
  'الكلمتان الناقصتان هما',
  'الكلمة هي',
  'الكلمتان هما',
  'الكلمات هي',
  'الجواب هو',
  'الجواب الصحيح هو',
  'الجواب',
  'الإجابة هي',
  'الإجابة الصحيحة هي',
  'الإجابة',
].map((s) => s.split(' ').map(foldWord));
const CLOSERS = ['صدق الله العظيم', 'صدق الله'].map((s) => s.split(' ').map(foldWord));
/** How far into the answer an announcement is looked for. */
const LEAD_IN_WORDS = 20;
/*
 * Announcements of a quotation that the Qur'an itself never contains, so they may stand after the learner's own
 * words (تذكر يا أخي قول الله تعالى: …, الدين يسر، قال تعالى: …): everything up to them is the learner's lead-in,
 * not words added to the verse. "قال الله" alone is not here: the Qur'an says it (قال الله إني منزلها).
 */
const ANNOUNCERS = [
  'قال الله تعالى',
  'قال الله عز وجل',
  'قال الله سبحانه وتعالى',
  'قال تعالى',
  'قال عز وجل',
  'قال سبحانه وتعالى',
  'قوله تعالى',
  'قوله عز وجل',
  'قول الله تعالى',
  'قول الله عز وجل',
  'يقول الله تعالى',
  'يقول الله عز وجل',
  'يقول تعالى',
  'يقول سبحانه وتعالى',
].map((s) => s.split(' ').map(foldWord));

// A bracketed reference holding a number, in any bracket people use, or a bare "Name: 12" at the end.
const BRACKETED_REFERENCE = /[[(（{]\s*[^\])）}]{0,40}?[0-9\u0660-\u0669\u06F0-\u06F9]+\s*[\])）}]/gu;
const TRAILING_REFERENCE =
  /(?:سورة\s+)?(?:آل\s+)?[\u0621-\u064A]{1,20}\s*[:：،]\s*(?:الآية\s*)?[0-9\u0660-\u0669\u06F0-\u06F9]{1,3}\s*$/u;
// A reference is short: only the end of the text is searched, so a long answer cannot cost quadratic time.
const TAIL = 80;
const AYAH_NUMBER_REFERENCE =
  /سورة\s+[\u0621-\u064A]+(?:\s+[\u0621-\u064A]+)?\s*(?:الآية|آية|اية)\s*[0-9\u0660-\u0669\u06F0-\u06F9]+/gu;

export interface FramedText {
  /** The text without its quoting frame. */
  text: string;
  /** The frame pieces removed, as typed (cleaned), for a gentle note. */
  frames: string[];
}

function startsWith(words: string[], phrase: string[]): boolean {
  return phrase.length <= words.length && phrase.every((w, i) => foldWord(words[i]!) === w);
}

/** Removes quoting frames around an answer; the rest keeps its harakat and spacing. */
export function stripQuotingFrames(raw: string): FramedText {
  const frames: string[] = [];
  let text = raw
    .replace(BRACKETED_REFERENCE, (m) => {
      frames.push(m.trim());
      return ' ';
    })
    .replace(AYAH_NUMBER_REFERENCE, (m) => {
      frames.push(m.trim());
      return ' ';
    });
  const tailFrom = Math.max(0, text.length - TAIL);
  const trailing = TRAILING_REFERENCE.exec(text.slice(tailFrom));
  if (trailing) {
    frames.push(trailing[0].trim());
    text = text.slice(0, tailFrom + trailing.index);
  }
  // Openers and closers are matched on cleaned words, then cut from the raw text by word count.
  let rawWords = text.split(/\s+/u).filter((w) => cleanInput(w) !== '' || /[\u0621-\u064A]/u.test(w));
  let changed = true;
  while (changed) {
    changed = false;
    const clean = rawWords.map(cleanInput);
    for (const opener of OPENERS) {
      if (clean.length > opener.length && startsWith(clean, opener)) {
        frames.push(clean.slice(0, opener.length).join(' '));
        rawWords = rawWords.slice(opener.length);
        changed = true;
        break;
      }
    }
    const cleanNow = rawWords.map(cleanInput);
    for (const closer of CLOSERS) {
      const tail = cleanNow.slice(cleanNow.length - closer.length);
      if (cleanNow.length > closer.length && startsWith(tail, closer)) {
        frames.push(tail.join(' '));
        rawWords = rawWords.slice(0, rawWords.length - closer.length);
        changed = true;
        break;
      }
    }
  }
  // The last announcement inside the text: the quotation follows it, the learner's own words come before it.
  // A lead-in is a few words: only the first ones are searched, so a long answer cannot cost quadratic time.
  const clean = rawWords.map(cleanInput);
  const keys = clean.map(foldWord);
  const announces = (at: number, a: string[]) =>
    clean.length - at > a.length && a.every((w, k) => keys[at + k] === w);
  for (let at = Math.min(clean.length - 2, LEAD_IN_WORDS); at > 0; at--) {
    const announcer = ANNOUNCERS.find((a) => announces(at, a));
    if (!announcer) continue;
    frames.push(clean.slice(0, at + announcer.length).join(' '));
    rawWords = rawWords.slice(at + announcer.length);
    break;
  }
  return { text: rawWords.join(' '), frames };
}
