import type { QuestionBankItem } from '@lisan/contract';
import { prompt } from '../prompts.js';
import { judgeSpan } from '../spans.js';
import type { BuildContext, Built } from './context.js';

/** Thematic: a theme (question bank) answered with any verse of its list. */
export function buildThematic(ctx: BuildContext): Built<'thematic'> & { questionBanks: QuestionBankItem[] } {
  const out: ReturnType<typeof buildThematic> = { items: [], rows: [], questionBanks: [] };
  for (const q of ctx.authored.themes) {
    const spans = ctx.resolveAll(q.verses, q.origin, q.id);
    if (!spans || !ctx.claimId('thematic', q.id, q.origin)) continue;
    out.questionBanks.push({
      id: q.id,
      theme: q.theme,
      themeEnglish: q.themeEnglish,
      description: q.description,
      tags: q.tags,
      difficulty: q.difficulty,
      associatedPhrases: spans.map((s) => ({
        surahAyah: s.surahAyah,
        englishTranslation: s.englishTranslation || s.verseEnglish,
      })),
    });
    out.items.push({
      type: 'thematic',
      itemId: q.id,
      subjectId: q.id,
      questionBankId: q.id,
      theme: q.theme,
      themeEnglish: q.themeEnglish,
      description: q.description,
      verses: spans.map(judgeSpan),
      prompt: prompt('thematic', q.id, q.theme, q.themeEnglish, {
        description: q.description,
        tags: q.tags,
        difficulty: q.difficulty,
        questionBankId: q.id,
      }),
    });
    out.rows.push({ type: 'thematic', id: q.id, subjectId: q.id, phraseId: null, data: {} });
  }
  return out;
}
