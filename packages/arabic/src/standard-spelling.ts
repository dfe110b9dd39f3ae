import {
  ALEF,
  ALEF_HAMZA_ABOVE,
  ALEF_HAMZA_BELOW,
  ALEF_MADDA,
  ALEF_MAQSURA,
  ALEF_WASLA,
  DAGGER_ALEF,
  HAMZA,
  HAMZA_ABOVE,
  HAMZA_BELOW,
  HEH,
  MADDAH,
  SAD,
  SEEN,
  SMALL_HIGH_NOON,
  SMALL_HIGH_SEEN,
  SMALL_HIGH_YEH,
  SMALL_WAW,
  SMALL_YEH,
  TATWEEL,
  WAW,
  WAW_HAMZA,
  YEH,
  YEH_HAMZA,
  NOON,
  SMALL_MEEM,
  FEH,
  BEH,
  KAF,
  HAH,
  FATHA,
  SUKUN,
  LAM,
  SHADDA,
  THAL,
  TEH,
  isCombining,
  isDammaLike,
  isFathaLike,
  isKasraLike,
  isSukunLike,
} from './chars.js';
import { SPELLING_EXCEPTIONS, type SpellingException } from './spelling-exceptions.js';

/** A letter (or seat) with the marks riding on it; the unit every Uthmani rule looks at. */
interface Cluster {
  base: string;
  marks: string;
}

type Vowel = 'a' | 'i' | 'u' | 'none';

// Ornaments that stand between words or glue onto the first one (rub el hizb, sajda, thin space).
const ORNAMENTS = /[\u06DE\u06E9\u2009]/gu;

// The dagger alef is first written as this placeholder so the closed word list (F5) can still
// see where it stood; anything left afterwards becomes a plain alef.
const PLACEHOLDER = '\uE000';

function toClusters(word: string): Cluster[] {
  const out: Cluster[] = [];
  for (const ch of word) {
    const last = out[out.length - 1];
    if (isCombining(ch) && last) last.marks += ch;
    else out.push({ base: ch, marks: '' });
  }
  return out;
}

function vowelOf(marks: string): Vowel {
  for (const m of marks) {
    if (isKasraLike(m)) return 'i';
    if (isDammaLike(m)) return 'u';
    if (isFathaLike(m)) return 'a';
  }
  return 'none';
}

const hasSukun = (marks: string): boolean => [...marks].some(isSukunLike);
/** The vowel sound before position i, reading long vowels off the letters that carry them. */
function vowelBefore(cs: Cluster[], i: number): Vowel | 'long-a' | 'sukun' | 'start' {
  for (let j = i - 1; j >= 0; j--) {
    const c = cs[j]!;
    if (c.base === TATWEEL && !c.marks) continue;
    if (c.marks.includes(DAGGER_ALEF)) return 'long-a';
    if (c.base === ALEF || c.base === ALEF_MADDA || c.base === ALEF_MAQSURA) return 'long-a';
    // A yeh before a hamza (long ī or diphthong ay) pulls it onto a yeh seat, as a kasra would.
    const v = vowelOf(c.marks);
    if (c.base === YEH && v === 'none') return 'i';
    if (v !== 'none') return v;
    return 'sukun';
  }
  return 'start';
}

/** Whether any letter that will be written follows position i within the word. */
function hasLetterAfter(cs: Cluster[], i: number): boolean {
  for (let j = i + 1; j < cs.length; j++) {
    const c = cs[j]!;
    if (c.base !== TATWEEL) return true;
    if (c.marks.includes(DAGGER_ALEF) || c.marks.includes(HAMZA_ABOVE)) return true;
  }
  return false;
}

/** The only thing after position i is the alef that carries tanween (شيئا، جزءا). */
function onlyTanweenAlefAfter(cs: Cluster[], i: number): boolean {
  const rest = cs.slice(i + 1).filter((c) => c.base !== TATWEEL || c.marks);
  return rest.length === 1 && rest[0]!.base === ALEF && vowelOf(rest[0]!.marks) === 'none';
}

const hasTanweenFath = (marks: string): boolean => /[\u064B\u0657\u08F0]/u.test(marks);
const isSilent = (c: Cluster | undefined): boolean =>
  c !== undefined && c.marks.includes(SUKUN) && vowelOf(c.marks) === 'none' && !c.marks.includes(SHADDA);

/**
 * Writes a hamza the mushaf leaves without a seat (floating, or ء on the line), choosing the seat
 * from its own vowel and the vowel before it (F7). Returns the text and how many clusters it used.
 */
function writeHamza(cs: Cluster[], i: number, initial: boolean, floating: boolean): [string, number] {
  const { marks } = cs[i]!;
  const next = cs[i + 1];
  const own = vowelOf(marks);
  const before = vowelBefore(cs, i);
  const plainFatha = marks.includes(FATHA);
  const alefFollows = next?.base === ALEF && vowelOf(next.marks) === 'none' && !isSilent(next);
  if (initial) {
    if (own === 'i') return [ALEF_HAMZA_BELOW, 1];
    if (marks.includes(DAGGER_ALEF)) return [ALEF_MADDA, 1];
    if (plainFatha && alefFollows) return [ALEF_MADDA, 2];
    return [ALEF_HAMZA_ABOVE, 1];
  }
  const final = !hasLetterAfter(cs, i) || onlyTanweenAlefAfter(cs, i);
  if (final) {
    if (!floating) return [HAMZA, 1];
    if (before === 'i') return [YEH_HAMZA, 1];
    if (before === 'u') return [WAW_HAMZA, 1];
    // خطأ، ملجأ: after a fatha the hamza sits on alef and the tanween alef is not written again.
    if (before === 'a')
      return [ALEF_HAMZA_ABOVE, hasTanweenFath(marks) && onlyTanweenAlefAfter(cs, i) ? 2 : 1];
    return [HAMZA, 1];
  }
  // خطيئات: a dagger alef after the hamza is still an alef once the seat is a yeh.
  if (own === 'i' || before === 'i') return [marks.includes(DAGGER_ALEF) ? YEH_HAMZA + ALEF : YEH_HAMZA, 1];
  if (before === 'long-a') return [HAMZA, 1];
  if (!floating && before === 'sukun' && !alefFollows && !marks.includes(DAGGER_ALEF)) return [HAMZA, 1];
  if (plainFatha && (marks.includes(DAGGER_ALEF) || alefFollows) && before !== 'u') {
    return [ALEF_MADDA, marks.includes(DAGGER_ALEF) ? 1 : 2];
  }
  if (own === 'u' && next?.base === WAW) return [floating ? YEH_HAMZA : HAMZA, 1];
  if (own === 'u' || before === 'u') return [WAW_HAMZA, 1];
  if (own === 'a' || before === 'a') return [ALEF_HAMZA_ABOVE, 1];
  return [HAMZA, 1];
}

const PREFIXES = new Set([WAW, FEH, BEH, LAM, KAF, ALEF_HAMZA_ABOVE]);

/** Index where the word proper begins once a one-letter prefix (و ف ب ل ك, question أ) is set aside. */
function afterPrefix(cs: Cluster[]): number {
  const first = cs[0];
  if (first && PREFIXES.has(first.base) && cs.length > 2 && vowelOf(first.marks) !== 'none') {
    let j = 1;
    while (
      cs[j]?.base === TATWEEL &&
      !cs[j]!.marks.includes(HAMZA_ABOVE) &&
      !cs[j]!.marks.includes(DAGGER_ALEF)
    )
      j++;
    return j;
  }
  return 0;
}

/** Converts one Uthmani word; the result may hold a space (vocative يا is written apart). */
function convertWord(word: string): string {
  const cs = toClusters(word);
  let out = '';
  let stemStart = afterPrefix(cs);
  for (let i = 0; i < cs.length; i++) {
    const { base, marks } = cs[i]!;
    const next = cs[i + 1];
    const dagger = marks.includes(DAGGER_ALEF);
    const atStart = i === 0 || i === stemStart;

    if (
      atStart &&
      base === YEH &&
      carriesDagger(cs, i) &&
      i <= 1 &&
      (i === 0 || cs[0]!.base === WAW || cs[0]!.base === FEH)
    ) {
      // F3: the vocative يا fused to the next word in the mushaf is written apart.
      out += YEH + ALEF + ' ';
      if (!dagger) i++;
      stemStart = i + 1;
      continue;
    }
    if (
      i === 0 &&
      base === HEH &&
      next?.base === TATWEEL &&
      next.marks.includes(DAGGER_ALEF) &&
      cs[2]?.base === ALEF_HAMZA_ABOVE
    ) {
      out += HEH + ALEF + ' '; // ها أنتم
      i++;
      continue;
    }
    const floating = marks.includes(HAMZA_ABOVE) && (base === TATWEEL || dagger);
    if (floating || base === HAMZA) {
      if (floating && base !== TATWEEL) out += base;
      const initial =
        (i === stemStart || (cs[i - 1]?.base === TATWEEL && i - 1 === stemStart)) &&
        base !== ALEF_HAMZA_ABOVE;
      if (base === HAMZA && marks.includes(MADDAH)) {
        out += ALEF_MADDA;
        continue;
      }
      if (base === HAMZA && vowelOf(marks) === 'a' && next?.base === ALEF && next.marks.includes(MADDAH)) {
        out += ALEF_MADDA; // ءآ: the question hamza before a long alef
        i++;
        continue;
      }
      if (floating && base !== TATWEEL) {
        out += ALEF_HAMZA_ABOVE; // a dagger alef carrying the hamza (فادارأتم)
        continue;
      }
      const tanween = hasTanweenFath(marks) || marks.includes(SMALL_MEEM);
      if (vowelOf(marks) === 'a' && next?.base === ALEF && i + 2 === cs.length && !tanween) {
        // رأى، تراءى: a verb's final alef after hamza is an alef maqsura in standard spelling.
        out += (vowelBefore(cs, i) === 'long-a' ? HAMZA : ALEF_HAMZA_ABOVE) + ALEF_MAQSURA;
        i++;
        continue;
      }
      const [text, used] = writeHamza(cs, i, initial, floating);
      out += text;
      i += used - 1;
      continue;
    }
    if (marks.includes(HAMZA_BELOW) && (base === YEH || base === WAW)) {
      const before = vowelBefore(cs, i);
      if (before === 'long-a') out += HAMZA;
      else out += base === WAW ? WAW_HAMZA : YEH_HAMZA;
      continue;
    }
    if (base === WAW_HAMZA && next?.base === ALEF && isSilent(next) && i + 2 === cs.length) {
      // Final hamza written on waw with a silent alef (نبؤا): standard spelling seats it by the vowel before.
      const before = vowelBefore(cs, i);
      out += before === 'u' ? WAW_HAMZA : before === 'a' ? ALEF_HAMZA_ABOVE : HAMZA;
      i++;
      continue;
    }

    switch (base) {
      case ALEF_WASLA:
        out += ALEF;
        break;
      case ALEF:
        if (isSilent(cs[i]) && !keepsSilentAlef(cs, i)) break;
        out += ALEF;
        break;
      case ALEF_HAMZA_ABOVE:
        // تبوء، لتنوء: a final hamza after a long waw sits on the line.
        if (i === cs.length - 1 && cs[i - 1]?.base === WAW && vowelOf(cs[i - 1]!.marks) === 'none')
          out += HAMZA;
        else if (marks.includes(MADDAH) || dagger)
          out += ALEF_MADDA; // أآلهتنا
        else out += base;
        break;
      case ALEF_MAQSURA:
        // F11: inside a word the alef maqsura is written as a plain alef (أدراك).
        out += hasLetterAfter(cs, i) ? ALEF : ALEF_MAQSURA;
        break;
      case YEH:
        if (!isSilent(cs[i])) out += YEH;
        // يحيي، محيي: the mushaf drops the second yeh at the end of these words.
        if (
          i === cs.length - 1 &&
          cs[i - 1]?.base === HAH &&
          hasSukun(cs[i - 1]!.marks) &&
          vowelOf(marks) === 'i' &&
          vowelOf(cs[i - 2]?.marks ?? '') === 'u'
        )
          out += YEH;
        break;
      case TATWEEL:
        break;
      case SMALL_WAW: {
        const prev = cs[i - 1];
        if (!(prev?.base === HEH && vowelOf(prev.marks) === 'u')) out += WAW;
        break;
      }
      case SMALL_YEH: {
        const prev = cs[i - 1];
        if (!(prev?.base === HEH && vowelOf(prev.marks) === 'i')) out += YEH;
        break;
      }
      case SAD:
        out += marks.includes(SMALL_HIGH_SEEN) ? SEEN : SAD;
        break;
      case WAW:
        // F1: a bare waw carrying the dagger alef is the mushaf's way of writing alef (الصلوة).
        if (!(dagger && vowelOf(marks) === 'none')) out += WAW;
        // جاءوا: the plural alef the mushaf leaves out after ءُو.
        if (i === cs.length - 1 && cs[i - 1]?.base === HAMZA && vowelOf(cs[i - 1]!.marks) === 'u')
          out += ALEF;
        break;
      case LAM:
        out += LAM;
        if (doublesLam(cs, i)) out += LAM;
        break;
      case SEEN:
        out += SEEN;
        break;
      default:
        out += base;
    }
    // واسأل: the imperative سل after و/ف is written with its alef in standard spelling.
    if (
      i === 0 &&
      (base === WAW || base === FEH) &&
      next?.base === SEEN &&
      hasSukun(next.marks) &&
      cs[2]?.base === TATWEEL
    )
      out += ALEF;
    if (dagger && base !== ALEF_MAQSURA && base !== ALEF_HAMZA_ABOVE) out += PLACEHOLDER;
    if (marks.includes(SMALL_HIGH_YEH)) out += YEH;
    if (marks.includes(SMALL_HIGH_NOON)) out += NOON;
  }
  return applyClosedList(out).replaceAll(PLACEHOLDER, ALEF).trim();
}

/** A silent alef stays after a plural waw (كانوا) and before ئ (مائة); elsewhere it is not written. */
function keepsSilentAlef(cs: Cluster[], i: number): boolean {
  const prev = cs[i - 1];
  if (i === cs.length - 1) {
    if (prev?.base === SMALL_WAW) return true;
    return prev?.base === WAW && vowelOf(prev.marks) !== 'a' && !prev.marks.includes(DAGGER_ALEF);
  }
  return cs[i + 1]?.base === YEH_HAMZA;
}

function carriesDagger(cs: Cluster[], i: number): boolean {
  if (cs[i]!.marks.includes(DAGGER_ALEF)) return true;
  const next = cs[i + 1];
  return next?.base === TATWEEL && next.marks.includes(DAGGER_ALEF);
}

/**
 * The mushaf writes one lam with shadda where standard spelling writes two: الليل, and the
 * dual and feminine plural relatives (اللذان، اللاتي، اللائي), but not الذي، التي، الذين.
 */
function doublesLam(cs: Cluster[], i: number): boolean {
  const c = cs[i]!;
  if (!c.marks.includes(SHADDA) || cs[i - 1]?.base !== ALEF_WASLA) return false;
  const next = cs[i + 1];
  if (!next) return false;
  if (next.base === TATWEEL && next.marks.includes(DAGGER_ALEF)) return true;
  if (next.base === YEH && hasSukun(next.marks)) return true;
  return (next.base === THAL || next.base === TEH) && vowelOf(next.marks) === 'a';
}

// F5: words whose standard spelling keeps the mushaf's short form (no alef where the dagger was).
const CLOSED_LIST: Array<[RegExp, string]> = [
  [new RegExp(`ذ${PLACEHOLDER}ل`, 'gu'), 'ذل'],
  [new RegExp(`^([وفبلكأ]*)ه${PLACEHOLDER}(ذ|ؤ|كذ)`, 'gu'), '$1ه$2'],
  [new RegExp(`ل${PLACEHOLDER}كن`, 'gu'), 'لكن'],
  [new RegExp(`إل${PLACEHOLDER}ه`, 'gu'), 'إله'],
  [new RegExp(`لرحم${PLACEHOLDER}ن`, 'gu'), 'لرحمن'],
  [new RegExp(`أول${PLACEHOLDER}ئ`, 'gu'), 'أولئ'],
];

function applyClosedList(word: string): string {
  if (!word.includes(PLACEHOLDER)) return word;
  let out = word;
  for (const [re, to] of CLOSED_LIST) out = out.replace(re, to);
  return out;
}

/** Removes marks and ornaments that never decide the spelling, keeping the letters' clusters intact. */
function stripOrnaments(word: string): string {
  return word.replace(ORNAMENTS, '');
}

const EXCEPTIONS_BY_RULE = new Map<string, SpellingException[]>();
for (const e of SPELLING_EXCEPTIONS)
  EXCEPTIONS_BY_RULE.set(e.rule, [...(EXCEPTIONS_BY_RULE.get(e.rule) ?? []), e]);

/** Standard spelling by the rules alone, without the exception list; for measuring the rules. */
export function standardSpellingByRules(uthmaniWord: string): string {
  return convertWord(stripOrnaments(uthmaniWord));
}

/**
 * Standard (imla'i) spelling of one Uthmani word; may contain a space (يا أيها).
 * `verse` (`surah:ayah`) lets the few exceptions tied to one verse apply.
 */
export function standardSpellingOfWord(uthmaniWord: string, verse?: string): string {
  const ruled = convertWord(stripOrnaments(uthmaniWord));
  const exceptions = EXCEPTIONS_BY_RULE.get(ruled);
  const hit = exceptions?.find((e) => !e.only || (verse !== undefined && e.only.includes(verse)));
  return hit ? hit.standard : ruled;
}

/**
 * The mushaf's own spelling with every mark removed (rasm), as a memoriser would type it:
 * no dagger alef, no small waw/yeh, الصلوة not الصلاة. Floating hamzas keep a plain ء.
 */
export function rasmOfWord(uthmaniWord: string): string {
  let out = '';
  for (const { base, marks } of toClusters(stripOrnaments(uthmaniWord))) {
    if (base === SMALL_WAW || base === SMALL_YEH) continue;
    if (marks.includes(HAMZA_ABOVE) || marks.includes(HAMZA_BELOW)) {
      if (base === ALEF) out += marks.includes(HAMZA_BELOW) ? ALEF_HAMZA_BELOW : ALEF_HAMZA_ABOVE;
      else if (base === WAW) out += WAW_HAMZA;
      else if (base === YEH || base === ALEF_MAQSURA) out += YEH_HAMZA;
      else if (base === TATWEEL) out += HAMZA;
      else out += base + HAMZA;
      continue;
    }
    if (base === TATWEEL) continue;
    if (base === ALEF_WASLA) out += ALEF;
    else if (base === ALEF && marks.includes(MADDAH)) out += ALEF_MADDA;
    else out += base;
  }
  return out;
}

/** Standard spelling of a whole Uthmani verse or phrase; `verse` as in standardSpellingOfWord. */
export function toStandardSpelling(uthmani: string, verse?: string): string {
  return splitUthmaniWords(uthmani)
    .map((w) => standardSpellingOfWord(w, verse))
    .join(' ');
}

/** Rasm (mushaf spelling without marks) of a whole Uthmani verse or phrase. */
export function toRasm(uthmani: string): string {
  return splitUthmaniWords(uthmani).map(rasmOfWord).join(' ');
}

/** Words of an Uthmani verse; ornaments that stand alone are not words. */
export function splitUthmaniWords(uthmani: string): string[] {
  return uthmani
    .replace(/\u2009/gu, '')
    .split(/\s+/u)
    .filter((w) => /[\u0621-\u064A\u0671]/u.test(w));
}
