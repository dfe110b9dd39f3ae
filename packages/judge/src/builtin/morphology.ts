import { singleEdit } from '@lisan/arabic';
import type { ErrorClass } from '@lisan/contract';

/*
 * What kind of change turned a verse's word into the typed one. Not a morphological analyser: the affixes that
 * carry person, number, gender, case, mood and definiteness are few, and comparing what is left after them is
 * enough to tell "the same word, addressed to someone else" (an adaptation a usage note may license) from "the
 * same word with its case ending changed" (a misquote, always).
 */

export interface Change {
  class: ErrorClass;
  /** A change of who is spoken to or about (attached pronoun, verb person/number/gender): an adaptation when licensed. */
  adaptation: boolean;
}

/** Hamza seats and marks folded; ة and ى kept, since they carry gender and number. */
function key(word: string): string {
  return word
    .replace(/[\u064B-\u0652\u0670\u0640]/gu, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ؤ/gu, 'و')
    .replace(/ئ/gu, 'ي')
    .replace(/ء/gu, '');
}

const PRONOUNS = ['', 'ي', 'ني', 'ك', 'كم', 'كما', 'كن', 'ه', 'ها', 'هم', 'هما', 'هن', 'نا'];
const INDEPENDENT = new Set(['انا', 'انت', 'انتم', 'انتما', 'انتن', 'هو', 'هي', 'هم', 'هما', 'هن', 'نحن']);
const EMPHATIC_WITH_PRONOUN = new Set(['اني', 'انا', 'انك', 'انكم', 'انكما', 'انه', 'انها', 'انهم', 'انهما']);
const IMPERFECT = /^[يتنا]/u;
const VERB_SUFFIXES = ['', 'ون', 'ين', 'ان', 'وا', 'ي', 'ا', 'ن'];
const INDICATIVE = new Set(['ون', 'ين', 'ان']);
const JUSSIVE = new Set(['وا', 'ي', 'ا']);
const PERFECT_SUFFIXES = ['', 'ت', 'تم', 'تما', 'تن', 'نا', 'وا', 'ا', 'ن', 'تا'];
const NOUN_SUFFIXES = ['', 'ون', 'ين', 'ان', 'ات', 'ة', 'ى', 'ا'];

function pronounClass(a: string, b: string): ErrorClass {
  const gender = new Set(['كم|كن', 'هم|هن', 'ه|ها', 'كما|كن']);
  if (gender.has(`${a}|${b}`) || gender.has(`${b}|${a}`)) return 'gender';
  // One, two (ـكما ـهما) or more (ـكم ـكن ـهم ـهن ـنا): the same person with another count is a change of number.
  const count = (p: string) => (p.endsWith('ما') ? 2 : /[من]$/u.test(p) || p === 'نا' ? 3 : 1);
  if (count(a) !== count(b) && a.slice(0, 1) === b.slice(0, 1)) return 'number';
  return 'person';
}

/** Splits the shared conjunction (و ف) and preposition (ب ل ك) off both words. */
function stripShared(a: string, b: string): [string, string] {
  while (a.length > 3 && b.length > 3 && a[0] === b[0] && 'وفبلك'.includes(a[0]!)) {
    a = a.slice(1);
    b = b.slice(1);
  }
  return [a, b];
}

function pronounSwap(e: string, t: string): Change | undefined {
  for (const p1 of PRONOUNS) {
    if (!e.endsWith(p1)) continue;
    const base = e.slice(0, e.length - p1.length);
    if ((base.length < 2 && !'لبك'.includes(base)) || !base || !t.startsWith(base)) continue;
    const p2 = t.slice(base.length);
    if (p2 === p1 || !PRONOUNS.includes(p2)) continue;
    // A final ة is not the pronoun ه: رحمة → رحمك is a broken word, not an adaptation.
    if ((p1 === '' && base.endsWith('ة')) || (p2 === '' && t.endsWith('ة'))) continue;
    // A third-person pronoun points back to a word of the verse (منها: the greeting; يرزقها: the creature), not
    // to the one spoken to: changing it to any person (منه، يرزقنا) changes the verse, unless a usage note writes
    // the form out. A note that lets the person spoken to change licenses only that.
    const third = (p: string) => /^ه/u.test(p);
    if (third(p1)) return { class: pronounClass(p1, p2), adaptation: false };
    return { class: pronounClass(p1, p2), adaptation: true };
  }
  return undefined;
}

function definiteness(e: string, t: string): boolean {
  for (const p of ['', 'ب', 'ل', 'ك', 'و', 'ف']) {
    if (e.startsWith(`${p}ال`) && `${p}${e.slice(p.length + 2)}` === t && t.length >= 3) return true;
    if (t.startsWith(`${p}ال`) && `${p}${t.slice(p.length + 2)}` === e && e.length >= 3) return true;
  }
  return false;
}

function splits(
  word: string,
  suffixes: readonly string[],
  prefix: RegExp | null,
): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  const m = prefix ? prefix.exec(word) : null;
  const pre = m ? m[0] : '';
  if (prefix && !m) return out;
  for (const s of suffixes) {
    if (!word.endsWith(s)) continue;
    const stem = word.slice(pre.length, word.length - s.length);
    if (stem.length >= 2) out.push([pre, stem, s]);
  }
  return out;
}

function verbChange(e: string, t: string): Change | undefined {
  const ei = splits(e, VERB_SUFFIXES, IMPERFECT);
  const ti = splits(t, VERB_SUFFIXES, IMPERFECT);
  // A first-person singular verb (أفعل) never takes the endings ـون ـين ـان: a word read so is a noun with its
  // case ending (آمنين → آمنون), not a verb addressed to someone else.
  const verbal = ([p, , x]: [string, string, string]) => !(p === 'ا' && INDICATIVE.has(x));
  for (const [pe, se, xe] of ei.filter(verbal)) {
    for (const [pt, st, xt] of ti.filter(verbal)) {
      if (se !== st || (pe === pt && xe === xt)) continue;
      const pair = (a: string, b: string) =>
        (a === 'ون' && b === 'وا') || (a === 'ين' && b === 'ي') || (a === 'ان' && b === 'ا');
      if ((JUSSIVE.has(xe) && INDICATIVE.has(xt)) || (INDICATIVE.has(xe) && JUSSIVE.has(xt))) {
        if (pair(xe, xt) || pair(xt, xe)) return { class: 'mood', adaptation: false };
        continue;
      }
      return { class: xe === xt ? 'person' : pe === pt ? 'number' : 'person', adaptation: true };
    }
  }
  // Past against present of the same verb.
  const ep = splits(e, PERFECT_SUFFIXES, null);
  const tp = splits(t, PERFECT_SUFFIXES, null);
  for (const [, se] of ei)
    for (const [, st] of tp) if (se === st && se.length >= 3) return { class: 'tense', adaptation: false };
  for (const [, se] of ep)
    for (const [, st] of ti) if (se === st && se.length >= 3) return { class: 'tense', adaptation: false };
  for (const [, se, xe] of ep) {
    for (const [, st, xt] of tp) {
      if (se === st && xe !== xt && se.length >= 2 && (xe.length > 0 || xt.length > 0) && !/^ال/u.test(se)) {
        if ([xe, xt].every((x) => ['', 'وا', 'ا', 'ن'].includes(x)) && [xe, xt].includes('')) continue;
        return { class: 'person', adaptation: true };
      }
    }
  }
  return undefined;
}

function nounChange(e: string, t: string): Change | undefined {
  const es = splits(e, NOUN_SUFFIXES, null);
  const ts = splits(t, NOUN_SUFFIXES, null);
  for (const [, se, xe] of es) {
    for (const [, st, xt] of ts) {
      if (se !== st || xe === xt || se.length < 2) continue;
      const pair = new Set([xe, xt]);
      const is = (a: string, b: string) => pair.has(a) && pair.has(b);
      if (is('ون', 'ين') || is('ان', 'ين')) return { class: 'case', adaptation: false };
      if (is('', 'ة')) return { class: 'gender', adaptation: false };
      if (is('', 'ا')) continue;
      return { class: 'number', adaptation: false };
    }
  }
  return undefined;
}

/**
 * A verb whose first-person object ي the mushaf leaves out and the nun's kasra marks (يَشۡفِينِ, أَطِيعُونِ): the
 * standard spelling drops it too, so the object is written back before comparing. "He heals me" adapted to "he
 * heals you" is then a pronoun swap, and يشفون ("they heal") a different verb form.
 */
function withElidedObject(standard: string, uthmani: string | undefined): string {
  if (!uthmani || !standard.endsWith('ن')) return standard;
  return /ن\u0650[\u06D6-\u06ED]*$/u.test(uthmani.trim()) ? `${standard}ي` : standard;
}

/**
 * How the typed word differs from the verse's word; undefined when they are unrelated words. `uthmani`, the
 * verse's own spelling of the expected word when known, tells a left-out object pronoun from a verb ending.
 */
export function classifyChange(expected: string, typed: string, uthmani?: string): Change | undefined {
  const [e, t] = stripShared(key(withElidedObject(expected, uthmani)), key(typed));
  if (e === t) return undefined;
  if (INDEPENDENT.has(e) && INDEPENDENT.has(t)) return { class: 'person', adaptation: true };
  // إنّ with its pronoun (إنا → إني: "we" said by one): like any attached pronoun, the third person points back
  // to a word of the verse and is not who is spoken to or who speaks.
  if (EMPHATIC_WITH_PRONOUN.has(e) && EMPHATIC_WITH_PRONOUN.has(t))
    return { class: 'person', adaptation: !/^انه/u.test(e) && !/^انه/u.test(t) };
  if (definiteness(e, t)) return { class: 'definiteness', adaptation: false };
  const pronoun = pronounSwap(e, t);
  if (pronoun) return pronoun;
  const isNoun = /^ال/u.test(e) || /^ال/u.test(t);
  if (!isNoun) {
    const verb = verbChange(e, t);
    if (verb) return verb;
  }
  const noun = nounChange(e, t);
  if (noun) return noun;
  // A verb with an object pronoun adapted both ways (تعلمن → تعلميني): same core, person endings only.
  if (!isNoun && e.length >= 3 && t.length >= 3 && IMPERFECT.test(e) && e[0] === t[0]) {
    for (const p of PRONOUNS) {
      if (!p) continue;
      const te = t.endsWith(p) ? t.slice(0, -p.length) : t;
      const ee = e.endsWith(p) ? e.slice(0, -p.length) : e;
      // An object pronoun left out (ادخلوها → ادخلوا) or added is not a change of who is spoken to.
      if (te === t || ee === e) continue;
      const verb = verbChange(ee, te);
      if (verb?.adaptation) return verb;
    }
  }
  if (singleEdit(e, t)) return { class: 'typo', adaptation: false };
  return undefined;
}
