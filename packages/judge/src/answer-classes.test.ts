import { foldWord, identify, type SpanRef as VerseRef } from '@lisan/arabic';
import type { JudgeItem, JudgeItemOf, UiLanguage } from '@lisan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { completionItem, spanOf } from '../eval/items.js';
import { EVERYDAY_FORMULAS } from './builtin/everyday.js';
import { itemInLanguage, judgeBuiltin, warmMeaning } from './index.js';
import { naming, verseWords as words } from '../eval/verse-word.js';

/*
 * One describe per class of learner answer a teacher judges differently from a word-for-word check. Qur'anic
 * words come from the corpus by reference; the learner's change is applied here in code.
 */

beforeAll(() => warmMeaning(), 180_000);

const run = (item: JudgeItem, answer: string, language: UiLanguage = 'en') =>
  judgeBuiltin({ exerciseType: item.type, item, answer, language });
const say = (...parts: Array<string | string[]>) => parts.flat().join(' ');

function conversation(
  id: string,
  refs: VerseRef[],
  task: string,
  usageNote: string | null = null,
): JudgeItemOf<'conversation'> {
  const phrases = refs.map((ref, i) => ({ ...spanOf(ref), phraseId: `${id}-p${i + 1}`, usageNote }));
  return {
    type: 'conversation',
    itemId: id,
    subjectId: phrases[0]!.phraseId,
    phraseId: phrases[0]!.phraseId,
    line: { arabic: 'كيف حالك اليوم؟', english: 'How are you today?' },
    task,
    phrases,
    keyWords: [],
    prompt: { itemId: id, type: 'conversation', instruction: '', arabic: null, english: null, details: {} },
  };
}

function thematic(id: string, refs: VerseRef[]): JudgeItemOf<'thematic'> {
  return {
    type: 'thematic',
    itemId: id,
    subjectId: id,
    questionBankId: id,
    theme: 'الصبر',
    themeEnglish: 'Patience in hardship',
    description: 'Verses on patience.',
    verses: refs.map(spanOf),
    prompt: { itemId: id, type: 'thematic', instruction: '', arabic: null, english: null, details: {} },
  };
}

describe('Qur\u2019anic words are never "not a verse"', () => {
  const patience = thematic('t-patience', [
    { surah: 3, ayah: 200 },
    { surah: 39, ayah: 10 },
  ]);

  it('judges a short exact stretch of a listed verse as that verse', () => {
    // "اصبروا وصابروا", two words of 3:200.
    const result = run(patience, say(words(3, 200, 4, 5)));
    expect(result).toMatchObject({ verdict: 'correct', identified: { surah: 3, ayah: 200 } });
  });

  it('says a stretch too common to tell its verse is too short, not that it is no verse', () => {
    // "إن الله": in hundreds of verses.
    const result = run(patience, say(words(2, 153, 7, 8)));
    expect(result.verdict).toBe('almost');
    expect(result.feedback).toMatch(/too few to tell which verse/);
    expect(result.feedback).not.toMatch(/does not match a verse/);
  });

  it('judges a short exact stretch of an unlisted verse on its meaning, naming the verse', () => {
    // "وبشر الصابرين" (2:155), not on the list.
    const result = run(patience, say(words(2, 155, 11, 12)));
    expect(result.feedback).not.toMatch(/does not match a verse/);
    expect(result.identified).toMatchObject({ surah: 2, ayah: 155 });
  });

  // An answer too far from any verse to be judged as one, that still says three of a verse's words in a row.
  it('names the part said as a verse has it, never "not a verse", when the rest is changed', () => {
    // إن الله مع + a case ending changed: الصابرون (28:80's last word) for 2:153's الصابرين.
    const ending = run(patience, say(words(2, 153, 7, 9), words(28, 80, 16, 16)));
    // Own words before a verse's words: "ابدأ فتوكل على الله".
    const own = run(patience, say('ابدأ', words(3, 159, 24, 26)));
    // The last word of 93:9 swapped for another of the Qur'an (تنهر, 93:10).
    const swapped = run(patience, say(words(93, 9, 1, 3), words(93, 10, 4, 4)));
    for (const result of [ending, own, swapped]) {
      expect(result.verdict).toBe('incorrect');
      expect(result.feedback).not.toMatch(/does not match a verse/);
      expect(result.feedback).toMatch(/Only part of this is said as the Qur'an has it/);
    }
    expect(swapped.feedback).toContain('93:9');
  });
});

describe('an exact verse the item does not list is judged on fit, never called own words', () => {
  const grief = conversation('c-grief', [{ surah: 3, ayah: 139 }], 'Encourage them not to grieve.');

  it('a whole verse quoted right is named as that verse', () => {
    const result = run(grief, say(words(94, 5)));
    expect(result.feedback).toContain('94:5');
    expect(result.feedback).not.toMatch(/own words/);
  });

  it('a stretch of an unlisted verse adapted to the audience the task names is no misquote', () => {
    // 9:40's "do not grieve, Allah is with us" said to a group: the verb made plural.
    const quoted = words(9, 40, 19, 23);
    const result = run(grief, say(quoted.map((w, i) => (i === 1 ? `${w}وا` : w))));
    expect(result.verdict).not.toBe('incorrect');
    expect(result.feedback).not.toMatch(/own words|with a change the verse does not have/);
  });

  it('a stretch of an unlisted verse with a word swapped is a misquote of that verse', () => {
    // 9:40's stretch with الله replaced by another Qur'anic word (ربكم, from 6:54).
    const quoted = words(9, 40, 19, 23);
    const result = run(grief, say(quoted.map((w, i) => (i === 3 ? words(6, 54, 10, 10)[0]! : w))));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain('9:40');
  });
});

describe('natural framing around a quotation', () => {
  // 4:128's "والصلح خير" (words 16-17), and 1:2.
  const settle = conversation(
    'c-settle',
    [
      { surah: 4, ayah: 128, fromWord: 16, toWord: 17 },
      { surah: 1, ayah: 2 },
    ],
    'Encourage him to settle.',
  );

  it('accepts a quotation that starts a sentence without the verse\u2019s joining و', () => {
    const [joined, rest] = words(4, 128, 16, 17);
    expect(run(settle, say(joined!.slice(1), rest!)).verdict).toBe('correct');
  });

  it('accepts own words joined to a quotation by و', () => {
    expect(run(settle, say('أنا بخير', `و${words(1, 2)[0]}`, words(1, 2).slice(1))).verdict).toBe('correct');
  });

  it('accepts a verse whose joining و is left off in verse choice, and rejects a و added to its first word', () => {
    const wisdom = thematic('t-wisdom', [{ surah: 2, ayah: 216, fromWord: 7, toWord: 13 }]);
    const quoted = words(2, 216, 7, 13);
    expect(run(wisdom, say(quoted[0]!.slice(1), quoted.slice(1))).verdict).toBe('correct');
    const plain = thematic('t-plain', [{ surah: 49, ayah: 10 }]);
    expect(run(plain, say(`و${words(49, 10)[0]}`, words(49, 10).slice(1))).verdict).not.toBe('correct');
  });
});

describe('misquotes inside a quoted stretch are never accepted, and are named', () => {
  const ease = conversation('c-ease', [{ surah: 94, ayah: 6 }], 'Comfort him that ease comes with hardship.');
  const welcome = conversation('c-welcome', [{ surah: 15, ayah: 46 }], 'Invite your guests in.');
  const greet = conversation('c-greet', [{ surah: 4, ayah: 86 }], 'Teach your child to return a greeting.');

  it('a word swapped for another Qur\u2019anic word', () => {
    const typed = words(94, 6).map((w, i) => (i === 1 ? words(65, 7, 23, 23)[0]! : w));
    const result = run(ease, say(typed));
    expect(result).toMatchObject({ verdict: 'incorrect', isCorrect: false });
    expect(result.feedback).toContain('94:6');
    expect(result.feedback).toSatisfy(naming(words(94, 6)[1]));
  });

  it('an object pronoun left out', () => {
    const typed = words(15, 46).map((w, i) => (i === 0 ? w.replace(/ها$/u, '') : w));
    expect(run(welcome, say(typed)).verdict).toBe('incorrect');
  });

  it('a third-person pronoun changed', () => {
    const verse = words(4, 86);
    const at = verse.findIndex((w) => w.endsWith('نها'));
    const result = run(greet, say(verse.map((w, i) => (i === at ? w.slice(0, -1) : w))));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain('4:86');
  });

  it('a third-person pronoun made first person', () => {
    // ردوها: "return it", the greeting of the verse; ردونا points at the speakers instead.
    const verse = words(4, 86);
    const at = verse.findIndex((w) => w.endsWith('وها'));
    expect(at).toBeGreaterThanOrEqual(0);
    // The note licenses the person of the ones spoken to, not the pronoun that points back to the greeting.
    const licensed = conversation(
      'c-greet-note',
      [{ surah: 4, ayah: 86 }],
      'Teach your child to return a greeting.',
      'Said to one person, the plural you may become singular.',
    );
    const result = run(licensed, say(verse.map((w, i) => (i === at ? `${w.slice(0, -2)}نا` : w))));
    expect(result.verdict).not.toBe('correct');
    expect(result.feedback).toSatisfy(naming(verse[at]!));
  });
});

describe('a quotation said on past the phrase with the next word changed', () => {
  // The phrase is 15:46 w1-2; the verse goes on with its third word, here in another case ending.
  const welcome = conversation(
    'c-carried',
    [{ surah: 15, ayah: 46, fromWord: 1, toWord: 2 }],
    'Invite your guests in.',
  );
  const next = words(15, 46, 3, 3)[0]!;
  const changed = next.replace(/ين$/u, 'ون');

  it('is a misquote, named', () => {
    expect(changed).not.toBe(next);
    const result = run(welcome, say(words(15, 46, 1, 2), changed));
    expect(result.verdict).not.toBe('correct');
    expect(result.feedback).toContain(changed);
  });

  it('said on as the verse has it stays right', () => {
    expect(run(welcome, say(words(15, 46))).verdict).toBe('correct');
  });
});

describe('partial quotations: feedback never ends on a colon', () => {
  const patience = conversation('c-partial', [{ surah: 2, ayah: 153 }], 'Remind him to be patient.');
  const partial = say(words(2, 153, 1, 4));
  for (const language of ['en', 'ar', 'zh'] as const) {
    it(`in ${language}`, () => {
      const result = run(patience, partial, language);
      expect(result.feedback.trim()).not.toMatch(/[:：]$/u);
    });
  }
});

describe('substitution: what the cue shown asks for', () => {
  const phrase = spanOf({ surah: 3, ayah: 38, fromWord: 4, toWord: 9 });
  const slot = { fromWord: 5, toWord: 6 };
  const base: JudgeItemOf<'substitution'> = {
    type: 'substitution',
    itemId: 'sub-child',
    subjectId: 'sub-child',
    phraseId: 'sub-child',
    phrase,
    slot,
    slotWords: phrase.words.slice(4, 6),
    cueEnglish: 'a righteous daughter',
    acceptedFillers: ['بنتا صالحة'],
    agreementNote: 'Object of the verb: accusative indefinite, the adjective feminine.',
    acceptedAnswers: [],
    prompt: {
      itemId: 'sub-child',
      type: 'substitution',
      instruction: '',
      arabic: null,
      english: null,
      details: {},
    },
  };
  const texts = {
    text: (lang: UiLanguage, _kind: 'substitution', _id: string, field: string) =>
      lang !== 'ar' ? undefined : field === 'cueEnglish' ? 'فتاة تقية (نكرة منصوبة)' : 'مفعول به منصوب نكرة.',
    list: () => undefined,
  };
  const before = say(words(3, 38, 4, 7));

  it('accepts the words the Arabic cue names, in every interface language', () => {
    for (const language of ['ar', 'en'] as const) {
      const item = itemInLanguage(base, language, texts);
      expect(run(item, say(before, 'فتاة تقية'), language).verdict).toBe('correct');
    }
  });

  it('quotes the cue and the note in Arabic to an Arabic learner, never the English ones', () => {
    const item = itemInLanguage(base, 'ar', texts);
    const result = run(item, say(before, 'ولد صالح'), 'ar');
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).not.toMatch(/[A-Za-z]/u);
  });

  it('rejects slot words spelled right but vowelled for someone else than the cue', () => {
    const toOneMan: JudgeItemOf<'substitution'> = {
      ...base,
      phrase: spanOf({ surah: 28, ayah: 23, fromWord: 17, toWord: 18 }),
      slot: { fromWord: 2, toWord: 2 },
      slotWords: spanOf({ surah: 28, ayah: 23, fromWord: 18, toWord: 18 }).words,
      cueEnglish: 'what is the matter with you (one man)',
      acceptedFillers: [`${words(28, 23, 18, 18)[0]!.replace(/كما$/u, 'ك')}`],
      agreementNote: 'The noun with the second person singular pronoun.',
    };
    const [first] = words(28, 23, 17, 17);
    const feminine = `${toOneMan.acceptedFillers[0]!}\u0650`;
    expect(run(toOneMan, say(first!, feminine)).verdict).toBe('incorrect');
    expect(run(toOneMan, say(first!, `${toOneMan.acceptedFillers[0]!}\u064E`)).verdict).toBe('correct');
  });
});

describe('everyday replies are named as such', () => {
  const greeting = conversation(
    'c-salam',
    [{ surah: 6, ayah: 54, fromWord: 7, toWord: 8 }],
    'Greet the whole group.',
  );
  const thanks = conversation(
    'c-thanks',
    [{ surah: 12, ayah: 100, fromWord: 17, toWord: 21 }],
    'Thank Allah.',
  );

  it('none of the everyday formulas is a stretch of the Qur\u2019an', () => {
    for (const formula of EVERYDAY_FORMULAS) {
      const top = identify(formula, { limit: 1 }).candidates[0];
      expect(top?.exact ?? false, formula).toBe(false);
    }
  });

  it('the everyday greeting of peace answers the Qur\u2019an\u2019s greeting, to as many as the task names', () => {
    expect(run(greeting, 'السلام عليكم ورحمة الله وبركاته').verdict).toBe('correct');
    expect(run(greeting, 'السلام عليك').verdict).toBe('incorrect');
  });

  it('another everyday formula is the learner\u2019s own speech, not a misquote', () => {
    const result = run(thanks, 'الحمد لله على السلامة');
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toMatch(/everyday Arabic/);
    expect(result.feedback).not.toMatch(/with a change the verse does not have/);
  });
});

describe('completion: reciting on', () => {
  it('accepts the phrase said whole and carried on into the next verse, and not a changed carry-on', () => {
    const item = completionItem({ surah: 55, ayah: 26 });
    expect(run(item, say(words(55, 26), words(55, 27))).verdict).toBe('correct');
    const changed = words(55, 27).map((w, i) => (i === 1 ? words(2, 115, 6, 6)[0]! : w));
    expect(run(item, say(words(55, 26), changed)).verdict).not.toBe('correct');
  });

  // يا أولي, يا أيها, يا بني are one word of the mushaf and two as people type them.
  it('accepts a carry-on through a word the mushaf writes as one and people type as two', () => {
    // ولكم في القصاص حياة | يا أولي الألباب لعلكم تتقون
    const retaliation = completionItem({ surah: 2, ayah: 179, fromWord: 1, toWord: 4 });
    expect(run(retaliation, say(words(2, 179))).verdict).toBe('correct');
    // … فاتقوا الله | يا أولي الألباب
    const pure = completionItem({ surah: 5, ayah: 100, fromWord: 10, toWord: 11 });
    expect(run(pure, say(words(5, 100, 10, 13))).verdict).toBe('correct');
    // وإذ قال لقمان لابنه وهو يعظه | يا بني لا تشرك بالله
    const luqman = completionItem({ surah: 31, ayah: 13, fromWord: 1, toWord: 6 });
    expect(run(luqman, say(words(31, 13, 1, 10))).verdict).toBe('correct');
  });

  it('does not accept such a carry-on with the word after the vocative changed', () => {
    const retaliation = completionItem({ surah: 2, ayah: 179, fromWord: 1, toWord: 4 });
    // الألباب said as الأبصار (24:44's word): a real word swapped in.
    const changed = words(2, 179).map((w, i) => (i === 5 ? words(24, 44).at(-1)! : w));
    expect(run(retaliation, say(changed)).verdict).not.toBe('correct');
  });
});

describe('comparison feedback is true and gives advice', () => {
  const rubric = ['Gives the word both verses end with', 'Spelling is judged by the standard spelling'];
  const sharedWord: JudgeItemOf<'comparison'> = {
    type: 'comparison',
    itemId: 'cmp-shared',
    subjectId: 'cmp-shared',
    kind: 'related',
    verses: [spanOf({ surah: 94, ayah: 6 }), spanOf({ surah: 65, ayah: 7 })],
    question: 'Which word closes both verses?',
    expectedAnswer: words(94, 6).at(-1)!,
    rubric,
    phraseIds: [],
    prompt: {
      itemId: 'cmp-shared',
      type: 'comparison',
      instruction: '',
      arabic: null,
      english: null,
      details: {},
    },
  };

  it('says "the word both verses share" for a same-word question', () => {
    expect(run(sharedWord, words(94, 6).at(-1)!).feedback).toMatch(/word both verses share/);
  });

  it('answers a wrong word with advice, never the author\u2019s rubric', () => {
    const result = run(sharedWord, words(94, 6)[2]!);
    expect(result.verdict).toBe('incorrect');
    expect(result.suggestions.join(' ')).toMatch(/side by side/);
    expect(result.suggestions.join(' ')).not.toContain(rubric[1]);
  });

  it('rejects the other verse\u2019s wording set beside the right word', () => {
    // 20:24 says اذهب, 20:43 says اذهبا.
    const pair: JudgeItemOf<'comparison'> = {
      ...sharedWord,
      itemId: 'cmp-go',
      kind: 'mutashabihat',
      verses: [spanOf({ surah: 20, ayah: 43 }), spanOf({ surah: 20, ayah: 24 })],
      question: 'Which word does 20:43 have where 20:24 has another?',
      expectedAnswer: words(20, 43)[0]!,
    };
    expect(run(pair, words(20, 43)[0]!).verdict).toBe('correct');
    expect(run(pair, say(words(20, 24)[0]!, 'أو', words(20, 43)[0]!)).verdict).toBe('incorrect');
  });

  it('never accepts the right word inside a quoted stretch with another of its words changed', () => {
    // 20:43 quoted from its differing first word on; its third word is swapped for a word of another verse.
    const pair: JudgeItemOf<'comparison'> = {
      ...sharedWord,
      itemId: 'cmp-quoted',
      kind: 'mutashabihat',
      verses: [spanOf({ surah: 20, ayah: 43 }), spanOf({ surah: 20, ayah: 24 })],
      question: 'Which word does 20:43 have where 20:24 has another?',
      expectedAnswer: words(20, 43)[0]!,
    };
    const quoted = words(20, 43);
    const changed = quoted.map((w, i) => (i === 2 ? words(1, 2)[1]! : w));
    expect(changed[2]).not.toBe(quoted[2]);
    expect(run(pair, say(quoted)).verdict).toBe('correct');
    const result = run(pair, say(changed));
    expect(result.verdict).not.toBe('correct');
    expect(result.feedback).toSatisfy(naming(quoted[2]!));
  });
});

describe('a name the usage note asks to replace', () => {
  const missing = conversation(
    'c-missing',
    [{ surah: 27, ayah: 20, fromWord: 4, toWord: 7 }],
    'Ask after the missing student.',
    `Replace ${words(27, 20, 7, 7)[0]} with the name of the person who is missing.`,
  );
  const quoted = words(27, 20, 4, 7);

  it('kept as it stands is told to be replaced', () => {
    const result = run(missing, say(quoted));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain(quoted.at(-1)!);
  });

  it('replaced by a name is right', () => {
    expect(run(missing, say(quoted.slice(0, -1), 'أحمد')).verdict).toBe('correct');
  });

  it('the model answer puts a name in its place', async () => {
    const { modelAnswer } = await import('./model-answer.js');
    expect(modelAnswer(missing)).not.toContain(quoted.at(-1)!);
  });
});

/** A dialogue item with the line the learner answers and one usage note per phrase. */
function dialogue(
  id: string,
  phrases: Array<{ ref: VerseRef; note?: string | null }>,
  task: string,
  lineEnglish = 'How are you today?',
): JudgeItemOf<'conversation'> {
  const item = conversation(
    id,
    phrases.map((p) => p.ref),
    task,
  );
  return {
    ...item,
    line: { ...item.line, english: lineEnglish },
    phrases: item.phrases.map((p, i) => ({ ...p, usageNote: phrases[i]!.note ?? null })),
  };
}

describe('inside a quotation only what the item licenses changes', () => {
  it('two words of the verse said in another order are a misquote naming the verse\u2019s order', () => {
    // ألا بذكر الله تطمئن القلوب, its last two words swapped.
    const quoted = words(13, 28, 7, 11);
    const item = dialogue(
      'c-hearts',
      [{ ref: { surah: 13, ayah: 28, fromWord: 7, toWord: 11 } }],
      'Calm him.',
    );
    const result = run(item, say(quoted.slice(0, 3), quoted[4]!, quoted[3]!));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain('13:28');
    expect(result.feedback).toSatisfy(naming(`${quoted[3]} ${quoted[4]}`));
  });

  it('a noun\u2019s case ending changed is a misquote even where the note lets the person change', () => {
    // ادخلوا مصر إن شاء الله آمنين, with آمنين given the ending -ون.
    const phrase = words(12, 99, 9, 14);
    const item = dialogue(
      'c-enter',
      [
        {
          ref: { surah: 12, ayah: 99, fromWord: 9, toWord: 14 },
          note: `To one person: ${phrase[0]!.replace(/وا$/u, '')}.`,
        },
      ],
      'Welcome your guests.',
    );
    const result = run(item, say(phrase.slice(0, 5), phrase[5]!.replace(/ين$/u, 'ون')));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toSatisfy(naming(phrase[5]!));
    expect(run(item, say(phrase)).verdict).toBe('correct');
  });

  it('the noun of a vocative left out (يا without بني) is a misquote', () => {
    const item = dialogue(
      'c-son',
      [{ ref: { surah: 31, ayah: 13, fromWord: 7, toWord: 10 } }],
      'Advise your son.',
    );
    const [ya, son] = words(31, 13, 7, 7);
    const result = run(item, say(ya!, words(31, 13, 8, 10)));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain(son!);
  });
});

describe('an adaptation must suit who the situation names', () => {
  // لا تحزن إن الله معنا, and its form to a woman (the verb with the ي of the one spoken to).
  const phrase = words(9, 40, 19, 23);
  const toWoman = say(phrase[0]!, `${phrase[1]}ي`, phrase.slice(2));
  const note = `To a woman: ${phrase[0]} ${phrase[1]}ي.`;
  const ref = { surah: 9, ayah: 40, fromWord: 19, toWord: 23 };

  it('a form for a woman said to a man is a wrong adaptation, naming the verse\u2019s form', () => {
    const result = run(dialogue('c-comfort-him', [{ ref, note }], 'Comfort him before his exam.'), toWoman);
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain(`${phrase[1]}ي`);
    expect(result.feedback).toContain(phrase[1]!);
    expect(result.feedback).toContain('9:40');
  });

  it('the same form said to a woman is right', () => {
    expect(
      run(dialogue('c-comfort-her', [{ ref, note }], 'Comfort her before her exam.'), toWoman).verdict,
    ).toBe('correct');
  });

  it('when the item does not say who is spoken to, the note\u2019s form is accepted', () => {
    expect(run(dialogue('c-comfort-any', [{ ref, note }], 'Say a comforting phrase.'), toWoman).verdict).toBe(
      'correct',
    );
  });

  it('a form for one person said to a group is wrong; to one person it is right', () => {
    // كتب عليكم الصيام, and عليك for one person.
    const fasting = words(2, 183, 4, 6);
    const one = say(fasting[0]!, fasting[1]!.replace(/كم$/u, 'ك'), fasting[2]!);
    const span = { surah: 2, ayah: 183, fromWord: 4, toWord: 6 };
    const toOne = `To one person: ${fasting[1]!.replace(/كم$/u, 'ك')}.`;
    const students = dialogue(
      'c-fast-class',
      [{ ref: span, note: toOne }],
      'Remind the students that fasting is due.',
    );
    expect(run(students, one).verdict).toBe('incorrect');
    const friend = dialogue('c-fast-friend', [{ ref: span, note: toOne }], 'Remind him that fasting is due.');
    expect(run(friend, one).verdict).toBe('correct');
  });
});

describe('exact verses are judged on what the words quoted say', () => {
  const patience = dialogue(
    'c-patient',
    [{ ref: { surah: 2, ayah: 156, fromWord: 4, toWord: 7 } }],
    'Encourage him to be patient in his illness.',
    'My father passed away this morning.',
  );

  it('the opening words of a long verse on another subject are not accepted as a reply', () => {
    // The opening of 2:249 (Saul setting out with his army): the verse speaks of patience only further on.
    const result = run(patience, say(words(2, 249, 1, 8)));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain('2:249');
  });

  it('the opening words of a verse that speak of the item\u2019s theme are accepted, named by that theme', () => {
    // The opening of 3:186: "you will surely be tested in your wealth and yourselves".
    const result = run(patience, say(words(3, 186, 1, 4)));
    expect(result.verdict).toBe('correct');
    expect(result.feedback).toContain('3:186');
  });

  it('an exact look-alike that fits is judged on its fit, not called a mix-up', () => {
    // Listed: واصبروا إن الله مع الصابرين (8:46); said: 2:153 from استعينوا, which ends in the same words.
    const item = dialogue(
      'c-bear',
      [{ ref: { surah: 8, ayah: 46, fromWord: 9, toWord: 13 } }],
      'Encourage him to be patient.',
      'I cannot bear this any more.',
    );
    const result = run(item, say(words(2, 153, 4, 10)));
    expect(result.verdict).toBe('correct');
    expect(result.feedback).toContain('2:153');
    expect(result.feedback).not.toMatch(/very like/);
  });

  it('the first clause up to a second, negated one stands on its own', () => {
    // فلا تقل لهما أف | ولا تنهرهما …
    const item = dialogue(
      'c-parents',
      [{ ref: { surah: 17, ayah: 23, fromWord: 16, toWord: 25 } }],
      'Remind him to speak gently to his parents.',
    );
    expect(run(item, say(words(17, 23, 16, 19))).verdict).toBe('correct');
  });

  it('the reason a verse gives, opened by إنّ and said to its end, stands on its own', () => {
    // استعينوا بالصبر والصلاة | إن الله مع الصابرين
    const item = dialogue(
      'c-patience',
      [{ ref: { surah: 2, ayah: 153, fromWord: 4, toWord: 10 } }],
      'Encourage him to be patient.',
    );
    expect(run(item, say(words(2, 153, 7, 10))).verdict).toBe('correct');
  });
});

describe('own words leading into a quotation', () => {
  const patience = thematic('t-lead-in', [
    { surah: 3, ayah: 200 },
    { surah: 39, ayah: 10 },
  ]);

  it('accepts a lead-in announced mid-sentence (… قال تعالى:) before an exact listed verse', () => {
    const result = run(patience, say('قال شيخنا في الدرس', 'قال تعالى:', words(3, 200)));
    expect(result).toMatchObject({ verdict: 'correct', identified: { surah: 3, ayah: 200 } });
    expect(result.feedback).not.toMatch(/not in the verse/);
  });

  it('accepts own words before an exact verse with no announcement', () => {
    expect(run(patience, say('تذكر دائما', words(39, 10))).verdict).toBe('correct');
  });

  it('still rejects a word changed inside the verse after the lead-in', () => {
    const verse = words(3, 200);
    const changed = verse.map((w, i) => (i === verse.length - 1 ? words(2, 5).at(-1)! : w));
    expect(run(patience, say('قال تعالى:', changed)).verdict).not.toBe('correct');
  });
});

describe('the mushaf\u2019s open ت typed with ة', () => {
  const imran = thematic('t-imran', [{ surah: 3, ayah: 35 }]);
  const verse = words(3, 35);
  const noun = verse.findIndex((w) => w.startsWith('امرأت'));
  const verb = verse.findIndex((w) => w === 'قالت');

  it('accepts the everyday ة for a noun the mushaf writes with ت', () => {
    expect(noun).toBeGreaterThan(-1);
    const typed = verse.map((w, i) => (i === noun ? `${w.slice(0, -1)}ة` : w));
    expect(run(imran, say(typed)).verdict).toBe('correct');
  });

  it('does not accept ة for the ت of a verb', () => {
    expect(verb).toBeGreaterThan(-1);
    const typed = verse.map((w, i) => (i === verb ? `${w.slice(0, -1)}ة` : w));
    expect(run(imran, say(typed)).verdict).not.toBe('correct');
  });
});

describe('substitution: the phrase\u2019s own licences outside the slot', () => {
  const drill = (
    ref: VerseRef,
    slot: { fromWord: number; toWord: number },
    filler: string,
    usageNote: string | null,
  ): JudgeItemOf<'substitution'> => {
    const phrase = spanOf(ref);
    return {
      type: 'substitution',
      itemId: 'sub-licence',
      subjectId: 'sub-licence',
      phraseId: 'sub-licence',
      phrase,
      slot,
      slotWords: phrase.words.slice(slot.fromWord - 1, slot.toWord),
      cueEnglish: 'the illness',
      acceptedFillers: [filler],
      agreementNote: 'Genitive after من.',
      usageNote,
      acceptedAnswers: [],
      prompt: {
        itemId: 'sub-licence',
        type: 'substitution',
        instruction: '',
        arabic: null,
        english: null,
        details: {},
      },
    };
  };
  // 23:28 "الحمد لله الذي نجانا من القوم الظالمين", the people replaced.
  const saved = words(23, 28, 9, 15);
  const us = saved[3]!;
  const me = `${us.slice(0, -2)}ني`;

  it('accepts a form the usage note writes out, and not without the note', () => {
    const answer = say(saved.slice(0, 3), me, saved[4]!, 'المرض');
    const withNote = drill(
      { surah: 23, ayah: 28, fromWord: 9, toWord: 15 },
      { fromWord: 6, toWord: 7 },
      'المرض',
      `One person alone says ${me} for ${us}.`,
    );
    const without = drill(
      { surah: 23, ayah: 28, fromWord: 9, toWord: 15 },
      { fromWord: 6, toWord: 7 },
      'المرض',
      null,
    );
    expect(run(withNote, answer).verdict).toBe('correct');
    expect(run(without, answer).verdict).not.toBe('correct');
  });

  it('accepts the first word without the verse\u2019s joining و, and rejects it changed to ف', () => {
    // 4:128 "والصلح خير", خير replaced.
    const item = drill(
      { surah: 4, ayah: 128, fromWord: 16, toWord: 17 },
      { fromWord: 2, toWord: 2 },
      'أفضل',
      null,
    );
    const joined = words(4, 128, 16, 16)[0]!;
    expect(run(item, say(joined.slice(1), 'أفضل')).verdict).toBe('correct');
    expect(run(item, say(`ف${joined.slice(1)}`, 'أفضل')).verdict).toBe('incorrect');
  });
});

describe('dialogue turns: where a quotation may stop, and who it speaks to', () => {
  it('accepts an opening said up to where a new sentence begins, not one cut before its last word', () => {
    const prayer = words(7, 155);
    const from = prayer.indexOf('أنت');
    const item = conversation(
      'c-mercy',
      [{ surah: 7, ayah: 155, fromWord: from + 1 }],
      'Pray for forgiveness.',
    );
    const upTo = prayer.indexOf('وأنت', from + 1);
    expect(run(item, say(prayer.slice(from, upTo))).verdict).toBe('correct');
    // "إن الله مع الصابرين" (2:153) cut before its last word.
    const withThem = conversation('c-with', [{ surah: 2, ayah: 153 }], 'Remind him to be patient.');
    const end = words(2, 153).length;
    expect(run(withThem, say(words(2, 153, end - 3, end - 1))).verdict).not.toBe('correct');
  });

  const joseph = (english: string) => ({
    ...conversation('c-pardon', [{ surah: 12, ayah: 92 }], 'Forgive them.', 'To one person: عليك and لك.'),
    line: { arabic: '', english },
  });
  const pardon = words(12, 92);
  const toOne = pardon.map((w) => (w === 'عليكم' ? 'عليك' : w === 'لكم' ? 'لك' : w));

  it('rejects a phrase adapted half-way, naming the word left speaking to others', () => {
    const half = pardon.map((w) => (w === 'عليكم' ? 'عليك' : w));
    const result = run(joseph('I am sorry, I wronged you.'), say(half));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain('لكم');
    expect(run(joseph('I am sorry, I wronged you.'), say(toOne)).verdict).toBe('correct');
  });

  it('rejects an adaptation to one person when several spoke the line', () => {
    const result = run(joseph('Forgive us, we wronged you.'), say(toOne));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toMatch(/someone other than/);
    expect(run(joseph('Forgive us, we wronged you.'), say(pardon)).verdict).toBe('correct');
  });

  it('lets the learner describe the person a usage note asks to name', () => {
    const item = conversation(
      'c-eloquent',
      [{ surah: 28, ayah: 34, fromWord: 1, toWord: 6 }],
      'Recommend your friend.',
      `Replace the name ${words(28, 34, 2, 2)[0]} with your friend's name.`,
    );
    expect(run(item, say('صديقي خالد', words(28, 34, 3, 6))).verdict).toBe('correct');
  });

  it('names two Qur\u2019anic words that do not answer the line as such, never as own words', () => {
    const grief = conversation('c-grief2', [{ surah: 3, ayah: 139 }], 'Encourage them not to grieve.');
    const result = run(grief, say(words(1, 2, 1, 2)));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toMatch(/words of the Qur'an/);
    expect(result.feedback).not.toMatch(/own words/);
  });
});

describe('comparison: a stretch recited around the asked word', () => {
  const shared: JudgeItemOf<'comparison'> = {
    type: 'comparison',
    itemId: 'cmp-around',
    subjectId: 'cmp-around',
    kind: 'related',
    verses: [spanOf({ surah: 94, ayah: 6 }), spanOf({ surah: 65, ayah: 7 })],
    question: 'Which word closes both verses?',
    expectedAnswer: words(94, 6).at(-1)!,
    rubric: [],
    phraseIds: [],
    prompt: {
      itemId: 'cmp-around',
      type: 'comparison',
      instruction: '',
      arabic: null,
      english: null,
      details: {},
    },
  };

  it('accepts the end of either verse recited exactly', () => {
    expect(run(shared, say(words(65, 7).slice(-3))).verdict).toBe('correct');
    expect(run(shared, say(words(94, 6))).verdict).toBe('correct');
  });

  it('does not accept the stretch with one of its words changed', () => {
    const end = words(65, 7).slice(-3);
    expect(run(shared, say(words(2, 185, 1, 1)[0]!, end.slice(1))).verdict).not.toBe('correct');
  });
});

function comparisonOf(
  id: string,
  [a, b]: [VerseRef, VerseRef],
  question: string,
  expectedAnswer: string,
): JudgeItemOf<'comparison'> {
  return {
    type: 'comparison',
    itemId: id,
    subjectId: id,
    kind: 'mutashabihat',
    verses: [spanOf(a), spanOf(b)],
    question,
    expectedAnswer,
    rubric: [],
    phraseIds: [],
    prompt: { itemId: id, type: 'comparison', instruction: '', arabic: null, english: null, details: {} },
  };
}

describe('comparison: own words around the asked words', () => {
  // 3:182 and 22:10 part at أيديكم / يداك.
  const deeds = comparisonOf(
    'cmp-deeds',
    [
      { surah: 3, ayah: 182 },
      { surah: 22, ayah: 10 },
    ],
    'Which word does 3:182 have where 22:10 has another?',
    words(3, 182, 4, 4)[0]!,
  );
  const hands = words(3, 182, 4, 4)[0]!;

  it('accepts a sentence of the learner whose words meet a word of the verse here and there', () => {
    // بما (a word of the verse) opens the learner's sentence; nothing of the verse is quoted.
    expect(run(deeds, say(words(3, 182, 2, 2), 'أن السؤال عن 3:182 فالكلمة', hands)).verdict).toBe('correct');
    // ذلك (the verse's first word) as the learner's "that is".
    const framed = run(deeds, say(words(3, 182, 1, 1), 'هو الفرق والكلمة', hands));
    expect(framed.verdict).toBe('correct');
    expect(framed.feedback).not.toMatch(/the verse says/);
  });

  it('still names a word changed inside a stretch quoted around the asked word', () => {
    // ذلك بما كسبت أيديكم: كسبت (42:30) for the verse's قدمت.
    const changed = run(deeds, say(words(3, 182, 1, 2), words(42, 30, 6, 6), hands));
    expect(changed.verdict).not.toBe('correct');
    expect(changed.feedback).toMatch(/3:182/);
  });

  // 2:35 has وكلا and رغدا (words 7 and 9) where 7:19 has فكلا and nothing.
  const garden = comparisonOf(
    'cmp-garden',
    [
      { surah: 2, ayah: 35 },
      { surah: 7, ayah: 19 },
    ],
    'Which words of 2:35 (words 7 and 9) are not found at those places in 7:19? Give them in order.',
    say(words(2, 35, 7, 7), words(2, 35, 9, 9)),
  );

  it('accepts words asked from two places listed with a joining و', () => {
    const [eat, plenty] = [words(2, 35, 7, 7)[0]!, words(2, 35, 9, 9)[0]!];
    expect(run(garden, say(eat, `و${plenty}`)).verdict).toBe('correct');
    expect(run(garden, say('الكلمتان في 2:35', eat, `و${plenty}`)).verdict).toBe('correct');
  });

  it('does not accept the other verse\u2019s word in the list', () => {
    // فكلا is 7:19's word.
    const result = run(garden, say(words(7, 19, 6, 6), `و${words(2, 35, 9, 9)[0]!}`));
    expect(result.verdict).not.toBe('correct');
  });
});

describe('a word put inside a quoted verse is a misquote', () => {
  it('a word of the learner\u2019s own between two words the verse says together', () => {
    // ألا بذكر الله تطمئن القلوب with وحده put after الله.
    const quoted = words(13, 28, 7, 11);
    const item = dialogue(
      'c-hearts-in',
      [{ ref: { surah: 13, ayah: 28, fromWord: 7, toWord: 11 } }],
      'Calm him.',
    );
    const result = run(item, say(quoted.slice(0, 3), 'وحده', quoted.slice(3)));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain('13:28');
    expect(result.feedback).toContain('وحده');
    expect(run(item, say(quoted)).verdict).toBe('correct');
  });

  it('a vocative يا put before a word of the verse that has none', () => {
    // 11:73's عليكم أهل البيت: the verse calls the household without يا.
    const quoted = words(11, 73, 6, 11);
    const item = dialogue(
      'c-household',
      [{ ref: { surah: 11, ayah: 73, fromWord: 6, toWord: 11 } }],
      'Bless them.',
    );
    const at = quoted.findIndex((w, i) => i > 0 && words(11, 73, 10, 10)[0] === w);
    expect(at).toBeGreaterThan(0);
    const result = run(item, say(quoted.slice(0, at), 'يا', quoted.slice(at)));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain('11:73');
  });

  it('the verse\u2019s first word said again after own words stays the learner\u2019s lead-in', () => {
    // لا تقلق, then لا يكلف الله نفسا إلا وسعها whole.
    const quoted = words(2, 286, 1, 6);
    const item = dialogue(
      'c-burden',
      [{ ref: { surah: 2, ayah: 286, fromWord: 1, toWord: 6 } }],
      'Reassure him.',
    );
    expect(run(item, say(quoted[0]!, 'تقلق', quoted)).verdict).toBe('correct');
  });
});

describe('a joining letter dropped inside the quotation after its first word, changed', () => {
  // واصبر فإن الله لا يضيع أجر المحسنين, licensed for a woman as واصبري; 9:120 also ends إن الله لا يضيع ….
  const verse = words(11, 115);
  const toWoman = `${verse[0]!}ي`;
  const item = dialogue(
    'c-patience-f',
    [{ ref: { surah: 11, ayah: 115 }, note: `To a woman: ${[toWoman, ...verse.slice(1)].join(' ')}.` }],
    'Tell her to be patient.',
  );
  const unjoined = verse[1]!.slice(1);

  it('the licensed form, then the verse\u2019s فإن said إن, is a misquote naming فإن', () => {
    const result = run(item, say(toWoman, unjoined, verse.slice(2)));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain('11:115');
    expect(result.feedback).toSatisfy(naming(verse[1]!));
  });

  it('the head\u2019s و left off too does not make the rest another verse\u2019s ending', () => {
    const result = run(item, say(toWoman.slice(1), unjoined, verse.slice(2)));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toSatisfy(naming(verse[1]!));
  });

  it('the licensed form with the verse\u2019s فإن stays right', () => {
    expect(run(item, say(toWoman, verse.slice(1))).verdict).toBe('correct');
  });
});

describe('a word of the neighbouring verse said where the quoted verse ends', () => {
  const healing = dialogue('c-healing', [{ ref: { surah: 26, ayah: 80 } }], 'Say who heals you.');
  const oneness = dialogue('c-oneness', [{ ref: { surah: 112, ayah: 1 } }], 'Say who Allah is.');

  it('the verse before\u2019s word put after the verse is a misquote naming it', () => {
    // والذي هو يطعمني ويسقين: its third word, يطعمني, after يشفين.
    const feeds = words(26, 79, 3, 3)[0]!;
    const result = run(healing, say(words(26, 80), feeds));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain('26:80');
    expect(result.feedback).toContain(feeds);
  });

  it('the next verse\u2019s word said without the words it follows is a misquote', () => {
    // قل هو الله أحد, then الصمد without the الله that opens 112:2.
    const next = words(112, 2);
    const result = run(oneness, say(words(112, 1), next[next.length - 1]!));
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toContain('112:1');
  });

  it('the next verse recited on from its first word stays right', () => {
    expect(run(oneness, say(words(112, 1), words(112, 2))).verdict).toBe('correct');
  });
});

describe('the Qur\u2019an\u2019s other hamza form of a word is another word, not its spelling', () => {
  /** The verse with its word that folds like `form` typed as `form`. */
  const withForm = (surah: number, ayah: number, form: string) => {
    const verse = words(surah, ayah);
    const at = verse.findIndex((w) => w !== form && foldWord(w) === foldWord(form));
    expect(at).toBeGreaterThanOrEqual(0);
    return { typed: verse.map((w, i) => (i === at ? form : w)), expected: verse[at]! };
  };

  it('يشأ (4:133) typed for the verse\u2019s يشاء is a misquote naming يشاء', () => {
    const { typed, expected } = withForm(2, 105, words(4, 133, 2, 2)[0]!);
    const result = run(completionItem({ surah: 2, ayah: 105 }), say(typed));
    expect(result.verdict).not.toBe('correct');
    expect(result.feedback).toSatisfy(naming(expected));
  });

  it('نشأ (26:4) typed for the verse\u2019s نشاء is a misquote', () => {
    const { typed } = withForm(7, 100, words(26, 4, 2, 2)[0]!);
    expect(run(completionItem({ surah: 7, ayah: 100 }), say(typed)).verdict).not.toBe('correct');
  });

  it('a hamza seat slip that makes no word of the Qur\u2019an stays a spelling point', () => {
    // السماء typed with its hamza on an alef seat and no long alef.
    const verse = words(26, 4);
    const at = verse.findIndex((w) => /اء$/u.test(w) && w.length > 4);
    const typed = verse.map((w, i) => (i === at ? `${w.slice(0, -2)}أ` : w));
    expect(run(completionItem({ surah: 26, ayah: 4 }), say(typed)).verdict).toBe('correct');
  });
});

describe('a listed phrase followed by words the Qur\u2019an never says after it', () => {
  // واستعينوا بالصبر والصلاة (2:45's opening), listed.
  const help = dialogue(
    'c-seek-help',
    [{ ref: { surah: 2, ayah: 45, fromWord: 1, toWord: 3 } }],
    'Advise him.',
  );

  it('then 2:153\u2019s ending is a look-alike mix-up, not a recitation', () => {
    expect(run(help, say(words(2, 45, 1, 3), words(2, 153).slice(-4))).verdict).toBe('incorrect');
  });

  it('16:125\u2019s وجادلهم بالتي هي أحسن, then 41:34\u2019s words after بالتي هي أحسن, is not accepted', () => {
    const argue = words(16, 125);
    const at = argue.findIndex((w) => w.startsWith('وجادل'));
    const item = dialogue(
      'c-argue',
      [{ ref: { surah: 16, ayah: 125, fromWord: at + 1, toWord: at + 4 } }],
      'Advise him.',
    );
    const repel = words(41, 34);
    const after = repel.findIndex((w) => w === argue[at + 3]) + 1;
    expect(after).toBeGreaterThan(0);
    const result = run(item, say(argue.slice(at, at + 4), repel.slice(after)));
    expect(result.verdict).not.toBe('correct');
  });

  it('recited on in its own verse stays right', () => {
    expect(run(help, say(words(2, 45))).verdict).toBe('correct');
  });
});
