import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXERCISE_TYPES, UI_LANGUAGES } from '@lisan/contract';
import { describe, expect, it } from 'vitest';

/** One name per exercise type in each language: the dashboard, the plans and the public pages agree. */
const load = (lang: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, lang, `${namespace}.json`), 'utf8')) as unknown;

describe.each(UI_LANGUAGES)('exercise type names in %s', (lang) => {
  it('are the same on the dashboard, the plans and the public pages', () => {
    const learning = load(lang, 'learning') as { types: Record<string, { title: string }> };
    const pricing = load(lang, 'pricing') as { exerciseTypes: Record<string, string> };
    const publicPages = load(lang, 'public') as { exerciseTypes: Record<string, { title: string }> };
    for (const type of EXERCISE_TYPES) {
      const name = learning.types[type]?.title;
      expect([type, pricing.exerciseTypes[type]]).toEqual([type, name]);
      expect([type, publicPages.exerciseTypes[type]?.title]).toEqual([type, name]);
    }
  });
});
