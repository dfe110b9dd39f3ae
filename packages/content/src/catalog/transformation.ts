import type { PhilosophicalSentence } from '@lisan/contract';
import { prompt } from '../prompts.js';
import { judgeSpan } from '../spans.js';
import type { BuildContext, Built } from './context.js';

export type SentenceRow = Omit<PhilosophicalSentence, 'source'> & { related: unknown };

/** Transformation (Philosophical Match): a wisdom sentence answered with a verse of close or opposite meaning. */
export function buildTransformation(
  ctx: BuildContext,
): Built<'transformation'> & { sentences: PhilosophicalSentence[]; sentenceRows: SentenceRow[] } {
  const out: ReturnType<typeof buildTransformation> = {
    items: [],
    rows: [],
    sentences: [],
    sentenceRows: [],
  };
  for (const w of ctx.authored.wisdom) {
    const spans = ctx.resolveAll(
      w.related.map((r) => r.ref),
      w.origin,
      w.id,
    );
    if (!spans || !ctx.claimId('transformation', w.id, w.origin)) continue;
    out.sentences.push({
      id: w.id,
      arabicText: w.arabicText,
      englishGloss: w.englishGloss,
      source: w.source ?? null,
    });
    out.sentenceRows.push({
      id: w.id,
      arabicText: w.arabicText,
      englishGloss: w.englishGloss,
      related: w.related,
    });
    out.items.push({
      type: 'transformation',
      itemId: w.id,
      subjectId: w.id,
      sentenceId: w.id,
      sentence: { arabicText: w.arabicText, englishGloss: w.englishGloss },
      related: w.related.map((r, i) => ({ ...judgeSpan(spans[i]!), relation: r.relation, reason: r.reason })),
      prompt: prompt('transformation', w.id, w.arabicText, w.englishGloss, {
        relation: 'close or opposite meaning',
        philosophicalSentenceId: w.id,
      }),
    });
    out.rows.push({ type: 'transformation', id: w.id, subjectId: w.id, phraseId: null, data: {} });
  }
  return out;
}
