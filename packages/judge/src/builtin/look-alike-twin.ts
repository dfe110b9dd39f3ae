import { foldWord } from '@lisan/arabic';
import type { ConversationJudgeItem, IdentifiedVerse, JudgeWord, RoleplayJudgeItem } from '@lisan/contract';
import { itemThemes } from '../meaning/index.js';
import { quotedThemes } from '../meaning/quoted-part.js';
import { THEME_BY_ID, themesOf } from '../meaning/themes.js';
import type { Translator } from '../messages/index.js';
import type { BuiltinResult } from '../types.js';
import { result, surahLabel } from './shared.js';
import { sameStem } from './stems.js';

type Phrase = ConversationJudgeItem['phrases'][number];

/** Fewest words a twin shares with the listed phrase, in the same places: the frame the two verses have in common. */
const MIN_FRAME = 2;
/** Most words of the listed phrase the twin says otherwise… */
const MAX_LISTED_DIFFERING = 2;
/** …and most words it says in their place. */
const MAX_SAID_DIFFERING = 3;

/** Where a quotation and a listed phrase differ inside the words they share: one run on each side. */
interface TwinSpan {
  /** The listed phrase's words the quotation does not say (JudgeWord indices, `from` inclusive, `to` exclusive). */
  listed: { from: number; to: number };
  /** The quotation's own words in their place (standard words, `from` inclusive, `to` exclusive). */
  said: { from: number; to: number };
}

/** A word without the joining و/ف a verse may have or lack before the same frame (7:31 and 69:24). */
const bare = (w: string) => foldWord(w).replace(/^[وف](?=\S{3})/u, '');

/**
 * The quotation is a near-twin of the listed phrase: the same words at the start and at the end (at least two of
 * them, and at least half the phrase), with one run between them said otherwise, a word or two of the phrase
 * (4:79's ending for 33:3's; 35:34's praise for 7:43's). Not the phrase with words added or left out: each side
 * has a word the other lacks.
 */
function twinOf(phrase: Phrase, said: readonly string[]): TwinSpan | undefined {
  // The phrase's standard words, each with the JudgeWord it belongs to (يا أيها is one JudgeWord, two words).
  const listed = phrase.words.flatMap((w, i) =>
    w.standard.split(' ').map((s) => ({ key: bare(s), word: i })),
  );
  const keys = said.map(bare);
  let head = 0;
  while (head < listed.length && head < keys.length && listed[head]!.key === keys[head]) head++;
  let tail = 0;
  while (
    tail < listed.length - head &&
    tail < keys.length - head &&
    listed[listed.length - 1 - tail]!.key === keys[keys.length - 1 - tail]
  )
    tail++;
  const listedDiffering = listed.length - head - tail;
  const saidDiffering = keys.length - head - tail;
  if (
    head + tail < MIN_FRAME ||
    (head + tail) * 2 < listed.length ||
    listedDiffering < 1 ||
    listedDiffering > MAX_LISTED_DIFFERING ||
    saidDiffering < 1 ||
    saidDiffering > MAX_SAID_DIFFERING
  )
    return undefined;
  const from = listed[head]!.word;
  const to = listed[listed.length - 1 - tail]!.word + 1;
  return { listed: { from, to }, said: { from: head, to: keys.length - tail } };
}

/**
 * A verse the item does not list, said word for word, that is the near-twin of a listed phrase (same frame, a
 * word or two said otherwise) and misses what the situation asks of that phrase: the phrase speaks of a theme the
 * situation's own words name or need (reliance on God for someone worried), and the twin's words do not, nor do
 * they bring another of the situation's own themes. A teacher calls that a slip into the look-alike verse
 * (4:79, "Allah is enough as witness", for 33:3, "as guardian"), not another verse that fits. A twin that keeps
 * the phrase's point (19:76 beside 18:46, both "the lasting good deeds are better") is left to be judged on its
 * fit; so is a twin whose differing word is the phrase's own in another form (37:102's for 18:69's).
 */
export function lookAlikeSlip(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  identified: IdentifiedVerse,
  tr: Translator,
): BuiltinResult | undefined {
  const said = identified.text.split(' ');
  const core = new Set([...itemThemes(item)].filter(([, weight]) => weight >= 2).map(([id]) => id));
  if (core.size === 0) return undefined;
  const own = quotedThemes(identified);
  // Another of the situation's own themes in the twin's words: it may answer the line in its own way.
  if (
    [...own].some(
      (id) => core.has(id) && !item.phrases.some((p) => themesOf(p.englishTranslation).includes(id)),
    )
  )
    return undefined;
  for (const phrase of item.phrases) {
    const twin = twinOf(phrase, said);
    if (!twin) continue;
    const listedWords: JudgeWord[] = phrase.words.slice(twin.listed.from, twin.listed.to);
    const saidWords = said.slice(twin.said.from, twin.said.to);
    // The phrase's word in another form (18:69 and 37:102): the same thing said, not another verse's point.
    if (listedWords.every((w) => saidWords.some((s) => sameStem(s, w.standard)))) continue;
    const missing = themesOf(phrase.englishTranslation).find((id) => core.has(id) && !own.has(id));
    const theme = missing ? THEME_BY_ID.get(missing) : undefined;
    if (!theme) continue;
    const ref = identified.surahAyah;
    const listed = phrase.surahAyah;
    return result({
      verdict: 'incorrect',
      feedback: tr.t('conv.lookAlikeMisses', {
        ref,
        surah: surahLabel(identified.surah, tr.language),
        listed,
        typed: tr.q(saidWords.join(' ')),
        expected: tr.q(listedWords.map((w) => w.uthmani).join(' ')),
        theme: theme.label[tr.language],
        text: tr.q(phrase.uthmani),
      }),
      suggestions: item.type === 'roleplay' ? [tr.t('conv.goal', { goal: item.goalShown ?? item.goal })] : [],
      identified,
      errors: [
        {
          class: 'lookAlikeVerse',
          typed: saidWords.join(' '),
          expected: listedWords.map((w) => w.standard).join(' '),
          reference: listed,
        },
      ],
      // The look-alike's wording given for the listed phrase is a misquote of it, whatever a second opinion says.
      final: true,
      notes: [
        `says ${ref}, the near-twin of the listed ${listed} with ${saidWords.join(' ')} for ${listedWords.map((w) => w.standard).join(' ')}; ${listed} speaks of ${theme.id}, which the situation asks for and ${ref}'s words do not`,
      ],
    });
  }
  return undefined;
}
