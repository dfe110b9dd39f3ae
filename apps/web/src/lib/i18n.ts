import {
  DEFAULT_UI_LANGUAGE,
  RTL_LANGUAGES,
  UI_LANGUAGES,
  isUiLanguage,
  type UiLanguage,
} from '@lisan/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
// Bundled, not fetched: the default language's common strings are needed before the first paint, and bundling
// them (about 2 KB gzipped) saves a visitor on the default language a round trip. Everything else loads on demand.
import defaultCommon from '../locales/en/common.json';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

/**
 * Locale files live in `src/locales/<language>/<namespace>.json`, one namespace per feature. Each file is its
 * own chunk, fetched when a screen first asks for its namespace in the current language, so the landing page
 * downloads one language's common strings and nothing else.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** The stored language, or English when nothing (or something unknown) is stored. */
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
  // The installed app's name and direction follow the interface: Arabic has a right-to-left manifest of its own.
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = language === 'ar' ? '/manifest-ar.webmanifest' : '/manifest.webmanifest';
}

export async function setLanguage(language: UiLanguage): Promise<void> {
  writeStorage(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
}

/** The header toggle cycles through the languages in this order: en → ar → id → tr → zh → sw → en. */
export function nextLanguage(current: UiLanguage): UiLanguage {
  const index = UI_LANGUAGES.indexOf(current);
  return UI_LANGUAGES[(index + 1) % UI_LANGUAGES.length] ?? DEFAULT_UI_LANGUAGE;
}

/** Starts i18next in the stored language; resolves once that language's common strings are here. */
export function initI18n(): Promise<unknown> {
  const language = storedLanguage();
  applyToDocument(language);
  return i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Only English is a fallback: a missing key in another language is a bug the locale test catches.
      fallbackLng: DEFAULT_UI_LANGUAGE,
      supportedLngs: [...UI_LANGUAGES],
      defaultNS: 'common',
      ns: ['common'],
      resources: { [DEFAULT_UI_LANGUAGE]: { common: defaultCommon } },
      // With bundled resources, still ask the backend for every other language and namespace.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      // i18next logs an advertisement to the console on start; keep the console for real messages.
      showSupportNotice: false,
      react: { useSuspense: true },
    });
}

/** Loads namespaces in the current language ahead of rendering (a prerendered page names the ones it uses). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}
