import { diffWords, foldWord, tokenize, type WordDiff } from '@lisan/arabic';
import type { ConversationJudgeItem, RoleplayJudgeItem } from '@lisan/contract';
import type { Translator } from '../messages/index.js';
import type { BuiltinResult } from '../types.js';
import {
  answerWords,
  describeDiffs,
  joinSentences,
  noArabic,
  result,
  tooLong,
  tooLongFor,
} from './shared.js';
import { sameStem } from './stems.js';

type Phrase = ConversationJudgeItem['phrases'][number];

/** Share of a phrase's words an answer must carry (as written or adapted) to "use" the phrase. */
const ALMOST_COVERAGE = 0.5;
/** Words a reply may drop from a phrase without changing what it says (the emphatic particles). */
const DROPPABLE = new Set(['ان', 'قد']);

interface PhraseMatch {
  phrase: Phrase;
  diffs: WordDiff[];
  coverage: number;
  adapted: number;
  /** Rejected differences that are not adaptations: the words to point out. */
  problems: WordDiff[];
}

/**
 * Conversation and roleplay: the reply is Arabic, is more than a copy of the line it answers, and uses one of
 * the phrases the item lists, as written or adapted (pronouns, person, number) the way conversation needs.
 */
export function judgeConversation(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  answer: string,
  tr: Translator,
): BuiltinResult {
  const typed = answerWords(answer);
  if (typed.length === 0) return noArabic(tr);
  const longest = Math.max(...item.phrases.map((p) => p.words.length));
  if (tooLongFor(typed.length, longest)) return tooLong(tr);

  const matches = item.phrases.map((phrase) => matchPhrase(phrase, typed));
  const best = matches.reduce((a, b) =>
    b.coverage > a.coverage || (b.coverage === a.coverage && b.problems.length < a.problems.length) ? b : a,
  );
  const model = tr.t('conv.model', {
    text: tr.q(best.coverage > 0 ? best.phrase.standard : item.phrases[0]!.standard),
    ref: (best.coverage > 0 ? best.phrase : item.phrases[0]!).surahAyah,
  });
  const suggestions = item.type === 'roleplay' ? [model, tr.t('conv.goal', { goal: item.goal })] : [model];
  const ref = best.phrase.surahAyah;

  if (best.problems.length === 0) {
    return result({
      verdict: 'correct',
      feedback: tr.t(best.adapted > 0 ? 'conv.correctAdapted' : 'conv.correct', { ref }),
      diffs: best.diffs,
      notes: [`uses the phrase ${ref}${best.adapted ? ' adapted' : ''}`],
    });
  }
  if (best.coverage >= ALMOST_COVERAGE && best.phrase.words.length >= 2) {
    return result({
      verdict: 'almost',
      feedback: joinSentences([tr.t('conv.almost', { ref }), ...describeDiffs(tr, best.problems, 2)]),
      suggestions,
      diffs: best.diffs,
      unsure: true,
      notes: [`uses most of the phrase ${ref} (${Math.round(best.coverage * 100)}%), with changed words`],
    });
  }
  if (isCopyOf(typed, item.line.arabic)) {
    return result({
      verdict: 'incorrect',
      feedback: tr.t('conv.copy'),
      suggestions,
      final: true,
      notes: ['the reply repeats the line it answers'],
    });
  }
  const keyWords = item.keyWords.flatMap((k) => tokenize(k));
  if (typed.some((w) => keyWords.some((k) => sameStem(w, k)))) {
    return result({
      verdict: 'almost',
      feedback: tr.t('conv.keywordOnly'),
      suggestions,
      unsure: true,
      notes: ['uses a key word of the situation but none of the listed phrases'],
    });
  }
  return result({
    verdict: 'incorrect',
    feedback: tr.t('conv.noPhrase'),
    suggestions,
    unsure: true,
    notes: ['uses none of the listed phrases or key words'],
  });
}

function matchPhrase(phrase: Phrase, typed: string[]): PhraseMatch {
  const diffs = diffWords(typed, phrase.words);
  // Extra words are the reply's own (a greeting, a name, "and"): only the phrase's words are checked.
  const problems: WordDiff[] = [];
  let adapted = 0;
  const missed = new Set<number>();
  for (const d of diffs) {
    if (d.accepted || d.kind === 'extra' || d.kind === 'reordered') continue;
    if (d.kind === 'missing') {
      if (!DROPPABLE.has(foldWord(d.expected!))) {
        problems.push(d);
        missed.add(d.referenceIndex!);
      }
      continue;
    }
    if (d.typed !== null && d.expected !== null && sameStem(d.typed, d.expected)) adapted++;
    else {
      problems.push(d);
      missed.add(d.referenceIndex!);
    }
  }
  const coverage = 1 - missed.size / phrase.words.length;
  return { phrase, diffs, coverage, adapted, problems };
}

/** Every word of the reply is a word of the line it answers. */
function isCopyOf(typed: string[], line: string): boolean {
  const lineWords = new Set(tokenize(line).map(foldWord));
  return typed.every((w) => lineWords.has(foldWord(w)));
}
