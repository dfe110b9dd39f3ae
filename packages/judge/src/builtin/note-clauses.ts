import { foldWord } from '@lisan/arabic';

/*
 * What a usage note's clauses license beyond the single words they write out. A clause that changes two words
 * together ("One speaker alone says كنت for كنا and لخاطئا for لخاطئين") licenses the pair, not either word alone:
 * كنا with لخاطئا no longer agrees, and is neither the verse nor its adaptation. A clause that names what a
 * pronoun of the verse refers to ("فيه refers to honey") gives its other forms ("for a feminine noun … فيها") for
 * other things than that one: where the situation speaks of that very thing, the other form misquotes the verse.
 */

const ARABIC = '[\\u0621-\\u0652]+';
/** "كنت for كنا": the form, then the verse's word it stands for. */
const FOR_PAIR = new RegExp(`(${ARABIC})\\s+for\\s+(${ARABIC})`, 'gu');
/** "آمنين becomes آمنا": the verse's word, then its form. */
const BECOMES_PAIR = new RegExp(`(${ARABIC})\\s+becomes\\s+(${ARABIC})`, 'gu');

interface Pair {
  form: string;
  verse: string;
  /** The form as the note writes it, marks aside. */
  written: string;
}

const unmarked = (w: string) => w.replace(/[\u064B-\u0652]/gu, '');
const bare = (w: string) => foldWord(unmarked(w));

function pairsOf(clause: string): Pair[] {
  const out: Pair[] = [];
  for (const m of clause.matchAll(FOR_PAIR))
    out.push({ form: bare(m[1]!), verse: bare(m[2]!), written: unmarked(m[1]!) });
  for (const m of clause.matchAll(BECOMES_PAIR))
    out.push({ form: bare(m[2]!), verse: bare(m[1]!), written: unmarked(m[2]!) });
  return out.filter((p) => p.form !== p.verse);
}

/** A pair of words the note changes together, said with one adapted and the other as the verse has it. */
export interface HalfAdapted {
  /** The adapted word as typed. */
  typed: string;
  /** The verse's word typed as the verse has it, which the same clause changes too. */
  kept: string;
  /** The clause's forms, in its order (the adaptation said whole). */
  forms: string[];
}

/**
 * The typed words carry one form of a note clause that changes several words together, and another of the
 * clause's words as the verse has it (وإن كنا لخاطئا for "كنت for كنا and لخاطئا for لخاطئين").
 */
export function halfAdapted(
  note: string | null | undefined,
  typed: readonly string[],
): HalfAdapted | undefined {
  const keys = typed.map(foldWord);
  for (const clause of (note ?? '').split(/[;.]/u)) {
    const pairs = pairsOf(clause);
    if (pairs.length < 2) continue;
    const adapted = pairs.find((p) => keys.includes(p.form) && !keys.includes(p.verse));
    const kept = pairs.find((p) => p !== adapted && keys.includes(p.verse) && !keys.includes(p.form));
    if (!adapted || !kept) continue;
    return {
      typed: typed[keys.indexOf(adapted.form)]!,
      kept: typed[keys.indexOf(kept.verse)]!,
      forms: pairs.map((p) => p.written),
    };
  }
  return undefined;
}

/** "فيه refers to honey (the drink)": the verse's word, then the English that names its referent. */
const REFERS = new RegExp(`(${ARABIC})\\s+refers to\\s+([^;.]+)`, 'u');
/** Words of a referent's description that name no thing: grammar, articles. */
const NOT_A_THING =
  /^(?:a|an|the|one|of|and|or|to|feminine|masculine|noun|nouns|word|thing|things|such|as|it|its|singular|plural)$/iu;

/**
 * The forms a note gives for another referent than the verse's own, when the situation speaks of the verse's
 * own referent (honey offered, and فيها "for a feminine noun"): forms that do not suit this situation.
 */
export function formsForOtherReferent(note: string | null | undefined, situation: string): Set<string> {
  const out = new Set<string>();
  const text = note ?? '';
  const refers = REFERS.exec(text);
  // "ها refers to a feminine noun (the dream, رؤيا)": the verse's grammar, not a thing; a masculine word for the
  // same thing (حلم) takes the other form.
  if (!refers || /\b(?:feminine|masculine)\b/iu.test(refers[2]!)) return out;
  const named = (refers[2]!.match(/[A-Za-z]+/gu) ?? []).filter((w) => w.length >= 3 && !NOT_A_THING.test(w));
  const spoken = named.some((w) => new RegExp(`\\b${w}`, 'iu').test(situation));
  if (!spoken) return out;
  const own = new Set((refers[0]!.match(new RegExp(ARABIC, 'gu')) ?? []).map(bare));
  for (const clause of text.split(/[;.]/u)) {
    if (clause.includes(refers[0]!)) continue;
    for (const w of clause.match(new RegExp(ARABIC, 'gu')) ?? []) if (!own.has(bare(w))) out.add(bare(w));
  }
  return out;
}
