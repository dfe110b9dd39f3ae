import { identify } from '@lisan/arabic';
import type { ConversationJudgeItem, IdentifiedVerse, JudgeItem, RoleplayJudgeItem } from '@lisan/contract';
import type { Translator } from '../messages/index.js';
import type { BuiltinResult } from '../types.js';
import { meaningFit, type MeaningFit } from './fit.js';

/**
 * What the meaning index says about a real verse, quoted word for word, that the item does not list.
 * 'fits' → correct, with the theme it shares as the reason; 'unrelated' → incorrect; undefined → the index
 * cannot tell, and the caller keeps its cautious answer (the LLM may still decide).
 */
export interface UnlistedVerdict {
  fit: MeaningFit;
  /** The verse of the identified stretch the verdict is about. */
  surah: number;
  ayah: number;
}

/** The best reading over the verses a stretch covers: a stretch of two verses fits when either one does. */
export function unlistedFit(item: JudgeItem, identified: IdentifiedVerse): UnlistedVerdict {
  let best: UnlistedVerdict | undefined;
  const order = { fits: 0, unsure: 1, unrelated: 2 } as const;
  for (let ayah = identified.ayah; ayah <= identified.endAyah; ayah++) {
    const fit = meaningFit(item, identified.surah, ayah);
    if (!best || order[fit.verdict] < order[best.fit.verdict]) best = { fit, surah: identified.surah, ayah };
  }
  return best!;
}

/**
 * A verse the index cannot tie to one of the item's themes, yet among the few closest in meaning of all 6,236 to
 * what the item says: close enough for a teacher. Measured on the unlisted verses a teacher labelled, no verse
 * this close was one that does not fit.
 */
const CLOSE_RANK = 20;

/**
 * The feedback sentence for a real unlisted verse, or undefined when the index cannot tell.
 * `place` is what the messages show: the reference and the surah's name.
 */
export function unlistedFeedback(
  verdict: UnlistedVerdict,
  place: { ref: string; surah: string },
  tr: Translator,
): { verdict: 'correct' | 'incorrect'; feedback: string; note: string } | undefined {
  const { fit } = verdict;
  if (fit.verdict === 'fits' && fit.theme) {
    return {
      verdict: 'correct',
      feedback: tr.t('meaning.fits', { ...place, theme: fit.theme.label[tr.language] }),
      note: `a real verse (${place.ref}) not on the item's list that the meaning index finds on the theme "${fit.theme.id}" (rank ${fit.rank})`,
    };
  }
  if (fit.verdict === 'unsure' && fit.rank <= CLOSE_RANK) {
    return {
      verdict: 'correct',
      feedback: tr.t('meaning.close', place),
      note: `a real verse (${place.ref}) not on the item's list that ranks ${fit.rank} of all verses by meaning`,
    };
  }
  if (fit.verdict === 'unrelated') {
    return {
      verdict: 'incorrect',
      feedback: tr.t('meaning.unrelated', place),
      note: `a real verse (${place.ref}) not on the item's list that shares no theme with it (rank ${fit.rank})`,
    };
  }
  return undefined;
}

/** Fewest words a reply must have to be taken as a verse quoted in reply (shorter stretches are common words). */
const MIN_REPLY_WORDS = 4;
/** identify() confidence from which a typed reply is that verse. */
const EXACT = 0.9;

/**
 * Conversation and roleplay: the reply is a whole real verse (word for word) that the item does not list.
 * Correct when its meaning answers the line (the meaning index), otherwise undefined: the rules already in place
 * decide. Never turns a reply into "incorrect" by itself: a verse that does not match the item's themes may still
 * be a fair reply, and that is for a teacher (or the LLM) to say.
 */
export function judgeReplyByMeaning(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  typed: readonly string[],
  tr: Translator,
  place: (identified: { surah: number; ayah: number; endAyah: number }) => { ref: string; surah: string },
): BuiltinResult | undefined {
  if (typed.length < MIN_REPLY_WORDS) return undefined;
  const top = identify(typed.join(' '), { limit: 1 }).candidates[0];
  if (!top || !top.exact || !top.wholeVerses || top.confidence < EXACT) return undefined;
  const listed = item.phrases.some(
    (p) => p.ref.surah === top.surah && top.ayah <= (p.ref.toAyah ?? p.ref.ayah) && top.endAyah >= p.ref.ayah,
  );
  if (listed) return undefined;
  const identified = { surah: top.surah, ayah: top.ayah, endAyah: top.endAyah };
  const verdict = unlistedFit(item, identified as IdentifiedVerse);
  if (verdict.fit.verdict !== 'fits' || !verdict.fit.theme) return undefined;
  const where = place(identified);
  return {
    isCorrect: true,
    verdict: 'correct',
    feedback: tr.t('meaning.replyFits', { ...where, theme: verdict.fit.theme.label[tr.language] }),
    suggestions: [],
    diffs: [],
    judge: 'builtin',
    final: false,
    unsure: false,
    notes: [
      `the reply is the whole verse ${where.ref}, not a listed phrase; the meaning index finds it on the theme "${verdict.fit.theme.id}"`,
    ],
  };
}
