import type { JudgeItemOf, JudgeSpan, VerseRef } from '@lisan/contract';
import { hiddenWordPositions, prompt, withBlanks } from '../prompts.js';
import { judgeSpan, resolveSpan } from '../spans.js';
import type { BuildContext, Built } from './context.js';

/** A completion item on a span: its hidden words by the rule in prompts.ts, shown as blanks. */
function completionItem(id: string, span: JudgeSpan, difficulty: number): JudgeItemOf<'completion'> {
  const hidden = hiddenWordPositions(span, difficulty);
  const answerWords = hidden.map((p) => span.words[p - 1]!);
  return {
    type: 'completion',
    itemId: id,
    subjectId: id,
    phraseId: id,
    phrase: span,
    hiddenWords: hidden,
    answerWords,
    acceptWholePhrase: true,
    acceptedAnswers: [answerWords.map((w) => w.standard).join(' '), span.standard],
    prompt: prompt('completion', id, withBlanks(span, hidden), span.englishTranslation, {
      blanks: hidden,
      wordCount: span.words.length,
      surahAyah: span.surahAyah,
    }),
  };
}

/** One completion item per curated phrase, by rule (none is authored). */
export function buildCompletion(ctx: BuildContext): Built<'completion'> {
  const out: Built<'completion'> = { items: [], rows: [] };
  for (const { phrase, span } of ctx.phrases.values()) {
    const item = completionItem(phrase.id, judgeSpan(span), phrase.difficulty);
    out.items.push(item);
    out.rows.push({
      type: 'completion',
      id: item.itemId,
      subjectId: phrase.id,
      phraseId: phrase.id,
      data: { hiddenWords: item.hiddenWords },
    });
  }
  return out;
}

/** Id of a whole verse opened as a completion exercise (Premium): `verse-2-255`. */
export function verseIdOf(surah: number, ayah: number): string {
  return `verse-${surah}-${ayah}`;
}

function verseRefOfId(id: string): VerseRef | undefined {
  const match = /^verse-(\d{1,3})-(\d{1,3})$/.exec(id);
  return match ? { surah: Number(match[1]), ayah: Number(match[2]) } : undefined;
}

/** Difficulty of a whole verse by its length, as the long phrases are graded. */
export function verseDifficulty(words: number): number {
  return words < 8 ? 2 : words < 15 ? 3 : words < 30 ? 4 : 5;
}

/**
 * Premium opens every verse of the Qur'an to completion: such items are made from the corpus on
 * first use, by the same rule as a phrase's, and kept.
 */
export function verseCompletions(): (id: string) => JudgeItemOf<'completion'> | undefined {
  const made = new Map<string, JudgeItemOf<'completion'>>();
  return (id) => {
    const ref = verseRefOfId(id);
    if (!ref) return undefined;
    const cached = made.get(id);
    if (cached) return cached;
    const span = resolveSpan(ref);
    if (typeof span === 'string') return undefined;
    const item = completionItem(id, judgeSpan(span), verseDifficulty(span.words.length));
    made.set(id, item);
    return item;
  };
}
