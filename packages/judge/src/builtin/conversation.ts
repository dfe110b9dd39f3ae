import {
  closesSense,
  diffWords,
  foldWord,
  getVerse,
  identify,
  tokenize,
  type Candidate,
  type WordDiff,
  loadCorpus,
  rootOfWord,
} from '@lisan/arabic';
import type { ConversationJudgeItem, IdentifiedVerse, RoleplayJudgeItem } from '@lisan/contract';
import { itemThemes, judgeReplyByMeaning, unlistedFit } from '../meaning/index.js';
import { THEME_BY_ID } from '../meaning/themes.js';
import { quotedPartThemes } from '../meaning/quoted-part.js';
import type { Translator } from '../messages/index.js';
import type { BuiltinResult } from '../types.js';
import {
  addresseeOf,
  audienceOf,
  noteAsksAdaptation,
  phraseForAudience,
  speakersOf,
  type Audience,
} from './audience.js';
import { thirdPersonTo, weSaidAsI } from './adapt-to-situation.js';
import { everydayReply } from './everyday.js';
import { lookAlikeSlip } from './look-alike-twin.js';
import { classifyChange } from './morphology.js';
import { notTheNamedWords } from './named-words.js';
import { longestRun, quotationExtent, withReordered } from './quotation-extent.js';
import { errorsOf, noteForbidsChange, noteWords, readAnswer, vowelDiffs, type Reading } from './quotation.js';
import {
  candidateWords,
  describeDiffs,
  identifiedOf,
  joinedOnly,
  joinSentences,
  nearestStretch,
  noArabic,
  overlapWords,
  refLabel,
  result,
  surahLabel,
  tooLong,
  tooLongFor,
  verbatimVerdict,
} from './shared.js';
import { formForOthers, pronounForOthers, situationOf, type Situation } from './situation.js';
import { sameStem } from './stems.js';

type Phrase = ConversationJudgeItem['phrases'][number];

/**
 * A word that opens a sentence of its own: a pronoun that begins a nominal clause (وأنت خير المنزلين), a
 * negation or إن (لا نريد منكم جزاء). The words before it are a whole sentence, though the mushaf marks no pause.
 */
const NEW_SENTENCE = /^(?:[وف]?(?:أنت|أنتم|أنتما|هو|هم|نحن|أنا|إنه|إنها|إنك|إنكم|إنا)|لا|إن)$/u;

/** Share of a phrase's words an answer must carry (as written or adapted) to be working towards it. */
const ALMOST_COVERAGE = 0.5;
// Pause marks of the mushaf after which the words before stand on their own (not ۙ, "do not stop here").
const PAUSE = /[\u06D6\u06D7\u06D8\u06DA]/u;

interface PhraseMatch {
  phrase: Phrase;
  diffs: WordDiff[];
  coverage: number;
  /** Reference words quoted as they are or adapted. */
  covered: number;
  adapted: number;
  /**
   * Who the adapted words speak to differs from whom the task names, or from whom a word of the phrase kept as
   * it stands speaks to: the typed word at fault and, when one, the kept word it disagrees with.
   */
  misadapted?: { typed: string; kept?: string };
  /** Changes no usage note licenses inside the quoted stretch: a misquote. */
  problems: WordDiff[];
  /** Adaptations to someone the situation does not have (made feminine for a boy, plural for two): wrong. */
  misfits: WordDiff[];
  /** The quoted part stands on its own: the whole phrase, or a part that ends where the mushaf pauses. */
  complete: boolean;
}

/**
 * Conversation and roleplay: the reply is Arabic, is more than a copy of the line it answers, and uses one of
 * the phrases the item lists. Inside the quoted stretch only the adaptations the phrase's usage note licenses
 * are allowed (who is spoken to or about: attached pronouns, verb person, number and gender; a form the note
 * writes out); every other change — case ending, mood, definiteness, a different word, a word left out, a
 * wrong vowel typed — is a misquote, and a misquote is never a good reply.
 */
export function judgeConversation(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  answer: string,
  tr: Translator,
): BuiltinResult {
  const reading = readAnswer(answer);
  const typed = reading.words;
  if (typed.length === 0) return noArabic(tr);
  const longest = Math.max(...item.phrases.map((p) => p.words.length));
  if (tooLongFor(typed.length, longest)) return tooLong(tr);

  const audience = audienceOf(item);
  const everyday = everydayReply(typed);
  if (everyday) {
    // The greeting of peace as people say it answers an item whose phrase is the Qur'an's greeting of peace
    // (سلام عليكم); any other everyday formula is the learner's own speech, named so and not as a misquote.
    const greeting = item.phrases.find((p) => isGreetingOfPeace(p));
    // عليك greets one person: not the group the task names.
    const toOne = typed.some((w) => /^و?عليك$/u.test(foldWord(w)));
    if (everyday === 'greeting' && greeting && toOne && audience.number && audience.number !== 'one') {
      return result({
        verdict: 'incorrect',
        feedback: tr.t('conv.adaptTo', { ref: greeting.surahAyah }),
        notes: ['the greeting of peace said to one person, where the task names several'],
      });
    }
    if (everyday === 'greeting' && greeting) {
      return result({
        verdict: 'correct',
        feedback: tr.t('conv.everydayGreeting', { ref: greeting.surahAyah }),
        notes: [`the everyday form of the greeting of peace (${greeting.surahAyah})`],
      });
    }
    return result({
      verdict: 'incorrect',
      feedback: tr.t('conv.everyday', { typed: tr.q(typed.join(' ')) }),
      suggestions: [
        tr.t('conv.model', { text: tr.q(item.phrases[0]!.standard), ref: item.phrases[0]!.surahAyah }),
        ...(item.type === 'roleplay' ? [tr.t('conv.goal', { goal: item.goalShown ?? item.goal })] : []),
      ],
      unsure: true,
      notes: ['an everyday formula of spoken Arabic, not a Qur\u2019anic phrase'],
    });
  }
  const situation = situationOf(item);
  const given = item.phrases.find(
    (phrase) =>
      saysNoteForm(phrase, typed) && !typed.some((w) => formForOthers(situation, phrase.usageNote, w)),
  );
  // The note's form for another audience than the one answered (عليك to the siblings one forgives).
  const own = new Set(given?.words.flatMap((w) => w.standard.split(' ')).map(foldWord));
  const changedTo = typed.filter((w) => !own.has(foldWord(w))).flatMap((w) => addresseeOf(w) ?? []);
  const speakers = speakersOf(item);
  if (
    given &&
    speakers &&
    changedTo.length > 0 &&
    changedTo.every((w) => (w === 'one') !== (speakers === 'one'))
  ) {
    const word = typed.find((w) => !own.has(foldWord(w)) && addresseeOf(w))!;
    return result({
      verdict: 'incorrect',
      feedback: tr.t('conv.adaptedAway', { ref: given.surahAyah, typed: tr.q(word) }),
      suggestions: [
        tr.t('conv.model', { text: tr.q(phraseForAudience(item, given)), ref: given.surahAyah }),
        ...(item.type === 'roleplay' ? [tr.t('conv.goal', { goal: item.goalShown ?? item.goal })] : []),
      ],
      notes: [`says the usage note's form of ${given.surahAyah} for another audience than the task names`],
    });
  }
  if (given) {
    return result({
      verdict: 'correct',
      feedback: tr.t('conv.correctAdapted', { ref: given.surahAyah }),
      notes: [`uses the adaptation of ${given.surahAyah} that its usage note gives`],
    });
  }
  const matches = item.phrases.map((phrase) => matchPhrase(phrase, reading, audience, speakers, situation));
  const best = matches.reduce((a, b) =>
    b.covered > a.covered || (b.covered === a.covered && b.problems.length < a.problems.length) ? b : a,
  );
  const quoting = best.covered >= Math.min(2, best.phrase.words.length);
  const model = tr.t('conv.model', {
    // Said to the audience the task names, as the phrase's usage note gives it.
    text: tr.q(phraseForAudience(item, quoting ? best.phrase : item.phrases[0]!)),
    ref: (quoting ? best.phrase : item.phrases[0]!).surahAyah,
  });
  const suggestions =
    item.type === 'roleplay' ? [model, tr.t('conv.goal', { goal: item.goalShown ?? item.goal })] : [model];
  const ref = best.phrase.surahAyah;

  // A whole verse the item does not list, quoted word for word, whose meaning answers the line
  // (before the look for a changed listed phrase: another verse said exactly is not a misquote of it).
  let whole: IdentifiedVerse | undefined;
  const byMeaning = judgeReplyByMeaning(item, typed, tr, (v) => {
    whole = wholeVerses(v);
    return { ref: whole.surahAyah, surah: surahLabel(v.surah, tr.language) };
  });
  if (byMeaning) {
    // A whole verse that is the near-twin of a listed phrase, missing what the situation asks of it.
    const slip = whole && lookAlikeSlip(item, whole, tr);
    return slip || (notTheNamedWords(item, byMeaning, tr) ?? byMeaning);
  }
  const unlisted = unlistedMisquote(item, reading, best, tr);
  if (unlisted) return notTheNamedWords(item, unlisted, tr) ?? unlisted;
  if (quoting && best.problems.length > 0) {
    return result({
      verdict: 'incorrect',
      feedback: joinSentences([tr.t('misquote', { ref }), ...describeDiffs(tr, best.problems, 3, ref)]),
      suggestions,
      diffs: best.diffs,
      errors: errorsOf(best.problems, ref),
      // A misquote stays a misquote whatever a second opinion says.
      final: true,
      notes: [`quotes ${ref} with changes no usage note licenses`],
    });
  }
  if (quoting && (best.coverage === 1 || best.complete) && best.misadapted) {
    const { typed: changed, kept } = best.misadapted;
    return result({
      verdict: 'incorrect',
      feedback: kept
        ? tr.t('conv.halfAdapted', { ref, typed: tr.q(changed), kept: tr.q(kept) })
        : tr.t('conv.adaptedAway', { ref, typed: tr.q(changed) }),
      suggestions,
      diffs: best.diffs,
      notes: [`adapts ${ref} to other people than the ones answered`],
    });
  }
  if (quoting && best.misfits.length > 0) {
    const [d] = best.misfits;
    return result({
      verdict: 'incorrect',
      feedback: tr.t('conv.wrongAdaptation', { ref, typed: tr.q(d!.typed!), expected: tr.q(d!.expected!) }),
      suggestions,
      diffs: best.diffs,
      notes: [`adapts ${ref} to someone the situation does not have (${d!.expected} → ${d!.typed})`],
    });
  }
  if (
    quoting &&
    (best.coverage === 1 || best.complete) &&
    best.adapted === 0 &&
    noteAsksAdaptation(item, best.phrase.usageNote)
  ) {
    // Said as it stands to someone its usage note gives another form for (to a woman, to a family).
    return result({
      verdict: 'incorrect',
      feedback: tr.t('conv.adaptTo', { ref }),
      suggestions,
      diffs: best.diffs,
      notes: [`says ${ref} as it stands, where its usage note gives the form for this audience`],
    });
  }
  // "Replace the name هارون with your colleague's name": the name in the phrase stands for the learner's own.
  const placeholder = /\bReplace (?:the name )?([\u0621-\u064A]+) with\b/iu.exec(
    best.phrase.usageNote ?? '',
  )?.[1];
  if (quoting && placeholder && typed.some((w) => foldWord(w) === foldWord(placeholder))) {
    return result({
      verdict: 'incorrect',
      feedback: tr.t('conv.placeholder', { name: tr.q(placeholder), ref }),
      suggestions,
      diffs: best.diffs,
      notes: [`keeps ${placeholder}, which the usage note asks to replace with the learner's own name`],
    });
  }
  if (quoting && (best.coverage === 1 || best.complete)) {
    return result({
      verdict: 'correct',
      feedback: joinSentences([
        tr.t(best.adapted > 0 ? 'conv.correctAdapted' : 'conv.correct', { ref }),
        ...describeDiffs(
          tr,
          best.diffs.filter((d) => d.accepted),
          2,
        ),
      ]),
      diffs: best.diffs,
      notes: [`uses the phrase ${ref}${best.adapted ? ' adapted' : ''}`],
    });
  }
  // Most of the phrase said, with another word put in place of one of its own (the last one, often): that is the
  // verse changed, not a quotation left unfinished, and the word is named.
  const replaced = best.diffs.filter(
    (d) => !d.accepted && (d.kind === 'realWordSubstitution' || d.kind === 'wrongWord'),
  );
  if (quoting && best.coverage >= ALMOST_COVERAGE && replaced.length > 0) {
    return result({
      verdict: 'incorrect',
      feedback: joinSentences([tr.t('misquote', { ref }), ...describeDiffs(tr, replaced, 3, ref)]),
      suggestions,
      diffs: best.diffs,
      errors: errorsOf(replaced, ref),
      final: true,
      notes: [`quotes most of ${ref} with a word of its own replaced`],
    });
  }
  if (quoting && best.coverage >= ALMOST_COVERAGE) {
    return result({
      verdict: 'almost',
      feedback: joinSentences([
        tr.t('conv.incomplete', { ref }),
        ...describeDiffs(
          tr,
          best.diffs.filter((d) => d.kind === 'missing'),
          2,
          ref,
        ),
      ]),
      suggestions,
      diffs: best.diffs,
      errors: errorsOf(
        best.diffs.filter((d) => d.kind === 'missing'),
        ref,
      ),
      unsure: true,
      notes: [`uses part of the phrase ${ref} (${Math.round(best.coverage * 100)}%)`],
    });
  }
  const saying = shortSaying(item, typed, tr);
  if (saying) return saying;
  if (isCopyOf(typed, item.line.arabic)) {
    return result({
      verdict: 'incorrect',
      feedback: tr.t('conv.copy'),
      suggestions,
      final: true,
      notes: ['the reply repeats the line it answers'],
    });
  }
  if (quoting && best.problems.length === 0) {
    // A few words of the phrase, right but too few to stand for it: Qur'anic words, never the learner's own.
    return result({
      verdict: 'incorrect',
      feedback: joinSentences([
        tr.t('conv.incomplete', { ref }),
        ...describeDiffs(
          tr,
          best.diffs.filter((d) => d.kind === 'missing'),
          2,
          ref,
        ),
      ]),
      suggestions,
      diffs: best.diffs,
      unsure: true,
      notes: [`uses a few words of the phrase ${ref} (${Math.round(best.coverage * 100)}%)`],
    });
  }
  const keyWords = item.keyWords.flatMap((k) => tokenize(k));
  const hasKeyWord = typed.some((w) => keyWords.some((k) => sameStem(w, k)));
  return result({
    verdict: 'incorrect',
    feedback: tr.t('conv.notAPhrase'),
    suggestions,
    // Another phrase than the listed ones may still answer well: worth a second opinion.
    unsure: true,
    notes: [
      hasKeyWord
        ? 'uses a key word of the situation but none of the listed phrases'
        : 'uses none of the listed phrases',
    ],
  });
}

/** Rank in the meaning index within which a look-alike of a listed phrase is close enough to be its own reply. */
const LOOK_ALIKE_NEAR = 100;
/** Rank in the meaning index past which a verse shares no telling word with the item. */
const NO_WORDS_IN_COMMON = 300;
/**
 * A reply of two words that the Qur'an has, in that order (وليعفوا وليصفحوا, والله أعلم): Qur'anic words, never
 * the learner's own. Taken when they stand on their own as a saying and the meaning index finds a verse that holds
 * them on the item's theme; otherwise named for what they are, too little of a phrase to answer the line.
 */
function shortSaying(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  typed: readonly string[],
  tr: Translator,
): BuiltinResult | undefined {
  if (typed.length !== 2) return undefined;
  const exact = identify(typed.join(' '), { limit: 8 }).candidates.filter((c) => {
    const matches: Array<{ answerIndex: number; referenceIndex: number }> = [];
    const diffs = diffWords(typed, candidateWords(c), { matches });
    return matches.length === typed.length && diffs.every((d) => d.accepted);
  });
  if (exact.length === 0) return undefined;
  const fitting = closesSense(typed)
    ? exact
        .map((c) => ({ c, fit: unlistedFit(item, identifiedOf(c)).fit }))
        .find((x) => x.fit.verdict === 'fits' && x.fit.theme)
    : undefined;
  if (fitting) {
    const identified = identifiedOf(fitting.c);
    const place = { ref: identified.surahAyah, surah: surahLabel(identified.surah, tr.language) };
    return result({
      verdict: 'correct',
      feedback: tr.t('meaning.quoteFits', { ...place, theme: fitting.fit.theme!.label[tr.language] }),
      identified,
      notes: [`a two-word saying of ${place.ref}, a verse the item does not list, on its theme`],
    });
  }
  return result({
    verdict: 'incorrect',
    feedback: tr.t('conv.shortQuran', { typed: tr.q(typed.join(' ')) }),
    suggestions: [
      tr.t('conv.model', { text: tr.q(item.phrases[0]!.standard), ref: item.phrases[0]!.surahAyah }),
      ...(item.type === 'roleplay' ? [tr.t('conv.goal', { goal: item.goalShown ?? item.goal })] : []),
    ],
    // Whether so short a saying answers the line is a matter of judgement: worth a second opinion.
    unsure: true,
    notes: ['two words of the Qur\u2019an, too little of a phrase to judge as a reply'],
  });
}

/** Fewest words of a verse the item does not list that a reply must quote to be held to that verse's wording. */
const UNLISTED_MIN_WORDS = 3;
/** Readings of the reply tried, closest first. */
const CANDIDATES = 4;
/** Differences that leave the verse's own word recognisable: a letter, a long vowel, a prefix, a typed vowel. */
const NEAR: ReadonlySet<WordDiff['kind']> = new Set([
  'typo',
  'longShortVowel',
  'missingTanweenAlef',
  'sunLetterLam',
  'conjunctionPrefix',
  'wrongVowel',
]);

/** The verse's word with its grammar or a letter changed, not the learner's own word standing in its place. */
function grammarOrSlip(d: WordDiff): boolean {
  if (!d.expected || !d.typed) return false;
  return d.accepted || NEAR.has(d.kind) || classifyChange(d.expected, d.typed) !== undefined;
}

/**
 * The reply quotes a verse the item does not list, with a change in it: a misquote of that verse, named as one
 * (the word, the verse's form, the reference), not a failed attempt at a listed phrase. Only when the other verse
 * explains more of the reply than any listed phrase does, and only for changes that are not a change of who is
 * spoken to (no usage note covers an unlisted verse, and a teacher does not call "معك" for "معنا" a misquote).
 */
function unlistedMisquote(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  reading: Reading,
  best: PhraseMatch,
  tr: Translator,
): BuiltinResult | undefined {
  const typed = reading.words;
  if (typed.length < UNLISTED_MIN_WORDS) return undefined;
  const candidates = identify(typed.join(' '), { limit: CANDIDATES }).candidates;
  // A listed phrase said right is the reply, whatever look-alike verse shares its words (11:29 and 11:51),
  // unless the words around it are that other verse's own: ألم أقل إنك لن تستطيع معي صبرا is 18:72, not 18:67.
  if (best.problems.length === 0 && (best.coverage === 1 || best.complete)) {
    // More of the listed phrase's own verse said around it, word for word (إلا الذين آمنوا … before 103:3's
    // وتواصوا بالحق …): that verse recited, whatever look-alike opens with the same words.
    if (recitesOwnVerse(typed, best.phrase)) return undefined;
    for (const candidate of candidates) {
      const q = quotationOf(item, reading, best, candidate);
      if (!q || q.wrong.length > 0 || q.exactWords <= best.covered) continue;
      // Another verse said beside the phrase that holds none of its words (إنا لله وإنا إليه راجعون, then 12:18's
      // فصبر جميل) is no look-alike of it: two quotations, and the listed phrase is said right. Unless some verse
      // holds the phrase's words and those others too (2:153 holds 2:45's opening and إن الله مع الصابرين): a blend.
      if (!sharesPhraseWords(q, best.phrase) && !candidates.some((c) => blends(item, reading, best, c)))
        continue;
      // The phrase said first, then recited on in the look-alike verse that also opens with it (ادفع بالتي هي
      // أحسن السيئة, 23:96): every word is that verse's, and the reply is still the phrase. Not when the word after
      // the phrase is not one the Qur'an says after it (2:45's opening, then 2:153's إن الله مع الصابرين).
      if (opensWith(typed, best.phrase) && saysOn(typed, best.phrase)) {
        const ref = q.identified.surahAyah;
        return result({
          verdict: 'correct',
          feedback: tr.t('conv.correct', { ref }),
          diffs: q.inside,
          identified: q.identified,
          notes: [`says ${best.phrase.surahAyah} and recites on in ${ref}, which opens with the same words`],
        });
      }
      // Only part of the listed phrase said, inside another verse said whole: that verse, judged on its fit when
      // it is among the closest to the item (استعينوا بالصبر والصلاة إن الله مع الصابرين for واصبروا إن الله مع
      // الصابرين). The listed phrase said whole with a look-alike's words around it stays a mix-up.
      const fitting =
        best.coverage < 1 && unlistedFit(item, q.identified).fit.rank <= LOOK_ALIKE_NEAR
          ? fittingQuote(item, q, tr)
          : undefined;
      return fitting ?? sameSense(item, best, q, typed, tr) ?? lookAlike(item, best, q, tr);
    }
    return undefined;
  }
  // Another verse said as it is, is that verse, not a misquote of a look-alike (إن الله لا يضيع أجر المحسنين).
  const exact = unlistedQuote(item, reading, best, tr, candidates);
  if (exact) return exact;
  // Short formulas recur in many verses (إن الله يحب …): the first of the closest readings that finds a change.
  for (const candidate of candidates) {
    const found = misquoteOf(item, reading, best, tr, candidate);
    if (found) return found;
  }
  return undefined;
}

interface UnlistedQuotation {
  identified: ReturnType<typeof identifiedOf>;
  inside: WordDiff[];
  /** Changes inside the quotation that are neither spelling nor a change of who is spoken to. */
  wrong: WordDiff[];
  /** Words typed as the verse has them, the vocative يا aside (it opens the learner's own sentences too). */
  exactWords: number;
  /** Words of the reply the quotation explains, changed ones included. */
  quoted: number;
  /**
   * The learner's word right after the quotation where the verse goes on with another word of its own (not a
   * change of its ending or a slip), with the quotation's words typed before it.
   */
  endSwap?: { diff: WordDiff; before: string[] };
}

/**
 * The reply read as a quotation of a verse the item does not list: the run of its words that follow the verse,
 * with the changes inside it. Undefined when the reply does not quote that verse for more words than it quotes
 * a listed phrase.
 */
function quotationOf(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  reading: Reading,
  best: PhraseMatch,
  top: Candidate,
): UnlistedQuotation | undefined {
  const typed = reading.words;
  const stretch = nearestStretch(typed, top) ?? wholeVerse(top);
  if (item.phrases.some((p) => overlapWords(stretch, p.ref) > 0)) return undefined;
  const words = candidateWords(stretch);
  const matches: Array<{ answerIndex: number; referenceIndex: number }> = [];
  const diffs = diffWords(typed, words, { matches, everydayElidedYa: true });
  // The verse resumed after a change (two words swapped, one dropped) is the same quotation, not own words.
  const run = quotationExtent(withReordered(matches, diffs), longestRun(matches));
  if (run.length < 2) return undefined;
  diffs.push(...vowelDiffs(reading, words, run));
  // The quotation is the run of words typed as the verse has them, with the words inside it and a word at either
  // end that is the verse's own word changed (its ending, a letter); words around it are the learner's own.
  const [first, last] = [run[0]!.referenceIndex, run[run.length - 1]!.referenceIndex];
  const [lo, hi] = [run[0]!.answerIndex, run[run.length - 1]!.answerIndex];
  const atEdge = (d: WordDiff) =>
    (d.referenceIndex === first - 1 && d.answerIndex === lo - 1) ||
    (d.referenceIndex === last + 1 && d.answerIndex === hi + 1);
  const inside = diffs.filter((d) =>
    d.kind === 'extra'
      ? d.answerIndex! > lo && d.answerIndex! < hi
      : (d.referenceIndex! > first && d.referenceIndex! < last) ||
        (d.kind !== 'missing' && atEdge(d) && grammarOrSlip(d)),
  );
  const quoted = run.length + inside.filter((d) => d.typed !== null && d.kind !== 'extra').length;
  if (quoted < UNLISTED_MIN_WORDS) return undefined;
  // The verse's joining و/ف left off (or put on) the quotation's first word is how a sentence is begun.
  const head = (d: WordDiff) => d.referenceIndex === first - 1 || d.referenceIndex === first;
  const wrong = inside.filter(
    (d) =>
      !d.accepted &&
      !(d.expected && d.typed && classifyChange(d.expected, d.typed)?.adaptation) &&
      !(head(d) && joinedOnly(d)),
  );
  const at = inside.flatMap((d) => (d.referenceIndex === null ? [] : [d.referenceIndex]));
  const identified = identifiedOf(quotedStretch(stretch, Math.min(first, ...at), Math.max(last, ...at)));
  const exactWords = run.filter((m) => foldWord(typed[m.answerIndex] ?? '') !== 'يا').length;
  // The listed phrase explains as much of the reply: it is what the learner quoted. Unless this verse is said
  // word for word and the listed phrase only with a change (والله على ما نقول وكيل is 28:28 as it stands, not
  // 12:66 with a و added).
  // (A vowel typed wrong is not another verse's wording.)
  const exactHere =
    wrong.length === 0 &&
    exactWords > best.covered - best.problems.length &&
    !forSomeoneElse(best) &&
    best.problems.every((d) => d.kind !== 'wrongVowel');
  // The listed phrase explaining more words than this verse (فاصبري before إن الله لا يضيع …) is what was quoted.
  if (best.covered > quoted || (best.covered >= quoted && !(exactHere && best.problems.length > 0)))
    return undefined;
  const swap = diffs.find(
    (d) =>
      d.referenceIndex === last + 1 &&
      d.answerIndex === hi + 1 &&
      d.typed !== null &&
      d.expected !== null &&
      !d.accepted &&
      !grammarOrSlip(d),
  );
  const endSwap = swap ? { diff: swap, before: typed.slice(lo, hi + 1) } : undefined;
  return { identified, inside, wrong, exactWords, quoted, endSwap };
}

/**
 * The reply quotes, word for word (up to spelling and a change of who is spoken to), a verse the item does not
 * list: a verse is judged on whether it fits, over all the Qur'an, not on whether an author listed it. The
 * meaning index decides; when it cannot say, the reply is called what it is (a verse, not the learner's own
 * words) and left to a second opinion.
 */
function unlistedQuote(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  reading: Reading,
  best: PhraseMatch,
  tr: Translator,
  candidates: readonly Candidate[],
): BuiltinResult | undefined {
  const readings = candidates.flatMap((c) => quotationOf(item, reading, best, c) ?? []);
  // The reading that explains the most words of the reply: "إن الله مع الصابرون" is 2:153 with its case
  // changed, not three words of 2:194 and a word of the learner's own.
  const most = Math.max(0, ...readings.map((q) => q.quoted));
  for (const q of readings) {
    if (q.wrong.length > 0 || q.quoted < most) continue;
    // A listed phrase quoted with a change, explaining as many words, is what the learner meant to say.
    if (best.problems.length > 0 && q.exactWords <= best.covered - best.problems.length) continue;
    const { identified } = q;
    const place = { ref: identified.surahAyah, surah: surahLabel(identified.surah, tr.language) };
    const spliced = splicedQuote(item, q, candidates, tr);
    if (spliced) return spliced;
    // The near-twin of a listed phrase, missing what the situation asks of it: a slip into the look-alike verse.
    const slip = lookAlikeSlip(item, identified, tr);
    if (slip) return slip;
    // The listed phrase begun and another verse's ending said: the near-identical verse a memoriser mixes up
    // with it (ومن يتق الله يجعل له …), named for what it is.
    const verdict = unlistedFit(item, identified);
    if (best.covered >= 3 && best.coverage >= 0.5 && best.coverage < 1 && !best.complete) {
      // A look-alike said exactly whose own words answer the line (65:7 "no soul beyond what He gave it" for a
      // line 2:286 answers) is judged on its fit, not called a mix-up: when it is among the verses closest to
      // the item in meaning, and it is another verse's wording, not the listed phrase with only its person or
      // number changed (لبثنا for لبثت is the phrase said for someone else).
      const ownWording = !forSomeoneElse(best);
      const fitting =
        ownWording && verdict.fit.rank <= LOOK_ALIKE_NEAR ? fittingQuote(item, q, tr) : undefined;
      return fitting ?? sameSense(item, best, q, reading.words, tr) ?? lookAlike(item, best, q, tr);
    }
    const fitting = fittingQuote(item, q, tr);
    if (fitting) return fitting;
    const suggestions =
      item.type === 'roleplay' ? [tr.t('conv.goal', { goal: item.goalShown ?? item.goal })] : [];
    // Nothing in the index ties the verse to the item (no word in common), and the part of a long verse the
    // learner quoted speaks of none of the item's themes (the one it shares is carried by words not quoted):
    // nothing supports the quotation as a reply.
    const part = quotedPartThemes(identified);
    const unsupported =
      verdict.fit.verdict === 'unsure' &&
      verdict.fit.rank > NO_WORDS_IN_COMMON &&
      part !== undefined &&
      ![...part].some((id) => itemThemes(item).has(id));
    if (verdict.fit.verdict === 'unsure' && !unsupported) {
      // Quoted right, and nothing says it is off the point: a teacher takes a fitting verse the author did not
      // think of. A second opinion, when there is one, may still say otherwise.
      return result({
        verdict: 'correct',
        feedback: tr.t('meaning.quoteMay', place),
        suggestions,
        diffs: q.inside,
        identified,
        unsure: true,
        notes: [
          `quotes ${place.ref} right, a verse the item does not list; the meaning index cannot place it (rank ${verdict.fit.rank}${verdict.fit.theme ? `, theme ${verdict.fit.theme.id} (${verdict.fit.weight})` : ''})`,
        ],
      });
    }
    return result({
      verdict: 'incorrect',
      feedback: tr.t('meaning.quoteUnlisted', place),
      suggestions: [
        tr.t('conv.model', { text: tr.q(best.phrase.standard), ref: best.phrase.surahAyah }),
        ...suggestions,
      ],
      diffs: q.inside,
      identified,
      unsure: true,
      notes: [
        `quotes ${place.ref} exactly, a verse the item does not list; the meaning index cannot place it`,
      ],
    });
  }
  return undefined;
}

/** How far past the shared words a look-alike verse may say the word the learner ended on. */
const SPLICE_REACH = 3;

/**
 * The reply quotes a verse and then, where that verse goes on, says a word of a look-alike verse instead: a
 * verse that shares three or more of the quoted words in a row and says the learner’s word within a few words after them
 * (ومن يتوكل على الله فإن الله … is 8:49, whose ending حسبه is 65:3's). Two verses mixed into one is a
 * misquote of the verse begun, named with the word and the verse's own.
 */
function splicedQuote(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  q: UnlistedQuotation,
  candidates: readonly Candidate[],
  tr: Translator,
): BuiltinResult | undefined {
  if (!q.endSwap) return undefined;
  const { diff, before } = q.endSwap;
  const said = before.map(foldWord);
  const word = foldWord(diff.typed!);
  const others = [
    ...candidates
      .filter((c) => c.surah !== q.identified.surah || c.ayah !== q.identified.ayah)
      .map((c) => candidateWords(wholeVerse(c)).flatMap((w) => w.standard.split(' '))),
    ...item.phrases.map((p) => p.standard.split(' ')),
  ];
  const lookAlikeSays = others.some((words) => {
    const keys = words.map(foldWord);
    for (let i = 0; i + 3 <= keys.length; i++)
      for (let j = 0; j + 3 <= said.length; j++) {
        let n = 0;
        while (i + n < keys.length && j + n < said.length && keys[i + n] === said[j + n]) n++;
        if (n >= 3 && keys.slice(i + n, i + n + SPLICE_REACH).includes(word)) return true;
      }
    return false;
  });
  if (!lookAlikeSays) return undefined;
  const ref = q.identified.surahAyah;
  const wrong = [diff];
  return result({
    verdict: 'incorrect',
    feedback: joinSentences([tr.t('misquote', { ref }), ...describeDiffs(tr, wrong, 3, ref)]),
    suggestions: [
      tr.t('vm.nearest', {
        ref,
        surah: surahLabel(q.identified.surah, tr.language),
        text: tr.q(q.identified.text),
      }),
      ...(item.type === 'roleplay' ? [tr.t('conv.goal', { goal: item.goalShown ?? item.goal })] : []),
    ],
    diffs: [...q.inside, diff],
    identified: q.identified,
    errors: errorsOf(wrong, ref),
    final: true,
    notes: [`quotes ${ref} and ends on a word of a look-alike verse where ${ref} goes on otherwise`],
  });
}

/**
 * The word after the phrase is one the Qur'an says after the phrase's words, or, where the phrase ends its verse,
 * the next verse's first word: the learner recites on, not into another verse's wording.
 */
function saysOn(typed: readonly string[], phrase: Phrase): boolean {
  const n = phrase.words.flatMap((w) => w.standard.split(' ')).length;
  const next = typed[n];
  if (next === undefined) return true;
  const key = foldWord(next);
  if (continuationsOf(phrase).some((w) => foldWord(w.standard) === key)) return true;
  const { surah, ayah, toWord } = phrase.ref;
  const verse = getVerse(surah, ayah);
  if (!verse || (toWord !== undefined && toWord < verse.words.length)) return false;
  const first = getVerse(surah, ayah + 1)?.words[0];
  return first !== undefined && foldWord(first.standard.split(' ')[0]!) === key;
}

/** The reply is a run of the phrase's own verse, word for word, that holds the whole phrase. */
function recitesOwnVerse(typed: readonly string[], phrase: Phrase): boolean {
  const verse = getVerse(phrase.ref.surah, phrase.ref.ayah);
  if (!verse || (phrase.ref.toAyah ?? phrase.ref.ayah) !== phrase.ref.ayah) return false;
  const all = verse.words.flatMap((w) => w.standard.split(' ')).map(foldWord);
  const said = typed.map(foldWord);
  const own = phrase.words.flatMap((w) => w.standard.split(' ')).map(foldWord);
  const at = all.findIndex((_, i) => own.every((w, k) => all[i + k] === w));
  if (at < 0 || said.length <= own.length) return false;
  for (let start = Math.max(0, at + own.length - said.length); start <= at; start++)
    if (said.every((w, k) => all[start + k] === w)) return true;
  return false;
}

/** The reply begins with every word of the phrase, as the verse has them. */
function opensWith(typed: readonly string[], phrase: Phrase): boolean {
  const words = phrase.words.flatMap((w) => w.standard.split(' ')).map(foldWord);
  return words.length <= typed.length && words.every((w, i) => foldWord(typed[i]!) === w);
}

/**
 * A verse the item does not list, said exactly, that the meaning index finds on a theme of the item: a fitting
 * reply, judged on its fit even when it is very like a listed phrase (لا يكلف الله نفسا إلا ما آتاها, 65:7,
 * for a line 2:286 answers). The theme named is one the quoted words speak of, when the index knows one.
 */
function fittingQuote(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  q: UnlistedQuotation,
  tr: Translator,
): BuiltinResult | undefined {
  if (q.wrong.length > 0) return undefined;
  const { identified } = q;
  const verdict = unlistedFit(item, identified);
  if (verdict.fit.verdict !== 'fits' || !verdict.fit.theme) return undefined;
  const part = quotedPartThemes(identified);
  const themes = itemThemes(item);
  const shared = part && !part.has(verdict.fit.theme.id) ? [...part].find((id) => themes.has(id)) : undefined;
  // No word in common with the item, and the words quoted speak of none of its themes (the theme found is carried
  // by the rest of a long verse): nothing supports the quotation.
  if (part && !shared && !part.has(verdict.fit.theme.id) && verdict.fit.rank > NO_WORDS_IN_COMMON)
    return undefined;
  const theme = (shared && THEME_BY_ID.get(shared)) || verdict.fit.theme;
  const place = { ref: identified.surahAyah, surah: surahLabel(identified.surah, tr.language) };
  // The theme is named only when the words quoted speak of it: the rest of a long verse is not what was said.
  const named = !part || part.has(theme.id);
  return result({
    verdict: 'correct',
    feedback: named
      ? tr.t('meaning.quoteFits', { ...place, theme: theme.label[tr.language] })
      : tr.t('meaning.quoteMay', place),
    diffs: q.inside,
    identified,
    notes: [
      `quotes ${identified.surahAyah} exactly, a verse the item does not list, that the meaning index finds on the theme "${theme.id}" (rank ${verdict.fit.rank}, weight ${verdict.fit.weight}, quoted part ${part ? [...part].join('/') : 'whole'})`,
    ],
  });
}

/** Read as a quotation of this candidate, the reply quotes a verse that holds words of the listed phrase. */
function blends(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  reading: Reading,
  best: PhraseMatch,
  candidate: Candidate,
): boolean {
  const q = quotationOf(item, reading, best, candidate);
  return q !== undefined && sharesPhraseWords(q, best.phrase);
}

/** The quotation's stretch holds at least one of the phrase's words (its joining particles aside). */
function sharesPhraseWords(q: UnlistedQuotation, phrase: Phrase): boolean {
  const bare = (w: string) => foldWord(w).replace(/^[وف](?=\S{3})/u, '');
  const own = new Set(q.identified.text.split(' ').map(bare));
  return phrase.words
    .flatMap((w) => w.standard.split(' '))
    .map(bare)
    .some((w) => !JOINERS.has(w) && own.has(w));
}

/** Particles a look-alike may have or lack beside the listed phrase's words without saying something else. */
const JOINERS: ReadonlySet<string> = new Set(['ان', 'انا', 'من']);

/**
 * A look-alike verse said word for word that keeps every word of the listed phrase: the same word, or the same
 * stem in another form (من الصابرين for صابرا), its joining و/ف and the particles إنّ and من aside, with the
 * look-alike's own words after them (16:18 says 14:34's words and ends otherwise; 11:49 opens إن العاقبة where
 * 7:128 has والعاقبة). It says here what the listed phrase says: a fair reply, named for the verse it is.
 * Not the listed phrase said only for someone else (لبثنا for لبثت), nor a look-alike that lacks one of the
 * phrase's words or has another in its place (من الصالحين for من الصابرين).
 */
function sameSense(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  best: PhraseMatch,
  q: UnlistedQuotation,
  typed: readonly string[],
  tr: Translator,
): BuiltinResult | undefined {
  if (q.wrong.length > 0 || forSomeoneElse(best)) return undefined;
  const bare = (w: string) => foldWord(w).replace(/^[وف](?=\S{3})/u, '');
  const said = typed.map(bare);
  const listed = best.phrase.words
    .flatMap((w) => w.standard.split(' '))
    .map(bare)
    .filter((w) => !JOINERS.has(w));
  // Within the look-alike's own words, and opening with the phrase: words said before it frame it otherwise
  // (ألم أقل before 18:67's إنك لن تستطيع معي صبرا is 18:72's reproach after the fact, not the first warning).
  const own = q.identified.text.split(' ').map(bare);
  const first = said.findIndex((t) => !JOINERS.has(t));
  const same = (t: string | undefined, w: string) => t !== undefined && (t === w || sameStem(t, w));
  if (
    listed.length < 2 ||
    !same(said[first], listed[0]!) ||
    !listed.every((w) => own.some((t) => same(t, w)) && said.some((t) => same(t, w)))
  )
    return undefined;
  const { identified } = q;
  return result({
    verdict: 'correct',
    feedback: tr.t('conv.lookAlikeSame', {
      ref: identified.surahAyah,
      surah: surahLabel(identified.surah, tr.language),
      listed: best.phrase.surahAyah,
    }),
    diffs: q.inside,
    identified,
    notes: [
      `says ${identified.surahAyah} word for word, a verse like the listed ${best.phrase.surahAyah}, keeping every word of the listed phrase`,
    ],
  });
}

/** The reply is a verse very like a listed phrase, not the phrase: wrong, and the verse it is, named. */
function lookAlike(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  best: PhraseMatch,
  q: UnlistedQuotation,
  tr: Translator,
): BuiltinResult {
  const { identified } = q;
  return result({
    verdict: 'incorrect',
    feedback: tr.t('conv.lookAlike', {
      ref: identified.surahAyah,
      surah: surahLabel(identified.surah, tr.language),
      listed: best.phrase.surahAyah,
      text: tr.q(best.phrase.standard),
    }),
    suggestions: item.type === 'roleplay' ? [tr.t('conv.goal', { goal: item.goalShown ?? item.goal })] : [],
    diffs: q.inside,
    identified,
    final: true,
    notes: [
      `says ${identified.surahAyah}, a verse like the listed ${best.phrase.surahAyah}: a look-alike mix-up`,
    ],
  });
}

function misquoteOf(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  reading: Reading,
  best: PhraseMatch,
  tr: Translator,
  top: Candidate,
): BuiltinResult | undefined {
  const q = quotationOf(item, reading, best, top);
  if (!q || q.wrong.length === 0) return undefined;
  const { identified, inside, wrong } = q;
  const slip = verbatimVerdict(wrong) === 'almost';
  const ref = identified.surahAyah;
  return result({
    // A slip of the pen leaves the verse recognisable; whether that verse answers the line is for the meaning
    // (and a second opinion) to say.
    verdict: slip ? 'almost' : 'incorrect',
    feedback: joinSentences([
      tr.t(slip ? 'verbatimAlmost' : 'misquote', { ref }),
      ...describeDiffs(tr, wrong, 3, ref),
    ]),
    suggestions: [
      tr.t('vm.nearest', {
        ref,
        surah: surahLabel(identified.surah, tr.language),
        text: tr.q(identified.text),
      }),
      ...(item.type === 'roleplay' ? [tr.t('conv.goal', { goal: item.goalShown ?? item.goal })] : []),
    ],
    diffs: inside,
    identified,
    errors: errorsOf(wrong, ref),
    // A misquote stays a misquote whatever a second opinion says.
    final: !slip,
    unsure: slip,
    notes: [
      `quotes ${ref}, a verse the item does not list, with ${slip ? 'a slip of the pen' : 'its wording changed'}`,
    ],
  });
}

/** Whole verses of one surah, as the verse the learner wrote. */
function wholeVerses(v: { surah: number; ayah: number; endAyah: number }): IdentifiedVerse {
  const verses = Array.from({ length: v.endAyah - v.ayah + 1 }, (_, k) => getVerse(v.surah, v.ayah + k));
  return {
    ...v,
    firstWord: 1,
    lastWord: verses.at(-1)?.words.length ?? 1,
    surahAyah: refLabel(v.surah, v.ayah, v.endAyah),
    surahName: surahLabel(v.surah),
    exact: true,
    text: verses.flatMap((verse) => verse?.words.map((w) => w.standard) ?? []).join(' '),
  };
}

/**
 * A one-verse candidate as its whole verse: identify() may return a window of the verse that starts before the
 * learner's quotation or stops short of its end (إن الله مع الصابرين found as 2:153 from its third word).
 */
function wholeVerse(candidate: Candidate): Candidate {
  if (candidate.verses.length !== 1) return candidate;
  const span = candidate.verses[0]!;
  const lastWord = getVerse(span.surah, span.ayah)?.words.length ?? span.lastWord;
  return { ...candidate, firstWord: 1, lastWord, verses: [{ ...span, firstWord: 1, lastWord }] };
}

/**
 * Reference indices of the changed words that follow on from the verse's own words (at most one word apart in the
 * reply and in the verse, as in `longestRun`), in a run holding at least one word said as the verse has it.
 */
function quotedIndices(
  exact: ReadonlyArray<{ answerIndex: number; referenceIndex: number }>,
  changed: ReadonlyArray<{ answerIndex: number; referenceIndex: number }>,
): Set<number> {
  const points = [
    ...exact.map((m) => ({ ...m, exact: true })),
    ...changed.map((m) => ({ ...m, exact: false })),
  ].sort((a, b) => a.referenceIndex - b.referenceIndex || a.answerIndex - b.answerIndex);
  const quoted = new Set<number>();
  let run: typeof points = [];
  const close = () => {
    if (run.length >= 2 && run.some((p) => p.exact)) for (const p of run) quoted.add(p.referenceIndex);
  };
  for (const p of points) {
    const prev = run[run.length - 1];
    const follows =
      prev !== undefined &&
      p.referenceIndex - prev.referenceIndex <= 2 &&
      p.answerIndex > prev.answerIndex &&
      p.answerIndex - prev.answerIndex <= 2;
    if (!follows) {
      close();
      run = [];
    }
    run.push(p);
  }
  close();
  return quoted;
}

/** The words `from`..`to` (0-based within the candidate) of a one-verse candidate: what the reply quoted. */
function quotedStretch(candidate: Candidate, from: number, to: number): Candidate {
  if (candidate.verses.length !== 1) return candidate;
  const span = candidate.verses[0]!;
  const firstWord = span.firstWord + from;
  const lastWord = span.firstWord + to;
  return { ...candidate, firstWord, lastWord, verses: [{ ...span, firstWord, lastWord }] };
}

function matchPhrase(
  phrase: Phrase,
  reading: Reading,
  audience: Audience = {},
  speakers?: Audience['number'],
  situation: Situation = { addressee: {}, child: {} },
): PhraseMatch {
  const found: Array<{ answerIndex: number; referenceIndex: number }> = [];
  const diffs = diffWords(reading.words, phrase.words, { matches: found, everydayElidedYa: true });
  diffs.push(...vowelDiffs(reading, phrase.words, found));
  // Without a usage note nothing is licensed: the phrase is quoted as the Qur'an has it.
  const forbid = !phrase.usageNote || noteForbidsChange(phrase.usageNote);
  const literal = noteWords(phrase.usageNote);
  // "Put your own name in place of X": only at a word the note names, and only by a different word (a name),
  // not by the same word with its grammar changed.
  const namesAllowed = /\bname\b/iu.test(phrase.usageNote ?? '');
  const covered = new Set(found.map((m) => m.referenceIndex));
  const missing = new Set<number>();
  const problems: WordDiff[] = [];
  const misfits: WordDiff[] = [];
  const changed: WordDiff[] = [];
  let adapted = 0;
  const adaptedWords: WordDiff[] = [];
  const named = namesAllowed ? nameRegion(phrase, literal, found) : undefined;
  for (const d of diffs) {
    if (named && !d.accepted && d.referenceIndex !== null && named.refs.has(d.referenceIndex)) {
      adapted++;
      covered.add(d.referenceIndex);
      continue;
    }
    // Words typed together (ماشاء for ما شاء) are each of them said.
    if (d.accepted && d.kind === 'joinedWords' && d.referenceIndex !== null)
      for (let k = 0; k < (d.expected ?? '').split(' ').length; k++) covered.add(d.referenceIndex + k);
    if (d.accepted || d.kind === 'extra') continue;
    const at = d.referenceIndex!;
    if (d.kind === 'reordered') {
      // Words of the verse said in another order inside the quotation (شكرتم لئن): the verse's wording changed.
      problems.push(d);
      covered.add(at);
      continue;
    }
    if (
      d.kind === 'missing' &&
      placeholderName(phrase, d) &&
      nameInPlace(d, diffs, found, phrase.words.length)
    ) {
      // "Put the name of your own country in place of مصر": the verse's name left out and the learner's own said
      // where it stood.
      adapted++;
      covered.add(at);
      continue;
    }
    if (d.kind === 'missing') {
      // Part of a word the learner did say left out (يا بني said as يا): the quotation lost a word of the verse.
      // The vocative يا is the one part people leave off in speech.
      if (found.some((m) => m.referenceIndex === at) && foldWord(d.expected ?? '') !== 'يا') problems.push(d);
      missing.add(at);
      continue;
    }
    if (d.kind === 'wrongVowel') {
      problems.push(d);
      covered.add(at);
      continue;
    }
    const change = classifyChange(d.expected!, d.typed!, phrase.words[at]?.uthmani);
    const afterYa = at > 0 && foldWord(phrase.words[at - 1]!.standard) === 'يا';
    // The note names the audience: a form for a group of women is licensed only when it speaks of them.
    const toWomen = /ن$/u.test(foldWord(d.typed!)) && !/ن$/u.test(foldWord(d.expected!));
    if (change?.adaptation && toWomen && !/\bwomen\b/iu.test(phrase.usageNote ?? ''))
      change.adaptation = false;
    // "You" made "us" (يغفر الله لكم → لنا) changes who the verse is about, not who it is said to: only a form
    // the note writes out licenses it.
    if (change?.adaptation && addresseeOf(d.expected!) && !addresseeOf(d.typed!) && !noteSays(literal, d))
      change.adaptation = false;
    const nameSwap = namesAllowed && !change && literal.has(foldWord(d.expected!));
    // With no usage note, a change of who is spoken to is still what a teacher expects when it turns the verse
    // to the very audience the task names (معكم → معك to a newcomer, بينكم → بينكما to a couple).
    const toAudience =
      !phrase.usageNote &&
      change?.adaptation === true &&
      audience.number !== undefined &&
      addresseeOf(d.typed!) === audience.number;
    // Without a note, the verse's "you" said to as many as the learner answers, or its "we" said as "I" by a
    // learner who speaks for themselves: the phrase turned to the situation's own people.
    const toSituation =
      !phrase.usageNote &&
      change?.adaptation === true &&
      ((situation.answered !== undefined &&
        addresseeOf(d.expected!) !== undefined &&
        addresseeOf(d.expected!) !== situation.answered &&
        addresseeOf(d.typed!) === situation.answered) ||
        (situation.alone === true && weSaidAsI(d.expected!, d.typed!)));
    // The verse's "them" turned to the one person the situation speaks of (إليهم → إليها, لهما → لها).
    // A note that says "as it stands" forbids it like any change.
    const toSpokenOf =
      !(phrase.usageNote && noteForbidsChange(phrase.usageNote)) &&
      thirdPersonTo(situation.spokenOf, d.expected!, d.typed!);
    const licensed =
      toAudience ||
      toSituation ||
      toSpokenOf ||
      (!forbid &&
        (noteSays(literal, d) ||
          change?.adaptation === true ||
          afterYa ||
          nameSwap ||
          noteFormAdapted(literal, d)));
    // A form for someone else than the situation has: the word is the verse's, adapted the wrong way.
    const misfit =
      licensed &&
      !nameSwap &&
      (formForOthers(situation, phrase.usageNote, d.typed!, d.expected!) ||
        (!noteSays(literal, d) && pronounForOthers(situation, d.expected!, d.typed!)));
    if (framing(d, phrase, found, diffs)) {
      covered.add(at);
    } else if (misfit) {
      misfits.push(d);
      covered.add(at);
      if (change?.adaptation) adaptedWords.push(d);
    } else if (licensed || vocative(d)) {
      adapted++;
      covered.add(at);
      if (change?.adaptation) adaptedWords.push(d);
    } else if (change || NEAR.has(d.kind) || verseWordSaid(d)) {
      // The verse's own word with a letter or its form changed: part of the quotation when it sits beside it.
      changed.push(d);
    } else if (found.some((m) => m.referenceIndex === at)) {
      // Another word put for one part of a word whose other part the learner said (يا حسرتى for the one word يا
      // أسفى): the verse's word changed, not left out, and it is no adaptation.
      problems.push(d);
      covered.add(at);
    } else missing.add(at);
  }
  // A changed word is part of the quotation only when it sits in a run with the verse's own words: "لا تقلق"
  // at the head of a reply is the learner's Arabic, not a misquote of the ألا that opens the verse.
  const inQuotation = quotedIndices(
    found,
    changed.map((d) => ({ answerIndex: d.answerIndex!, referenceIndex: d.referenceIndex! })),
  );
  for (const d of changed) {
    if (!inQuotation.has(d.referenceIndex!)) continue;
    problems.push(d);
    covered.add(d.referenceIndex!);
  }
  // A word left out or replaced by another word between quoted words is a misquote (إن بعد العسر يسرا); words
  // left off the ends are a shorter quotation.
  const first = Math.min(...covered);
  const last = Math.max(...covered);
  for (const d of diffs) {
    if (d.accepted || d.kind === 'extra' || d.kind === 'reordered' || d.referenceIndex === null) continue;
    if (!missing.has(d.referenceIndex) || d.referenceIndex <= first || d.referenceIndex >= last) continue;
    problems.push(d);
  }
  problems.push(...insertedInside(reading.words, diffs, found));
  const n = phrase.words.length;
  const carried = carriedOn(phrase, diffs, found, last) ?? neighbourSpliced(phrase, diffs, found, last);
  if (carried) problems.push(carried);
  const next = (phrase.words[last + 1]?.standard ?? '').replace(/[\u064B-\u0652\u0670]/gu, '');
  const endsWell =
    last === n - 1 ||
    PAUSE.test(phrase.words[last]?.uthmani ?? '') ||
    (last - first + 1 >= 3 && NEW_SENTENCE.test(next));
  // Only the emphatic إنّ / إنا left off the head (نبشرك بغلام عليم): the sentence itself is said whole.
  const startsWell =
    first === 0 ||
    PAUSE.test(phrase.words[first - 1]?.uthmani ?? '') ||
    (first === 1 && EMPHATIC.has(foldWord(phrase.words[0]!.standard)));
  const quoted = phrase.words.slice(first, last + 1).flatMap((w) => w.standard.split(' '));
  // The answer clause of a condition, said to its end, stands on its own (فنظرة إلى ميسرة after "if he is in
  // hardship"): it begins at the ف that answers the condition.
  const answerClause = first > 0 && last === n - 1 && /^ف/u.test(foldWord(phrase.words[first]!.standard));
  // A sentence of its own opened by إنّ and said to the phrase's end (إن بعض الظن إثم after "avoid much
  // suspicion"): the reason the verse gives, whole.
  const reasonClause = first > 0 && last === n - 1 && EMPHATIC.has(foldWord(phrase.words[first]!.standard));
  // The first clause said to where a second, negated one begins (لا تؤاخذني بما نسيت | ولا ترهقني …; إنما
  // نطعمكم لوجه الله | لا نريد …): a sentence that stands on its own.
  const firstClause =
    first === 0 && last >= 2 && NEGATION_OPENS.has(foldWord(phrase.words[last + 1]?.standard ?? ''));
  const complete =
    covered.size >= 2 &&
    last - first + 1 >= 2 &&
    ((endsWell && (startsWell || answerClause || reasonClause)) ||
      firstClause ||
      (first === 0 && closesSense(quoted)));
  return {
    phrase,
    diffs,
    coverage: covered.size / n,
    covered: covered.size,
    adapted,
    problems,
    misfits,
    complete,
    misadapted: misadaptation(phrase, found, adaptedWords, speakers),
  };
}

/** The verse's word said, changed in its grammar or a letter, its joining و/ف aside (فاصبري for واصبر). */
function verseWordSaid(d: WordDiff): boolean {
  if (grammarOrSlip(d)) return true;
  const [e, t] = [foldWord(d.expected ?? ''), foldWord(d.typed ?? '')].map((w) => w.replace(/^[وف]/u, ''));
  return e!.length >= 2 && (e === t || classifyChange(e!, t!) !== undefined);
}

/**
 * Words the learner put between two words that follow each other in the verse (عليكم يا أهل البيت for عليكم أهل
 * البيت): the verse's wording changed inside the quotation. An address of the learner's own, يا and a word that
 * is not the verse's (إن الله يا أخي مع الصابرين), is how one speaks to someone and stays theirs.
 */
function insertedInside(
  typed: readonly string[],
  diffs: readonly WordDiff[],
  found: ReadonlyArray<{ answerIndex: number; referenceIndex: number }>,
): WordDiff[] {
  const at = new Map(found.map((m) => [m.answerIndex, m.referenceIndex]));
  const inserted: WordDiff[] = [];
  const extras = diffs.filter((d) => d.kind === 'extra' && d.answerIndex !== null);
  for (let i = 0; i < extras.length;) {
    // A run of extra words typed one after the other.
    let j = i;
    while (j + 1 < extras.length && extras[j + 1]!.answerIndex === extras[j]!.answerIndex! + 1) j++;
    const run = extras.slice(i, j + 1);
    i = j + 1;
    const before = at.get(run[0]!.answerIndex! - 1);
    const after = at.get(run[run.length - 1]!.answerIndex! + 1);
    if (before === undefined || after === undefined || after !== before + 1) continue;
    const ownAddress = run.length >= 2 && foldWord(run[0]!.typed ?? '') === 'يا';
    // The word before the run said again at its end (لا تقلق لا يكلف …): own words, then the quotation begins.
    const leadIn =
      foldWord(run[run.length - 1]!.typed ?? '') === foldWord(typed[run[0]!.answerIndex! - 1] ?? '');
    if (!ownAddress && !leadIn) inserted.push(...run);
  }
  return inserted;
}

/**
 * The listed phrase said with only its person, number or gender changed (لبثنا for لبثت): the phrase said for
 * someone else, whatever other verse has those words.
 */
function forSomeoneElse(best: PhraseMatch): boolean {
  return (
    best.problems.length > 0 &&
    best.problems.every((d) => d.expected && d.typed && classifyChange(d.expected, d.typed)?.adaptation)
  );
}

/** إنّ and إنّا: the emphasis that opens a sentence, said or left off without changing what it says. */
const EMPHATIC: ReadonlySet<string> = new Set(['ان', 'انا']);
/** A word that opens a negated clause of its own after a first one. */
const NEGATION_OPENS: ReadonlySet<string> = new Set(['لا', 'ولا']);

/** The word is the name the usage note asks the learner to put their own in place of ("in place of مصر"). */
function placeholderName(phrase: Phrase, d: WordDiff): boolean {
  const name = /\b(?:in place of|Replace (?:the name )?)\s*([\u0621-\u064A]+)/iu.exec(
    phrase.usageNote ?? '',
  )?.[1];
  return name !== undefined && foldWord(name) === foldWord(d.expected ?? '');
}

/**
 * A word of the learner's own typed where the missing name stood, between the quoted words either side of it
 * (a side may be the phrase's edge, not both).
 */
function nameInPlace(
  d: WordDiff,
  diffs: readonly WordDiff[],
  found: ReadonlyArray<{ answerIndex: number; referenceIndex: number }>,
  n: number,
): boolean {
  const at = d.referenceIndex!;
  const left = found.find((m) => m.referenceIndex === at - 1);
  const right = found.find((m) => m.referenceIndex === at + 1);
  if ((!left && at > 0) || (!right && at < n - 1) || (!left && !right)) return false;
  const before = left?.answerIndex ?? -1;
  const after = right?.answerIndex ?? Number.POSITIVE_INFINITY;
  return diffs.some(
    (e) => e.kind === 'extra' && e.answerIndex !== null && e.answerIndex > before && e.answerIndex < after,
  );
}

/**
 * Where the usage note asks for the learner's own name in place of one (Replace the name هارون …), the phrase's
 * words that name the person, the name and the word before it that says who they are (وأخي هارون), and the one to
 * three words the learner typed there instead (زميلي أحمد): the learner's own words for their own person.
 */
function nameRegion(
  phrase: Phrase,
  literal: ReadonlySet<string>,
  found: ReadonlyArray<{ answerIndex: number; referenceIndex: number }>,
): { refs: Set<number>; from: number; to: number } | undefined {
  const at = phrase.words.findIndex((w) => literal.has(foldWord(w.standard)));
  if (at < 0) return undefined;
  const answerOf = (ref: number) => found.find((m) => m.referenceIndex === ref)?.answerIndex;
  const from = at >= 2 ? answerOf(at - 2) : -1;
  const to = at + 1 < phrase.words.length ? answerOf(at + 1) : undefined;
  if (from === undefined || to === undefined) return undefined;
  const typedThere = to - from - 1;
  if (typedThere < 1 || typedThere > 3) return undefined;
  return { refs: new Set(at > 0 ? [at - 1, at] : [at]), from, to };
}

/**
 * An adaptation turns the phrase to the people answered, all of it: one made towards someone else than those
 * who spoke the line (عليك to the siblings who said "forgive us"), or that leaves a word of the phrase speaking to others (ألا تحب …
 * لكم), is not the phrase said to them.
 */
function misadaptation(
  phrase: Phrase,
  found: ReadonlyArray<{ answerIndex: number; referenceIndex: number }>,
  adaptedWords: readonly WordDiff[],
  speakers: Audience['number'],
): PhraseMatch['misadapted'] {
  const towards = adaptedWords.flatMap((d) => {
    // The verse's "we" said as "I" (جئنا → جئت, كنا → كنت): the ت is the speaker's, not "you".
    if (firstPerson(d.expected!) && /ت$/u.test(foldWord(d.typed!))) return [];
    const who = addresseeOf(d.typed!);
    // Only a change of who is spoken to: نطعمكم → أطعمكم changes the speaker and keeps the verse's ـكم.
    return who && who !== addresseeOf(d.expected!) ? [{ d, who }] : [];
  });
  if (towards.length === 0) return undefined;
  // "We" may be two or more: only one against more than one is told apart.
  const away = towards.find((x) => speakers !== undefined && (x.who === 'one') !== (speakers === 'one'));
  if (away) return { typed: away.d.typed! };
  const who = towards[0]!.who;
  if (towards.some((x) => x.who !== who)) return { typed: towards[0]!.d.typed! };
  // A word kept as the verse has it that speaks to two or more (ـكم ـكما ـكن, a verb in تـ…ون): the ending
  // "to one" (ـك, تـ) is too common in other words to be read so.
  for (const m of found) {
    const word = phrase.words[m.referenceIndex]!.standard;
    const kept =
      /(?:كم|كما|كن)$/u.test(foldWord(word)) || /^[وف]?(?:لا)?ت.+(?:ون|وا)$/u.test(foldWord(word))
        ? addresseeOf(word)
        : undefined;
    if (kept && kept !== who) return { typed: towards[0]!.d.typed!, kept: word };
  }
  return undefined;
}

/** A word of the verse that ends in "we"/"us" (جئنا، كنا، لنا). */
function firstPerson(word: string): boolean {
  return /^[وف]?\S+نا$/u.test(foldWord(word));
}

/**
 * The quotation said on past the phrase with the verse's next word changed: ادخلوها بسلام وأمان for the آمنين
 * that follows in 15:46. The word after the phrase, wherever the Qur'an has the phrase, is the continuation; an
 * answer word right after the quoted end that shares its root without being it is a misquote of the verse, not
 * the learner's own words.
 */
function carriedOn(
  phrase: Phrase,
  diffs: readonly WordDiff[],
  found: ReadonlyArray<{ answerIndex: number; referenceIndex: number }>,
  last: number,
): WordDiff | undefined {
  if (last !== phrase.words.length - 1) return undefined;
  const end = found.find((m) => m.referenceIndex === last);
  if (!end) return undefined;
  const next = diffs.find((d) => d.kind === 'extra' && d.answerIndex === end.answerIndex + 1 && d.typed);
  if (!next) return undefined;
  const bare = next.typed!.replace(/^[وف](?=..)/u, '');
  const typed = foldWord(bare);
  const root = rootOfWord(bare);
  if (!root) return undefined;
  for (const word of continuationsOf(phrase)) {
    const key = foldWord(word.standard).replace(/^[وف]/u, '');
    if (key !== typed && rootOfWord(word.standard, word.uthmani) === root)
      return { ...next, kind: 'realWordSubstitution', expected: word.standard };
  }
  return undefined;
}

/**
 * Where the verse ends, the learner says on with a word of the verse before or after it, not the way the next
 * verse begins (وإذا مرضت فهو يشفين ويسقين, 26:79's last word put after 26:80): two neighbouring verses mixed
 * into one, a misquote. The next verse recited on from its first word stays a recitation.
 */
function neighbourSpliced(
  phrase: Phrase,
  diffs: readonly WordDiff[],
  found: ReadonlyArray<{ answerIndex: number; referenceIndex: number }>,
  last: number,
): WordDiff | undefined {
  if (last !== phrase.words.length - 1) return undefined;
  const { surah, ayah } = phrase.ref;
  const verse = getVerse(surah, ayah);
  if (!verse || (phrase.ref.toWord !== undefined && phrase.ref.toWord < verse.words.length)) return undefined;
  const end = found.find((m) => m.referenceIndex === last);
  if (!end) return undefined;
  const next = diffs.find((d) => d.kind === 'extra' && d.answerIndex === end.answerIndex + 1 && d.typed);
  if (!next) return undefined;
  const typed = foldWord(next.typed!);
  // Short words (من، في، الله) recur everywhere; the phrase's own words said again are the learner's emphasis.
  if (typed.length < 4 || phrase.words.some((w) => foldWord(w.standard) === typed)) return undefined;
  const after = getVerse(surah, ayah + 1)?.words ?? [];
  if (after[0] && foldWord(after[0].standard) === typed) return undefined;
  const before = ayah > 1 ? (getVerse(surah, ayah - 1)?.words ?? []) : [];
  const from = [...before, ...after.slice(1)].find((w) => foldWord(w.standard) === typed);
  return from ? next : undefined;
}

interface NextWord {
  standard: string;
  uthmani: string;
}
const continuations = new Map<string, NextWord[]>();

/** The words that follow the phrase's words wherever the Qur'an has them in a row. */
function continuationsOf(phrase: Phrase): NextWord[] {
  const keys = phrase.words.map((w) => foldWord(w.standard));
  const id = keys.join(' ');
  const known = continuations.get(id);
  if (known) return known;
  const out = new Map<string, NextWord>();
  if (keys.length >= 2) {
    for (const verse of loadCorpus().verses) {
      const words = verse.words;
      for (let i = 0; i + keys.length < words.length; i++) {
        if (!keys.every((k, j) => foldWord(words[i + j]!.standard) === k)) continue;
        const { standard, uthmani } = words[i + keys.length]!;
        out.set(standard, { standard, uthmani });
      }
    }
  }
  continuations.set(id, [...out.values()]);
  return [...out.values()];
}

/**
 * The verse's joining و or ف left off the quotation's first word (الصلح خير, a sentence of its own), or one put
 * before it to join the quotation to the learner's own words (بخير والحمد لله): how a teacher quotes, not a
 * misquote. Only at the head of the quotation: inside it the conjunction is the verse's wording.
 */
function framing(
  d: WordDiff,
  phrase: Phrase,
  found: ReadonlyArray<{ answerIndex: number; referenceIndex: number }>,
  diffs: readonly WordDiff[],
): boolean {
  if (d.referenceIndex === null || !joinedOnly(d)) return false;
  // A word of the verse said before it, even changed (فاصبري for واصبر), makes this word the inside of the
  // quotation, not its head: فإن said إن after it is the verse's ف dropped.
  const saidBefore = diffs.some(
    (o) =>
      o !== d &&
      o.referenceIndex !== null &&
      o.referenceIndex < d.referenceIndex! &&
      o.answerIndex !== null &&
      d.answerIndex !== null &&
      o.answerIndex < d.answerIndex &&
      verseWordSaid(o),
  );
  if (saidBefore) return false;
  const firstQuoted = Math.min(d.referenceIndex, ...found.map((m) => m.referenceIndex));
  // The phrase's first word, or the first word said of a quotation that starts further in.
  return d.referenceIndex === firstQuoted || (d.referenceIndex === 0 && phrase.words.length > 0);
}

/**
 * The typed word is a form the usage note writes out, also with the verse's own joining و/ف on it (the note
 * writes قولي, the verse وقل: وقولي).
 */
function noteSays(literal: ReadonlySet<string>, d: WordDiff): boolean {
  const typed = foldWord(d.typed ?? '');
  if (literal.has(typed)) return true;
  const joined = /^[وف]/u.exec(foldWord(d.expected ?? ''))?.[0];
  return joined !== undefined && typed.startsWith(joined) && literal.has(typed.slice(1));
}

/**
 * The typed word is a form the usage note writes for the verse's word, itself turned to another person by its
 * attached pronoun (the note's أطعمكم for a single host, said أطعمك to one guest): both changes are ones the note
 * lets the phrase make.
 */
function noteFormAdapted(literal: ReadonlySet<string>, d: WordDiff): boolean {
  if (!d.expected || !d.typed) return false;
  const typed = foldWord(d.typed);
  const you = /(?:كما|كم|كن|ك)$/u;
  const base = typed.replace(you, '');
  if (base === typed || base.length < 2) return false;
  return [...literal].some(
    (form) =>
      form !== typed &&
      you.test(form) &&
      form.replace(you, '') === base &&
      classifyChange(d.expected!, form)?.adaptation === true,
  );
}

/** رب / ربنا said as اللهم: the vocative of a prayer as people say it, the prayer itself unchanged. */
function vocative(d: WordDiff): boolean {
  return (
    !!d.expected &&
    !!d.typed &&
    ['رب', 'ربنا'].includes(foldWord(d.expected)) &&
    foldWord(d.typed) === foldWord('اللهم')
  );
}

/** The phrase is the Qur'an's greeting of peace to those addressed (سلام عليكم / سلام عليك). */
function isGreetingOfPeace(phrase: Phrase): boolean {
  const words = phrase.words.map((w) => foldWord(w.standard));
  return words.length <= 3 && words[0] === 'سلام' && /^علي(?:كم|ك)$/u.test(words[1] ?? '');
}

/** The reply says a form the phrase's usage note writes out (لا تحزني، رب إني أخاف), words around it aside. */
function saysNoteForm(phrase: Phrase, typed: readonly string[]): boolean {
  const keys = typed.map(foldWord);
  for (const run of (phrase.usageNote ?? '').match(/[\u0621-\u0652]+(?:\s+[\u0621-\u0652]+)+/gu) ?? []) {
    const form = tokenize(run).map(foldWord);
    // A form is the phrase said in other words, not a vocative alone (يا أبي for يا أبانا): the learner's own
    // sentence around a form of address says nothing of the verse.
    if (form.filter((w) => w !== 'يا').length < 2) continue;
    for (let i = 0; i + form.length <= keys.length; i++) {
      if (form.every((w, k) => keys[i + k] === w) && keys.length - form.length <= 2) return true;
    }
  }
  return false;
}

/** Every word of the reply is a word of the line it answers. */
function isCopyOf(typed: string[], line: string): boolean {
  const lineWords = new Set(tokenize(line).map(foldWord));
  return typed.every((w) => lineWords.has(foldWord(w)));
}
