import type { SpanRef as VerseRef } from '@lisan/arabic';
import type { JudgeItemOf } from '@lisan/contract';
import { describe, expect, it } from 'vitest';
import { spanOf } from '../eval/items.js';
import { judgeBuiltin } from './index.js';
import { naming, verseWords as words } from '../eval/verse-word.js';

/*
 * A listed phrase turned to the people of the situation, as a teacher marks it: a usage note's form is right
 * only for the person it is given for (who is spoken to, who speaks, who is spoken of), and a phrase with no note
 * may still be said to as many as the learner answers, or by the learner alone. Qur'anic words come from the
 * corpus by reference; the learner's change is applied here in code.
 */

type Dialogue = JudgeItemOf<'conversation'> | JudgeItemOf<'roleplay'>;

const run = (item: Dialogue, answer: string) =>
  judgeBuiltin({ exerciseType: item.type, item, answer, language: 'en' });
/** The words with the ones at the given 0-based places replaced. */
const changed = (list: string[], at: Record<number, (w: string) => string>) =>
  list.map((w, i) => at[i]?.(w) ?? w).join(' ');

function dialogue(
  type: 'conversation' | 'roleplay',
  id: string,
  ref: VerseRef,
  options: { task: string; line?: string; role?: string; usageNote?: string | null },
): Dialogue {
  const phrase = { ...spanOf(ref), phraseId: `${id}-p1`, usageNote: options.usageNote ?? null };
  const base = {
    itemId: id,
    subjectId: phrase.phraseId,
    phraseId: phrase.phraseId,
    line: { arabic: 'ماذا أقول؟', english: options.line ?? 'What should be said now?' },
    phrases: [phrase],
    keyWords: [],
    prompt: { itemId: id, type, instruction: '', arabic: null, english: null, details: {} },
  };
  return type === 'conversation'
    ? { ...base, type, task: options.task }
    : {
        ...base,
        type,
        setting: 'At home',
        learnerRole: options.role ?? 'a friend',
        goal: options.task,
      };
}

describe('a usage note’s form is right only for the person it is given for', () => {
  // "ستجدني إن شاء الله صابرا" (18:69), and the form a woman says (صابرة).
  const phrase = words(18, 69, 2, 6);
  const patient = phrase[4]!;
  const patientWoman = patient.replace(/ا$/u, 'ة');
  const note = `A woman says ${patientWoman} for ${patient}.`;
  const saidByWoman = changed(phrase, { 4: () => patientWoman });

  it('takes the form a woman says from a learner the role makes a woman', () => {
    const item = dialogue(
      'roleplay',
      'rp-patience-1',
      { surah: 18, ayah: 69, fromWord: 2, toWord: 6 },
      {
        task: 'Promise to be patient with the long lessons.',
        role: 'the grandmother',
        usageNote: note,
      },
    );
    const result = run(item, saidByWoman);
    expect(result.verdict).toBe('correct');
    expect(result.feedback).toMatch(/18:69/);
  });

  it('refuses it from a learner the role makes a man, naming the word and the verse’s form', () => {
    const item = dialogue(
      'roleplay',
      'rp-patience-2',
      { surah: 18, ayah: 69, fromWord: 2, toWord: 6 },
      {
        task: 'Promise to be patient with the long lessons.',
        role: 'the grandfather',
        usageNote: note,
      },
    );
    const result = run(item, saidByWoman);
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain(patientWoman);
    expect(result.feedback).toContain(patient);
    expect(result.feedback).toMatch(/18:69/);
  });

  it('checks a form "of" someone against the one the task speaks of, not the one spoken to', () => {
    // "وابيضت عيناه من الحزن فهو كظيم" (12:84), told of a mother: عيناها, فهي.
    const phrase = words(12, 84, 7, 12);
    const [eyes, he] = [phrase[1]!, phrase[4]!];
    const [eyesHer, she] = [`${eyes}ا`, he.replace(/و$/u, 'ي')];
    const usageNote = `Of a mother: ${eyesHer} for ${eyes} and ${she} for ${he}.`;
    const ofMother = changed(phrase, { 1: () => eyesHer, 4: () => she });
    const ref = { surah: 12, ayah: 84, fromWord: 7, toWord: 12 };
    const mother = dialogue('conversation', 'c-grief-1', ref, {
      task: 'Tell the boy why his mother has been so quiet since the loss.',
      usageNote,
    });
    const father = dialogue('conversation', 'c-grief-2', ref, {
      task: 'Tell the girl why her father has been so quiet since the loss.',
      usageNote,
    });
    expect(run(mother, ofMother).verdict).toBe('correct');
    const wrong = run(father, ofMother);
    expect(wrong.verdict).toBe('incorrect');
    expect(wrong.feedback).toContain(eyesHer);
    expect(wrong.feedback).toMatch(/12:84/);
  });

  it('reads the one spoken to past the people named as theirs ("to his mother and father")', () => {
    // "وقل لهما قولا كريما" (17:23); the note gives قولي to a woman.
    const phrase = words(17, 23, 22, 25);
    const toWoman = changed(phrase, { 0: () => 'وقولي' });
    const ref = { surah: 17, ayah: 23, fromWord: 22, toWord: 25 };
    const usageNote = 'To a woman: قولي.';
    const toYoungMan = dialogue('conversation', 'c-gentle-1', ref, {
      task: 'Encourage the young man to speak gently to his mother and father.',
      usageNote,
    });
    const toDaughter = dialogue('conversation', 'c-gentle-2', ref, {
      task: 'Encourage your daughter to speak gently to her grandparents.',
      usageNote,
    });
    const wrong = run(toYoungMan, toWoman);
    expect(wrong.verdict).toBe('incorrect');
    expect(wrong.feedback).toContain('وقولي');
    expect(run(toYoungMan, phrase.join(' ')).verdict).toBe('correct');
    expect(run(toDaughter, toWoman).verdict).toBe('correct');
  });
});

describe('a phrase with no usage note turned to the situation’s own people', () => {
  it('takes the verse’s "we" said as "I" by a learner who prays for themselves alone', () => {
    // "ربنا لا تؤاخذنا إن نسينا أو أخطأنا" (2:286) said by one: ربي، تؤاخذني، نسيت، أخطأت.
    const phrase = words(2, 286, 15, 19);
    const mine = changed(phrase, {
      0: (w) => w.replace(/نا$/u, 'ي'),
      2: (w) => w.replace(/نا$/u, 'ني'),
      4: (w) => w.replace(/نا$/u, 'ت'),
      6: (w) => w.replace(/نا$/u, 'ت'),
    });
    const ref = { surah: 2, ayah: 286, fromWord: 15, toWord: 19 };
    const alone = dialogue('conversation', 'c-forgot-1', ref, {
      task: 'Ask Allah not to blame you for what you forgot.',
    });
    const together = dialogue('conversation', 'c-forgot-2', ref, {
      task: 'Pray together with your brother that Allah not blame you both.',
    });
    const result = run(alone, mine);
    expect(result.verdict).toBe('correct');
    expect(result.feedback).toMatch(/adapted the phrase from 2:286/);
    const wrong = run(together, mine);
    expect(wrong.verdict).toBe('incorrect');
    expect(wrong.feedback).toMatch(/2:286/);
  });

  it('takes the verse’s "you" said to the one person who spoke the line, not to a group', () => {
    // "وتزودوا فإن خير الزاد التقوى" (2:197) said to one: وتزود.
    const phrase = words(2, 197, 22, 26);
    const toOne = changed(phrase, { 0: (w) => w.replace(/وا$/u, '') });
    const ref = { surah: 2, ayah: 197, fromWord: 22, toWord: 26 };
    const one = dialogue('conversation', 'c-hajj-1', ref, {
      task: 'Give advice for the journey.',
      line: "I'm leaving for Hajj tomorrow.",
    });
    const group = dialogue('conversation', 'c-hajj-2', ref, {
      task: 'Give advice for the journey.',
      line: 'We are leaving for Hajj tomorrow.',
    });
    expect(run(one, toOne).verdict).toBe('correct');
    const wrong = run(group, toOne);
    expect(wrong.verdict).toBe('incorrect');
    expect(wrong.feedback).toMatch(/2:197/);
  });

  it('still calls the verse’s "you" made "us" a change of the verse', () => {
    // "يريد الله بكم اليسر" (2:185): بنا for بكم changes whom the verse is about.
    const phrase = words(2, 185, 28, 31);
    const us = changed(phrase, { 2: (w) => w.replace(/كم$/u, 'نا') });
    const toOne = changed(phrase, { 2: (w) => w.replace(/كم$/u, 'ك') });
    const item = dialogue(
      'conversation',
      'c-ease-1',
      { surah: 2, ayah: 185, fromWord: 28, toWord: 31 },
      {
        task: 'Reassure him that the fast is meant to be easy.',
        line: 'I worry that I cannot fast the whole month.',
      },
    );
    const wrong = run(item, us);
    expect(wrong.verdict).toBe('incorrect');
    expect(wrong.feedback).toSatisfy(naming(phrase[2]!));
    expect(wrong.feedback).toMatch(/2:185/);
    expect(run(item, toOne).verdict).toBe('correct');
  });
});

describe('a task that names whose words to say', () => {
  it('refuses a fitting verse from another story, naming it and the phrase asked for', () => {
    // Jonah's prayer (21:87 from its 17th word); Moses' "رب إني ظلمت نفسي فاغفر لي" (28:16) fits distress too.
    const ref = { surah: 21, ayah: 87, fromWord: 17, toWord: 23 };
    const line = 'I am stuck and everything is going wrong.';
    const jonah = dialogue('conversation', 'c-jonah-1', ref, {
      task: "Answer with Jonah's prayer in distress.",
      line,
    });
    const anyPrayer = dialogue('conversation', 'c-jonah-2', ref, {
      task: 'Answer with a prayer in distress.',
      line,
    });
    const moses = words(28, 16, 2, 7).join(' ');
    expect(run(anyPrayer, moses).verdict).toBe('correct');
    const result = run(jonah, moses);
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toMatch(/28:16/);
    expect(result.feedback).toMatch(/names whose words to say/);
    expect(result.feedback).toMatch(/21:87/);
    // Job's prayer four verses before, in the same surah, is another prophet's words too.
    expect(run(jonah, words(21, 83, 5, 9).join(' ')).verdict).toBe('incorrect');
  });

  it('does not hold a verse of the same passage to the rule', () => {
    // Joseph's prayer (12:101 from its 18th word); his forgiveness a few verses before (12:92, words 1-8).
    const item = dialogue(
      'conversation',
      'c-joseph',
      { surah: 12, ayah: 101, fromWord: 18, toWord: 21 },
      {
        task: "Answer with Joseph's prayer.",
        line: 'Pray for me; I am old now.',
      },
    );
    expect(run(item, words(12, 92, 2, 8).join(' ')).feedback).not.toMatch(/names whose words to say/);
  });

  it('does not hold Allah’s words to one passage', () => {
    // 39:53 listed; 7:156's "My mercy encompasses all things" is Allah's words too.
    const item = dialogue(
      'conversation',
      'c-mercy',
      { surah: 39, ayah: 53, fromWord: 7, toWord: 11 },
      {
        task: "Answer with Allah's words about His mercy.",
        line: 'I have sinned too much to be forgiven.',
      },
    );
    expect(run(item, words(7, 156, 18, 21).join(' ')).feedback).not.toMatch(/names whose words to say/);
  });
});

describe('the verse’s "them" turned to the one person the situation speaks of', () => {
  // "وقولوا لهم قولا معروفا" (4:5 from its 13th word).
  const phrase = words(4, 5, 13, 16);
  const ref = { surah: 4, ayah: 5, fromWord: 13, toWord: 16 };
  const to = (pronoun: string) => changed(phrase, { 1: (w) => w.replace(/هم$/u, pronoun) });

  it('takes "them" said as "him" where the task speaks of one man', () => {
    const item = dialogue('conversation', 'c-kind-1', ref, {
      task: 'Remind him to speak kindly to the old man next door.',
      line: 'That old man annoys me every morning.',
    });
    const result = run(item, to('ه'));
    expect(result.verdict).toBe('correct');
    expect(result.feedback).toMatch(/adapted the phrase from 4:5/);
  });

  it('takes "his" said as "her" where the task speaks of one woman', () => {
    // "أكرمي مثواه" (12:21, words 7-8), for a woman guest: مثواها.
    const item = dialogue(
      'conversation',
      'c-guest-1',
      { surah: 12, ayah: 21, fromWord: 7, toWord: 8 },
      {
        task: 'Ask your daughter to honour the old woman staying tonight.',
        line: 'Mum, where will the lady sleep?',
      },
    );
    const result = run(item, changed(words(12, 21, 7, 8), { 1: (w) => `${w.replace(/ه$/u, '')}ها` }));
    expect(result.verdict).toBe('correct');
    expect(result.feedback).toMatch(/12:21/);
  });

  it('calls "them" made "her" a change of the verse where the situation speaks of a group', () => {
    const item = dialogue('conversation', 'c-kind-2', ref, {
      task: 'Remind them to speak kindly to their neighbours.',
      line: 'The neighbours are so noisy.',
    });
    const result = run(item, to('ها'));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toSatisfy(naming(phrase[1]!));
    expect(result.feedback).toMatch(/4:5/);
  });
});

describe('more of the listed phrase’s own verse said before it', () => {
  // 84:25 and 95:6 open with the same five words; the item lists only the end of one of them.
  const line = 'We finished the charity drive today.';
  const tail84 = dialogue(
    'conversation',
    'c-reward-1',
    { surah: 84, ayah: 25, fromWord: 6, toWord: 9 },
    {
      task: 'Remind them of the reward that never ends.',
      line,
    },
  );
  const tail95 = dialogue(
    'conversation',
    'c-reward-2',
    { surah: 95, ayah: 6, fromWord: 6, toWord: 9 },
    {
      task: 'Remind them of the reward that never ends.',
      line,
    },
  );

  it('takes the whole of the listed phrase’s verse as that verse recited', () => {
    const result = run(tail84, words(84, 25).join(' '));
    expect(result.verdict).toBe('correct');
    expect(result.feedback).toMatch(/84:25/);
  });

  it('does so for the look-alike’s own item too', () => {
    const result = run(tail95, words(95, 6).join(' '));
    expect(result.verdict).toBe('correct');
    expect(result.feedback).toMatch(/95:6/);
  });

  it('and for a third verse that shares the opening (41:8)', () => {
    const item = dialogue(
      'conversation',
      'c-reward-3',
      { surah: 41, ayah: 8, fromWord: 6, toWord: 9 },
      {
        task: 'Remind them of the reward that never ends.',
        line,
      },
    );
    const result = run(item, words(41, 8).join(' '));
    expect(result.verdict).toBe('correct');
    expect(result.feedback).toMatch(/41:8/);
  });
});
