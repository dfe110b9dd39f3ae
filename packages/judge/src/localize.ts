import { foldWord, isQuranWord } from '@lisan/arabic';
import type { JudgeItem, UiLanguage } from '@lisan/contract';

/** The content's texts in the interface languages (the content package's translations satisfy it). */
export interface ItemTexts {
  text(lang: UiLanguage, kind: 'substitution' | 'roleplay', id: string, field: string): string | undefined;
  list(lang: UiLanguage, kind: 'comparison', id: string, field: string): string[] | undefined;
  keyed?(lang: UiLanguage, kind: 'wisdom', id: string, field: string, key: string): string | undefined;
}

/**
 * A cue that is the very noun phrase to say, its form named after it (فتاة تقية (نكرة منصوبة)); cues that
 * describe what to say (المعية للمخاطبين (جماعة), وقت لقائك (مفرد)) are not answers and do not match.
 */
const NOUN_PHRASE_CUE = /^[^()]+\((?:نكرة|معرفة)[^)]*\)\s*$/u;

/**
 * The item as the learner saw it in their interface language: the substitution cue and its agreement note (the
 * feedback quotes them, so an Arabic learner never reads an English sentence) and a comparison's rubric.
 * A cue's Arabic that names the very words to say, with their form in parentheses (فتاة تقية (نكرة منصوبة)), is
 * accepted in every language: one cue, one set of right answers, whichever language shows it.
 * A role-play's goal and a wisdom sentence's reasons are quoted in the feedback too: shown in the learner's
 * language, while the rules keep reading the English.
 */
export function itemInLanguage(item: JudgeItem, language: UiLanguage, texts: ItemTexts): JudgeItem {
  if (item.type === 'roleplay') {
    const goalShown = language === 'en' ? undefined : texts.text(language, 'roleplay', item.itemId, 'goal');
    return goalShown ? { ...item, goalShown } : item;
  }
  if (item.type === 'transformation') {
    if (language === 'en') return item;
    const related = item.related.map((r) => {
      const reasonShown = texts.keyed?.(language, 'wisdom', item.sentenceId, 'reasons', r.surahAyah);
      return reasonShown ? { ...r, reasonShown } : r;
    });
    return { ...item, related };
  }
  if (item.type === 'comparison') {
    if (language === 'en') return item;
    const rubric = texts.list(language, 'comparison', item.itemId, 'rubric');
    return rubric && rubric.length === item.rubric.length ? { ...item, rubric } : item;
  }
  if (item.type !== 'substitution') return item;
  const arabicCue = texts.text('ar', 'substitution', item.itemId, 'cueEnglish');
  const said = arabicCue && NOUN_PHRASE_CUE.test(arabicCue) ? inForm(arabicCue) : '';
  const known = [...item.acceptedFillers, ...(item.lexiconFillers ?? [])];
  const wordCount = (text: string) => text.split(' ').length;
  // The cue's words stand in for a filler of as many words: a phrase, not a description of one.
  const fits = said !== '' && known.some((f) => wordCount(f) === wordCount(said)) && !known.includes(said);
  const added = [
    ...(fits ? [said] : []),
    ...cueWordInForm(item, arabicCue, known),
    ...feminineForOnePerson(item, known),
  ];
  const lexiconFillers = added.length ? [...(item.lexiconFillers ?? []), ...added] : item.lexiconFillers;
  if (language === 'en') return lexiconFillers === item.lexiconFillers ? item : { ...item, lexiconFillers };
  return {
    ...item,
    lexiconFillers,
    cueShown: texts.text(language, 'substitution', item.itemId, 'cueEnglish'),
    agreementNoteShown: texts.text(language, 'substitution', item.itemId, 'agreementNote'),
  };
}

/**
 * The cue's words in the form its note names: an indefinite accusative takes its tanween alef where the
 * spelling writes one (ابن صالح (نكرة منصوبة) → ابنا صالحا; فتاة تقية keeps its ة).
 */
function inForm(cue: string): string {
  const words = cueWords(cue);
  if (!/نكرة منصوب/u.test(cue)) return words;
  return words
    .split(' ')
    .map((w) => (/[ةىاء]$/u.test(w) ? w : `${w}ا`))
    .join(' ');
}

/**
 * A cue that says "one person" and names no gender asks for the imperative to one person, a man or a woman:
 * the feminine (ـي) is as right as the masculine filler listed (أوف → أوفي, اصبر → اصبري). Two-letter
 * imperatives are left out: a hollow verb's feminine brings its long vowel back (قل → قولي).
 */
function feminineForOnePerson(
  item: Extract<JudgeItem, { type: 'substitution' }>,
  known: readonly string[],
): string[] {
  if (!/\bone person\b/iu.test(item.cueEnglish) || /\b(?:man|woman|male|female)\b/iu.test(item.cueEnglish))
    return [];
  if (!/\bimperative\b/iu.test(item.agreementNote) || /\bfeminine\b/iu.test(item.agreementNote)) return [];
  return (
    known
      .filter((f) => !f.includes(' ') && f.replace(/^[وف]/u, '').length >= 3 && !/[يا]$/u.test(f))
      .map((f) => `${f}ي`)
      // Where the feminine folds onto another verb form (أوفي / أوفى "he fulfilled"), a learner's ى could not be
      // told from a wrong tense: that feminine is left to the content's own list.
      .filter((f) => !known.includes(f) && !isQuranWord(f) && !isQuranWord(f.replace(/^[وف]/u, '')))
  );
}

/** Letters a word may open with that are a particle (و، ف، بـ، لـ، كـ), not part of the noun or verb. */
const LEADS = 'وفبلك';
/** Endings that carry the slot's grammar: attached pronouns, sound plurals, ة and the tanween alef. */
const ENDINGS = ['كما', 'هما', 'كم', 'هم', 'هن', 'نا', 'ني', 'ها', 'ين', 'ون', 'ك', 'ه', 'ي', 'ة', 'ا'];

/** What a slot's form shows in its letters: an opening particle, the article, the ending. */
function shapeOf(word: string): string {
  const lead = LEADS.includes(word[0] ?? '') ? word[0]! : '';
  const definite = /^[وف]?[بك]?ال|^[وف]?لل/u.test(word) ? 'ال' : '';
  const ending = ENDINGS.find((e) => word.length > e.length + 1 && word.endsWith(e)) ?? '';
  return `${lead}|${definite}|${ending}`;
}

/**
 * The Arabic cue is one word already in the slot's form (سفرتي for "my journey", أرشدني for "guided me",
 * مبتهجين for "happy" said of a group): what the Arabic interface shows is then a right answer itself, in every
 * interface language, so that one cue has one set of right answers whichever language shows it. The form is
 * checked against the authored fillers' letters: the same opening particle, article and ending (a pronoun, a
 * plural, ة, the tanween alef); a cue that names the meaning in another form (the noun الرعب for the verb تخف,
 * للغائبة for لها) does not match. Not when the cue asks for an everyday word (بكلمة يومية: the cue is then the
 * Qur'an's word the learner must replace), nor when it is the slot's own word.
 */
function cueWordInForm(
  item: Extract<JudgeItem, { type: 'substitution' }>,
  arabicCue: string | undefined,
  known: readonly string[],
): string[] {
  if (!arabicCue || /يومي/u.test(arabicCue)) return [];
  const said = cueWords(arabicCue);
  if (said === '' || said.includes(' ') || said.length < 2) return [];
  const key = foldWord(said);
  if (known.some((f) => foldWord(f) === key) || item.slotWords.some((w) => foldWord(w.standard) === key))
    return [];
  const shape = shapeOf(said);
  return known.some((f) => !f.includes(' ') && shapeOf(f) === shape) ? [said] : [];
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
