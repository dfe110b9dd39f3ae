import type { UiLanguage } from '@lisan/contract';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import sw from './sw.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };

/**
 * The judge's feedback texts. English is the source of truth: its keys type every other language, and a test
 * checks that each language has every key with the same placeholders. Messages never contain Qur'anic text;
 * words and verses are passed in as parameters, taken from the corpus or the learner's answer at run time.
 */
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

export const MESSAGES: Record<UiLanguage, Messages> = { en, ar, id, tr, zh, sw };

type Params = Record<string, string | number>;

/** One message in the learner's language, with `{name}` placeholders filled in. */
export function message(language: UiLanguage, key: MessageKey, params: Params = {}): string {
  const template = MESSAGES[language][key] ?? MESSAGES.en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : isolateForeign(language, String(params[name])),
  );
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

/** A parameter written in the other direction than the sentence (and not isolated already) becomes an isolate. */
function isolateForeign(language: UiLanguage, value: string): string {
  if (value.startsWith(FSI) || (value.length > 1 && value.slice(1).startsWith(FSI))) return value;
  const foreign = language === 'ar' ? LATIN.test(value) : ARABIC.test(value);
  return foreign ? `${FSI}${value}${PDI}` : value;
}

/** Unicode's first-strong isolate and its closing pop (FSI … PDI). */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Quoted text, with the language's own quotation marks. The text inside is a directional isolate: an Arabic word in
 * an English sentence (or a Latin one in an Arabic sentence) is laid out on its own, so the quotation marks and the
 * full stop after it stay where the sentence puts them.
 */
function quoted(language: UiLanguage, text: string): string {
  return message(language, 'quote', { text: `${FSI}${text}${PDI}` });
}

/** A list of words in the language's own separator. */
function listOf(language: UiLanguage, items: readonly string[]): string {
  return items.join(MESSAGES[language].listJoin);
}

/** A bound translator, so the judges do not pass the language around. */
export interface Translator {
  language: UiLanguage;
  t(key: MessageKey, params?: Params): string;
  q(text: string): string;
  list(items: readonly string[]): string;
}

export function translator(language: UiLanguage): Translator {
  return {
    language,
    t: (key, params) => message(language, key, params),
    q: (text) => quoted(language, text),
    list: (items) => listOf(language, items),
  };
}
