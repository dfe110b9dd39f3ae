import type { JudgeItemOf } from '@lisan/contract';
import { prompt, withSlotMarked } from '../prompts.js';
import { judgeSpan } from '../spans.js';
import { strip, type BuildContext, type Built } from './context.js';

/**
 * Substitution: a phrase with a slot of its words to replace, by an English cue. The answers are the phrase
 * with each accepted filler in the slot, the item's own fillers and the lexicon's (content/lexicon/).
 */
export function buildSubstitution(ctx: BuildContext): Built<'substitution'> {
  const { substitution, substitutionLexicon } = ctx.authored;
  const lexicon = new Map<string, string[]>();
  for (const l of substitutionLexicon) lexicon.set(l.itemId, [...(lexicon.get(l.itemId) ?? []), ...l.forms]);
  const itemIds = new Set(substitution.map((s) => s.id));
  for (const l of substitutionLexicon)
    if (!itemIds.has(l.itemId))
      ctx.problem(
        l.origin,
        l.itemId,
        `lexicon entry for substitution item ${l.itemId}, which does not exist`,
      );

  const out: Built<'substitution'> = { items: [], rows: [] };
  for (const s of substitution) {
    const entry = ctx.phrases.get(s.phraseId);
    if (!entry) {
      ctx.problem(s.origin, s.id, `phrase ${s.phraseId} does not exist`);
      continue;
    }
    const js = judgeSpan(entry.span);
    const n = js.words.length;
    if (s.slot.fromWord > s.slot.toWord || s.slot.toWord > n) {
      ctx.problem(
        s.origin,
        s.id,
        `slot ${s.slot.fromWord}-${s.slot.toWord} is outside phrase ${s.phraseId} (${n} words)`,
      );
      continue;
    }
    if (!ctx.claimId('substitution', s.id, s.origin)) continue;
    const before = js.words.slice(0, s.slot.fromWord - 1).map((w) => w.standard);
    const after = js.words.slice(s.slot.toWord).map((w) => w.standard);
    const item: JudgeItemOf<'substitution'> = {
      type: 'substitution',
      itemId: s.id,
      subjectId: s.phraseId,
      phraseId: s.phraseId,
      phrase: js,
      slot: s.slot,
      slotWords: js.words.slice(s.slot.fromWord - 1, s.slot.toWord),
      cueEnglish: s.cueEnglish,
      acceptedFillers: s.acceptedFillers,
      ...(lexicon.has(s.id)
        ? { lexiconFillers: lexicon.get(s.id)!.filter((f) => !s.acceptedFillers.includes(f)) }
        : {}),
      agreementNote: s.agreementNote,
      usageNote: entry.phrase.usageNote ?? null,
      acceptedAnswers: [...s.acceptedFillers, ...(lexicon.get(s.id) ?? [])]
        .filter((f, i, all) => all.indexOf(f) === i)
        .map((f) => [...before, f.trim(), ...after].join(' ')),
      prompt: prompt('substitution', s.id, withSlotMarked(js, s.slot), s.cueEnglish, {
        slot: s.slot,
        words: js.words.map((w) => w.uthmani),
        phraseEnglish: entry.phrase.englishTranslation,
        surahAyah: entry.phrase.surahAyah,
        agreementNote: s.agreementNote,
      }),
    };
    out.items.push(item);
    out.rows.push({
      type: 'substitution',
      id: s.id,
      subjectId: s.phraseId,
      phraseId: s.phraseId,
      data: strip(s),
    });
  }
  return out;
}
