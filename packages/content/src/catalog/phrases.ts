import { describeRef } from '@lisan/arabic';
import type { PhraseCategory } from '@lisan/contract';
import { resolveSpan, surahNameOf } from '../spans.js';
import type { BuildContext, PhraseEntry } from './context.js';

/** Phrases from these files come first, in this order; other phrase files follow by name. */
const CATEGORY_ORDER: readonly PhraseCategory[] = ['short', 'commands', 'proverbs', 'long'];

/** The curated phrases, in library order, each resolved through the corpus at its reference. */
export function buildPhrases(ctx: BuildContext): Map<string, PhraseEntry> {
  const entries = new Map<string, PhraseEntry>();
  const sorted = [...ctx.authored.phrases].sort((a, b) => {
    const ca = CATEGORY_ORDER.indexOf(a.category);
    const cb = CATEGORY_ORDER.indexOf(b.category);
    // A category's own file (short.json) comes before its companions (short-dialogue.json): the curated core
    // leads, which is also what Basic's first-100 pool draws from.
    const main = (file: string, category: string) =>
      file.endsWith(`/${category}.json`) || file === `${category}.json` ? 0 : 1;
    return (
      ca - cb ||
      main(a.origin.file, a.category) - main(b.origin.file, b.category) ||
      a.origin.file.localeCompare(b.origin.file) ||
      a.origin.index - b.origin.index
    );
  });
  for (const p of sorted) {
    if (entries.has(p.id)) {
      ctx.problem(p.origin, p.id, `duplicate phrase id (first in ${entries.get(p.id)!.origin.file})`);
      continue;
    }
    if (!p.id.startsWith(`${p.category}-`))
      ctx.problem(p.origin, p.id, `id should start with its category "${p.category}-"`);
    const span = resolveSpan(p.ref, p.englishTranslation);
    if (typeof span === 'string') {
      ctx.problem(p.origin, p.id, `reference ${describeRef(p.ref)}: ${span}`);
      continue;
    }
    if (!span.whole && !p.englishTranslation) {
      ctx.problem(
        p.origin,
        p.id,
        `a part of a verse (${describeRef(p.ref)}) needs an authored englishTranslation`,
      );
      continue;
    }
    entries.set(p.id, {
      origin: p.origin,
      span,
      phrase: {
        id: p.id,
        arabicText: span.uthmani,
        englishTranslation: span.englishTranslation,
        surahAyah: span.surahAyah,
        category: p.category,
        lifeApplication: p.lifeApplication,
        tags: p.tags,
        difficulty: p.difficulty,
        usageNote: p.usageNote ?? null,
        standardText: span.standard,
        surahName: surahNameOf(p.ref.surah),
        translations: span.translations,
        ref: p.ref,
      },
    });
  }
  return entries;
}
