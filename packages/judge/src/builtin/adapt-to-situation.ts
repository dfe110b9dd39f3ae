import { foldWord } from '@lisan/arabic';
import type { ConversationJudgeItem, RoleplayJudgeItem } from '@lisan/contract';
import { audienceOf, speakersOf, type Audience } from './audience.js';

/*
 * Adaptations a teacher expects of a listed phrase that has no usage note: the phrase turned to the people of
 * the situation, and only to them. The verse's "you" said to as many as the learner answers (أدلكم → أدلك to the
 * one parent who asked), and the verse's "we" said as "I" by a learner who speaks for no one but themselves
 * (نقول → أقول, لنا → لي). Any other change of person stays a change of the verse's wording.
 */

/** The task says the learner speaks with or for others (pray with your grandfather, on behalf of the class). */
const SPEAKS_FOR_OTHERS =
  /\b(?:together|with (?:your|his|her|their|the)|on behalf|for (?:us|all of us|everyone)|we|us|our)\b/iu;

/**
 * How many the reply speaks to: as the task names them, else as many as spoke the line; a line that speaks to
 * "you" and says no "we" is one person's.
 */
export function answeredNumber(item: ConversationJudgeItem | RoleplayJudgeItem): Audience['number'] {
  const named = audienceOf(item).number ?? speakersOf(item);
  if (named) return named;
  const line = item.line.english;
  return /\byou(?:r)?\b/iu.test(line) && !/\b(?:we|us|our)\b/iu.test(line) ? 'one' : undefined;
}

/** The learner says the phrase for themselves alone: the task names no one they speak with or for. */
export function speaksAlone(item: ConversationJudgeItem | RoleplayJudgeItem): boolean {
  return !SPEAKS_FOR_OTHERS.test(item.type === 'roleplay' ? item.goal : item.task);
}

/**
 * The verse's "we" said as "I", the word otherwise the verse's: إنا → إني, لنا → لي, علمتنا → علمتني, كنا → كنت,
 * نقول → أقول.
 */
export function weSaidAsI(expected: string, typed: string): boolean {
  const e = foldWord(expected);
  const t = foldWord(typed);
  if (e === 'انا') return t === 'اني';
  if (e.endsWith('نا') && e.length >= 3) {
    const base = e.slice(0, -2);
    return t === `${base}ي` || t === `${base}ني` || t === `${base}ت`;
  }
  const m = /^([وفلس]*)ن(..+)$/u.exec(e);
  return m !== null && t === `${m[1]}ا${m[2]}`;
}

const MAN = /\b(?:him|he|his|man|boy|son|father|dad|husband|brother|grandfather|grandpa|uncle|groom)\b/giu;
const WOMAN =
  /\b(?:her|she|woman|girl|daughter|mother|mum|mom|wife|sister|grandmother|grandma|granny|aunt|bride|lady)\b/giu;
const GROUP =
  /\b(?:they|them|their|parents|children|family|people|friends|brothers|sisters|everyone|guests|neighbou?rs)\b/iu;

/**
 * The one person the task and the line speak of, when all they name is one man or one woman (the learner's own
 * part, "as a woman", aside): whom the verse's "them" may be turned to.
 */
export function spokenOfOne(item: ConversationJudgeItem | RoleplayJudgeItem): { woman: boolean } | undefined {
  const task = item.type === 'roleplay' ? item.goal : item.task;
  const text = `${task} ${item.line.english}`.replace(/\bas (?:a|an|the|her|his|their|your)\s+\w+/giu, '');
  if (GROUP.test(text)) return undefined;
  const man = (text.match(MAN) ?? []).length > 0;
  const woman = (text.match(WOMAN) ?? []).length > 0;
  return man === woman ? undefined : { woman };
}

/** Third-person pronouns, longest first. */
const THIRD = ['هما', 'هم', 'هن', 'ها', 'ه'] as const;

/**
 * The verse's "them" (or "him", "her") turned to the one person the situation speaks of: إليهم → إليها for the
 * neighbour she will send a gift to, لهما → لها for one grandmother.
 */
export function thirdPersonTo(
  person: { woman: boolean } | undefined,
  expected: string,
  typed: string,
): boolean {
  if (!person) return false;
  const e = foldWord(expected);
  const t = foldWord(typed);
  const own = THIRD.find((p) => e.endsWith(p) && e.length > p.length);
  if (!own) return false;
  const target = person.woman ? 'ها' : 'ه';
  return own !== target && t === `${e.slice(0, -own.length)}${target}`;
}
