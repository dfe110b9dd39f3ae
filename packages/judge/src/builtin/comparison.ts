import { diffWords, foldWord, tokenize, type ReferenceWord, type WordDiff } from '@lisan/arabic';
import type { ComparisonJudgeItem, JudgeSpan } from '@lisan/contract';
import type { Translator } from '../messages/index.js';
import { quotationIn, withReordered } from './quotation-extent.js';
import { classifyChange } from './morphology.js';
import type { BuiltinResult } from '../types.js';
import {
  answerWords,
  describeDiffs,
  isHard,
  joinedOnly,
  joinSentences,
  noArabic,
  plainWord,
  result,
  tooLong,
  tooLongFor,
} from './shared.js';

/**
 * Comparison: the answer names what differs between the two verses (the item's expected answer, usually the
 * differing word). Extra words around it are fine (a learner may answer in a sentence); naming the other
 * verse's word instead is the classic confusion and is said so.
 */
export function judgeComparison(item: ComparisonJudgeItem, answer: string, tr: Translator): BuiltinResult {
  const typed = answerWords(answer);
  if (typed.length === 0) return noArabic(tr);
  const expectedTokens = tokenize(item.expectedAnswer);
  if (tooLongFor(typed.length, expectedTokens.length + 10)) return tooLong(tr);

  const [home, other] = sidesOf(item, expectedTokens);
  const inARow = corpusWordsFor(expectedTokens, home);
  const reference = inARow ?? expectedTokens.map(plainWord);
  // Words asked for from two places of the verse (words 5 and 9) are a list: the و that joins one to the one
  // before it is the learner's (فانظروا والمجرمين), not a change to a stretch of the verse.
  const diffs = diffWords(typed, reference).map((d) => (!inARow && listed(d) ? { ...d, accepted: true } : d));
  const found = diffs.filter((d) => d.kind !== 'extra');
  const word = tr.q(reference.map((w) => w.standard).join(' '));
  // The word both verses have (the same-word questions), or the place where they part.
  const shared = item.verses.every((v) => corpusWordsFor(expectedTokens, v) !== undefined);
  const [first, second] = item.verses;
  // Advice to the learner, not the author's rubric: recite the two verses side by side.
  const rubric = [
    tr.t(shared ? 'cmp.adviceShared' : 'cmp.advice', {
      a: first.surahAyah,
      b: second?.surahAyah ?? first.surahAyah,
    }),
  ];
  const correctKey = shared ? 'cmp.correctShared' : 'cmp.correct';
  const incorrectKey = shared ? 'cmp.incorrectShared' : 'cmp.incorrect';

  // A stretch of one of the two verses recited word for word, the asked word in its place (سيجعل الله بعد عسر
  // يسرا): every word is that verse's own, none is set beside the answer as a hedge.
  if (found.every((d) => d.accepted) && recitesAround(item, typed, expectedTokens)) {
    return result({
      verdict: 'correct',
      feedback: joinSentences([tr.t(correctKey, { word }), ...describeDiffs(tr, found)]),
      diffs,
      final: true,
      notes: ['a stretch of one of the verses recited exactly, with the asked word in it'],
    });
  }
  const hedge = found.every((d) => d.accepted) ? hedgedWith(item, expectedTokens, typed, diffs) : undefined;
  if (hedge) {
    return result({
      verdict: 'incorrect',
      feedback: joinSentences([
        tr.t('cmp.hedge', { typed: tr.q(hedge.word), ref: hedge.ref }),
        tr.t(incorrectKey, { word }),
      ]),
      diffs,
      final: true,
      notes: [`the answer sets the other verse's word (${hedge.ref}) beside the right one`],
    });
  }
  const misquoted = found.every((d) => d.accepted) ? misquotedAround(typed, home, expectedTokens) : [];
  if (misquoted.length > 0) {
    const verdict = misquoted.some(isHard) ? 'incorrect' : 'almost';
    return result({
      verdict,
      feedback: joinSentences([
        // "Almost" only for slips of spelling; a word changed in the quoted verse is not almost right.
        tr.t(verdict === 'almost' ? 'cmp.almost' : 'cmp.quoteChanged', { word }),
        ...describeDiffs(tr, misquoted, 3, home.surahAyah),
      ]),
      diffs: [...diffs, ...misquoted],
      final: true,
      notes: [`the right word, but the words quoted around it from ${home.surahAyah} are changed`],
    });
  }
  if (found.every((d) => d.accepted)) {
    return result({
      verdict: 'correct',
      feedback: joinSentences([tr.t(correctKey, { word }), ...describeDiffs(tr, found)]),
      diffs,
      final: true,
    });
  }

  // Only a word the asked-about verse lacks can be "the other verse's": when the differing words are not side
  // by side, a word of this verse also appears in the other one elsewhere, and typing it is no confusion.
  const homeKeys = new Set(home.words.flatMap((w) => w.standard.split(' ')).map(foldWord));
  const expectedKeys = new Set(expectedTokens.map(foldWord));
  const otherWords = new Set(
    differingWords(home, other)
      .map(foldWord)
      .filter((k) => !homeKeys.has(k)),
  );
  const confused = typed.filter((w) => otherWords.has(foldWord(w)) && !expectedKeys.has(foldWord(w)));
  if (confused.length > 0 && other) {
    return result({
      verdict: 'incorrect',
      feedback: joinSentences([
        tr.t('cmp.otherVerse', { typed: tr.q(confused.join(' ')), ref: other.surahAyah }),
        tr.t(incorrectKey, { word }),
      ]),
      suggestions: rubric,
      diffs,
      final: true,
      notes: [`the answer gives the wording of the other verse (${other.surahAyah})`],
    });
  }

  const slips = found.filter((d) => !d.accepted);
  if (!slips.some(isHard) && slips.length <= 1) {
    return result({
      verdict: 'almost',
      feedback: joinSentences([tr.t('cmp.almost', { word }), ...describeDiffs(tr, slips)]),
      diffs,
      final: true,
    });
  }
  return result({
    verdict: 'incorrect',
    feedback: tr.t(incorrectKey, { word }),
    suggestions: rubric,
    diffs,
    // The expected answer may be only one good answer to an open question: worth a second opinion.
    unsure: item.kind === 'related',
    notes: ['the expected words were not found in the answer'],
  });
}

/**
 * Every typed word is a word of one of the item's verses, in order and with none of the verse's words left out
 * between them, and the expected words are among them: the learner recited a stretch around the answer.
 */
function recitesAround(
  item: ComparisonJudgeItem,
  typed: readonly string[],
  expectedTokens: readonly string[],
): boolean {
  if (typed.length <= expectedTokens.length) return false;
  const keys = typed.map(foldWord);
  const wanted = expectedTokens.map(foldWord);
  const holds = keys.some((_, i) => wanted.every((w, k) => keys[i + k] === w));
  if (!holds) return false;
  return item.verses.some((span) => {
    const matches: Array<{ answerIndex: number; referenceIndex: number }> = [];
    const diffs = diffWords([...typed], span.words, { matches });
    if (matches.length === 0) return false;
    const lo = Math.min(...matches.map((m) => m.referenceIndex));
    const hi = Math.max(...matches.map((m) => m.referenceIndex));
    return diffs.every(
      (d) =>
        d.accepted ||
        (d.kind === 'missing' &&
          d.referenceIndex !== null &&
          (d.referenceIndex < lo || d.referenceIndex > hi)),
    );
  });
}

/** A listed word after the first with only a joining و put on it. */
function listed(d: WordDiff): boolean {
  return (
    d.referenceIndex !== null &&
    d.referenceIndex > 0 &&
    !!d.typed &&
    !!d.expected &&
    /^و/u.test(d.typed) &&
    joinedOnly(d)
  );
}

/** Which verse the expected answer comes from (home) and the other one. */
function sidesOf(item: ComparisonJudgeItem, expected: string[]): [JudgeSpan, JudgeSpan | undefined] {
  const [a, b] = item.verses;
  // The question names the verse it asks about ("Which word does 37:182 have…", "Which words of 2:5…").
  const asked = /Which words? (?:does|of) (\d+:\d+)/u.exec(item.question)?.[1];
  if (asked === a.surahAyah && b) return [a, b];
  if (asked === b.surahAyah) return [b, a];
  const contains = (span: JudgeSpan) => corpusWordsFor(expected, span) !== undefined;
  if (contains(a) && !contains(b)) return [a, b];
  if (contains(b) && !contains(a)) return [b, a];
  return [a, b];
}

/** The span's own words (both spellings) where the expected tokens occur in it, if they do. */
function corpusWordsFor(expected: string[], span: JudgeSpan | undefined): ReferenceWord[] | undefined {
  if (!span) return undefined;
  const keys = expected.map(foldWord);
  for (let i = 0; i + keys.length <= span.words.length; i++) {
    const window = span.words.slice(i, i + keys.length);
    if (window.every((w, k) => foldWord(w.standard) === keys[k])) return window;
  }
  return undefined;
}

/**
 * The right word may come inside a stretch of its verse ("ألا بذكر الله تطمئن …"): the words quoted around it
 * are then the Qur'an too, and a word changed among them is a misquote however right the asked word is. A
 * quotation is two or more of the verse's words in the answer; an answer word paired with a different verse
 * word within or just after that stretch, in the verse as in the answer, is the change. Own words around the answer pair with nothing.
 */
function misquotedAround(
  typed: readonly string[],
  home: JudgeSpan,
  expectedTokens: readonly string[],
): WordDiff[] {
  const matched: Array<{ answerIndex: number; referenceIndex: number }> = [];
  const diffs = diffWords([...typed], home.words, { matches: matched });
  const matches = withReordered(matched, diffs);
  // Two of the verse's words side by side, as the verse has them, are a quotation; a particle of the verse
  // (في) and the asked word with the learner's own words between them are not (في 16:109 الكلمة هي الخاسرون).
  const side = matches.some((m) =>
    matches.some((n) => n.answerIndex === m.answerIndex + 1 && n.referenceIndex === m.referenceIndex + 1),
  );
  if (matches.length < 2 || !side) return [];
  const lo = Math.min(...matches.map((m) => m.answerIndex));
  const hi = Math.max(...matches.map((m) => m.answerIndex));
  const refLo = Math.min(...matches.map((m) => m.referenceIndex));
  const refHi = Math.max(...matches.map((m) => m.referenceIndex));
  const changed = diffs.filter(
    (d) =>
      !d.accepted &&
      d.kind !== 'missing' &&
      d.kind !== 'extra' &&
      !!d.typed &&
      !!d.expected &&
      d.answerIndex !== null &&
      d.answerIndex >= lo &&
      d.answerIndex <= hi + 1 &&
      d.referenceIndex !== null &&
      d.referenceIndex >= refLo &&
      d.referenceIndex <= refHi + 1,
  );
  // A word added, dropped or moved between the quoted words changes the quotation as much as a word replaced.
  // Only the asked words typed, where they lie apart in the verse (خالدين وبئس المصير), are a list, not a quotation.
  const asked = new Set(expectedTokens.map(foldWord));
  const inside = typed.every((w) => asked.has(foldWord(w))) ? [] : quotationIn(typed, home.words).changes;
  const same = (a: WordDiff, b: WordDiff) =>
    a.kind === b.kind && a.answerIndex === b.answerIndex && a.referenceIndex === b.referenceIndex;
  return [...changed, ...inside.filter((d) => !changed.some((c) => same(c, d)))].sort(
    (a, b) => (a.answerIndex ?? a.referenceIndex ?? 0) - (b.answerIndex ?? b.referenceIndex ?? 0),
  );
}

/** The words of `other` that are not in `home`: what a learner who confused the verses would write. */
function differingWords(home: JudgeSpan, other: JudgeSpan | undefined): string[] {
  if (!other) return [];
  const diffs: WordDiff[] = diffWords(other.standard, home.words);
  return diffs.flatMap((d) => (d.typed && !d.accepted ? d.typed.split(' ') : []));
}

/**
 * The right word said with the other verse's word beside it, or that word with its ending changed: "اذهب أو
 * اذهبا" hedges between the verses, "أخوهم شعيب" says the look-alike's wording. An explanation that names both
 * words apart ("سلكناه، مش نسلكه") is neither.
 */
function hedgedWith(
  item: ComparisonJudgeItem,
  expectedTokens: readonly string[],
  typed: readonly string[],
  diffs: readonly WordDiff[],
): { word: string; ref: string } | undefined {
  const [home, other] = sidesOf(item, [...expectedTokens]);
  if (!other) return undefined;
  const homeKeys = new Set(home.words.flatMap((w) => w.standard.split(' ')).map(foldWord));
  const otherWords = differingWords(home, other)
    .map(foldWord)
    .filter((k) => !homeKeys.has(k));
  const matched = diffs
    .filter((d) => d.kind !== 'extra' && d.answerIndex !== null)
    .map((d) => d.answerIndex!);
  const expectedAt = typed.flatMap((w, i) =>
    matched.includes(i) || expectedTokens.some((e) => foldWord(e) === foldWord(w)) ? [i] : [],
  );
  if (expectedAt.length === 0) return undefined;
  const [lo, hi] = [Math.min(...expectedAt), Math.max(...expectedAt)];
  for (const d of diffs) {
    if (d.kind !== 'extra' || d.answerIndex === null || !d.typed) continue;
    const key = foldWord(d.typed);
    if (homeKeys.has(key)) continue;
    const isOther = otherWords.some((o) => o === key || classifyChange(o, key) !== undefined);
    if (!isOther) continue;
    const i = d.answerIndex;
    const beside = i === lo - 1 || i === hi + 1;
    const orBetween = (j: number) => foldWord(typed[j] ?? '') === 'او';
    if (beside || (i === lo - 2 && orBetween(lo - 1)) || (i === hi + 2 && orBetween(hi + 1)))
      return { word: d.typed, ref: other.surahAyah };
  }
  return undefined;
}
