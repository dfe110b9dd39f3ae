import {
  DEFAULT_UI_LANGUAGE,
  RTL_LANGUAGES,
  UI_LANGUAGES,
  isUiLanguage,
  type UiLanguage,
} from '@lisan/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../locales/ar/common.json';
import en from '../locales/en/common.json';
import id from '../locales/id/common.json';
import sw from '../locales/sw/common.json';
import tr from '../locales/tr/common.json';
import zh from '../locales/zh/common.json';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

export const resources = {
  en: { common: en },
  ar: { common: ar },
  id: { common: id },
  tr: { common: tr },
  zh: { common: zh },
  sw: { common: sw },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // English is the source of truth: keys are typed from it, and every other language must match it.
    resources: { common: typeof en };
  }
}

/** Spec §9: the stored language, or English when nothing (or something unknown) is stored. */
export function storedLanguage(): UiLanguage {
  const stored = readStorage(STORAGE_KEYS.language);
  return isUiLanguage(stored) ? stored : DEFAULT_UI_LANGUAGE;
}

export function directionOf(language: UiLanguage): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

function applyToDocument(language: UiLanguage) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export function setLanguage(language: UiLanguage): Promise<unknown> {
  writeStorage(STORAGE_KEYS.language, language);
  applyToDocument(language);
  return i18n.changeLanguage(language);
}

/** The header toggle cycles through the languages in spec order: en → ar → id → tr → zh → sw → en. */
export function nextLanguage(current: UiLanguage): UiLanguage {
  const index = UI_LANGUAGES.indexOf(current);
  return UI_LANGUAGES[(index + 1) % UI_LANGUAGES.length] ?? DEFAULT_UI_LANGUAGE;
}

export function initI18n() {
  const language = storedLanguage();
  applyToDocument(language);
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_UI_LANGUAGE,
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}
