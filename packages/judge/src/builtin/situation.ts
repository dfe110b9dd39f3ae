import { foldWord } from '@lisan/arabic';
import type { ConversationJudgeItem, RoleplayJudgeItem } from '@lisan/contract';
import { speakersOf } from './audience.js';

/*
 * Who a dialogue item puts in front of the learner, and which of a usage note's forms suit them. A usage note
 * gives forms for other people than the verse speaks to ("To a woman: لا تحزني; to a group: لا تحزنوا"); such a
 * form is a good adaptation only when the situation is that person. When the task (or goal) says who is spoken
 * to — a boy, two women, everyone — a form for someone else is a wrong adaptation, as a teacher would mark it.
 * When the item says nothing, every form the note gives is accepted: the learner may picture the one they answer.
 */

interface Person {
  number?: 'one' | 'two' | 'many';
  /** true: a woman or girl (women); false: a man or boy (men or a mixed group); undefined: not said. */
  woman?: boolean;
}

export interface Situation {
  /** The one the learner speaks to, as the task or goal names them. */
  addressee: Person;
  /** The child the reply speaks of (a baby boy, a daughter), as the line or task names them. */
  child: Person;
}

const TWO = /\b(?:couple|two|both|pair|newlyweds|twins)\b/iu;
const MANY =
  /\b(?:everyone|everybody|all of (?:you|them)|you all|group|family|team|class|crowd|congregation|people|guests|friends|colleagues|students|children|volunteers|workers|neighbou?rs|visitors|relatives|brothers|sisters|parents|pilgrims|travell?ers|men|women|boys|girls|ladies|kids|cousins|players|members|audience|them)\b/iu;
const ONE =
  /\b(?:him|her|he|she|newcomer|friend|brother|sister|man|woman|boy|girl|child|son|daughter|wife|husband|mother|father|colleague|neighbou?r|guest|student|baby|grandmother|grandfather|uncle|aunt|teacher|manager)\b/iu;
const MALE = /\b(?:man|boy|son|father|husband|brother|grandfather|uncle|gentleman|men|boys|brothers)\b/iu;
const FEMALE =
  /\b(?:woman|girl|daughter|wife|sister|mother|grandmother|aunt|lady|women|girls|sisters|ladies)\b/iu;
const MALE_CHILD = /\b(?:boy|son|baby boy)\b/iu;
const FEMALE_CHILD = /\b(?:girl|daughter|baby girl)\b/iu;

/** The person a piece of English names, number and sex, from the words that name them. */
function personIn(text: string): Person {
  // "Allah is with you both", "a joy for you both": the learner and the other, not two people spoken to.
  const t = text.replace(/\b(?:(?:with|for|to) )?(?:you both|us both|both of us)\b/giu, '');
  // The object of the task's verb ("Invite him to bring his family", "Advise him to ask the people of
  // knowledge") is the one spoken to; the people named after it are spoken of.
  const him = /\bhim\b/iu.test(t);
  const her = /\bher\b/iu.test(t) && !/\bher (?:son|daughter|husband|child|baby|brother|father)\b/iu.test(t);
  const them = /\bthem\b/iu.test(t);
  const number =
    (him || her) && !them && !TWO.test(t)
      ? 'one'
      : TWO.test(t)
        ? 'two'
        : MANY.test(t)
          ? 'many'
          : ONE.test(t)
            ? 'one'
            : undefined;
  const male = MALE.test(t);
  const female = FEMALE.test(t);
  const woman = him !== her ? her : male !== female ? female : undefined;
  return { number, woman };
}

export function situationOf(item: ConversationJudgeItem | RoleplayJudgeItem): Situation {
  const task = item.type === 'roleplay' ? item.goal : item.task;
  const childText = `${task} ${item.line.english}`;
  const boy = MALE_CHILD.test(childText);
  const girl = FEMALE_CHILD.test(childText);
  const addressee = personIn(task);
  // "Forgive them" answering "I am sorry, I wronged you": the one who spoke the line is the one answered; a bare
  // "them" in the task is weaker than the line's "I".
  const onlyThem = MANY.test(task.replace(/\bthem\b/giu, '')) === false && /\bthem\b/iu.test(task);
  if (onlyThem && !TWO.test(task) && speakersOf(item) === 'one') addressee.number = 'one';
  return {
    addressee,
    child: { number: 'one', woman: boy !== girl ? girl : undefined },
  };
}

/** One clause of a usage note: the forms it writes out and the person they are for, when it names one. */
interface NoteClause {
  forms: Set<string>;
  person?: Person;
  /** The person is a child spoken of ("for a baby girl"), not the one spoken to. */
  ofChild: boolean;
}

const CONDITION =
  /\b(?:to|for)\s+(?:a|an|one|the|his|her|your|two)?\s*(baby\s+|newborn\s+)?(man|woman|girl|boy|person|group|family|couple|pair|men|women|girls|boys|people|several|daughter|son|wife|husband|sister|brother|mother|father|lady|child)\b/iu;

function personNamed(word: string, two: boolean): Person {
  const w = word.toLowerCase();
  if (two || ['couple', 'pair'].includes(w)) return { number: 'two' };
  if (['women', 'girls'].includes(w)) return { number: 'many', woman: true };
  if (['men', 'boys'].includes(w)) return { number: 'many', woman: false };
  if (['group', 'family', 'people', 'several'].includes(w)) return { number: 'many' };
  if (['woman', 'girl', 'daughter', 'wife', 'sister', 'mother', 'lady'].includes(w))
    return { number: 'one', woman: true };
  if (['man', 'boy', 'son', 'husband', 'brother', 'father'].includes(w))
    return { number: 'one', woman: false };
  return { number: 'one' };
}

function clausesOf(note: string): NoteClause[] {
  return note.split(/[;,.]/u).map((text) => {
    const forms = new Set(
      (text.match(/[\u0621-\u0652]+/gu) ?? []).map((w) => foldWord(w.replace(/[\u064B-\u0652]/gu, ''))),
    );
    const m = CONDITION.exec(text);
    if (!m) return { forms, ofChild: false };
    const two = /\btwo\s/iu.test(m[0]);
    return { forms, person: personNamed(m[2]!, two), ofChild: Boolean(m[1]) };
  });
}

function contradicts(form: Person | undefined, actual: Person): boolean {
  if (!form) return false;
  if (form.number && actual.number && form.number !== actual.number) return true;
  return form.woman !== undefined && actual.woman !== undefined && form.woman !== actual.woman;
}

/**
 * The typed word is a form the usage note gives only for people the situation is not: every clause that writes
 * it out names someone the task (or line, for a child spoken of) says is not there. A form no clause gives,
 * or one a clause gives without naming anyone, is not judged here.
 */
export function formForOthers(
  situation: Situation,
  usageNote: string | null | undefined,
  typed: string,
  expected?: string,
): boolean {
  const key = foldWord(typed);
  const bare = key.replace(/^[وف](?=..)/u, '');
  if (expected && foldWord(expected) === key) return false;
  const giving = clausesOf(usageNote ?? '').filter((c) => c.forms.has(key) || c.forms.has(bare));
  if (giving.length === 0) return false;
  return giving.every((c) =>
    c.person ? contradicts(c.person, c.ofChild ? situation.child : situation.addressee) : false,
  );
}

/** Second-person attached pronouns by how many they speak to. */
const YOU = [
  ['كما', 'two'],
  ['كم', 'many'],
  ['كن', 'many'],
  ['ك', 'one'],
] as const;

function youOf(word: string): Person['number'] {
  const w = foldWord(word);
  return YOU.find(([p]) => w.endsWith(p) && w.length > p.length + 1)?.[1];
}

/**
 * A second-person pronoun of the verse turned to another number than the situation's (سعيكم → سعيك for a group
 * of volunteers, خطبكما → خطبكم for two women), where no note clause decides it.
 */
export function pronounForOthers(situation: Situation, expected: string, typed: string): boolean {
  const was = youOf(expected);
  const now = youOf(typed);
  const actual = situation.addressee.number;
  return was !== undefined && now !== undefined && was !== now && actual !== undefined && now !== actual;
}
