import { cleanInput, foldWord } from '@lisan/arabic';
import type { JudgeItem } from '@lisan/contract';

/*
 * Does an item's prompt, as served before the learner answers, already show its answer? content:check fails
 * on any item for which it does; the exercise screen shows only the prompt until Check Answer.
 */

const words = (text: string) => cleanInput(text).split(' ').filter(Boolean).map(foldWord);

/** Whether the word sequence `needle` occurs contiguously in `hay` (compared by folded spelling). */
function containsRun(hay: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > hay.length) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Every Arabic text the prompt of an item shows before the answer. */
function promptArabic(item: JudgeItem): string[] {
  const out: string[] = [];
  if (item.prompt.arabic) out.push(item.prompt.arabic);
  const verses = item.prompt.details.verses;
  if (Array.isArray(verses))
    for (const v of verses as Array<{ arabicText?: unknown }>)
      if (typeof v.arabicText === 'string') out.push(v.arabicText);
  return out;
}

/** The answers an item would accept, as the learner would type them (standard spelling). */
export function expectedAnswers(item: JudgeItem): string[] {
  switch (item.type) {
    case 'completion':
      return [item.answerWords.map((w) => w.standard).join(' ')];
    case 'substitution':
      return item.acceptedFillers;
    case 'conversation':
    case 'roleplay':
      return item.phrases.map((p) => p.standard);
    case 'comparison':
      return [item.expectedAnswer];
    case 'transformation':
      return item.related.map((r) => r.standard);
    case 'thematic':
      return item.verses.map((v) => v.standard);
  }
}

/** The first expected answer the prompt shows (word for word, in order), or null when none is shown. */
export function answerShownInPrompt(item: JudgeItem): string | null {
  const shown = promptArabic(item).map(words);
  for (const answer of expectedAnswers(item)) {
    const needle = words(answer);
    // A completion's hidden word may also occur elsewhere in its phrase; only the blanked run is the answer.
    if (item.type === 'completion') {
      if (needle.length > 1 && shown.some((hay) => containsRun(hay, needle))) return answer;
      continue;
    }
    if (shown.some((hay) => containsRun(hay, needle))) return answer;
  }
  return null;
}

/**
 * A word's stem for spotting the same word under a clitic or another ending: folded spelling without a leading
 * و/ف, ب/ل/ك and the article, and without the alif of an accusative tanwin (صبرًا, فصبر and الصبر meet).
 */
function stem(word: string): string {
  // لِـ before the article drops its alif: للإيمان is لـ + الإيمان.
  const s = word.replace(/^(و|ف)?لل(?=..)/, '$1ال').replace(/^(و|ف)?(ب|ل|ك)?(ال)?/, '');
  const core = s.length >= 3 ? s : word;
  return core.length > 3 ? core.replace(/ا$/, '') : core;
}

/**
 * The hidden words of a completion that a gloss of its meaning (an Arabic explanation shown as the prompt's
 * meaning line) contains, by stem: a gloss that says the hidden word answers the blank for the learner.
 */
export function glossGivesAway(gloss: string, hidden: readonly string[]): string[] {
  const shown = new Set(words(gloss).map(stem));
  return hidden.filter((h) => {
    // A Uthmani word can stand for two standard ones (يَٰٓأَيُّهَا is يا أيها): each part of three letters or more
    // gives it away on its own.
    const parts = cleanInput(h).split(' ').filter(Boolean);
    if (parts.length > 1)
      return parts.map((p) => stem(foldWord(p))).some((s) => s.length >= 3 && shown.has(s));
    const s = stem(foldWord(parts[0] ?? ''));
    return s.length >= 2 && shown.has(s);
  });
}
