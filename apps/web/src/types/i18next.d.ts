import type analytics from '../locales/en/analytics.json';
import type auth from '../locales/en/auth.json';
import type circles from '../locales/en/circles.json';
import type common from '../locales/en/common.json';
import type quran from '../locales/en/quran.json';
import type content from '../locales/en/content.json';
import type dialogue from '../locales/en/dialogue.json';
import type learning from '../locales/en/learning.json';
import type exerciseReveal from '../locales/en/exercise-reveal.json';
import type pricing from '../locales/en/pricing.json';
import type publicPages from '../locales/en/public.json';
import type security from '../locales/en/security.json';
import type oauth from '../locales/en/oauth.json';
import type ux from '../locales/en/ux.json';

/**
 * English is the source of truth: keys are typed from the English files, one line per namespace.
 * A feature that adds `locales/en/<namespace>.json` adds it here too.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      analytics: typeof analytics;
      auth: typeof auth;
      circles: typeof circles;
      common: typeof common;
      quran: typeof quran;
      content: typeof content;
      dialogue: typeof dialogue;
      learning: typeof learning;
      'exercise-reveal': typeof exerciseReveal;
      pricing: typeof pricing;
      public: typeof publicPages;
      security: typeof security;
      oauth: typeof oauth;
      ux: typeof ux;
    };
  }
}
