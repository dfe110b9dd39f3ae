import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_UI_LANGUAGE,
  isUiLanguage,
  UI_LANGUAGES,
  type ExerciseView,
  type PhilosophicalSentence,
  type Phrase,
  type QuestionBankItem,
  type UiLanguage,
} from '@lisan/contract';
import { DEFAULT_CONTENT_DIR } from './files.js';

/*
 * Learner-facing content texts in the interface languages. English lives in the content files themselves; the
 * other languages in content/i18n/<lang>/<kind>.json, keyed by the record's id and then the field:
 *
 *   content/i18n/tr/themes.json   { "bank-001": { "themeEnglish": "Zorluklarda sabır", "description": "…" } }
 *
 * Kept apart from the content files so translators and authors never edit the same file. A missing text falls
 * back to English. Qur'anic text is never here: verse translations come from the corpus.
 */

export const TRANSLATABLE = {
  phrases: ['lifeApplication', 'usageNote', 'englishTranslation'],
  substitution: ['cueEnglish', 'agreementNote'],
  conversation: ['english', 'task'],
  roleplay: ['setting', 'learnerRole', 'english', 'goal'],
  comparison: ['question', 'rubric'],
  // `reasons`: why each related verse fits, keyed by its reference ("94:6"); the judge keeps reading the English.
  wisdom: ['englishGloss', 'reasons', 'source'],
  themes: ['themeEnglish', 'description'],
} as const;
export type TranslationKind = keyof typeof TRANSLATABLE;

type Entry = Record<string, string | string[] | Record<string, string>>;
type Table = Map<string, Entry>;

export interface ContentTranslations {
  /** The text in the language, or undefined (the caller keeps English). */
  text(lang: UiLanguage, kind: TranslationKind, id: string, field: string): string | undefined;
  list(lang: UiLanguage, kind: TranslationKind, id: string, field: string): string[] | undefined;
  /** One text of a field keyed by something inside the record (a wisdom reason by its verse reference). */
  keyed(lang: UiLanguage, kind: TranslationKind, id: string, field: string, key: string): string | undefined;
  /** Languages with at least one file. */
  readonly languages: readonly UiLanguage[];
  /** Problems found while reading (a file that is not an object of objects). */
  readonly issues: readonly string[];
}

export function loadTranslations(contentDir: string = DEFAULT_CONTENT_DIR): ContentTranslations {
  const tables = new Map<string, Table>();
  const issues: string[] = [];
  const languages: UiLanguage[] = [];
  const root = join(contentDir, 'i18n');
  if (existsSync(root)) {
    for (const lang of readdirSync(root).sort()) {
      if (!isUiLanguage(lang) || lang === DEFAULT_UI_LANGUAGE) {
        issues.push(
          `i18n/${lang}: not one of the interface languages other than English (${UI_LANGUAGES.join(', ')})`,
        );
        continue;
      }
      languages.push(lang);
      for (const name of readdirSync(join(root, lang))
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        const kind = name.slice(0, -'.json'.length);
        if (!(kind in TRANSLATABLE)) {
          issues.push(`i18n/${lang}/${name}: files are named ${Object.keys(TRANSLATABLE).join(', ')}`);
          continue;
        }
        let data: unknown;
        try {
          data = JSON.parse(readFileSync(join(root, lang, name), 'utf8'));
        } catch (error) {
          issues.push(`i18n/${lang}/${name}: not valid JSON: ${(error as Error).message}`);
          continue;
        }
        if (!data || typeof data !== 'object' || Array.isArray(data)) {
          issues.push(`i18n/${lang}/${name}: must be an object keyed by record id`);
          continue;
        }
        const table: Table = new Map();
        for (const [id, entry] of Object.entries(data as Record<string, unknown>)) {
          if (entry && typeof entry === 'object' && !Array.isArray(entry)) table.set(id, entry as Entry);
          else issues.push(`i18n/${lang}/${name} ${id}: must be an object of field texts`);
        }
        tables.set(`${lang}/${kind}`, table);
      }
    }
  }
  const raw = (lang: UiLanguage, kind: TranslationKind, id: string, field: string) =>
    tables.get(`${lang}/${kind}`)?.get(id)?.[field];
  return {
    text: (lang, kind, id, field) => {
      const value = raw(lang, kind, id, field);
      return typeof value === 'string' && value.trim() ? value : undefined;
    },
    list: (lang, kind, id, field) => {
      const value = raw(lang, kind, id, field);
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && v.trim())
        ? value
        : undefined;
    },
    keyed: (lang, kind, id, field, key) => {
      const value = raw(lang, kind, id, field);
      if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
      const text = value[key];
      return typeof text === 'string' && text.trim() ? text : undefined;
    },
    languages,
    issues,
  };
}

/**
 * Why a verse fits a wisdom sentence, in the learner's language (English where it is not translated). The
 * English reason stays the judge's: its meaning match reads it, and this is only what the learner is shown.
 */
export function wisdomReasonIn(
  tr: ContentTranslations,
  lang: UiLanguage,
  sentenceId: string,
  surahAyah: string,
  english: string,
): string {
  if (lang === DEFAULT_UI_LANGUAGE) return english;
  return tr.keyed(lang, 'wisdom', sentenceId, 'reasons', surahAyah) ?? english;
}

let defaultTranslations: ContentTranslations | undefined;
export function getContentTranslations(): ContentTranslations {
  defaultTranslations ??= loadTranslations();
  return defaultTranslations;
}

/**
 * Where the corpus has no translation of a whole verse into the language, its English meaning is shown, and the
 * learner is told so in their own words.
 */
const SHOWN_IN_ENGLISH: Partial<Record<UiLanguage, string>> = {
  sw: 'Maana kwa Kiingereza (tafsiri ya Kiswahili haipo): ',
};

function inEnglish(lang: UiLanguage, english: string): string {
  const note = SHOWN_IN_ENGLISH[lang];
  return note && english ? note + english : english;
}

/**
 * A phrase's meaning in the language: the corpus translation of a whole verse, else an authored one (an Arabic
 * explanation in Arabic). An Arabic reader without an Arabic explanation reads the verse itself: '' (no English
 * gloss); other languages fall back to the English meaning, said to be English where the language needs it.
 */
function phraseMeaning(tr: ContentTranslations, lang: UiLanguage, phrase: Phrase): string {
  const own = phrase.translations[lang] ?? tr.text(lang, 'phrases', phrase.id, 'englishTranslation');
  if (own) return own;
  return lang === 'ar' ? '' : inEnglish(lang, phrase.englishTranslation);
}

export function localisePhrase(tr: ContentTranslations, lang: UiLanguage, phrase: Phrase): Phrase {
  if (lang === DEFAULT_UI_LANGUAGE) return phrase;
  return {
    ...phrase,
    // The meaning of a part of a verse is authored, and translated with the phrase's other texts.
    englishTranslation: phraseMeaning(tr, lang, phrase),
    lifeApplication: tr.text(lang, 'phrases', phrase.id, 'lifeApplication') ?? phrase.lifeApplication,
    usageNote:
      phrase.usageNote === null
        ? null
        : (tr.text(lang, 'phrases', phrase.id, 'usageNote') ?? phrase.usageNote),
  };
}

export function localiseSentence(
  tr: ContentTranslations,
  lang: UiLanguage,
  sentence: PhilosophicalSentence,
): PhilosophicalSentence {
  if (lang === DEFAULT_UI_LANGUAGE) return sentence;
  return {
    ...sentence,
    englishGloss: tr.text(lang, 'wisdom', sentence.id, 'englishGloss') ?? sentence.englishGloss,
    source: sentence.source && (tr.text(lang, 'wisdom', sentence.id, 'source') ?? sentence.source),
  };
}

export function localiseBank(
  tr: ContentTranslations,
  lang: UiLanguage,
  bank: QuestionBankItem,
): QuestionBankItem {
  if (lang === DEFAULT_UI_LANGUAGE) return bank;
  return {
    ...bank,
    themeEnglish: tr.text(lang, 'themes', bank.id, 'themeEnglish') ?? bank.themeEnglish,
    description: tr.text(lang, 'themes', bank.id, 'description') ?? bank.description,
  };
}

/**
 * An exercise view with its learner-facing texts in the language (English where a text has no translation).
 * The field names stay the public API's (`english`, `englishGloss`…): they hold the learner's language here.
 */
export function localiseView(
  tr: ContentTranslations,
  lang: UiLanguage,
  view: ExerciseView,
  verseTranslation: (surahAyah: string) => string | undefined,
): ExerciseView {
  if (lang === DEFAULT_UI_LANGUAGE) return view;
  const id = view.itemId;
  const d = { ...view.exercise.details };
  let english = view.exercise.english;
  const pick = (kind: TranslationKind, field: string, fallback: unknown) =>
    tr.text(lang, kind, id, field) ?? (typeof fallback === 'string' ? fallback : undefined);
  // An Arabic reader reads the other person's Arabic line itself: a gloss of it would say it twice.
  const lineGloss = (kind: TranslationKind) =>
    lang === 'ar' ? null : (pick(kind, 'english', english) ?? english);
  switch (view.type) {
    case 'completion':
      if (view.phrase) english = phraseMeaning(tr, lang, view.phrase) || null;
      break;
    case 'substitution':
      english = pick('substitution', 'cueEnglish', english) ?? english;
      d.agreementNote = pick('substitution', 'agreementNote', d.agreementNote);
      if (view.phrase) d.phraseEnglish = phraseMeaning(tr, lang, view.phrase);
      break;
    case 'conversation':
      english = lineGloss('conversation');
      d.task = pick('conversation', 'task', d.task);
      break;
    case 'roleplay':
      english = lineGloss('roleplay');
      d.setting = pick('roleplay', 'setting', d.setting);
      d.learnerRole = pick('roleplay', 'learnerRole', d.learnerRole);
      d.goal = pick('roleplay', 'goal', d.goal);
      break;
    case 'comparison':
      english = pick('comparison', 'question', english) ?? english;
      if (Array.isArray(d.verses)) {
        // An Arabic reader reads the verse itself; other languages get the corpus translation where it has one.
        d.verses = (d.verses as Array<{ surahAyah: string; englishTranslation: string }>).map((v) => ({
          ...v,
          englishTranslation:
            lang === 'ar' ? '' : (verseTranslation(v.surahAyah) ?? inEnglish(lang, v.englishTranslation)),
        }));
      }
      break;
    case 'transformation':
      english = pick('wisdom', 'englishGloss', english) ?? english;
      break;
    case 'thematic':
      english = pick('themes', 'themeEnglish', english) ?? english;
      d.description = pick('themes', 'description', d.description);
      break;
  }
  return {
    ...view,
    exercise: { ...view.exercise, english, details: d },
    phrase: view.phrase ? localisePhrase(tr, lang, view.phrase) : null,
    sentence: view.sentence ? localiseSentence(tr, lang, view.sentence) : null,
    questionBank: view.questionBank ? localiseBank(tr, lang, view.questionBank) : null,
  };
}
