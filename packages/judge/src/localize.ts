import type { JudgeItem, UiLanguage } from '@lisan/contract';

/** The content's texts in the interface languages (the content package's translations satisfy it). */
export interface ItemTexts {
  text(lang: UiLanguage, kind: 'substitution', id: string, field: string): string | undefined;
  list(lang: UiLanguage, kind: 'comparison', id: string, field: string): string[] | undefined;
}

/** Words in a cue's parentheses that describe the form of the words before them: those words are the answer. */
const FORM_NOTE =
  /\((?:[^)]*\s)?(?:نكرة|معرفة|منصوب|منصوبة|مرفوع|مرفوعة|مجرور|مجرورة|جماعة|مفرد|مثنى|ذكر|أنثى|الغائب|الغائبة)(?:\s[^)]*)?\)/u;
/** Parentheses that ask for the words to be turned into another form (خطابًا لامرأة, أمرًا): not the answer. */
const FORM_REQUEST = /\((?:خطاب|أمر|بكلمة|اكتب|مع ضمير|بياء)/u;

/**
 * The item as the learner saw it in their interface language: the substitution cue and its agreement note (the
 * feedback quotes them, so an Arabic learner never reads an English sentence) and a comparison's rubric.
 * A cue's Arabic that names the very words to say, with their form in parentheses (فتاة تقية (نكرة منصوبة)), is
 * accepted in every language: one cue, one set of right answers, whichever language shows it.
 */
export function itemInLanguage(item: JudgeItem, language: UiLanguage, texts: ItemTexts): JudgeItem {
  if (item.type === 'comparison') {
    if (language === 'en') return item;
    const rubric = texts.list(language, 'comparison', item.itemId, 'rubric');
    return rubric && rubric.length === item.rubric.length ? { ...item, rubric } : item;
  }
  if (item.type !== 'substitution') return item;
  const arabicCue = texts.text('ar', 'substitution', item.itemId, 'cueEnglish');
  const said =
    arabicCue && FORM_NOTE.test(arabicCue) && !FORM_REQUEST.test(arabicCue) ? cueWords(arabicCue) : '';
  const known = [...item.acceptedFillers, ...(item.lexiconFillers ?? [])];
  const lexiconFillers =
    said && !known.includes(said) ? [...(item.lexiconFillers ?? []), said] : item.lexiconFillers;
  if (language === 'en') return lexiconFillers === item.lexiconFillers ? item : { ...item, lexiconFillers };
  return {
    ...item,
    lexiconFillers,
    cueEnglish: texts.text(language, 'substitution', item.itemId, 'cueEnglish') ?? item.cueEnglish,
    agreementNote: texts.text(language, 'substitution', item.itemId, 'agreementNote') ?? item.agreementNote,
  };
}

/** The Arabic words of a cue, its parenthesised notes and vowel marks left out. */
function cueWords(cue: string): string {
  return cue
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[\u064B-\u0652\u0670]/gu, '')
    .replace(/[^\u0621-\u064A\s]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}
