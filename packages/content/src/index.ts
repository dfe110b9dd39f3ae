/*
 * @lisan/content: the learning content under content/ read, validated and resolved through the Qur'an corpus
 * into the catalog the server serves and the judge consumes. No HTTP and no database here (the server stores
 * the catalog's rows and serves its views).
 */
export { buildCatalog, getContentCatalog, type ContentCatalog, type ContentRows } from './catalog/catalog.js';
export { verseIdOf } from './catalog/completion.js';
export { DEFAULT_CONTENT_DIR } from './files.js';
export { agreementOutsideSlot } from './agreement.js';
export { answerShownInPrompt, expectedAnswers, glossGivesAway } from './giveaway.js';
export {
  getContentTranslations,
  loadTranslations,
  localiseBank,
  localisePhrase,
  localiseSentence,
  localiseView,
  TRANSLATABLE,
  type ContentTranslations,
  type TranslationKind,
  wisdomReasonIn,
} from './i18n.js';
export { hiddenWordPositions } from './prompts.js';
export {
  buildDialogues,
  dialogueCounts,
  type DialogueCatalog,
  type DialogueEntry,
} from './catalog/dialogues.js';
export { buildUnits, UNITS, type UnitCatalog, type UnitEntry } from './catalog/units.js';
export {
  everydayOnlyAnswers,
  readEverydayReplies,
  type EverydayKeys,
  type EverydayOnlyAnswer,
  type EverydayReplies,
} from './catalog/everyday.js';
export { surahNameOf } from './spans.js';
export { SURAH_NAME_LANGUAGES, surahNameIn } from './surah-names.js';
