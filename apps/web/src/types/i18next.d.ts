import type common from '../locales/en/common.json';

/**
 * English is the source of truth: keys are typed from the English files, one line per namespace.
 * A feature that adds `locales/en/<namespace>.json` adds it here too.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
    };
  }
}
