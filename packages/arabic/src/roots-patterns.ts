import { HAMZA_DROPPING_IMPERATIVES, IRREGULAR_STEMS, QUADRILITERALS } from './roots-closed.js';
import type { LetterMarks } from './vowels.js';

/*
 * The analyses of one word: every way of reading it as clitics + inflection + a stem in a known morphological
 * pattern, each giving a three-letter root and a cost (how unusual the reading is). A light stemmer in the
 * manner of ISRI and Khoja, except that it keeps every reading instead of committing to the first: roots-model.ts
 * weighs the readings against the rest of the Qur'an.
 *
 * Roots are strings of three letters; a hamza radical is ء and a weak radical whose letter the word does not
 * show (قال، يهدي، عِد) is W, to be told apart as و or ي by the other words of the root.
 */

export const WEAK = 'W';
export const HAMZA = 'ء';

type Pos = 'n' | 'v' | 'b';

interface Affix {
  text: string;
  pos: Pos;
  cost: number;
  /** The article: the stem's first letter may carry the shadda of a sun letter, which is not part of it. */
  article?: boolean;
  /** An imperfect prefix must follow (the future س). */
  imperfect?: boolean;
  /**
   * The marks each letter takes, when the word's marks are known: a, i or both for its vowel, - for none (the
   * article's alef), L for the article's lam (a sukun, or none before a sun letter's shadda).
   */
  marks?: string[];
}

const CONJUNCTIONS: Affix[] = [
  { text: '', pos: 'b', cost: 0, marks: [] },
  { text: 'و', pos: 'b', cost: 0.2, marks: ['a'] },
  { text: 'ف', pos: 'b', cost: 0.4, marks: ['a'] },
  // The question's أ is rare before a word that could be read without it (أَلِيم is فَعِيل, not أَ + لِيم).
  { text: 'أ', pos: 'b', cost: 3, marks: ['a'] },
  { text: 'أو', pos: 'b', cost: 2.2, marks: ['a', 'a'] },
  { text: 'أف', pos: 'b', cost: 2.2, marks: ['a', 'a'] },
];
const PARTICLES: Affix[] = [
  { text: '', pos: 'b', cost: 0, marks: [] },
  { text: 'ب', pos: 'n', cost: 0.8, marks: ['i'] },
  { text: 'ك', pos: 'n', cost: 1.2, marks: ['a'] },
  { text: 'ل', pos: 'b', cost: 0.8, marks: ['ai0'] },
  { text: 'س', pos: 'v', cost: 1.2, imperfect: true, marks: ['a'] },
  { text: 'ال', pos: 'n', cost: 0.3, article: true, marks: ['-', 'L'] },
  { text: 'بال', pos: 'n', cost: 0.8, article: true, marks: ['i', '-', 'L'] },
  { text: 'كال', pos: 'n', cost: 1.2, article: true, marks: ['a', '-', 'L'] },
  { text: 'لل', pos: 'n', cost: 0.8, article: true, marks: ['i', 'L'] },
];
const PREFIXES: Affix[] = CONJUNCTIONS.flatMap((c) =>
  PARTICLES.map((p) => ({
    text: c.text + p.text,
    pos: p.pos,
    cost: c.cost + p.cost,
    article: p.article,
    imperfect: p.imperfect,
    marks: [...c.marks!, ...p.marks!],
  })),
);

/** Whether the word's marks allow its first letters to be this prefix (كِتاب is not كَ + تاب). */
function prefixFits(prefix: Affix, word: Letter[]): boolean {
  return prefix.marks!.every((want, k) => {
    const l = word[k]!;
    if (!l.marked) return true;
    if (want === '-') return l.vowel === null;
    // The article's lam: a sukun, or none before a sun letter's shadda, or the shadda itself when the mushaf
    // writes the article's lam and a lam after it as one (ٱلَّيۡل).
    if (want === 'L') return l.shadda || (l.vowel === null && (l.sukun || !!word[k + 1]?.shadda));
    // The lam of command after و or ف takes a sukun (فَلْيَتَوَكَّل، وَلْيَخْشَ); it comes before an imperfect.
    if (want.includes('0') && l.sukun && k > 0)
      return word[k + 1]?.letter !== undefined && /[يت]/u.test(word[k + 1]!.letter);
    // A shadda on the word's first letter is the assimilation of the word before it.
    return !l.sukun && (l.vowel === null || want.includes(l.vowel));
  });
}

interface Inflection extends Affix {
  /** Never after an imperfect's prefix (قلت، قلتم). */
  perfect?: boolean;
  /** May end the word. */
  bare: boolean;
  /** May take an object or possessive pronoun after it. */
  withPronoun: boolean;
}

const INFLECTIONS: Inflection[] = [
  { text: '', pos: 'b', cost: 0, bare: true, withPronoun: true },
  { text: 'ة', pos: 'n', cost: 0.3, bare: true, withPronoun: false },
  // ة written ت before a pronoun (رحمته); the perfect's ت (قلت، قالت). Neither follows an imperfect's prefix.
  { text: 'ت', pos: 'b', perfect: true, cost: 0.5, bare: true, withPronoun: true },
  { text: 'ات', pos: 'n', cost: 0.4, bare: true, withPronoun: true },
  { text: 'ون', pos: 'b', cost: 0.4, bare: true, withPronoun: false },
  // The imperfect keeps its ن before an object pronoun (يسألونك، يقاتلونكم، يأتيانها); a noun's drops it.
  { text: 'ون', pos: 'v', cost: 0.4, bare: false, withPronoun: true },
  { text: 'ان', pos: 'v', cost: 0.6, bare: false, withPronoun: true },
  // The energetic ن of the imperfect and the imperative, its shadda spelt out (لَيَقُولُنَّ، لَأَمْلَأَنَّ،
  // يَنزَغَنَّكَ), or light (لَنَسْفَعًا is a tanween's spelling and not read here).
  { text: 'نن', pos: 'v', cost: 0.8, bare: true, withPronoun: true },
  { text: 'ين', pos: 'b', cost: 0.4, bare: true, withPronoun: false },
  { text: 'ان', pos: 'b', cost: 0.6, bare: true, withPronoun: false },
  // Plural and dual endings that lose their ن before a pronoun (أيديهم، يداه، ملاقو).
  { text: 'و', pos: 'b', cost: 0.6, bare: false, withPronoun: true },
  { text: 'ي', pos: 'b', cost: 0.8, bare: true, withPronoun: true },
  { text: 'ا', pos: 'b', cost: 0.5, bare: true, withPronoun: true },
  { text: 'وا', pos: 'v', cost: 0.4, bare: true, withPronoun: false },
  { text: 'تم', pos: 'v', perfect: true, cost: 0.5, bare: true, withPronoun: false },
  { text: 'تمو', pos: 'v', perfect: true, cost: 0.9, bare: false, withPronoun: true },
  { text: 'تما', pos: 'v', perfect: true, cost: 0.8, bare: true, withPronoun: true },
  // The feminine dual of the perfect (قالَتا، كانَتا).
  { text: 'تا', pos: 'v', perfect: true, cost: 0.8, bare: true, withPronoun: true },
  { text: 'تن', pos: 'v', perfect: true, cost: 0.8, bare: true, withPronoun: true },
  // كُنتُنَّ: the feminine plural's shadda spelt out.
  { text: 'تنن', pos: 'v', perfect: true, cost: 0.8, bare: true, withPronoun: false },
  { text: 'نا', pos: 'v', cost: 0.5, bare: true, withPronoun: true },
  { text: 'ن', pos: 'v', cost: 0.8, bare: true, withPronoun: true },
  { text: 'ية', pos: 'n', cost: 1, bare: true, withPronoun: false },
  // The nisba's doubled ي spelt out (عَرَبِيًّا، الجاهِلِيَّة، الأُمِّيِّين).
  { text: 'يي', pos: 'n', cost: 1, bare: true, withPronoun: true },
  { text: 'ييا', pos: 'n', cost: 1, bare: true, withPronoun: false },
  { text: 'يية', pos: 'n', cost: 1, bare: true, withPronoun: false },
  { text: 'ييت', pos: 'n', cost: 1.2, bare: false, withPronoun: true },
  { text: 'ييون', pos: 'n', cost: 1, bare: true, withPronoun: false },
  { text: 'ييين', pos: 'n', cost: 1, bare: true, withPronoun: false },
  // A feminine noun's dual writes its ة as ت (مرتين، اثنتا).
  { text: 'تين', pos: 'n', cost: 0.6, bare: true, withPronoun: false },
  { text: 'تان', pos: 'n', cost: 0.6, bare: true, withPronoun: false },
];
const PRONOUNS: Affix[] = [
  { text: '', pos: 'b', cost: 0 },
  // هُنَّ and كُنَّ with their shadda spelt out as the stem's are (أجورهنّ، بيوتكنّ).
  ...['ه', 'ها', 'هم', 'هما', 'هن', 'هنن', 'ك', 'كم', 'كما', 'كن', 'كنن', 'ي', 'نا'].map((text): Affix => ({
    text,
    pos: 'b',
    cost: 0.5,
  })),
  { text: 'ني', pos: 'v', cost: 0.6 },
  // ني with its ي left out after the plural's و or ن (فَٱعْبُدُونِ، فَٱرْهَبُونِ، تُكَذِّبُونِ).
  { text: 'ن', pos: 'v', cost: 1.2 },
];
const SUFFIXES: Array<Affix & { pronoun: boolean; perfect: boolean; inflection: string }> =
  INFLECTIONS.flatMap((i) =>
    PRONOUNS.filter((p) => (p.text ? i.withPronoun : i.bare))
      .filter((p) => p.pos === 'b' || i.pos === 'b' || p.pos === i.pos)
      .filter((p) => p.text !== 'ن' || i.text === 'و')
      .map((p) => ({
        text: i.text + p.text,
        pos: p.pos === 'b' ? i.pos : p.pos,
        cost: i.cost + p.cost,
        pronoun: p.text !== '',
        perfect: !!i.perfect,
        inflection: i.text,
      })),
  );

/**
 * Stem patterns: ف ع ل stand for the radicals, every other letter is the pattern's own. A doubled radical is
 * written twice (فععل is form II: a shadda in the word is spelt out as two letters before matching).
 */
interface Pattern {
  /** The pattern's letters as slot indexes (0 = ف, 1 = ع, 2 = ل) or literal letters. */
  tokens: Array<0 | 1 | 2 | string>;
  pos: Pos;
  cost: number;
  /** Form VIII: its ت is ط after ص ض ط ظ and د after د ذ ز, and a radical ت may be an assimilated و or ء. */
  eighth: boolean;
  /** فُعْلى: a final ي may be a و. */
  fuala: boolean;
  /** The first radical, a و, is not written (يعد، هب). */
  dropsFirst: boolean;
  /** A weak last radical may leave no letter: verbs (يدعون، ادع) and participles (الداع، مهتد). */
  dropsLast: boolean;
  /**
   * The first radical follows the pattern's own letter and closes its syllable (يَفْعَل، مَفْعُول، أَفْعَل،
   * اِسْتَفْعَل): it carries a sukun, not a vowel, unless the middle radical is weak (يَقُول، مَقَام) or doubled
   * (يَرُدّ، مَرَدّ).
   */
  closedFirst: boolean;
  /** Starts with the imperfect's prefix letter, whose vowel is a or u. */
  imperfect: boolean;
  /** The imperfect of the plain verb: after a prefix with fatha, ī in the middle is a ي (يبيع), not a و. */
  plainImperfect: boolean;
}

const NOUN_PATTERNS: Array<[string, number]> = [
  ['فعل', 0],
  ['فعال', 0.5],
  ['فعيل', 0.5],
  ['فعول', 0.7],
  ['فاعل', 0.5],
  ['مفعول', 0.8],
  ['مفعل', 0.8],
  ['مفعال', 1.5],
  ['مفعيل', 2],
  ['أفعل', 0.8],
  ['أفعال', 0.8],
  ['إفعال', 0.8],
  ['فعلان', 1],
  ['فعلى', 1.2],
  ['فعلاء', 1.2],
  ['أفعلاء', 1.5],
  ['فعائل', 1.2],
  ['فواعل', 1.2],
  ['مفاعل', 1],
  ['مفاعيل', 1.2],
  ['فععال', 1],
  ['فععيل', 1.5],
  // فُعَّل, a plural of فاعل (سُجَّدًا، الرُّكَّع).
  ['فععل', 1.2],
  // فَعَلُوت (مَلَكُوت، جَبَرُوت) and the plurals أَفاعِيل، أَفاعِل (أَساطِير، الأَحادِيث، أَكابِر).
  ['فعلوت', 1.5],
  ['أفاعيل', 1.2],
  ['أفاعل', 1.4],
  ['فيعل', 1.8],
  // فَيْعال (شيطان) is commoner than فَعْلان with a ي that keeps its consonant.
  ['فيعال', 0.1],
  ['فعالى', 1.2],
  ['فياعيل', 1.2],
  ['تفعيل', 0.9],
  ['تفعل', 1.5],
  ['مفععل', 1],
  ['متفععل', 1.2],
  ['متفاعل', 1.2],
  ['منفعل', 1.2],
  ['مفتعل', 1],
  ['مستفعل', 0.9],
  ['افتعال', 1],
  ['انفعال', 1.2],
  ['استفعال', 1],
  ['تفاعل', 1],
  ['تفععل', 1.2],
];
/** Perfect and imperative stems; the imperfect adds one of أ ت ن ي to the stems marked so. */
const VERB_PATTERNS: Array<[string, number, boolean]> = [
  ['فعل', 0, true],
  ['فععل', 0.8, true],
  ['فاعل', 0.8, true],
  ['أفعل', 0.7, false],
  ['تفععل', 1, true],
  ['تفاعل', 1, true],
  ['انفعل', 1, false],
  ['نفعل', 1.2, true],
  ['افتعل', 0.8, false],
  ['فتعل', 1, true],
  ['استفعل', 0.8, false],
  ['ستفعل', 1, true],
  ['افعل', 0.8, false],
  // The imperfect and imperative of a verb whose first radical و drops (يعد، هب، تذر).
  ['عل', 1.2, true],
  // Forms V and VI with their ت assimilated to the first radical (يذّكّر، اثّاقل): ف is written twice.
  ['ففععل', 1.6, true],
  ['ففاعل', 1.6, true],
];

/** Patterns whose first radical closes the syllable of the letter before it (see Pattern.closedFirst). */
const CLOSED_FIRST = new Set(
  `أفعل مفعول مفعل مفعال مفعيل أفعال إفعال أفعلاء افعل افتعل فتعل مفتعل افتعال
   استفعل ستفعل مستفعل استفعال تفعيل تفعل`.split(/\s+/u),
);

function pattern(text: string, pos: Pos, cost: number, prefix = ''): Pattern {
  const tokens = [...(prefix + text)].map((c) => (c === 'ف' ? 0 : c === 'ع' ? 1 : c === 'ل' ? 2 : c));
  return {
    tokens: tokens as Pattern['tokens'],
    pos,
    cost,
    eighth: /^م?ا?فتع/u.test(text),
    fuala: text === 'فعلى',
    dropsFirst: !text.includes('ف'),
    dropsLast: pos === 'v' || ['فاعل', 'مفعل', 'مفتعل', 'مفاعل', 'متفاعل', 'مفععل', 'متفععل'].includes(text),
    closedFirst: CLOSED_FIRST.has(text) || (prefix !== '' && text === 'فعل'),
    imperfect: prefix !== '',
    plainImperfect: prefix !== '' && text === 'فعل',
  };
}

const PATTERNS: Pattern[] = [
  ...NOUN_PATTERNS.map(([t, c]) => pattern(t, 'n', c)),
  ...VERB_PATTERNS.flatMap(([t, c, imperfect]) => [
    pattern(t, 'v', c),
    ...(imperfect ? ['ي', 'ت', 'ن', 'أ'].map((p) => pattern(t, 'v', c + 0.2, p)) : []),
  ]),
];
const IMPERFECT_PREFIX = /^[يتنأ]/u;
/** A radical that leaves no letter is a rarer reading than one that does. */
const DROPPED_RADICAL = 1.5;
const CLOSED_SYLLABLE = 0.8;
const DROPPED_BEFORE_PLURAL = 0.6;

export interface Letter extends LetterMarks {
  /** Whether the word's marks are known at all: without them و and ي are read as written. */
  marked: boolean;
}

export interface Analysis {
  root: string;
  cost: number;
}

const isHamza = (c: string) => c === 'ء' || c === 'أ' || c === 'إ' || c === 'ؤ' || c === 'ئ';
const isLongVowelLetter = (c: string) => c === 'ا' || c === 'ى' || c === 'ة' || c === 'آ';

/**
 * What a و or ي standing where a radical belongs says about that radical: itself, or only "weak" (W) when the
 * spelling could come from either (ي after a kasra may stand for و: قيل، قيام، يقيم).
 */
function weakLetter(l: Letter, prev: Letter | undefined): string {
  if (!l.marked || !prev) return l.letter;
  if (l.letter === 'و') return 'و';
  // ي after a kasra may stand for و (قيل، قيام، يقيم، داعي); a consonant or a diphthong shows itself (بيت، آية).
  if (prev.vowel === 'i') return WEAK;
  return l.vowel !== null || l.shadda || (l.sukun && prev.vowel === 'a') ? 'ي' : WEAK;
}

/** The state of matching one stem against one pattern. */
interface Match {
  p: Pattern;
  stem: Letter[];
  root: string[];
  out: Analysis[];
  /** Where the first radical stands in the stem (-1: not written). */
  firstAt: number;
  /** The middle radical is a long vowel or left out (hollow). */
  hollow: boolean;
  /** The stem ends the word: no inflection or pronoun after it. */
  bare: boolean;
  /** What follows the stem. */
  suffix: string;
}

/** The bare three radicals (فَعَل، فُعُل، فِعْل): the spelling of its last letter shows a و or ي radical. */
const isPlain = (p: Pattern) => p.tokens.length === 3 && !p.imperfect && !p.dropsFirst;

/** Every root reading of a stem under one pattern, with the extra cost of its weak-letter readings. */
function matchPattern(p: Pattern, stem: Letter[], out: Analysis[], suffix: string): void {
  // The imperfect's prefix takes a (plain verb) or u (derived forms), never i.
  if (p.imperfect && stem[0]!.marked && (stem[0]!.vowel === 'i' || stem[0]!.sukun)) return;
  walk(
    {
      p,
      stem,
      root: [p.dropsFirst ? WEAK : '', '', ''],
      out,
      firstAt: -1,
      hollow: false,
      bare: !suffix,
      suffix,
    },
    0,
    0,
    p.cost,
  );
}

function walk(m: Match, ti: number, si: number, cost: number): void {
  const { tokens } = m.p;
  const { stem, root } = m;
  if (ti === tokens.length) {
    if (si !== stem.length) return;
    const first = stem[m.firstAt];
    const opensSyllable = first?.marked && (first.vowel !== null || first.shadda);
    // A noun أَفْعَل (an elative or a colour) keeps its weak middle radical: أَقْوَم، أَطْوَل; only the verb
    // (أَقامَ) moves its vowel back.
    const hollowAllowed = m.hollow && !(m.p.pos === 'n' && m.p.tokens[0] === 'أ' && m.p.tokens.length === 4);
    if (m.p.closedFirst && opensSyllable && !hollowAllowed && root[1] !== root[2]) return;
    m.out.push({ root: root[0]! + root[1]! + root[2]!, cost });
    return;
  }
  const token = tokens[ti]!;
  const l = stem[si];
  if (typeof token === 'string') {
    if (!l) return;
    const c = l.letter;
    // The long vowel before the last radical (فعيل، فعول، مفعول، تفعيل) carries no vowel of its own: سَيِّئ is
    // not فَعِيل.
    const longVowel =
      (token === 'ي' || token === 'و') && typeof tokens[ti - 1] === 'number' && tokens[ti + 1] === 2;
    if (longVowel && l.marked && l.vowel !== null) return;
    // The pattern's ى is written ي before a suffix (أُنثى، الأنثيين).
    // A hamza of the pattern (فُعَلاء) takes the seat its vowel asks before a pronoun (شُرَكاؤُهُم، شُرَكائِي).
    let ok =
      c === token ||
      (token === 'ء' && isHamza(c)) ||
      (token === 'أ' && c === 'إ') ||
      (token === 'ى' && c === 'ا') ||
      (token === 'ى' && c === 'ي' && !m.bare);
    if (!ok && m.p.eighth && token === 'ت') {
      const f = root[0]!;
      ok = (c === 'ط' && 'صضطظ'.includes(f)) || (c === 'د' && 'دذز'.includes(f));
    }
    if (ok) walk(m, ti + 1, si + 1, cost);
    return;
  }
  const slot = token;
  const bound = root[slot]!;
  const prev = stem[si - 1];
  const atEnd = si === stem.length - 1;
  if (l) {
    const c = l.letter;
    if (isHamza(c)) {
      // فَيْعال has no hamza first (أيمان is أفعال of ي م ن).
      if (slot === 0 && tokens[1] === 'ي') return;
      radical(m, ti, si, cost, slot, HAMZA, 0, 1);
      // ئ after ا in فاعل / فعائل and ء after ا at the end (سماء) often stand for a weak radical.
      if (prev?.letter === 'ا' && (slot === 1 || (slot === 2 && atEnd)))
        radical(m, ti, si, cost, slot, WEAK, 0.4, 1);
    } else if (c === 'و' || c === 'ي') {
      // فُعْلى of a root ending in و writes it ي (الدنيا، العليا).
      // فُعْلى writes a و radical ي (الدنيا، العليا) and a ي radical و (التقوى).
      // (فُعْلى: u on the first radical, none on the second; لَقِيَا is a verb.)
      const fuala =
        m.p.fuala &&
        slot === 2 &&
        l.marked &&
        stem[0]!.vowel !== 'a' &&
        stem[0]!.vowel !== 'i' &&
        !stem[1]!.vowel;
      let read = bound && bound !== WEAK ? c : fuala ? (c === 'ي' ? 'و' : WEAK) : weakLetter(l, prev);
      // ي doubled after the pattern's ي or a first radical ي (سَيِّئة، مَيِّت، نَبِيّ، أَيَّام): the first ي has
      // taken the place of a و (سوء، موت، يوم), so the second shows only a weak radical.
      const afterPatternYa = typeof tokens[ti - 1] === 'string' || (slot === 1 && root[0] === 'ي');
      const doubledYa =
        !bound && l.marked && prev?.letter === 'ي' && prev.sukun && afterPatternYa && c === 'ي';
      if (doubledYa) read = WEAK;
      // (أَطِيعُوا is the imperative of form IV, not "I obey": the first person's أ is left out.)
      const plain = m.p.plainImperfect && stem[0]!.vowel === 'a' && stem[0]!.letter !== 'أ';
      if (read === WEAK && c === 'ي' && slot === 1 && plain) read = 'ي';
      // The plain imperfect's last radical after a kasra is a ي (يَهْدِي، تَجْرِي): a و shows (يَدْعُو).
      if (read === WEAK && c === 'ي' && slot === 2 && atEnd && plain) read = 'ي';
      // A ي closing the perfect of a derived form before its suffix (نَجَّيْنا، أَنجَيْناه) is written so
      // whatever the radical was.
      if (read === 'ي' && slot === 2 && !bound && l.sukun && !m.bare && !isPlain(m.p)) read = WEAK;
      // A و ending the stem before ن or a pronoun is the plural's, after a weak last radical that left no
      // letter (يَلْقَوْنَ، لَقُوكُم، تَلْقَوْه); before ت or نا it is the radical (دَعَوْت).
      if (c === 'و' && slot === 2 && atEnd && !bound && !m.bare && !/^(ت|نا|ة)/u.test(m.suffix)) read = WEAK;
      // A word-final ـُو of a participle is its plural ending with the ن dropped before a genitive (مُلَٰقُواْ
      // رَبِّهِمْ): the last radical left no letter.
      if (
        c === 'و' &&
        slot === 2 &&
        atEnd &&
        m.bare &&
        prev?.vowel === 'u' &&
        tokens.length > 3 &&
        !m.p.imperfect
      )
        read = WEAK;
      radical(m, ti, si, cost, slot, read, read === WEAK && !doubledYa ? 0.2 : 0, 1);
      if (bound === WEAK) radical(m, ti, si, cost, slot, WEAK, 0, 1);
      // A first radical و after the prefix's u may be a ي (يُوقِنُون from ي ق ن).
      if (c === 'و' && slot === 0 && !bound && l.marked && prev?.vowel === 'u')
        radical(m, ti, si, cost, slot, 'ي', 0.3, 1);
    } else if (c === 'ا') {
      // A long ā where the middle radical stands (قال) or the last one ends (دعا). A three-letter word that
      // ends in ا writes a و radical so (دعا، عفا، عصا): a ي one is written ى (رمى، هدى).
      // (تَفَعُّل doubles its middle radical: تجارة is no تَفَعُّل of ج و ر.)
      if (slot === 1 && !(m.p.pos === 'n' && m.p.tokens[0] === 'ت' && m.p.tokens.length === 4))
        radical(m, ti, si, cost, slot, WEAK, 0.3, 1);
      // An ا after a tanween is the accusative's (أَجْرًا، أَبَدًا), not a radical.
      else if (slot === 2 && atEnd && !(prev?.marked && prev.tanween))
        radical(m, ti, si, cost, slot, isPlain(m.p) && m.bare && l.marked ? 'و' : WEAK, 0.3, 1);
    } else if (c === 'ى') {
      if (slot === 2 && atEnd)
        radical(m, ti, si, cost, slot, isPlain(m.p) && l.marked && !m.p.fuala ? 'ي' : WEAK, 0.2, 1);
    } else if (!isLongVowelLetter(c)) {
      radical(m, ti, si, cost, slot, c, 0, 1);
      // Form VIII of a verb whose first radical is و or ء assimilates it to the ت (اتقى، اتخذ).
      // ادّكر، مُدَّكِر: a first radical ذ assimilated to the ت become د.
      if (m.p.eighth && slot === 0 && c === 'د') radical(m, ti, si, cost, slot, 'ذ', 0.3, 1);
      if (m.p.eighth && slot === 0 && c === 'ت') {
        radical(m, ti, si, cost, slot, 'و', 0.3, 1);
        radical(m, ti, si, cost, slot, HAMZA, 0.3, 1);
      }
    }
  }
  // A weak radical may leave no letter: the middle one in a closed syllable (قل، يكن), the last at the end
  // of a stem (يدعون، ادع).
  // Only a verb drops its middle radical (قُلْ، لم يَكُنْ، كُنْتُ): a noun keeps it as a long vowel (مَقام).
  // (Form VIII's ت stands between the first two radicals: ارتاب، ارْتَبْتُم.)
  const dropsMiddle =
    m.p.pos === 'v' &&
    slot === 1 &&
    tokens[ti + 1] === 2 &&
    (typeof tokens[ti - 1] === 'number' || (m.p.eighth && tokens[ti - 1] === 'ت'));
  const dropsLast = slot === 2 && ti === tokens.length - 1 && m.p.dropsLast;
  // A middle radical drops only where its long vowel would close a syllable (قُلْ، قُلْنا، لم يَكُنْ): before a
  // vowel it stays (قالَ، يَقُولُ). A bare perfect never drops its last radical either (دَعا، رَمى: وَعَدَ is
  // not و + عَدَ).
  // (A word-final kasra is the vowel that joins it to the next word: قُلِ ٱللَّهُ.)
  const openAfter = !!l?.marked && !l.sukun && !l.shadda && (!!stem[si + 1] || (l.vowel !== null && !m.bare));
  const barePerfect = m.bare && !m.p.imperfect && m.p.tokens.length === 3 && stem.at(-1)?.vowel === 'a';
  // Before the perfect's own suffixes (ت، نا، تم) the stem's last letter takes a sukun, and a weak last radical
  // shows there (رَمَيْنا، دَعَوْت): a stem that ends in a sukun'd consonant has lost none (أَعْتَدْنا).
  const subjectSuffix = !!stem.at(-1)?.sukun && /^[تن]/u.test(m.suffix);
  // A participle (مُهْتَدٍ، مُفْتَرٍ) loses its last radical; a noun of place (مَهْد، مَرْعى) does not: its م
  // has a, the participle's u.
  const participle =
    (m.p.tokens[0] !== 'م' || !stem[0]!.marked || stem[0]!.vowel === 'u') &&
    // ... and keeps it before the feminine's ة (ساعية، الجارية): ساعة is no participle of س ع ي.
    !(m.p.pos !== 'v' && /^(ة|ات|ت)/u.test(m.suffix));
  if (
    !bound &&
    ((dropsMiddle && !openAfter) || (dropsLast && !barePerfect && !subjectSuffix && participle))
  ) {
    const first = stem[si - 1];
    // The middle radical drops in a closed syllable, leaving its trace in the first one's vowel: u for a و
    // (كُنْت، قُلْ، يَكُنْ), i for either (خِفْت، بِعْ).
    const closed =
      dropsMiddle && first?.vowel && first.vowel !== 'a' && (l?.sukun || (l && !l.vowel && !stem[si + 1]));
    const trace = dropsMiddle && first?.vowel === 'u' ? 'و' : WEAK;
    // A last radical is commonly dropped before the plural's و (أتوا، يدعون، أوتوا).
    // ... and before the feminine ت of the perfect (خَلَتْ، دَعَتْ، رَمَتْ).
    const beforePlural =
      dropsLast &&
      (/^و/u.test(m.suffix) || (m.suffix === 'ت' && !m.p.imperfect && stem.at(-1)?.vowel === 'a'));
    const extra = closed ? CLOSED_SYLLABLE : beforePlural ? DROPPED_BEFORE_PLURAL : DROPPED_RADICAL;
    radical(m, ti, si, cost, slot, trace, extra, 0);
    // In the plain verb, i in a closed syllable is mostly a ي's trace (جِئْت، بِعْت، يَسِرْ); of a و only in
    // the few verbs فَعِلَ (خِفْت، مِتّ), which the rest of the root's words show. The derived forms take i
    // whatever the radical (يُرِدْ، أَقِمْ).
    const plainVerb =
      (m.p.plainImperfect && stem[0]!.vowel === 'a') || (m.p.tokens.length === 3 && !m.p.imperfect);
    if (closed && plainVerb && first?.vowel === 'i') radical(m, ti, si, cost, slot, 'ي', extra, 0);
  }
}

function radical(
  m: Match,
  ti: number,
  si: number,
  cost: number,
  slot: 0 | 1 | 2,
  value: string,
  extra: number,
  consumed: number,
) {
  const bound = m.root[slot]!;
  if (bound && bound !== value) return;
  const { firstAt, hollow } = m;
  m.root[slot] = value;
  if (slot === 0 && consumed) m.firstAt = si;
  if (slot === 1 && !bound) {
    const l = m.stem[si];
    m.hollow =
      !consumed || l?.letter === 'ا' || ((l?.letter === 'و' || l?.letter === 'ي') && !l.vowel && !l.shadda);
  }
  walk(m, ti + 1, si + consumed, cost + extra);
  m.root[slot] = bound;
  m.firstAt = firstAt;
  m.hollow = hollow;
}

/** Three radicals that can be a root: at most one of them unseen, and not the same first two (no root is ددن). */
function plausible(root: string): boolean {
  const weak = [...root].filter((c) => c === WEAK).length;
  return root.length === 3 && weak <= 1 && (root[0] !== root[1] || root[0] === WEAK);
}

/**
 * Stem patterns of four radicals (ف ع ل ل as 0 1 2 3): the plain verb and noun, their long-vowel nouns and
 * broken plurals (زلزال، سلاسل، قناطير، عنكبوت، زمهرير), the participle, the imperfect, and form IV (اطمأنّ).
 */
const QUAD_PATTERNS: Array<Array<number | string>> = [
  'فعلل فعلال فعليل فعلول فعالل فعاليل فعلليل فعللوت مفعلل تفعلل يفعلل نفعلل افعلل',
]
  .join(' ')
  .split(' ')
  .map((t) => [...t].map((c) => ({ ف: 0, ع: 1, ل: 2 })[c] ?? c))
  .map((tokens) => {
    // The pattern's last ل is the fourth radical.
    const last = tokens.lastIndexOf(2);
    return tokens.map((t, i) => (i === last ? 3 : t));
  });

/** The four-letter root of a stem, when one of the listed roots fits a four-radical pattern. */
function quadriliteral(stem: Letter[]): string | undefined {
  const text = stem.map((l) => (isHamza(l.letter) ? HAMZA : l.letter));
  for (const tokens of QUAD_PATTERNS) {
    // The last radical may be doubled (اطمأنّ، يطمئنّ، تقشعرّ), its shadda spelt out as two letters.
    for (const doubled of [false, true]) {
      if (text.length !== tokens.length + (doubled ? 1 : 0)) continue;
      const root: string[] = [];
      const fits = tokens.every((t, i) => {
        if (typeof t === 'string') return text[i] === t || (t === 'أ' && text[i] === HAMZA);
        if (isLongVowelLetter(text[i]!)) return false;
        root[t] = text[i]!;
        return true;
      });
      if (fits && (!doubled || text.at(-1) === root[3]) && QUADRILITERALS.has(root.join('')))
        return root.join('');
    }
  }
  return undefined;
}

function keep(best: Map<string, number>, root: string, cost: number) {
  const seen = best.get(root);
  if (seen === undefined || cost < seen) best.set(root, cost);
}

/**
 * Letters with their marks, shaddas spelt out as two letters and آ as hamza + ā. The first letter's shadda is
 * not its own when `ownFirst` is false (at the start of a word it is the assimilation of the word before, after
 * the article a sun letter's).
 */
function spellOut(letters: Letter[], ownFirst: boolean): Letter[] {
  const out: Letter[] = [];
  letters.forEach((l, i) => {
    if (l.letter === 'آ') {
      out.push(
        { ...l, letter: HAMZA, vowel: 'a', shadda: false },
        { ...l, letter: 'ا', vowel: null, shadda: false },
      );
    } else if (l.shadda && (i > 0 || ownFirst)) {
      out.push({ ...l, vowel: null, sukun: true, shadda: false }, { ...l, shadda: false });
    } else out.push(l);
  });
  return out;
}

/**
 * Every reading of a word (its letters with marks) as clitics + stem + inflection under a pattern, with the
 * cheapest cost of each root. Suffixes are split after shaddas are spelt out (كُنَّا is كن + نا).
 */
export function analyses(word: Letter[]): Analysis[] {
  const best = new Map<string, number>();
  const irregulars = new Map<string, number>();
  const found: Analysis[] = [];
  const text = word.map((l) => l.letter).join('');
  // A tanween ends an indefinite noun: no verb, no pronoun after it (علمًا، هدًى، إلهٌ).
  const last = word.at(-1)!;
  const indefinite = last.tanween || ((last.letter === 'ا' || last.letter === 'ى') && !!word.at(-2)?.tanween);
  for (const prefix of PREFIXES) {
    if (!text.startsWith(prefix.text) || !prefixFits(prefix, word)) continue;
    const rest = word.slice(prefix.text.length);
    if (rest.length < 2) continue;
    // No stem starts with a sukun (وَعْدَ is not و + عْدَ), but a hamza after its imperative's joining alef
    // (فَأْتُوا، وَأْمُرْ).
    if (prefix.text && rest[0]!.marked && rest[0]!.sukun && !rest[0]!.shadda && !isHamza(rest[0]!.letter))
      continue;
    if (prefix.imperfect && !IMPERFECT_PREFIX.test(rest[0]!.letter)) continue;
    const ownFirst = prefix.text !== '' && !prefix.article;
    const readings = [spellOut(rest, ownFirst)];
    // آ at the start of a stem may be the pattern's أ before a radical hamza (آمن، آتى، آباء).
    if (rest[0]!.letter === 'آ')
      readings.push(
        spellOut([{ ...rest[0]!, letter: 'أ' }, { ...rest[0]!, letter: HAMZA }, ...rest.slice(1)], false),
      );
    // أُو at the start of a stem may be the pattern's أ before a radical hamza written و (أوتوا، أوتي).
    const [a, b] = rest;
    if (a?.letter === 'أ' && a.vowel === 'u' && b?.letter === 'و' && b.marked && !b.vowel && !b.sukun)
      readings.push(spellOut([a, { ...b, letter: HAMZA, sukun: true }, ...rest.slice(2)], false));
    // إِي likewise: the pattern's إ before a radical hamza written ي (إيمان، إيلاف).
    if (a?.letter === 'إ' && b?.letter === 'ي' && b.marked && !b.vowel && !b.shadda)
      readings.push(spellOut([a, { ...b, letter: HAMZA, sukun: true }, ...rest.slice(2)], false));
    for (const letters of readings) {
      const restText = letters.map((l) => l.letter).join('');
      for (const suffix of SUFFIXES) {
        if (!restText.endsWith(suffix.text)) continue;
        if (prefix.pos !== 'b' && suffix.pos !== 'b' && prefix.pos !== suffix.pos) continue;
        if (indefinite && (suffix.pronoun || suffix.pos === 'v' || prefix.pos === 'v')) continue;
        // A bare ا after a noun is the accusative tanween's: with marks, the tanween must be there.
        const nounOnly = prefix.pos === 'n';
        if (suffix.text === 'ا' && last.marked && !indefinite && nounOnly) continue;
        // The plural's ن has a fatha (ـُونَ): ـُونِ ends a stem (الْمَشْحُونِ) or is ني without its ي.
        const lastVowel = letters.at(-1)!.marked ? letters.at(-1)!.vowel : null;
        if (suffix.text === 'ون' && !suffix.pronoun && lastVowel !== null && lastVowel !== 'a') continue;
        const stem = letters.slice(0, letters.length - suffix.text.length);
        if (stem.length < 2) continue;
        // وا at the end is the plural ending, not a و of the stem with an accusative or dual ا.
        // (A tanween on the و makes it the stem's: عَدْوًا، عُلُوًّا.)
        if (suffix.text === 'ا' && stem.at(-1)!.letter === 'و' && !stem.at(-1)!.tanween) continue;
        if (stem.some((l, i) => l.letter === 'ة' || (l.letter === 'ى' && i < stem.length - 1))) continue;
        const pos = indefinite ? 'n' : prefix.pos !== 'b' ? prefix.pos : suffix.pos;
        const stemText = stem.map((l) => l.letter).join('');
        // (كيد "plot" is not ك + يد "like a hand".)
        const irregular =
          (prefix.text.endsWith('ك') && stemText.length === 2 ? undefined : IRREGULAR_STEMS.get(stemText)) ??
          quadriliteral(stem) ??
          (stem[0]!.vowel !== 'a' && !prefix.article ? HAMZA_DROPPING_IMPERATIVES.get(stemText) : undefined);
        if (
          irregular &&
          (pos !== 'v' || irregular.length === 4 || HAMZA_DROPPING_IMPERATIVES.has(stemText))
        ) {
          // The patterns would only misread an irregular stem (آية as أ و ي): its reading is the word's.
          keepIrregular(irregulars, irregular, prefix.cost + suffix.cost);
          continue;
        }
        // The imperfect of رأى (and of its form IV أرى) never writes its hamza: يرى، ترون، نريك، أرني.
        if (pos !== 'n' && !prefix.article && /^[يتنأ]ر[ىاي]?$/u.test(stemText))
          keep(best, 'رءي', prefix.cost + suffix.cost + 0.3);
        for (const p of PATTERNS) {
          if (pos !== 'b' && p.pos !== pos && p.pos !== 'b') continue;
          if (p.imperfect ? suffix.perfect : prefix.imperfect) continue;
          // ون، ين، ان after a verb are the imperfect's (يصفون، تذرين): a perfect or an imperative has وا، ا.
          if (p.pos === 'v' && !p.imperfect && /^(ون|ين|ان)$/u.test(suffix.inflection)) continue;
          if (p.tokens.length < stem.length || p.tokens.length > stem.length + 1) continue;
          found.length = 0;
          matchPattern(p, stem, found, suffix.text);
          for (const a of found)
            if (plausible(a.root)) keep(best, a.root, a.cost + prefix.cost + suffix.cost);
        }
      }
    }
  }
  return [...(irregulars.size ? irregulars : best)].map(([root, cost]) => ({ root, cost }));
}

const keepIrregular = keep;
