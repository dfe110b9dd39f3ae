import { UI_LANGUAGES } from '@lisan/contract';
import { describe, expect, it } from 'vitest';
import { verifyQuote } from '../llm/quotes.js';
import { MESSAGES } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const ARABIC_RUN = /[\u0600-\u06FF]+(?:\s+[\u0600-\u06FF]+)*/gu;

describe('judge messages', () => {
  const english = MESSAGES.en;

  it.each(UI_LANGUAGES)('%s has every key, with the same placeholders as English', (language) => {
    const messages = MESSAGES[language];
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english) as Array<keyof typeof english>) {
      expect(messages[key].trim(), `${language}.${key}`).not.toBe('');
      expect(placeholders(messages[key]), `${language}.${key}`).toEqual(placeholders(english[key]));
    }
  });

  it.each(UI_LANGUAGES)(
    '%s quotes no Qur\u2019anic text (verses come from the corpus at run time)',
    (language) => {
      for (const [key, text] of Object.entries(MESSAGES[language])) {
        for (const run of text.match(ARABIC_RUN) ?? []) {
          expect(verifyQuote(run).status, `${language}.${key}: ${run}`).toBe('unknown');
        }
      }
    },
  );
});
