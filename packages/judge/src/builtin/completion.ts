import { diffWords, getVerse, identify, type ReferenceWord, type WordDiff } from '@lisan/arabic';
import type { CompletionJudgeItem } from '@lisan/contract';
import type { Translator } from '../messages/index.js';
import type { BuiltinResult } from '../types.js';
import {
  describeDiffs,
  distanceScore,
  identifiedOf,
  joinSentences,
  noArabic,
  overlapWords,
  result,
  surahLabel,
  tooLong,
  tooLongFor,
  verbatimVerdict,
} from './shared.js';
import { errorsOf, readAnswer, vowelDiffs, type Reading } from './quotation.js';

/** A run this long that is exactly another verse is a mix-up worth naming, not a slip. */
const MIX_UP_MIN_WORDS = 3;

/**
 * Completion: the hidden words, or the whole phrase, word for word. Spelling folds and the mushaf's spelling are
 * accepted; one or two slips of the pen are "almost"; any real-word substitution, missing, extra or moved word is
 * wrong. When the answer is another verse (a near-identical one), the feedback names it.
 */
export function judgeCompletion(item: CompletionJudgeItem, answer: string, tr: Translator): BuiltinResult {
  const reading = readAnswer(answer);
  const typed = reading.words;
  if (typed.length === 0) return noArabic(tr);
  if (tooLongFor(typed.length, item.phrase.words.length)) return tooLong(tr);
  // The phrase said whole and the recitation carried on into the words that follow it in the mushaf, as a hafiz
  // does: right, and nothing was changed.
  const after = typed.length - item.phrase.words.length;
  if (after > 0) {
    const onward = [...item.phrase.words, ...wordsAfter(item.phrase.ref, after)];
    const diffs = diffWords(typed, onward);
    if (tokensOf(onward) === typed.length && diffs.every((d) => d.accepted)) {
      return result({
        verdict: 'correct',
        feedback: joinSentences([tr.t('verbatimRecitedOn'), ...describeDiffs(tr, diffs)]),
        diffs,
        final: true,
        notes: ['the phrase, recited on into the words after it'],
      });
    }
  }
  return judgeVerbatim(
    reading,
    [item.answerWords, item.phrase.words],
    item.phrase.ref,
    tr,
    item.phrase.surahAyah,
  );
}

/**
 * Judges typed words against the closest of several acceptable references (e.g. the hidden words or the whole
 * phrase), and names a near-identical verse the learner may have written instead.
 */
function judgeVerbatim(
  reading: Reading,
  references: ReadonlyArray<readonly ReferenceWord[]>,
  spanRef: CompletionJudgeItem['phrase']['ref'],
  tr: Translator,
  refLabel: string,
): BuiltinResult {
  const typed = reading.words;
  let best: { reference: readonly ReferenceWord[]; diffs: WordDiff[]; score: number } | undefined;
  for (const reference of references) {
    const matches: Array<{ answerIndex: number; referenceIndex: number }> = [];
    const diffs = diffWords(typed, reference, { matches });
    diffs.push(...vowelDiffs(reading, reference, matches));
    const score = distanceScore(diffs);
    // On a tie, the reference whose length matches the answer is what the learner meant.
    const closer =
      best !== undefined &&
      score === best.score &&
      Math.abs(reference.length - typed.length) < Math.abs(best.reference.length - typed.length);
    if (!best || score < best.score || closer) best = { reference, diffs, score };
  }
  const { reference, diffs } = best!;
  const verdict = verbatimVerdict(diffs);
  const expectedText = reference.map((w) => w.standard).join(' ');

  if (verdict === 'correct') {
    const points = describeDiffs(tr, diffs);
    return result({
      verdict,
      feedback: points.length
        ? joinSentences([tr.t('verbatimCorrectSpelling'), ...points])
        : tr.t('verbatimCorrect'),
      diffs,
      final: true,
    });
  }

  const mixUp = typed.length >= MIX_UP_MIN_WORDS ? otherVerse(typed, spanRef) : undefined;
  if (mixUp) {
    const id = identifiedOf(mixUp);
    return result({
      verdict: 'incorrect',
      feedback: joinSentences([
        tr.t('mixUp', { ref: id.surahAyah, surah: surahLabel(id.surah, tr.language) }),
        ...describeDiffs(tr, diffs, 2, refLabel),
      ]),
      suggestions: [tr.t('expectedAnswer', { text: tr.q(expectedText) })],
      diffs,
      identified: id,
      errors: [
        { class: 'lookAlikeVerse', typed: id.text, expected: expectedText, reference: id.surahAyah },
        ...errorsOf(diffs, refLabel),
      ],
      final: true,
      notes: [`the answer is ${id.surahAyah}, a different verse`],
    });
  }

  return result({
    verdict,
    feedback: joinSentences([
      tr.t(verdict === 'almost' ? 'verbatimAlmost' : 'verbatimIncorrect'),
      ...describeDiffs(tr, diffs, 3, refLabel),
    ]),
    suggestions: [tr.t('expectedAnswer', { text: tr.q(expectedText) })],
    diffs,
    errors: errorsOf(diffs, refLabel),
    final: true,
  });
}

/** The verse the typed words are exactly, when that is not the expected one. */
function otherVerse(typed: string[], expected: CompletionJudgeItem['phrase']['ref']) {
  const top = identify(typed.join(' '), { limit: 3 }).candidates.find((c) => c.exact);
  if (!top || overlapWords(top, expected) > 0) return undefined;
  return top;
}

/** Typed words a run of the mushaf's words takes: يا أولي is one word of the mushaf and two as people type it. */
function tokensOf(words: readonly ReferenceWord[]): number {
  return words.reduce((n, w) => n + w.standard.split(' ').length, 0);
}

/**
 * The mushaf's words after a span (into the verses after it, within its surah), as many as make `count` typed
 * words.
 */
function wordsAfter(ref: CompletionJudgeItem['phrase']['ref'], count: number): ReferenceWord[] {
  const out: ReferenceWord[] = [];
  let ayah = ref.toAyah ?? ref.ayah;
  let from = ref.toWord ?? Number.POSITIVE_INFINITY;
  while (tokensOf(out) < count) {
    const verse = getVerse(ref.surah, ayah);
    if (!verse) break;
    for (const word of verse.words.slice(Number.isFinite(from) ? from : verse.words.length)) {
      if (tokensOf(out) >= count) break;
      out.push(word);
    }
    ayah++;
    from = 0;
  }
  return out;
}
