import { foldWord } from '@lisan/arabic';
import type { ConversationJudgeItem, RoleplayJudgeItem } from '@lisan/contract';

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
  return { number, woman: number === 'one' && WOMAN.test(text) ? true : undefined };
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
