import {
  diffWords,
  editDistance,
  foldWord,
  hasHarakat,
  lettersWithVowels,
  standardVowels,
  tokenize,
  type ShortVowel,
  type ReferenceWord,
  type WordDiff,
} from '@lisan/arabic';
import type { SubstitutionJudgeItem } from '@lisan/contract';
import type { Translator } from '../messages/index.js';
import { fillersOf } from '../lexicon/fillers.js';
import type { BuiltinResult } from '../types.js';
import {
  describeDiffs,
  distanceScore,
  isHard,
  joinSentences,
  noArabic,
  plainWord,
  result,
  tooLong,
  tooLongFor,
  verbatimVerdict,
  answerWords,
  joinedOnly,
} from './shared.js';
import { errorsOf, noteForbidsChange, noteWords, readAnswer } from './quotation.js';

interface Attempt {
  filler: string;
  reference: ReferenceWord[];
  diffs: WordDiff[];
  /** Reference indexes of the slot in `reference`. */
  slotFrom: number;
  slotTo: number;
}

/**
 * Substitution: the phrase said again with the slot changed to one of the item's fillers. Outside the slot the
 * words are the Qur'an's and are judged word for word; inside it the filler must be exact (spelling folds
 * aside), since a one-letter change there is usually the agreement the drill is about.
 */
export function judgeSubstitution(
  item: SubstitutionJudgeItem,
  answer: string,
  tr: Translator,
): BuiltinResult {
  const typed = answerWords(answer);
  if (typed.length === 0) return noArabic(tr);
  if (tooLongFor(typed.length, item.phrase.words.length)) return tooLong(tr);
  const cue = tr.q(item.cueShown ?? item.cueEnglish);
  const note = item.agreementNoteShown ?? item.agreementNote;

  const fillers = fillersOf(item);
  const attempts = fillers.map((filler) => licensed(item, framed(attempt(item, filler, typed), typed)));
  const best = attempts.reduce((a, b) => (distanceScore(b.diffs) < distanceScore(a.diffs) ? b : a));
  const model = tr.t('sub.model', { text: tr.q(best.reference.map((w) => w.standard).join(' ')) });

  const vowelled = best.diffs.every((d) => d.accepted) ? slotVowelProblems(item, best, answer, typed) : [];
  if (vowelled.length > 0) {
    // The letters are right, but the vowels typed make another form than the cue asks for (خطبكِ to a man,
    // أَكْرَمَ "he honoured" for the imperative): a changed form, never a right answer.
    return result({
      verdict: 'incorrect',
      feedback: joinSentences([
        tr.t('sub.slotVowel', { typed: tr.q(vowelled.join(' ')), cue }),
        tr.t('sub.agreement', { note }),
      ]),
      suggestions: [model],
      diffs: best.diffs,
      final: true,
      notes: ['the slot is spelled right but vowelled as another form'],
    });
  }
  if (best.diffs.every((d) => d.accepted)) {
    return result({
      verdict: 'correct',
      feedback: joinSentences([tr.t('sub.correct'), ...describeDiffs(tr, best.diffs)]),
      diffs: best.diffs,
    });
  }

  // The phrase as it stands: the learner did not make the change at all.
  const original = diffWords(typed, item.phrase.words);
  if (original.every((d) => d.accepted)) {
    return result({
      verdict: 'incorrect',
      feedback: tr.t('sub.unchanged', { cue }),
      suggestions: [model],
      diffs: best.diffs,
      notes: ['the phrase was repeated unchanged'],
    });
  }

  // Only the filler: the right words, but the drill is to say the whole sentence.
  const fillerOnly = fillers.some((f) =>
    diffWords(typed, tokenize(f).map(plainWord)).every((d) => d.accepted),
  );
  if (fillerOnly) {
    return result({
      verdict: 'almost',
      feedback: tr.t('sub.fillerOnly'),
      suggestions: [model],
      diffs: best.diffs,
    });
  }

  const inSlot = (d: WordDiff) =>
    d.referenceIndex === null ? true : d.referenceIndex >= best.slotFrom && d.referenceIndex < best.slotTo;
  const slotDiffs = best.diffs.filter((d) => !d.accepted && inSlot(d));
  const restDiffs = best.diffs.filter((d) => !inSlot(d));
  const restVerdict = verbatimVerdict(restDiffs);

  const parts: string[] = [];
  if (slotDiffs.length > 0) parts.push(slotMessage(item, slotDiffs, cue, tr));
  if (restVerdict !== 'correct')
    parts.push(
      tr.t('sub.restChanged'),
      ...describeDiffs(
        tr,
        restDiffs.filter((d) => !d.accepted),
        2,
        item.phrase.surahAyah,
      ),
    );
  const verdict = slotDiffs.length > 0 || restDiffs.some(isHard) ? 'incorrect' : restVerdict;
  return result({
    verdict,
    feedback: joinSentences(parts),
    suggestions: [model],
    diffs: best.diffs,
    // The slot is the learner's own Arabic (no verse reference); the rest is the verse's.
    errors: [...errorsOf(slotDiffs, null), ...errorsOf(restDiffs, item.phrase.surahAyah)],
    // A changed Qur'anic word outside the slot is a misquote, whatever an LLM makes of it.
    final: restDiffs.some(isHard),
    // A slot filled differently from the list may still be good Arabic: worth a second opinion.
    unsure: slotDiffs.length > 0 && !restDiffs.some(isHard),
    notes: [
      slotDiffs.length ? `slot differs from every accepted filler (${fillers.join(' / ')})` : 'slot correct',
      restVerdict === 'correct' ? 'rest of the phrase unchanged' : 'rest of the phrase changed',
    ],
  });
}

function attempt(item: SubstitutionJudgeItem, filler: string, typed: string[]): Attempt {
  const before = item.phrase.words.slice(0, item.slot.fromWord - 1);
  const after = item.phrase.words.slice(item.slot.toWord);
  const fillerWords = tokenize(filler).map(plainWord);
  const reference = [...before, ...fillerWords, ...after];
  return {
    filler,
    reference,
    // Inside the slot any rejected difference counts (see judgeSubstitution), so the Qur'an vocabulary's
    // typo/real-word distinction only matters outside it, where the words are the Qur'an's.
    diffs: diffWords(typed, reference),
    slotFrom: before.length,
    slotTo: before.length + fillerWords.length,
  };
}

/** Names what is off in the slot: a near miss of a filler is usually agreement (gender, number, person). */
function slotMessage(item: SubstitutionJudgeItem, diffs: WordDiff[], cue: string, tr: Translator): string {
  const typedWords = diffs.map((d) => d.typed).filter((w): w is string => w !== null);
  if (typedWords.length === 0) return tr.t('sub.slotMissing', { cue });
  const nearMiss = diffs.some(
    (d) =>
      d.typed !== null &&
      d.expected !== null &&
      editDistance(foldWord(d.typed), foldWord(d.expected), 3) <= 2 &&
      foldWord(d.typed).slice(0, 2) === foldWord(d.expected).slice(0, 2),
  );
  const wrong = tr.t('sub.slotWrong', { cue, typed: tr.q(typedWords.join(' ')) });
  return nearMiss
    ? joinSentences([wrong, tr.t('sub.agreement', { note: item.agreementNoteShown ?? item.agreementNote })])
    : wrong;
}

const FEMININE =
  /\b(?:woman|women|she|her|girl|wife|daughter|mother|sister|feminine)\b|مؤنث|امرأة|أنثى|فتاة|الغائبة/iu;
const MASCULINE = /\b(?:man|men|he|him|boy|son|father|brother|masculine)\b|مذكر|لرجل|\(ذكر\)/iu;
const FIRST_PERSON = /\b(?:I|me|first person)\b|متكلم/u;

/** The short vowel a cue asks for on the slot's last letter, when the letter is a pronoun ك or a verb's ت. */
function endingVowel(item: SubstitutionJudgeItem, last: string): ShortVowel | undefined {
  const text = `${item.cueEnglish} ${item.agreementNote}`;
  const feminine = FEMININE.test(text);
  const masculine = MASCULINE.test(text);
  if (last === 'ت' && FIRST_PERSON.test(text)) return 'u';
  if (last !== 'ك' && last !== 'ت') return undefined;
  if (feminine === masculine) return undefined;
  return feminine ? 'i' : 'a';
}

/**
 * Slot words whose typed vowels make another form than the cue's: a stem vowel that differs from the verse's
 * own word (أَكْرَمَ for أَكۡرِمِي: past, not imperative), or the ending of a pronoun ك or a verb's ت that speaks to
 * or of someone else than the cue (خطبكِ to a man, سمعتَ for "I heard"). A vowel left out is never wrong.
 */
function slotVowelProblems(
  item: SubstitutionJudgeItem,
  best: Attempt,
  answer: string,
  typed: readonly string[],
): string[] {
  const reading = readAnswer(answer);
  if (reading.words.length !== typed.length || !reading.marked.some(hasHarakat)) return [];
  const pairs: Array<{ answerIndex: number; referenceIndex: number }> = [];
  const diffs = diffWords([...typed], best.reference, { matches: pairs });
  for (const d of diffs)
    if (d.accepted && d.answerIndex !== null && d.referenceIndex !== null)
      pairs.push({ answerIndex: d.answerIndex, referenceIndex: d.referenceIndex });
  const sameCount = item.slotWords.length === best.slotTo - best.slotFrom;
  const out: string[] = [];
  for (const { answerIndex, referenceIndex } of pairs) {
    if (referenceIndex < best.slotFrom || referenceIndex >= best.slotTo) continue;
    const marked = reading.marked[answerIndex] ?? '';
    if (!hasHarakat(marked)) continue;
    const letters = lettersWithVowels(marked);
    const filler = [...foldWord(best.reference[referenceIndex]!.standard)];
    if (letters.length !== filler.length) continue;
    let wrong = false;
    const original = sameCount ? item.slotWords[referenceIndex - best.slotFrom] : undefined;
    if (original) {
      const own = [...foldWord(original.standard)];
      let shared = 0;
      while (shared < Math.min(own.length, filler.length) && own[shared] === filler[shared]) shared++;
      const vowels = standardVowels(original.standard, original.uthmani);
      // The stem's vowels, the last shared letter aside (its vowel moves with the ending).
      for (let i = 0; i < shared - 1; i++) {
        const t = letters[i]!.vowel;
        if (t && vowels[i] && t !== vowels[i]) wrong = true;
      }
    }
    const last = letters[letters.length - 1]!;
    const asked = endingVowel(item, foldWord(last.letter));
    if (asked && last.vowel && last.vowel !== asked) wrong = true;
    if (wrong) out.push(marked);
  }
  return out;
}

/**
 * A vocative said before or after the phrase (ما خطبك يا أخي): the learner's own words around it, as in speech,
 * not a change of the phrase.
 */
function framed(a: Attempt, typed: readonly string[]): Attempt {
  const quoted = typed
    .map((_, i) => i)
    .filter((i) => !a.diffs.some((d) => d.kind === 'extra' && d.answerIndex === i));
  if (quoted.length === 0) return a;
  const [lo, hi] = [Math.min(...quoted), Math.max(...quoted)];
  const vocative = (i: number) =>
    foldWord(typed[i] ?? '') === 'يا' ? [i, i + 1] : foldWord(typed[i - 1] ?? '') === 'يا' ? [i - 1, i] : [];
  const diffs = a.diffs.map((d) => {
    if (d.kind !== 'extra' || d.answerIndex === null || (d.answerIndex > lo && d.answerIndex < hi)) return d;
    const [v, w] = vocative(d.answerIndex);
    const around = v !== undefined && w !== undefined && (w < lo || v > hi) && w < typed.length;
    return around ? { ...d, accepted: true } : d;
  });
  return { ...a, diffs };
}

/**
 * Changes that are not a misquote: the phrase's first word without the joining و/ف it has in the verse (الله أعلم
 * … said as a sentence of its own, اصبري for the filler واصبري), and outside the slot a form the phrase's usage note writes out (نجاني for
 * نجانا, "one person alone says …"), which the phrase licenses in every drill made from it.
 */
function licensed(item: SubstitutionJudgeItem, a: Attempt): Attempt {
  const literal = noteForbidsChange(item.usageNote) ? new Set<string>() : noteWords(item.usageNote);
  const outsideSlot = (d: WordDiff) =>
    d.referenceIndex !== null && (d.referenceIndex < a.slotFrom || d.referenceIndex >= a.slotTo);
  const diffs = a.diffs.map((d) => {
    if (d.accepted || !d.typed || !d.expected) return d;
    // The sentence's first word, slot or not, said without the verse's joining و/ف (اصبري for واصبري).
    const dropped = d.referenceIndex === 0 && d.answerIndex === 0 && d.typed.length < d.expected.length;
    if (dropped && joinedOnly(d)) return { ...d, kind: 'conjunctionPrefix' as const, accepted: true };
    if (outsideSlot(d) && literal.has(foldWord(d.typed))) return { ...d, accepted: true };
    return d;
  });
  return { ...a, diffs };
}
