import { foldWord } from '@lisan/arabic';
import type { ConversationJudgeItem, RoleplayJudgeItem } from '@lisan/contract';
import { classifyChange } from './morphology.js';

/** How many people the learner speaks to, and whether the one is a woman: read off the task or goal. */
export interface Audience {
  number?: 'one' | 'two' | 'many';
  woman?: boolean;
}

const TWO = /\b(?:couple|two|both|pair|newlyweds)\b/iu;
const MANY =
  /\b(?:everyone|everybody|group|them|family|friends|team|class|people|all of|students|children|guests|colleagues|crowd|congregation)\b/iu;
const ONE =
  /\b(?:him|her|he|she|newcomer|friend|brother|sister|man|woman|boy|girl|child|son|daughter|wife|husband|mother|father|colleague|neighbour|neighbor|guest)\b/iu;
const WOMAN = /\b(?:her|she|woman|sister|girl|daughter|wife|mother|lady)\b/iu;

/** The audience the item's task (conversation) or goal (roleplay) names; empty when it names none. */
export function audienceOf(item: ConversationJudgeItem | RoleplayJudgeItem): Audience {
  const text = item.type === 'roleplay' ? item.goal : item.task;
  const number = TWO.test(text) ? 'two' : MANY.test(text) ? 'many' : ONE.test(text) ? 'one' : undefined;
  // "his mother" names a woman who is not the one spoken to.
  const woman = number === 'one' && WOMAN.test(text) && !/\b(?:him|his|he)\b/iu.test(text);
  return { number, woman: woman || undefined };
}

/**
 * How many speak the line the learner answers, from its English: "we", "us", "our" for several, "I", "me", "my"
 * for one; undefined when it says neither or both. The reply speaks to them, whatever the task mentions besides
 * ("Invite him to bring his whole family").
 */
export function speakersOf(item: ConversationJudgeItem | RoleplayJudgeItem): Audience['number'] {
  const line = item.line.english;
  const many = /\b(?:we|us|our|ours)\b/iu.test(line);
  const one = /\b(?:I|me|my|mine|I'm|I've|I'll)\b/u.test(line);
  return many === one ? undefined : many ? 'many' : 'one';
}

/**
 * How many a second-person word speaks to, from its ending: the pronoun ـك ـكما ـكم ـكن, a past verb's ـت ـتما
 * ـتم ـتن, a present or imperative verb's endings. Undefined for a word that is not second person.
 */
export function addresseeOf(word: string): Audience['number'] | undefined {
  const w = foldWord(word);
  if (/(?:كما|تما)$/u.test(w)) return 'two';
  if (/(?:كم|كن|تم|تن)$/u.test(w)) return 'many';
  if (/(?:ك|ت)$/u.test(w)) return 'one';
  if (/^[وف]?(?:لا)?ت/u.test(w) && /(?:ون|وا)$/u.test(w)) return 'many';
  if (/^[وف]?(?:لا)?ت/u.test(w) && w.length >= 3) return 'one';
  return undefined;
}

/**
 * The phrase's usage note gives a form for the very audience the task names (to a woman, to a family), and the
 * reply says the phrase as it stands: it speaks to someone else than the one answered.
 */
/** The note's form for the audience the task names, as words (standard spelling), or undefined. */
function noteFormFor(item: ConversationJudgeItem | RoleplayJudgeItem, note: string): string[] | undefined {
  const audience = audienceOf(item);
  const who = audience.woman
    ? 'woman'
    : audience.number === 'many'
      ? 'family|group'
      : audience.number === 'two'
        ? 'couple'
        : undefined;
  if (!who) return undefined;
  const found = new RegExp(
    `\\bto (?:a|one|the) (?:${who})\\b\\s*(?::|the \\w+ becomes|it becomes)([^;.]*)`,
    'iu',
  ).exec(note);
  const form = found?.[1]?.match(/[\u0621-\u0652]+/gu);
  return form?.map((w) => w.replace(/[\u064B-\u0652]/gu, ''));
}

/**
 * The phrase as the task's audience hears it: the usage note's form for that audience put in place of the
 * words it changes (قل → قولي), or the phrase as it stands.
 */
export function phraseForAudience(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  phrase: { standard: string; usageNote?: string | null },
): string {
  if (!noteAsksAdaptation(item, phrase.usageNote)) return phrase.standard;
  const form = noteFormFor(item, phrase.usageNote ?? '');
  if (!form?.length) return phrase.standard;
  const words = phrase.standard.split(' ');
  if (form.length >= words.length) return form.join(' ');
  // Each word of the form stands in for the phrase word it is a form of: the same word for someone else
  // (classifyChange), or a hollow imperative with its long vowel back (قل → قولي, خف → خافي).
  const out = [...words];
  for (const f of form) {
    const at = out.findIndex((w) => {
      const bare = foldWord(w).replace(/^[وف]/u, '');
      const g = foldWord(f);
      const hollow = bare.length === 2 && g.length === 4 && g[0] === bare[0] && g[2] === bare[1];
      return hollow || classifyChange(foldWord(w), g)?.adaptation === true;
    });
    if (at >= 0) out[at] = `${/^[وف]/u.test(out[at]!) && !/^[وف]/u.test(f) ? out[at]![0] : ''}${f}`;
  }
  return out.join(' ');
}

export function noteAsksAdaptation(
  item: ConversationJudgeItem | RoleplayJudgeItem,
  usageNote: string | null | undefined,
): boolean {
  const note = usageNote ?? '';
  const audience = audienceOf(item);
  // "To a woman: …", "to a family: …", "To a couple the verb becomes …": a form given for that audience, not
  // a description of the verse ("The verse speaks to a group", "Said to a woman;").
  const givesFormFor = (who: string) =>
    new RegExp(`\\bto (?:a|one|the) (?:${who})\\b\\s*(?::|the \\w+ becomes|it becomes)`, 'iu').test(note);
  if (audience.woman && givesFormFor('woman')) return true;
  if (audience.number === 'many' && givesFormFor('family|group')) return true;
  if (audience.number === 'two' && givesFormFor('couple')) return true;
  return false;
}

/** The name a usage note asks the learner to replace with their own ("Replace the name هارون with …"). */
export function placeholderOf(usageNote: string | null | undefined): string | undefined {
  return /\bReplace (?:the name )?([\u0621-\u064A]+) with\b/iu.exec(usageNote ?? '')?.[1];
}
