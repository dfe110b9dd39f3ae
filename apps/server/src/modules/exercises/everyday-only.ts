import { foldWord, tokenize } from '@lisan/arabic';
import type { ContentCatalog, EverydayKeys } from '@lisan/content';
import type { JudgeItem, UiLanguage } from '@lisan/contract';
import { message, type JudgeResult } from '@lisan/judge';
import { saysEverydayReply } from '../dialogues/index.js';
import { everydayRepliesOf } from './exercises.everyday.js';

/** What an item that asks only for everyday Arabic is judged against: its authored replies and its keys. */
export interface EverydayOnlyAnswer {
  /** The authored everyday replies (Arabic). */
  replies: readonly string[];
  /** The slots a free answer must fill, each by any one of its words or phrases. */
  keys: EverydayKeys;
}

/** The everyday replies and keys of each item that asks only for everyday Arabic, by item id. */
export function everydayOnlyAnswers(
  catalog: ContentCatalog,
): (itemId: string) => EverydayOnlyAnswer | undefined {
  const everyday = everydayRepliesOf(catalog);
  const byItem = new Map<string, EverydayOnlyAnswer>();
  for (const item of [...catalog.authored.conversation, ...catalog.authored.roleplay]) {
    const keys = everyday.keysOf(item.id);
    // content:check refuses an everyday-only item without keys; without them the verse judges it as before.
    if (item.everydayOnly && keys)
      byItem.set(item.id, { replies: everyday.of(item.id).map((e) => e.ar), keys });
  }
  return (itemId) => byItem.get(itemId);
}

// A word keeps its meaning under the joining و/ف, the prepositions ب/ل/ك, the article, an attached pronoun and
// the alif of the indefinite accusative (وكم, بالبطاقة, سعره, أرزا); a preposition is taken off only while three
// letters stay, so بكم is never read as كم.
const JOINING = /^[وف](?=..)/u;
const ACCUSATIVE = /(?<=...)ا$/u;
// ل before the article drops its alif: للعمل is ل + العمل.
const PREPOSITION = /^(?:لل|[بلك])(?=...)/u;
const ARTICLE = /^ال(?=...)/u;
const PRONOUN = /(?<=...)(?:هما|هم|هن|ها|كما|كم|كن|نا|ه|ك|ي)$/u;

/** The forms a folded word may stand for: as written, and without what is joined to it. */
function formsOf(word: string): Set<string> {
  const forms = new Set<string>();
  const base = foldWord(word);
  for (const a of [base, base.replace(JOINING, '')])
    for (const b of [a, a.replace(PREPOSITION, '')])
      for (const c of [b, b.replace(ARTICLE, '')]) {
        forms.add(c);
        forms.add(c.replace(ACCUSATIVE, ''));
        const stem = c.replace(PRONOUN, '');
        forms.add(stem);
        // ساعتي is ساعة with a pronoun: the ة that became ت before it comes back.
        if (stem !== c && stem.endsWith('ت')) forms.add(foldWord(`${stem.slice(0, -1)}ة`));
      }
  return forms;
}

function sameWord(typed: Set<string>, key: Set<string>): boolean {
  for (const form of key) if (typed.has(form)) return true;
  return false;
}

/** The alternative (a word or a short phrase) stands in the answer, its words one after another. */
function says(typed: readonly Set<string>[], alternative: string): boolean {
  const words = tokenize(alternative).map(formsOf);
  if (words.length === 0) return false;
  for (let start = 0; start + words.length <= typed.length; start++)
    if (words.every((w, i) => sameWord(typed[start + i]!, w))) return true;
  return false;
}

/** For each slot, whether the answer fills it. */
export function slotsFilled(answer: string, keys: EverydayKeys): boolean[] {
  const typed = tokenize(answer).map(formsOf);
  return keys.map((slot) => slot.some((alternative) => says(typed, alternative)));
}

/**
 * An everyday-only item is answered in everyday Arabic: the answer is right when it says the authored reply or
 * fills every slot of the item's keys, nearly right when it fills some. The judge's own result stands when it
 * names an error inside a quoted verse (a misquote is never passed off as everyday Arabic), when it accepts a
 * fitting verse, and when the answer has no Arabic at all (its feedback says so).
 */
export function judgeEverydayOnly(
  judged: JudgeResult,
  answer: string,
  everyday: EverydayOnlyAnswer,
  item: JudgeItem,
  language: UiLanguage,
): JudgeResult {
  if (judged.verdict === 'correct') return judged;
  if ((judged.errors ?? []).some((e) => e.reference !== null)) return judged;
  if (tokenize(answer).length === 0) return judged;

  const filled = slotsFilled(answer, everyday.keys);
  const all = saysEverydayReply(answer, everyday.replies) || filled.every(Boolean);
  const some = filled.some(Boolean);
  const quote = (text: string) => message(language, 'quote', { text });
  const missing = everyday.keys.filter((_, i) => !filled[i]).map((slot) => quote(slot[0]!));
  const feedback = all
    ? message(language, 'everydayOnly.correct')
    : some
      ? message(language, 'everydayOnly.almost', {
          missing: missing.join(message(language, 'listJoin')),
        })
      : message(language, 'everydayOnly.incorrect');

  const suggestions: string[] = [];
  const model = everyday.replies[0];
  if (model) suggestions.push(message(language, 'everydayOnly.model', { text: quote(model) }));
  const verse = 'phrases' in item ? item.phrases[0] : undefined;
  if (verse)
    suggestions.push(
      message(language, 'everydayOnly.verse', { text: quote(verse.standard), ref: verse.surahAyah }),
    );

  return {
    ...judged,
    isCorrect: all,
    verdict: all ? 'correct' : some ? 'almost' : 'incorrect',
    feedback,
    suggestions,
    diffs: [],
    errors: [],
    identified: undefined,
  };
}
