import { tokenize } from './clean.js';
import { singleEdit, editDistance } from './edit-distance.js';
import { foldDifferences, foldWord, type FoldKind } from './fold.js';
import { quranVocabulary, seatedHamzaWords, standardVocabulary, taMarbutaWords } from './vocabulary.js';

/** A word of the expected text, as the corpus gives it (a corpus `Word` fits). */
export interface ReferenceWord {
  /** Standard spelling; a space inside means standard spelling writes it as two words (يا أيها). */
  standard: string;
  /** Mushaf spelling without marks. */
  rasm: string;
  /** Uthmani spelling, when known; it tells a tanween alef from a long vowel. */
  uthmani?: string;
}

export type DiffClass =
  /** Differs only in hamza seat, ة/ه or final ى/ي: accepted. */
  | 'spellingFold'
  /** Typed in the mushaf's own spelling (الصلوة): accepted. */
  | 'mushafSpelling'
  /** The alef of tanween fath left out (كتاب for كتابا). */
  | 'missingTanweenAlef'
  /** The lam of ال before a sun letter left out or written as the doubled sun letter. */
  | 'sunLetterLam'
  /** A long vowel letter (ا و ي) added or left out. */
  | 'longShortVowel'
  /** One edit away, and the result is no word of the Qur'an. */
  | 'typo'
  /** Another real word of the Qur'an in its place: changes the meaning, never accepted. */
  | 'realWordSubstitution'
  /** A word that is neither one edit away nor a word of the Qur'an. */
  | 'wrongWord'
  | 'missing'
  | 'extra'
  /** The right word in the wrong place. */
  | 'reordered'
  /** The attached و ف ب ل added, dropped or changed. */
  | 'conjunctionPrefix'
  /** Words written together as people type them (الحمدلله, ماشاءالله): accepted with a note. */
  | 'joinedWords'
  /** One word typed as two (و المساكين): accepted with a note. */
  | 'splitWord'
  /** The right letters with a typed short vowel the verse does not have (سَمِعْتَ for سَمِعْتُ). */
  | 'wrongVowel';

const ACCEPTED: ReadonlySet<DiffClass> = new Set([
  'spellingFold',
  'mushafSpelling',
  'joinedWords',
  'splitWord',
]);

export interface WordDiff {
  kind: DiffClass;
  /** Expected word in standard spelling; null for an extra word. */
  expected: string | null;
  /** Word as typed (after cleaning); null for a missing word. */
  typed: string | null;
  accepted: boolean;
  /** 0-based index of the reference word; null for an extra word. */
  referenceIndex: number | null;
  /** 0-based index of the answer word; null for a missing word. */
  answerIndex: number | null;
  /** For spellingFold: the spelling points that differ. */
  folds?: FoldKind[];
}

export interface DiffOptions {
  /** Whether a folded word is a real word; defaults to the Qur'an's vocabulary. */
  isRealWord?: (foldedWord: string) => boolean;
  /** Filled with the answer words that matched a reference word (same, or a forgiven spelling). */
  matches?: Array<{ answerIndex: number; referenceIndex: number }>;
  /**
   * Whether the mushaf's elided first-person ي written out (يشفيني for يشفين) is forgiven as everyday spelling.
   * Only for a phrase said as speech in a dialogue: where the verse itself is asked for, the added long vowel
   * changes how it is recited, and a hafiz must hear so.
   */
  everydayElidedYa?: boolean;
}

/** One standard-spelling token of a reference word (يا أيها is two units of one word). */
interface Unit {
  word: number;
  text: string;
  key: string;
  part: number;
  parts: number;
  rasmKey: string;
  tanween: boolean;
  /** Key with every hamza seat as one letter, when the word has a hamza. */
  seatKey?: string;
  /**
   * Key with the first-person object ي written out, when the mushaf leaves it out and the nun's kasra marks it
   * (يَشۡفِينِ, everyday يشفيني).
   */
  elidedKey?: string;
  /** The key of the word with ة for the mushaf's open ت (رحمت → رحمة), when the Qur'an writes it so elsewhere. */
  openTaKey?: string;
}

interface Pairing {
  kind: DiffClass | 'same';
  cost: number;
  folds?: FoldKind[];
}

// Costs steer the alignment: forgiven spellings almost free, meaningful slips cheaper than a
// gap, so a misspelt word pairs with its reference instead of counting as missing plus extra.
const GAP = 1;
const SWAP = 0.8;

const SUN_LETTERS = 'تثدذرزسشصضطظلن';
const SUN_ARTICLE = new RegExp(`^([وفبك]?)ال([${SUN_LETTERS}])(.*)$`, 'u');
const PREFIXES = 'وفبل';
const LONG_VOWELS = 'اوي';
const TANWEEN_FATH = /[\u064B\u0657\u08F0]/u;
/** A final nun with kasra (pause marks after it aside): the mushaf's sign of a first-person ي left out. */
const ELIDED_YA = /ن\u0650[\u06D6-\u06ED]*$/u;

function toUnits(reference: readonly ReferenceWord[]): Unit[] {
  const units: Unit[] = [];
  reference.forEach((w, word) => {
    const parts = w.standard.split(' ').filter(Boolean);
    const rasmKey = foldWord(w.rasm);
    const tanween = w.uthmani === undefined ? true : TANWEEN_FATH.test(w.uthmani);
    parts.forEach((text, part) =>
      units.push({
        word,
        text,
        key: foldWord(text),
        part,
        parts: parts.length,
        rasmKey,
        tanween,
        seatKey: HAS_HAMZA.test(text) ? hamzaSeatKey(text) : undefined,
        openTaKey: openTaKey(text),
        elidedKey:
          parts.length === 1 &&
          w.uthmani &&
          ELIDED_YA.test(w.uthmani.trim()) &&
          text.endsWith('ن') &&
          !/^[وفبلك]?ال/u.test(text)
            ? foldWord(`${text}ي`)
            : undefined,
      }),
    );
  });
  return units;
}

/** رحمت → the key of رحمة, when the Qur'an writes that word with ة elsewhere; else undefined. */
function openTaKey(text: string): string | undefined {
  if (!text.endsWith('ت')) return undefined;
  const key = foldWord(`${text.slice(0, -1)}ة`);
  return taMarbutaWords().has(key) ? key : undefined;
}

// Every hamza seat as one letter: people write مسؤولا or مسئولا, لإن or لئن, السيء or السيئ.
const hamzaSeatKey = (word: string): string => foldWord(word.replace(/[أإآؤئء]/gu, '#'));
const HAS_HAMZA = /[أإآؤئء]/u;

const bareOf = (w: string) => w.replace(/[\u064B-\u0652\u0670\u0640]/gu, '');

/**
 * يشأ typed for the verse's يشاء: the Qur'an's other form of the word (the jussive, إن يشأ), not its spelling,
 * though both fold to the same letters. Only where the typed form is one the Qur'an itself has.
 */
function otherHamzaForm(typed: string, reference: string): boolean {
  const [t, r] = [bareOf(typed), bareOf(reference)];
  return (
    t.endsWith('أ') && r.endsWith('اء') && t.slice(0, -1) === r.slice(0, -2) && seatedHamzaWords().has(t)
  );
}

const PROCLITIC = /^[وفبلك]/u;
/** A stem of the plural pattern مفاعل (مجالس, مساجد), after a proclitic and the article. */
const MAFAIL_PLURAL = /^([وف]?[بكل]?(?:ال)?)(م.)ا(..)$/u;

/**
 * Whether a mushaf spelling that leaves out a long alif (كذبا for كذابا, بسلم for بسلام, المجلس for المجالس) reads,
 * as typed, as another word: the standard spelling of another word of the Qur'an (after a one-letter proclitic), or
 * the singular مفعل of a plural مفاعل. Read aloud it is that other word, so a hafiz must hear it as a misquote;
 * where the mushaf spelling is no other word (السموات), it stays the verse's word as the mushaf writes it.
 */
function rasmIsAnotherWord(typedKey: string, standardKey: string): boolean {
  const words = standardVocabulary();
  if (words.has(typedKey)) return true;
  if (PROCLITIC.test(typedKey) && typedKey.length > 3 && words.has(typedKey.slice(1))) return true;
  const plural = MAFAIL_PLURAL.exec(standardKey);
  return (
    plural !== null && !/[اوي]$/u.test(standardKey) && typedKey === `${plural[1]}${plural[2]}${plural[3]}`
  );
}

function pairing(
  typed: string,
  typedKey: string,
  unit: Unit,
  isRealWord: (k: string) => boolean,
  typedSeatKey?: string,
  everydayElidedYa = false,
  writesInRasm = false,
): Pairing {
  if (typed === unit.text) return { kind: 'same', cost: 0 };
  if (otherHamzaForm(typed, unit.text)) return { kind: 'realWordSubstitution', cost: 0.6 };
  if (typedKey === unit.key)
    return { kind: 'spellingFold', cost: 0.05, folds: foldDifferences(typed, unit.text) };
  if (typedSeatKey !== undefined && typedSeatKey === unit.seatKey)
    return { kind: 'spellingFold', cost: 0.05, folds: ['hamza'] };
  if (unit.parts === 1 && typedKey === unit.rasmKey)
    return !writesInRasm && rasmIsAnotherWord(typedKey, unit.key)
      ? { kind: 'realWordSubstitution', cost: 0.6 }
      : { kind: 'mushafSpelling', cost: 0.05 };
  // رحمت الله typed رحمة (or رحمه): the mushaf's open ت of a word written with ة everywhere else.
  if (unit.openTaKey !== undefined && typedKey === unit.openTaKey && /[ةه]$/u.test(typed))
    return { kind: 'spellingFold', cost: 0.05, folds: [] };
  if (everydayElidedYa && unit.elidedKey !== undefined && typedKey === unit.elidedKey)
    return { kind: 'spellingFold', cost: 0.05, folds: [] };
  if (sameButPrefix(typedKey, unit.key)) return { kind: 'conjunctionPrefix', cost: 0.3 };
  if (unit.tanween && unit.key.endsWith('ا') && typedKey === unit.key.slice(0, -1) && typedKey.length >= 2) {
    return { kind: 'missingTanweenAlef', cost: 0.3 };
  }
  if (isSunLetterSlip(typedKey, unit.key)) return { kind: 'sunLetterLam', cost: 0.3 };
  const edit = singleEdit(unit.key, typedKey);
  if (edit) {
    if ((edit.kind === 'insert' || edit.kind === 'delete') && LONG_VOWELS.includes(edit.char)) {
      return { kind: 'longShortVowel', cost: 0.4 };
    }
    return isRealWord(typedKey) ? { kind: 'realWordSubstitution', cost: 0.6 } : { kind: 'typo', cost: 0.4 };
  }
  // Above one gap, so a block of moved words aligns as a move, not as a run of substitutions.
  if (isRealWord(typedKey)) return { kind: 'realWordSubstitution', cost: 1.1 };
  // A word sharing little with the reference is better told as missing plus extra.
  const distance = editDistance(typedKey, unit.key, 3);
  return distance <= 2 || distance * 2 <= Math.max(typedKey.length, unit.key.length)
    ? { kind: 'wrongWord', cost: 1.2 }
    : { kind: 'wrongWord', cost: 2 * GAP + 0.01 };
}

function sameButPrefix(typed: string, expected: string): boolean {
  if (typed.length === expected.length + 1)
    return PREFIXES.includes(typed[0]!) && typed.slice(1) === expected;
  if (expected.length === typed.length + 1)
    return PREFIXES.includes(expected[0]!) && expected.slice(1) === typed;
  return (
    typed.length === expected.length &&
    typed[0] !== expected[0] &&
    PREFIXES.includes(typed[0]!) &&
    PREFIXES.includes(expected[0]!) &&
    typed.slice(1) === expected.slice(1) &&
    typed.length > 2
  );
}

function isSunLetterSlip(typed: string, expected: string): boolean {
  const m = SUN_ARTICLE.exec(expected);
  if (!m) return false;
  const [, prefix, sun, rest] = m;
  // As pronounced: the lam is silent (اشمس) or heard as a doubled sun letter (اششمس).
  return typed === `${prefix}ا${sun}${rest}` || typed === `${prefix}ا${sun}${sun}${rest}`;
}

const isMatch = (p: Pairing): boolean => p.kind === 'same' || ACCEPTED.has(p.kind as DiffClass);

type Step =
  | { op: 'pair'; i: number; j: number; p: Pairing }
  | { op: 'merge'; i: number; j: number; parts: number; p: Pairing }
  | { op: 'join'; i: number; j: number; units: number }
  | { op: 'split'; i: number; j: number }
  | { op: 'swap'; i: number; j: number }
  | { op: 'extra'; i: number }
  | { op: 'missing'; j: number };

/**
 * Aligns an answer with the expected words and classifies every difference. Words equal after
 * cleaning produce no diff; forgiven spellings produce accepted diffs so feedback can name them.
 */
export function diffWords(
  answer: string | readonly string[],
  reference: readonly ReferenceWord[],
  options: DiffOptions = {},
): WordDiff[] {
  const typed = typeof answer === 'string' ? tokenize(answer) : answer.flatMap((w) => tokenize(w));
  const typedKeys = typed.map(foldWord);
  const units = toUnits(reference);
  const vocabulary = options.isRealWord ? undefined : quranVocabulary();
  const isRealWord = options.isRealWord ?? ((k: string) => vocabulary!.has(k));
  const n = typed.length;
  const m = units.length;

  const seatKeys = typed.map((t) => (HAS_HAMZA.test(t) ? hamzaSeatKey(t) : undefined));
  // An answer with another word in the mushaf's own spelling (والمهجرين) is copied as the mushaf writes it: there an
  // alif-less form that could read as another word (والمسكين) is the same spelling, not that word.
  const writesInRasm = units.some(
    (u) =>
      u.parts === 1 &&
      u.rasmKey !== u.key &&
      typedKeys.includes(u.rasmKey) &&
      !rasmIsAnotherWord(u.rasmKey, u.key),
  );
  const pairs: Pairing[][] = typed.map((t, i) =>
    units.map((u) =>
      pairing(t, typedKeys[i]!, u, isRealWord, seatKeys[i], options.everydayElidedYa, writesInRasm),
    ),
  );
  // Two or three consecutive words (of different corpus words) fused, for typed words joined together.
  const fusedKeys = [2, 3].map((k) =>
    units.map((_, j) =>
      j + 1 >= k && units[j + 1 - k]!.word !== units[j]!.word
        ? units
            .slice(j + 1 - k, j + 1)
            .map((x) => x.key)
            .join('')
        : undefined,
    ),
  );
  const fusedTyped = new Set(typedKeys);
  const cost: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  const back: Step[][] = Array.from({ length: n + 1 }, () => new Array<Step>(m + 1));
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if (i === 0 && j === 0) continue;
      let best = Number.POSITIVE_INFINITY;
      let step: Step | undefined;
      const consider = (c: number, s: Step): void => {
        if (c < best) {
          best = c;
          step = s;
        }
      };
      if (i > 0) consider(cost[i - 1]![j]! + GAP, { op: 'extra', i: i - 1 });
      if (j > 0) consider(cost[i]![j - 1]! + GAP, { op: 'missing', j: j - 1 });
      if (i > 0 && j > 0) {
        const p = pairs[i - 1]![j - 1]!;
        consider(cost[i - 1]![j - 1]! + p.cost, { op: 'pair', i: i - 1, j: j - 1, p });
        const u = units[j - 1]!;
        // One typed word for a word standard spelling splits: mushaf spelling (يأيها) or fused (ياأيها).
        if (u.parts > 1 && u.part === u.parts - 1 && j >= u.parts) {
          const first = j - u.parts;
          const fused = units
            .slice(first, j)
            .map((x) => x.key)
            .join('');
          const key = typedKeys[i - 1]!;
          if (key === u.rasmKey || key === fused) {
            const merged: Pairing = {
              kind: key === u.rasmKey ? 'mushafSpelling' : 'spellingFold',
              cost: 0.05,
              folds: [],
            };
            consider(cost[i - 1]![first]! + merged.cost, {
              op: 'merge',
              i: i - 1,
              j: first,
              parts: u.parts,
              p: merged,
            });
          }
        }
        // Two or three words typed as one (الحمدلله, ماشاءالله), hamza seats folded.
        for (let k = 2; k <= 3 && j >= k; k++) {
          const fused = fusedKeys[k - 2]![j - 1];
          if (fused !== undefined && fusedTyped.has(fused) && typedKeys[i - 1] === fused) {
            consider(cost[i - 1]![j - k]! + 0.05, { op: 'join', i: i - 1, j: j - k, units: k });
          }
        }
        // One word typed as two (و المساكين, or a word broken by a stray space).
        if (
          i > 1 &&
          typedKeys[i - 2]!.length <= 3 &&
          typedKeys[i - 2]! + typedKeys[i - 1]! === units[j - 1]!.key
        ) {
          consider(cost[i - 2]![j - 1]! + 0.05, { op: 'split', i: i - 2, j: j - 1 });
        }
        if (i > 1 && j > 1 && isMatch(pairs[i - 2]![j - 1]!) && isMatch(pairs[i - 1]![j - 2]!)) {
          consider(cost[i - 2]![j - 2]! + SWAP, { op: 'swap', i: i - 2, j: j - 2 });
        }
      }
      cost[i]![j] = best;
      back[i]![j] = step!;
    }
  }

  const steps: Step[] = [];
  for (let i = n, j = m; i > 0 || j > 0;) {
    const s = back[i]![j]!;
    steps.push(s);
    if (s.op === 'extra') i--;
    else if (s.op === 'missing') j--;
    else if (s.op === 'pair') {
      i--;
      j--;
    } else if (s.op === 'merge') {
      i--;
      j = s.j;
    } else if (s.op === 'join') {
      i--;
      j = s.j;
    } else if (s.op === 'split') {
      i -= 2;
      j--;
    } else {
      i -= 2;
      j -= 2;
    }
  }
  steps.reverse();

  const diffs: WordDiff[] = [];
  for (const s of steps) {
    if (s.op === 'extra') diffs.push(diff('extra', null, typed[s.i]!, null, s.i));
    else if (s.op === 'missing') diffs.push(diff('missing', units[s.j]!.text, null, units[s.j]!.word, null));
    else if (s.op === 'join') {
      const expected = units
        .slice(s.j, s.j + s.units)
        .map((u) => u.text)
        .join(' ');
      diffs.push(diff('joinedWords', expected, typed[s.i]!, units[s.j]!.word, s.i));
    } else if (s.op === 'split') {
      diffs.push(
        diff('splitWord', units[s.j]!.text, `${typed[s.i]} ${typed[s.i + 1]}`, units[s.j]!.word, s.i),
      );
    } else if (s.op === 'swap') {
      const expected = `${units[s.j]!.text} ${units[s.j + 1]!.text}`;
      diffs.push(diff('reordered', expected, `${typed[s.i]} ${typed[s.i + 1]}`, units[s.j]!.word, s.i));
    } else if (s.op === 'merge') {
      const expected = units
        .slice(s.j, s.j + s.parts)
        .map((u) => u.text)
        .join(' ');
      diffs.push(diff(s.p.kind as DiffClass, expected, typed[s.i]!, units[s.j]!.word, s.i));
    } else if (s.p.kind === 'same' || ACCEPTED.has(s.p.kind as DiffClass)) {
      options.matches?.push({ answerIndex: s.i, referenceIndex: units[s.j]!.word });
    }
    if (s.op === 'pair' && s.p.kind !== 'same') {
      const d = diff(s.p.kind, units[s.j]!.text, typed[s.i]!, units[s.j]!.word, s.i);
      if (s.p.kind === 'spellingFold') d.folds = s.p.folds ?? [];
      if (s.p.cost > 2 * GAP) {
        // Nothing in common: report the pair as what it is, a missing word and an extra one.
        diffs.push(
          diff('missing', units[s.j]!.text, null, units[s.j]!.word, null),
          diff('extra', null, typed[s.i]!, null, s.i),
        );
      } else diffs.push(d);
    }
  }
  return markMoves(diffs, isRealWord);
}

/** A missing word typed elsewhere in the answer was moved, not lost: one `reordered` diff. */
function markMoves(diffs: WordDiff[], isRealWord: (k: string) => boolean): WordDiff[] {
  const out = [...diffs];
  for (let a = 0; a < out.length; a++) {
    const missing = out[a]!;
    if (missing.kind !== 'missing') continue;
    const b = out.findIndex((d) => {
      if (d.kind !== 'extra') return false;
      const unit: Unit = {
        word: 0,
        text: missing.expected!,
        key: foldWord(missing.expected!),
        part: 0,
        parts: 1,
        rasmKey: '',
        tanween: false,
      };
      return isMatch(pairing(d.typed!, foldWord(d.typed!), unit, isRealWord));
    });
    if (b < 0) continue;
    const extra = out[b]!;
    out[a] = diff('reordered', missing.expected, extra.typed, missing.referenceIndex, extra.answerIndex);
    out.splice(b, 1);
    if (b < a) a--;
  }
  return out;
}

function diff(
  kind: DiffClass,
  expected: string | null,
  typed: string | null,
  referenceIndex: number | null,
  answerIndex: number | null,
): WordDiff {
  return { kind, expected, typed, accepted: ACCEPTED.has(kind), referenceIndex, answerIndex };
}

/** True when the answer is the reference word for word, spelling included. */
export function isExactMatch(diffs: readonly WordDiff[]): boolean {
  return diffs.length === 0;
}

/** True when every difference is a forgiven spelling (hamza seat, ة/ه, ى/ي, mushaf spelling). */
export function isAcceptedMatch(diffs: readonly WordDiff[]): boolean {
  return diffs.every((d) => d.accepted);
}

/** Only the differences that make the answer wrong. */
export function rejectedDiffs(diffs: readonly WordDiff[]): WordDiff[] {
  return diffs.filter((d) => !d.accepted);
}
