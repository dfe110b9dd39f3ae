import { spanContains } from '@lisan/arabic';
import { BLANK, prompt } from '../prompts.js';
import { judgeSpan, type ResolvedSpan } from '../spans.js';
import { strip, type BuildContext, type Built } from './context.js';

/** Comparison: two verses and a question about how they differ or relate; it practises the phrases inside them. */
export function buildComparison(ctx: BuildContext): Built<'comparison'> {
  const out: Built<'comparison'> = { items: [], rows: [] };
  const phrases = [...ctx.phrases.values()].map((e) => e.phrase);
  for (const c of ctx.authored.comparison) {
    const spans = ctx.resolveAll(c.verses, c.origin, c.id);
    if (!spans || !ctx.claimId('comparison', c.id, c.origin)) continue;
    const phraseIds = phrases.filter((p) => c.verses.some((v) => spanContains(v, p.ref))).map((p) => p.id);
    out.items.push({
      type: 'comparison',
      itemId: c.id,
      subjectId: c.id,
      kind: c.kind,
      verses: [judgeSpan(spans[0]!), judgeSpan(spans[1]!)],
      question: c.question,
      expectedAnswer: c.expectedAnswer,
      rubric: c.rubric,
      phraseIds,
      prompt: prompt('comparison', c.id, null, c.question, {
        kind: c.kind,
        verses: maskAnswer(spans, c.expectedAnswer).map((span) => ({
          surahAyah: span.surahAyah,
          arabicText: span.uthmani,
          englishTranslation: span.englishTranslation || span.verseEnglish,
        })),
      }),
    });
    out.rows.push({
      type: 'comparison',
      id: c.id,
      subjectId: c.id,
      phraseId: phraseIds[0] ?? null,
      data: strip(c),
    });
  }
  return out;
}

/**
 * A comparison prompt shows both verses but never the answer: a word that belongs to the expected answer and
 * is not shared with the other verse is shown as a blank, and so is every place where the whole answer stands
 * (a word both verses share, asked for as the word they have in common, is blanked in both).
 */
function maskAnswer(spans: ResolvedSpan[], expectedAnswer: string): ResolvedSpan[] {
  const bare = (w: string) => w.replace(/[\u064B-\u065F\u0670\u0640]/g, '').replace(/[أإآ]/g, 'ا');
  const answerWords = expectedAnswer.trim().split(/\s+/).map(bare);
  const answer = new Set(answerWords);
  return spans.map((span, i) => {
    const other = new Set(spans[1 - i]?.words.map((w) => bare(w.standard)) ?? []);
    const own = span.words.map((w) => bare(w.standard));
    const hidden = own.map((w) => answer.has(w) && !other.has(w));
    for (let start = 0; start + answerWords.length <= own.length; start++) {
      if (answerWords.every((w, k) => own[start + k] === w))
        for (let k = 0; k < answerWords.length; k++) hidden[start + k] = true;
    }
    if (!hidden.some(Boolean)) return span;
    return { ...span, uthmani: span.words.map((w, p) => (hidden[p] ? BLANK : w.uthmani)).join(' ') };
  });
}
