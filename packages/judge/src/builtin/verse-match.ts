import { diffWords, identify, type Candidate } from '@lisan/arabic';
import type { JudgeSpan, ThematicJudgeItem, TransformationJudgeItem } from '@lisan/contract';
import type { MessageKey, Translator } from '../messages/index.js';
import type { BuiltinResult } from '../types.js';
import {
  candidateWords,
  describeDiffs,
  identifiedOf,
  joinSentences,
  nearestStretch,
  noArabic,
  overlapWords,
  result,
  surahLabel,
  tooLong,
  verbatimVerdict,
  answerWords,
} from './shared.js';

/** identify() confidence from which the answer is taken to be that verse (a verified run, most words agreeing). */
const RECOGNISED = 0.6;
/** Candidates this close to the best are equally good readings (near-identical verses): prefer a listed one. */
const TIE = 0.05;
/** A verse is one sentence, not a page: longer answers are not searched. */
const MAX_WORDS = 200;

type Listed = JudgeSpan & { relation?: 'close' | 'opposite'; reason?: string };

/**
 * Philosophical Match (transformation) and thematic: the learner types a verse. It is identified in the corpus;
 * a verse on the item's list is correct (its wording checked word for word); a real verse not on the list gets a
 * cautious answer; text that is not Qur'an is wrong, with the words that occur nowhere in the Qur'an and the
 * nearest verse.
 */
export function judgeVerseMatch(
  item: TransformationJudgeItem | ThematicJudgeItem,
  answer: string,
  tr: Translator,
): BuiltinResult {
  const typed = answerWords(answer);
  if (typed.length === 0) return noArabic(tr);
  if (typed.length > MAX_WORDS) return tooLong(tr);
  const listed: Listed[] = item.type === 'transformation' ? item.related : item.verses;
  const { candidates, unknownWords } = identify(typed.join(' '), { limit: 8 });
  const top = candidates[0];

  const recognised = top && (top.confidence >= RECOGNISED ? top : nearestStretch(typed, top));
  if (!top || !recognised) return notQuran(listed, top, unknownWords, tr);

  const contenders = [
    recognised,
    ...candidates.filter((c) => c !== top && c.confidence >= top.confidence - TIE),
  ];
  const onList = contenders
    .map((c) => ({ c, span: listed.find((s) => overlapWords(c, s.ref) >= Math.min(3, s.words.length)) }))
    .find((x) => x.span !== undefined);
  const chosen = onList?.c ?? recognised;
  const identified = identifiedOf(chosen);
  const diffs = diffWords(typed, candidateWords(chosen));
  const wording = verbatimVerdict(diffs);
  const place = { ref: identified.surahAyah, surah: identified.surahName };

  if (onList?.span) {
    const span = onList.span;
    if (wording !== 'correct') {
      return result({
        verdict: 'almost',
        feedback: joinSentences([tr.t('vm.misquoted', place), ...describeDiffs(tr, diffs)]),
        suggestions: [tr.t('vm.suggest', { ...place, text: tr.q(identified.text) })],
        diffs,
        identified,
        // Which verse fits is settled; the wording is the Qur'an's or it is not.
        final: true,
        notes: [`a listed verse (${identified.surahAyah}) with its wording changed`],
      });
    }
    const key: MessageKey =
      span.relation === 'close'
        ? 'vm.correctClose'
        : span.relation === 'opposite'
          ? 'vm.correctOpposite'
          : 'vm.correctTheme';
    return result({
      verdict: 'correct',
      feedback: joinSentences([tr.t(key, place), ...describeDiffs(tr, diffs)]),
      suggestions: span.reason ? [tr.t('vm.reason', { reason: span.reason })] : [],
      diffs,
      identified,
      final: true,
      notes: [`a listed verse (${identified.surahAyah}, ${span.relation ?? 'on the theme'})`],
    });
  }

  // A real verse the item does not list: it may fit, and only judgement of meaning can say.
  return result({
    verdict: 'almost',
    feedback: joinSentences([
      tr.t('vm.unlisted', place),
      ...describeDiffs(
        tr,
        diffs.filter((d) => !d.accepted),
        2,
      ),
    ]),
    suggestions: listed.slice(0, 1).map((s) => suggest(s, tr)),
    diffs,
    identified,
    unsure: wording === 'correct',
    final: wording !== 'correct',
    notes: [`a real verse (${identified.surahAyah}) that is not on the item's list`],
  });
}

function notQuran(
  listed: Listed[],
  nearest: Candidate | undefined,
  unknownWords: string[],
  tr: Translator,
): BuiltinResult {
  const parts = [tr.t('vm.notQuran')];
  if (unknownWords.length)
    parts.push(tr.t('vm.unknownWords', { words: tr.list(unknownWords.slice(0, 5).map(tr.q)) }));
  const suggestions: string[] = [];
  if (nearest && nearest.confidence > 0) {
    const id = identifiedOf(nearest);
    suggestions.push(tr.t('vm.nearest', { ref: id.surahAyah, surah: id.surahName, text: tr.q(id.text) }));
  }
  if (listed[0]) suggestions.push(suggest(listed[0], tr));
  return result({
    verdict: 'incorrect',
    feedback: joinSentences(parts),
    suggestions,
    final: true,
    notes: ['the answer is not a verse of the Qur\u2019an'],
  });
}

function suggest(span: Listed, tr: Translator): string {
  return tr.t('vm.suggest', {
    ref: span.surahAyah,
    surah: surahLabel(span.ref.surah),
    text: tr.q(span.standard),
  });
}
