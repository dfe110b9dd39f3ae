import type auth from '../locales/en/auth.json';
import type common from '../locales/en/common.json';
import type quran from '../locales/en/quran.json';
import type content from '../locales/en/content.json';
import type learning from '../locales/en/learning.json';
import type pricing from '../locales/en/pricing.json';
import type publicPages from '../locales/en/public.json';

/**
 * English is the source of truth: keys are typed from the English files, one line per namespace.
 * A feature that adds `locales/en/<namespace>.json` adds it here too.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      common: typeof common;
      quran: typeof quran;
      content: typeof content;
      learning: typeof learning;
      pricing: typeof pricing;
      public: typeof publicPages;
    };
  }
}
