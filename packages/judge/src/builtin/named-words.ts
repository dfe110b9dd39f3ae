import type { ConversationJudgeItem, RoleplayJudgeItem } from '@lisan/contract';
import { meaningIndex, STORY_THEMES } from '../meaning/index-build.js';
import type { Translator } from '../messages/index.js';
import type { BuiltinResult } from '../types.js';
import { result, surahLabel } from './shared.js';

/*
 * A task that names whose words to say ("Jacob's words of patience", "the prayer of the youths of the cave")
 * asks for that person's words, not for any verse on the theme: a verse the item does not list answers it only
 * when it belongs to the same story as a listed phrase (the same passage, or a story the meaning index places
 * both in). Allah's words are everywhere in the Qur'an and are not held to a passage.
 */

const NOT_A_SPEAKER = /^(?:allah|god|lord|qur|prophet)/iu;
const WORDS = "(?:words?|prayer|du['\u2019]?a|supplication|reply|saying|plea|repentance)";
const POSSESSIVE = new RegExp(`\\b([A-Z][a-z]*?s?)['\u2019]s?\\s+(?:own\\s+)?${WORDS}\\b`, 'u');
const OF = new RegExp(`\\b${WORDS} of (?:the )?([a-z]+(?: of the [a-z]+)?)`, 'iu');
/** Verses either side of a listed phrase that are still its passage. */
const PASSAGE = 3;

/** The person whose words the task (or goal) asks for, when it names one other than Allah. */
function namedSpeaker(item: ConversationJudgeItem | RoleplayJudgeItem): string | undefined {
  const task = item.type === 'roleplay' ? item.goal : item.task;
  const name = POSSESSIVE.exec(task)?.[1] ?? OF.exec(task)?.[1];
  return name && !NOT_A_SPEAKER.test(name) ? name : undefined;
}

function storiesOf(surah: number, ayah: number): Set<string> {
  const index = meaningIndex();
  const at = index.indexOf.get(`${surah}:${ayah}`);
  const themes = at === undefined ? undefined : index.themes[at];
  return new Set(STORY_THEMES.filter((id) => themes?.has(id)));
}

/** The verse belongs to the passage or the story of one of the item's phrases. */
function sameStory(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  verse: { surah: number; ayah: number },
): boolean {
  const own = storiesOf(verse.surah, verse.ayah);
  return item.phrases.some(
    (p) =>
      (p.ref.surah === verse.surah && Math.abs(p.ref.ayah - verse.ayah) <= PASSAGE) ||
      [...storiesOf(p.ref.surah, p.ref.ayah)].some((id) => own.has(id)),
  );
}

/**
 * A reply accepted as a verse the item does not list, where the task names whose words to say and the verse is
 * not from their story: wrong, named as a right quotation that is not the words asked for.
 */
export function notTheNamedWords(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  judged: BuiltinResult,
  tr: Translator,
): BuiltinResult | undefined {
  const verse = judged.identified;
  if (judged.verdict !== 'correct' || !verse || !namedSpeaker(item)) return undefined;
  // A listed phrase said, with more of its verse or the verse around it, is the words asked for.
  const listed = item.phrases.some(
    (p) => p.ref.surah === verse.surah && p.ref.ayah >= verse.ayah && p.ref.ayah <= verse.endAyah,
  );
  if (listed || sameStory(item, verse)) return undefined;
  const phrase = item.phrases[0]!;
  return result({
    verdict: 'incorrect',
    feedback: tr.t('conv.namedWords', {
      ref: verse.surahAyah,
      surah: surahLabel(verse.surah, tr.language),
      text: tr.q(phrase.standard),
      listed: phrase.surahAyah,
    }),
    suggestions: item.type === 'roleplay' ? [tr.t('conv.goal', { goal: item.goalShown ?? item.goal })] : [],
    diffs: judged.diffs,
    identified: verse,
    unsure: true,
    notes: [
      `quotes ${verse.surahAyah} right, but the task asks for ${namedSpeaker(item)}'s words and the verse is not from that story`,
    ],
  });
}
