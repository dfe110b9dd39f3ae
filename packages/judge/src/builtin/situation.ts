import { foldWord } from '@lisan/arabic';
import type { ConversationJudgeItem, RoleplayJudgeItem } from '@lisan/contract';
import { answeredNumber, speaksAlone, spokenOfOne } from './adapt-to-situation.js';
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
  /** The learner, as the role or the task names them ("the mother", "answer, as a woman"); empty when not said. */
  speaker?: Person;
  /** Someone the task names as another's (his mother, her husband): spoken of, not spoken to. */
  about?: Person;
  /** How many the reply speaks to: as the task names them, else as many as spoke the line. */
  answered?: Person['number'];
  /** The learner speaks for themselves alone (the task names no one they speak with or for). */
  alone?: boolean;
  /** The one man or woman the task and line speak of, when that is all they name. */
  spokenOf?: { woman: boolean };
}

const TWO = /\b(?:couple|two|both|pair|newlyweds|twins)\b/iu;
const MANY =
  /\b(?:everyone|everybody|all of (?:you|them)|you all|group|family|team|class|crowd|congregation|people|guests|friends|colleagues|students|children|volunteers|workers|neighbou?rs|visitors|relatives|brothers|sisters|parents|pilgrims|travell?ers|men|women|boys|girls|ladies|kids|cousins|players|members|audience|them|(?:class|team|school|room|flat|house|play)mates|pupils|participants|attendees|employees|staff|youths)\b/iu;
const ONE =
  /\b(?:him|her|he|she|newcomer|friend|brother|sister|man|woman|boy|girl|child|son|daughter|wife|husband|mother|father|colleague|neighbou?r|guest|student|baby|grandmother|grandfather|uncle|aunt|teacher|manager|groom|bride)\b/iu;
const MALE =
  /\b(?:man|boy|son|father|husband|brother|grandfather|uncle|gentleman|groom|men|boys|brothers)\b/iu;
const FEMALE =
  /\b(?:woman|girl|daughter|wife|sister|mother|grandmother|aunt|lady|bride|women|girls|sisters|ladies)\b/iu;
/** A person named as someone's (his wife, her son, their children): spoken of, not the one spoken to. */
const POSSESSED =
  /\b(?:his|her|their)\s+(?:own\s+|whole\s+|little\s+|old\s+|late\s+)?(man|woman|boy|girl|child|son|daughter|wife|husband|mother|father|brother|sister|grandmother|grandfather|uncle|aunt|baby|parents|children|family|friends?|colleagues?|neighbou?rs?|guests?|groom|bride)\b/giu;
/** "between them", "about them": the people spoken of, not the one spoken to. */
const THEM_SPOKEN_OF = /\b(?:between|among|about|of) them\b/giu;
/** The learner's own part, said in the task ("As her son, …", "Answer, as a woman, …"). */
const AS_ROLE = /\bas (?:a|an|the|her|his|their|your)\s+(\w+)/iu;
const MALE_CHILD = /\b(?:boy|son|baby boy)\b/iu;
const FEMALE_CHILD = /\b(?:girl|daughter|baby girl)\b/iu;

/** The person a piece of English names, number and sex, from the words that name them. */
function personIn(text: string): Person {
  // "Allah is with you both", "a joy for you both": the learner and the other, not two people spoken to. The
  // learner's own part ("as her son") and the people spoken of ("his wife", "between them") name no one spoken to.
  const t = text
    .replace(/\b(?:(?:with|for|to) )?(?:you both|us both|both of us)\b/giu, '')
    .replace(new RegExp(AS_ROLE.source, 'giu'), '')
    .replace(POSSESSED, '')
    .replace(THEM_SPOKEN_OF, '');
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
  // "Calm the lost child until his mother is found": one person named without their sex, then "his" or "her"
  // of them (the learner is "you"), tells which.
  const his = /\bhis\b/iu.test(text);
  const hers = /\bher\b/iu.test(text);
  const woman =
    him !== her ? her : male !== female ? female : number === 'one' && his !== hers ? hers : undefined;
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
    speaker: speakerOf(item),
    about: aboutOf(task),
    answered: answeredNumber(item),
    alone: speaksAlone(item),
    spokenOf: spokenOfOne(item),
  };
}

/** Whether a word naming a person names a woman (true), a man (false), or neither. */
function sexOf(word: string): boolean | undefined {
  const female = FEMALE.test(word);
  return female !== MALE.test(word) ? female : undefined;
}

/** The learner as the role (roleplay) or the task ("As her son, …", "answer, as a woman") names them. */
function speakerOf(item: ConversationJudgeItem | RoleplayJudgeItem): Person | undefined {
  const task = item.type === 'roleplay' ? item.goal : item.task;
  const named = [item.type === 'roleplay' ? item.learnerRole : '', AS_ROLE.exec(task)?.[1] ?? ''];
  const woman = named.map(sexOf).find((w) => w !== undefined);
  return woman === undefined ? undefined : { number: 'one', woman };
}

/** The one person the task names as someone's (his mother, her father), when it names exactly one. */
function aboutOf(task: string): Person | undefined {
  const named = [...task.matchAll(POSSESSED)].map((m) => m[1]!);
  if (named.length !== 1 || MANY.test(named[0]!)) return undefined;
  return { number: 'one', woman: sexOf(named[0]!) };
}

/** One clause of a usage note: the forms it writes out and the person they are for, when it names one. */
interface NoteClause {
  forms: Set<string>;
  person?: Person;
  /** The person is a child spoken of ("for a baby girl"), not the one spoken to. */
  ofChild: boolean;
  /**
   * Who the person is: the one spoken to ("to a woman"), the speaker ("a man says", "said by a man"), or the one
   * spoken of ("of a father").
   */
  role: 'addressee' | 'speaker' | 'about';
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

const PERSON_WORD = 'man|woman|girl|boy|father|mother|son|daughter|husband|wife|brother|sister|lady';
/** "A man says …", "said by a woman": the form is for who speaks. */
const SPEAKER_CLAUSE = new RegExp(
  `\\b(?:(?:a|an|one) (${PERSON_WORD}) (?:says|would say|alone says)|said by (?:a|an|one|the) (${PERSON_WORD}))\\b`,
  'iu',
);
/** "Of a father: …", "about a woman": the form is for who is spoken of. */
const ABOUT_CLAUSE = new RegExp(`^\\s*(?:of|about) (?:a|an|one|the) (${PERSON_WORD})\\b`, 'iu');

function clausesOf(note: string): NoteClause[] {
  return note.split(/[;,.]/u).map((text) => {
    const forms = new Set(
      (text.match(/[\u0621-\u0652]+/gu) ?? []).map((w) => foldWord(w.replace(/[\u064B-\u0652]/gu, ''))),
    );
    const speaker = SPEAKER_CLAUSE.exec(text);
    if (speaker)
      return {
        forms,
        person: personNamed(speaker[1] ?? speaker[2]!, false),
        ofChild: false,
        role: 'speaker',
      };
    const about = ABOUT_CLAUSE.exec(text);
    if (about) return { forms, person: personNamed(about[1]!, false), ofChild: false, role: 'about' };
    const m = CONDITION.exec(text);
    if (!m) return { forms, ofChild: false, role: 'addressee' };
    const two = /\btwo\s/iu.test(m[0]);
    return { forms, person: personNamed(m[2]!, two), ofChild: Boolean(m[1]), role: 'addressee' };
  });
}

/** The person of the situation a note clause speaks of. */
function personFor(situation: Situation, clause: NoteClause): Person {
  if (clause.role === 'speaker') return situation.speaker ?? {};
  if (clause.role === 'about') return situation.about ?? {};
  return clause.ofChild ? situation.child : situation.addressee;
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
  return giving.every((c) => (c.person ? contradicts(c.person, personFor(situation, c)) : false));
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
