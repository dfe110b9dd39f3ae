import {
  diffWords,
  foldWord,
  getVerse,
  identify,
  rootOfWord,
  type Candidate,
  type ReferenceWord,
  type WordDiff,
} from '@lisan/arabic';
import type { ConversationJudgeItem, RoleplayJudgeItem } from '@lisan/contract';
import type { Translator } from '../messages/index.js';
import type { BuiltinResult } from '../types.js';
import { classifyChange } from './morphology.js';
import { edgeInVersePlace, quotationIn, type QuotationFound } from './quotation-extent.js';
import { spokenOfOne, thirdPersonTo } from './adapt-to-situation.js';
import { formsForOtherReferent, halfAdapted, type HalfAdapted } from './note-clauses.js';
import { everydayReply } from './everyday.js';
import { versesHolding } from './exact-stretch.js';
import { errorsOf, noteForbidsChange, noteWords, readAnswer } from './quotation.js';
import { describeDiffs, identifiedOf, isHard, joinSentences, refLabel, result } from './shared.js';

/*
 * The last word on a reply the rules found right: a hafiz must never be told a misquoted verse is right. Whatever
 * reading of the reply made it right (a listed phrase, another verse that fits, a formula said around it), every
 * verse the reply quotes is read again as a quotation, and a word added, left out, moved or put in a verse word's
 * place between the first and the last of that verse's words quoted is a misquote. Only what the item licenses is
 * no change: spelling the judge forgives, a change of who is spoken to (the reply is said to someone), the forms
 * its usage notes write out, and the vocative of a prayer.
 */

/** Readings of the reply tried besides the item's own phrases. */
const CANDIDATES = 4;
/** Fewest of a verse's words the reply must quote around a change for it to be that verse misquoted. */
const QUOTED_WORDS = 3;

type Dialogue = ConversationJudgeItem | RoleplayJudgeItem;

interface Quoted {
  ref: string;
  words: readonly ReferenceWord[];
  candidate?: Candidate;
  /** Folded forms the item's usage note writes out (and the name it asks to replace). */
  noted: Set<string>;
  placeholder?: string;
  /** The one person the situation speaks of, whom the verse's "them" may be turned to (unless a note forbids). */
  spokenOf?: { woman: boolean };
  /** One of the item's phrases, or its verse read further: what the learner was asked to say. */
  listed: boolean;
  /** Where in `words` the listed phrase ends, when this reading is its whole verse. */
  phraseLast?: number;
}

/** An attached pronoun, all of what follows the verse's word. */
const PRONOUN_ADDED = /^(?:ه|ها|هم|هن|هما|ك|كم|كن|كما|نا|ي)$/u;

/** رب / ربنا said as اللهم: the vocative of a prayer as people say it. */
const vocative = (d: WordDiff) =>
  !!d.typed && /^(?:اللهم)$/u.test(d.typed) && !!d.expected && /^(?:رب|ربنا|ربي)$/u.test(d.expected);

/**
 * A change the item licenses: who is spoken to, the one person the situation speaks of, a form the usage note
 * writes, the vocative of a prayer.
 */
function licensed(d: WordDiff, q: Quoted): boolean {
  const noted = q.noted;
  if (d.accepted || vocative(d)) return true;
  if (d.typed && d.expected && thirdPersonTo(q.spokenOf, d.expected, d.typed)) return true;
  // A note writes out the verse's unchanged words with its forms: such a word put in another word's place
  // (المحسنين for وأحسنوا) is the verse's word moved, not the note's form.
  const own = new Set(q.words.map((w) => foldWord(w.standard)));
  // The note writes its form bare (قولي); the verse's joining و stays on it (وقولي for وقل).
  const noteForm = (w: string) =>
    [foldWord(w), foldWord(w).replace(/^[وف](?=..)/u, '')].some((k) => noted.has(k) && !own.has(k));
  if (d.typed && d.typed.split(' ').every(noteForm)) return true;
  // A pronoun put on a word that has none (ربهم for رب) speaks of someone the verse does not: not an adaptation.
  if (
    d.typed &&
    d.expected &&
    PRONOUN_ADDED.test(foldWord(d.typed).slice(foldWord(d.expected).length)) &&
    foldWord(d.typed).startsWith(foldWord(d.expected))
  )
    return false;
  if (d.typed && d.expected && turnedToThird(d.expected, d.typed)) return false;
  // The verse's own spelling tells a left-out object pronoun (يشفين: "heals me") from a verb ending.
  const uthmani = d.referenceIndex === null ? undefined : q.words[d.referenceIndex]?.uthmani;
  if (d.typed && d.expected && classifyChange(d.expected, d.typed, uthmani)?.adaptation) return true;
  return false;
}

/**
 * The verse's speaker ("we") turned into someone spoken of ("he"): نضيع → يضيع. No one of the
 * situation is "he" in the verse's place; the verse now says someone else acts.
 */
function turnedToThird(expected: string, typed: string): boolean {
  let e = foldWord(expected);
  let t = foldWord(typed);
  while (e.length > 3 && t.length > 3 && e[0] === t[0] && 'وفلس'.includes(e[0]!)) {
    e = e.slice(1);
    t = t.slice(1);
  }
  return e.length >= 3 && e[0] === 'ن' && t === `ي${e.slice(1)}`;
}

/**
 * A reply the rules called right that misquotes a verse it quotes: the misquote, named with the word, the verse's
 * form and the reference. Undefined when every verse quoted is quoted as it is (or as the item licenses).
 */
export function misquotedReply(
  item: Dialogue,
  answer: string,
  found: BuiltinResult,
  tr: Translator,
): BuiltinResult | undefined {
  if (found.verdict !== 'correct') return undefined;
  // A sentence break the learner typed ends their own words or a quotation: بارك الله لك، إن الله يحب …
  for (const sentence of answer.split(SENTENCE_BREAK)) {
    const misquote = misquotedSentence(item, sentence, found, tr);
    if (misquote) return misquote;
  }
  return undefined;
}

const SENTENCE_BREAK = /[\u060C\u061B\u061F.,;!?\n]+/u;

function misquotedSentence(
  item: Dialogue,
  sentence: string,
  found: BuiltinResult,
  tr: Translator,
): BuiltinResult | undefined {
  const typed = readAnswer(sentence).words;
  if (typed.length < QUOTED_WORDS) return undefined;
  const quoted: Quoted[] = [];
  const spokenOf = spokenOfOne(item);
  const scene = situationText(item);
  for (const p of item.phrases) {
    const half = halfAdapted(p.usageNote, typed);
    if (half) return halfAdaptedReply(p, half, found, tr);
    const noted = noteWords(p.usageNote);
    for (const w of formsForOtherReferent(p.usageNote, scene)) noted.delete(w);
    const name = placeholderIn(p.usageNote);
    if (name) noted.add(name);
    const forbids = !!p.usageNote && noteForbidsChange(p.usageNote);
    quoted.push({
      ref: p.surahAyah,
      words: p.words,
      noted,
      placeholder: name,
      spokenOf: forbids ? undefined : spokenOf,
      listed: true,
    });
  }
  const allNoted = new Set(quoted.flatMap((q) => [...q.noted]));
  for (const c of identify(typed.join(' '), { limit: CANDIDATES }).candidates) {
    // The listed phrase's verse read further than the phrase: its usage note still says what may change.
    const own = quoted.find((q, i) => {
      const ref = item.phrases[i]?.ref;
      return ref && c.verses.some((v) => v.surah === ref.surah && v.ayah === ref.ayah);
    });
    quoted.push({
      ref: refLabel(c.surah, c.ayah, c.endAyah),
      // The whole verse: a word dropped or changed at the head of the stretch identify() found is still inside.
      words: c.verses.flatMap((v) => getVerse(v.surah, v.ayah)?.words ?? []),
      candidate: c,
      // A form a usage note writes is the item's licence wherever it is typed (a look-alike with the same words).
      noted: own?.noted ?? allNoted,
      placeholder: own?.placeholder,
      spokenOf: own ? own.spokenOf : spokenOf,
      listed: !!own,
      phraseLast: phraseLastIn(item, c),
    });
  }
  const readings = quoted.map((q) => ({ ...q, ...hardChanges(typed, q) }));
  // A verse said word for word is that verse: a look-alike it differs from is not misquoted by it, when that verse
  // explains as many of the reply's words as the misquoted reading does.
  const exact = readings.filter((r) => r.changes.length === 0);
  for (const q of readings) {
    const { changes } = q;
    if (changes.length === 0 || q.quoted + changes.length < QUOTED_WORDS || q.quoted < 2) continue;
    // Another verse said exactly over the same words of the reply explains them as well: that verse was said.
    const explained = q.quoted + changes.filter((d) => d.kind !== 'missing' && d.kind !== 'reordered').length;
    if (exact.some((r) => r.quoted >= explained && r.from <= q.to && q.from <= r.to)) continue;
    return result({
      verdict: 'incorrect',
      feedback: joinSentences([
        tr.t('misquote', { ref: q.ref }),
        ...describeDiffs(tr, changes, 3, q.ref),
        ...q.blends.map((b) =>
          tr.t('err.lookAlikeEnding', { typed: tr.q(b.typed), other: b.other, ref: q.ref }),
        ),
      ]),
      diffs: changes,
      identified: q.candidate ? identifiedOf(q.candidate) : found.identified,
      errors: errorsOf(changes, q.ref),
      // A misquote stays a misquote whatever a second opinion says.
      final: true,
      notes: [
        `quotes ${q.ref} with a change inside the quotation${q.blends.map((b) => `, blended with ${b.other}`).join('')} (${found.notes.join('; ')})`,
      ],
    });
  }
  return particleAdded(typed, readings, found, tr) ?? lookAlikeEnding(typed, readings, found, tr);
}

/** Where a listed phrase ends in the words of a one-verse reading of its verse. */
function phraseLastIn(item: Dialogue, c: Candidate): number | undefined {
  if (c.verses.length !== 1) return undefined;
  const v = c.verses[0]!;
  const p = item.phrases.find((x) => x.ref.surah === v.surah && x.ref.ayah === v.ayah);
  if (!p) return undefined;
  return (p.ref.toWord ?? getVerse(v.surah, v.ayah)?.words.length ?? 0) - 1;
}

/** The task, goal, line and setting in English: what the reply speaks about. */
function situationText(item: Dialogue): string {
  const task = item.type === 'roleplay' ? `${item.goal} ${item.setting}` : item.task;
  return `${task} ${item.line.english}`;
}

function halfAdaptedReply(
  phrase: Dialogue['phrases'][number],
  half: HalfAdapted,
  found: BuiltinResult,
  tr: Translator,
): BuiltinResult {
  return result({
    verdict: 'incorrect',
    feedback: joinSentences([
      tr.t('misquote', { ref: phrase.surahAyah }),
      tr.t('err.halfAdapted', {
        typed: tr.q(half.typed),
        kept: tr.q(half.kept),
        ref: phrase.surahAyah,
        forms: tr.q(half.forms.join('، ')),
      }),
    ]),
    identified: found.identified,
    final: true,
    notes: [`says ${phrase.surahAyah} with ${half.typed} adapted but ${half.kept} as the verse has it`],
  });
}

/**
 * The particles that make what follows a clause of their own sentence (إنّ and its sisters): put before a
 * quotation that does not have them (إن الله لطيف بعباده for الله لطيف بعباده), they are read as the verse's
 * first word and change its case endings. After the learner's own words (أعلم أن …) they are that sentence's.
 */
const GOVERNING = new Set(['ان', 'وان', 'فان', 'لان', 'انما', 'لعل', 'ليت']);
/** Words that introduce a quotation: قال تعالى، يقول الله. */
const QUOTING = /^(?:قال|يقول|تعالى|سبحانه|الله|عز|وجل|وتعالى)$/u;

function particleAdded(
  typed: readonly string[],
  readings: readonly Reading[],
  found: BuiltinResult,
  tr: Translator,
): BuiltinResult | undefined {
  for (const q of readings) {
    if (q.changes.length > 0 || q.quoted < QUOTED_WORDS || q.from < 1 || q.first < 0) continue;
    const particle = typed[q.from - 1]!;
    if (!GOVERNING.has(foldWord(particle))) continue;
    if (!typed.slice(0, q.from - 1).every((w) => QUOTING.test(foldWord(w)))) continue;
    // The verse's own word there (إن of إن الله مع الصابرين), or a verse that reads so: no word added.
    const own = q.words[q.first - 1];
    if (own && foldWord(own.standard) === foldWord(particle).replace(/^[وف](?=ان)/u, '')) continue;
    if (versesHolding(typed.slice(q.from - 1, q.to + 1)).length > 0) continue;
    const added: WordDiff = {
      kind: 'extra',
      expected: null,
      typed: particle,
      accepted: false,
      referenceIndex: null,
      answerIndex: q.from - 1,
    };
    return result({
      verdict: 'incorrect',
      feedback: joinSentences([tr.t('misquote', { ref: q.ref }), ...describeDiffs(tr, [added], 1, q.ref)]),
      diffs: [added],
      identified: q.candidate ? identifiedOf(q.candidate) : found.identified,
      errors: errorsOf([added], q.ref),
      final: true,
      notes: [`quotes ${q.ref} with ${particle} put before it (${found.notes.join('; ')})`],
    });
  }
  return undefined;
}

/** Most verses a stretch may be in and still be one look-alike's wording rather than a common saying. */
const LOOK_ALIKE_VERSES = 2;
/** Most words after a quotation read as a look-alike's ending. */
const ENDING_WORDS = 3;

/**
 * A quotation said right and then carried on with the words a look-alike verse has after the same word (هنيئا
 * مريئا of 4:4 after 69:24's هنيئا; الله ونعم الوكيل of 3:173 after 8:62's حسبك الله): two verses blended. Words
 * after a quotation that are an everyday formula (إن شاء الله) or a common saying stay the learner's own.
 */
function lookAlikeEnding(
  typed: readonly string[],
  readings: readonly Reading[],
  found: BuiltinResult,
  tr: Translator,
): BuiltinResult | undefined {
  const exact = readings.filter((r) => r.changes.length === 0 && r.quoted >= QUOTED_WORDS - 1 && r.to >= 0);
  for (const q of exact) {
    // A verse said word for word (فإن حسبك الله) is what was quoted over its words; a verse the item does not
    // list that explains those words only as adapted (3:173's حسبنا said حسبك) is not, and its words after them
    // are its ending carried on.
    const verbatim = q.adaptedAt.length === 0 && q.quoted >= QUOTED_WORDS;
    const counts = (r: Reading) =>
      !(verbatim && !r.listed && r.adaptedAt.some((i) => i >= q.from && i <= q.to));
    // Words some verse the reply quotes exactly explains are that verse's, not an ending added to another.
    const explained = new Set(
      exact.filter(counts).flatMap((r) => Array.from({ length: r.to - r.from + 1 }, (_, k) => r.from + k)),
    );
    const quotedRefs = new Set(readings.filter(counts).map((r) => r.ref));
    const tail = typed.slice(q.to + 1);
    if (tail.length === 0 || tail.length > ENDING_WORDS || everydayReply(tail) !== undefined) continue;
    if (tail.some((_, k) => explained.has(q.to + 1 + k))) continue;
    // The verse's own next word adapted (لك for لكم) carries the quotation on; it is no other verse's ending.
    const adaptsVerse = q.words.some((w) =>
      licensed(
        {
          kind: 'wrongWord',
          expected: w.standard,
          typed: tail[0]!,
          accepted: false,
          referenceIndex: null,
          answerIndex: null,
        },
        q,
      ),
    );
    if (adaptsVerse) continue;
    const holders = versesHolding([typed[q.to]!, ...tail]);
    if (holders.length === 0 || holders.length > LOOK_ALIKE_VERSES) continue;
    const refs = holders.map((c) => refLabel(c.surah, c.ayah, c.endAyah));
    if (refs.some((ref) => quotedRefs.has(ref))) continue;
    const otherRef = refs[0]!;
    const added: WordDiff[] = tail.map((word, k) => ({
      kind: 'extra',
      expected: null,
      typed: word,
      accepted: false,
      referenceIndex: null,
      answerIndex: q.to + 1 + k,
    }));
    return result({
      verdict: 'incorrect',
      feedback: joinSentences([
        tr.t('misquote', { ref: q.ref }),
        tr.t('err.lookAlikeEnding', { typed: tr.q(tail.join(' ')), other: otherRef, ref: q.ref }),
      ]),
      diffs: added,
      identified: q.candidate ? identifiedOf(q.candidate) : found.identified,
      errors: errorsOf(added, q.ref),
      final: true,
      notes: [`quotes ${q.ref}, then carries on with ${otherRef}'s words (${found.notes.join('; ')})`],
    });
  }
  return undefined;
}

/** The case endings of a sound plural or dual: said in one another's place, the word is the verse's misquoted. */
const CASE_ENDINGS = new Set(['ون', 'ين', 'ان']);

/** The same word with another case ending (المتوكلون for المتوكلين): never a change of who is spoken to. */
function endingChanged(typed: string, expected: string): boolean {
  const t = foldWord(typed);
  const e = foldWord(expected);
  return (
    t !== e &&
    t.length === e.length &&
    t.length > 4 &&
    t.slice(0, -2) === e.slice(0, -2) &&
    CASE_ENDINGS.has(t.slice(-2)) &&
    CASE_ENDINGS.has(e.slice(-2))
  );
}

/** The name a usage note asks the learner to put their own in place of ("in place of مصر", "Replace هارون"). */
function placeholderIn(note: string | null): string | undefined {
  const name = /\b(?:in place of|Replace (?:the name )?)\s*([\u0621-\u064A]+)/iu.exec(note ?? '')?.[1];
  return name === undefined ? undefined : foldWord(name);
}

type Reading = Quoted & {
  changes: WordDiff[];
  quoted: number;
  from: number;
  to: number;
  first: number;
  /** The typed words this reading explains only as the item licenses (adapted, a noted form). */
  adaptedAt: number[];
  /** Edge words that are a look-alike verse's wording there, with that verse. */
  blends: Array<{ typed: string; other: string }>;
};

function hardChanges(typed: readonly string[], q: Quoted): Omit<Reading, keyof Quoted> {
  if (q.words.length < QUOTED_WORDS)
    return { changes: [], quoted: 0, from: 0, to: -1, first: -1, adaptedAt: [], blends: [] };
  // A reply is speech: the mushaf's elided ي written out (يهديني) is how it is spelt when said.
  const found = quotationIn(typed, q.words, { everydayElidedYa: true });
  // The learner's own name for the one the note names (ادخلوا الأردن for ادخلوا مصر): the name's place is theirs.
  const named =
    q.placeholder !== undefined &&
    found.changes.some((d) => d.expected !== null && foldWord(d.expected) === q.placeholder);
  // The one spoken to, named after يا (يا أخي for يا موسى): the reply is said to someone else.
  const called = (d: WordDiff) =>
    d.answerIndex !== null &&
    d.referenceIndex !== null &&
    foldWord(typed[d.answerIndex - 1] ?? '') === 'يا' &&
    (foldWord(q.words[d.referenceIndex - 1]?.standard ?? '') === 'يا' ||
      /^يا /u.test(q.words[d.referenceIndex]?.standard ?? ''));
  const changes = found.changes.filter(
    (d) =>
      !called(d) &&
      d.typed !== d.expected &&
      isHard(d) &&
      !licensed(d, q) &&
      !(named && (d.kind === 'extra' || foldWord(d.expected ?? '') === q.placeholder)),
  );
  // The verse's word at either edge of the quotation said in another form: the learner meant the verse's word,
  // so the quotation runs through it. Another word there may be the learner's own.
  const edgeOpen = (d: WordDiff) =>
    // Two words of a verse are a quotation only as the listed phrase; elsewhere they may be common speech.
    (found.quoted >= QUOTED_WORDS || (found.quoted >= 2 && q.candidate === undefined)) &&
    !licensed(d, q) &&
    !lordCalled(d) &&
    foldWord(d.expected!) !== q.placeholder &&
    !spelledAsSaid(d, q) &&
    // An everyday formula the verse shares (إن شاء الله) is the learner's speech, and so are the words around it.
    everydayReply(typed.slice(found.from, found.to + 1)) === undefined &&
    // The edge word with the quotation is some verse's own wording (توكل على الله, a verse's وتوكل without its و).
    !edgeIsVerse(typed, found, d);
  const { after, before } = found;
  // The edge word standing in the verse's word's place: the verse's question asked with another question word,
  // a word of the same root, or a look-alike verse's word there (two verses blended).
  const blends: Array<{ typed: string; other: string }> = [];
  const inPlace = (d: WordDiff) => {
    const stands = edgeInVersePlace(d, typed, found, q.ref, { root: false });
    if (stands?.other) blends.push({ typed: d.typed!, other: stands.other });
    return stands !== undefined;
  };
  if (
    after &&
    edgeOpen(after) &&
    ((found.quoted >= QUOTED_WORDS && endingChanged(after.typed!, after.expected!)) ||
      otherForm(after) ||
      agreeing(after.typed!, after.expected!) ||
      (q.listed && lastWordReplaced(typed, q, found, after)) ||
      inPlace(after))
  ) {
    // Said on past the listed phrase's end, agreeing with its last word (آمنين مطمئنين): a word added to it.
    const added = found.last === q.phraseLast && agreeing(after.typed!, q.words[found.last]!.standard);
    changes.push(added ? { ...after, kind: 'extra', expected: null, referenceIndex: null } : after);
  }
  if (
    before &&
    edgeOpen(before) &&
    (otherForm(before) || (q.listed && firstWordReplaced(typed, q, found, before)) || inPlace(before))
  )
    changes.push(before);
  // A word of the quotation said twice (الله الله) where no verse repeats it: a word added inside it.
  const real =
    (found.quoted >= QUOTED_WORDS || (found.quoted >= 2 && q.candidate === undefined)) &&
    everydayReply(typed.slice(found.from, found.to + 1)) === undefined;
  for (let i = Math.max(found.from - 1, 0); real && i <= found.to && i + 1 < typed.length; i++) {
    if (foldWord(typed[i]!) !== foldWord(typed[i + 1]!)) continue;
    if (changes.some((d) => d.answerIndex === i + 1)) continue;
    // Some verses say a word twice (دكا دكا); the pair with its neighbours tells whether this one does.
    if (versesHolding(typed.slice(Math.max(i - 1, 0), i + 3)).length > 0) continue;
    changes.push({
      kind: 'extra',
      expected: null,
      typed: typed[i + 1]!,
      accepted: false,
      referenceIndex: null,
      answerIndex: i + 1,
    });
  }
  // A word said after the verse's (or the listed phrase's) last word that agrees with it (الصابرين والمحسنين)
  // and ends the sentence: added to the quotation.
  const next = found.to + 1 === typed.length - 1 ? typed[found.to + 1] : undefined;
  if (
    next !== undefined &&
    !after &&
    found.last === q.words.length - 1 &&
    found.quoted >= QUOTED_WORDS &&
    agreeing(next, q.words[found.last]!.standard) &&
    everydayReply(typed.slice(found.from, found.to + 1)) === undefined &&
    versesHolding(typed.slice(found.from)).length === 0
  )
    changes.push({
      kind: 'extra',
      expected: null,
      typed: next,
      accepted: false,
      referenceIndex: null,
      answerIndex: found.to + 1,
    });
  // Words typed in the verse's place as the item licenses are explained by this reading as much as exact ones.
  const adapted = found.changes.filter((d) => !changes.includes(d) && d.typed !== null);
  // The verse's word adapted at an edge (حسبك for 3:173's حسبنا) is this reading's too, as adapted.
  const adaptedEdges = [before, after].filter(
    (d): d is WordDiff => !!d && !changes.includes(d) && otherForm(d) && licensed(d, q),
  );
  return {
    ...found,
    changes,
    blends: blends.filter((b) => changes.some((d) => d.typed === b.typed)),
    quoted: found.quoted + adapted.length,
    adaptedAt: [...adapted, ...adaptedEdges].flatMap((d) => (d.answerIndex === null ? [] : [d.answerIndex])),
  };
}

/** The Lord called as people call Him in prayer (ربي, ربنا, اللهم for the verse's رب): said to Him, not changed. */
const LORD = new Set(['رب', 'ربي', 'ربنا', 'اللهم']);
const lordCalled = (d: WordDiff) => LORD.has(foldWord(d.typed!)) && LORD.has(foldWord(d.expected!));

/**
 * The edge word is the verse's, spelled as the judge forgives (يشفيني for the mushaf's يشفين), or with the ي the
 * mushaf leaves to a kasra written out, as it is said (الداعي for ٱلدَّاعِ).
 */
function spelledAsSaid(d: WordDiff, q: Quoted): boolean {
  const word = d.referenceIndex === null ? undefined : q.words[d.referenceIndex];
  if (!word) return false;
  if (diffWords([d.typed!], [word], { everydayElidedYa: true }).every((x) => x.accepted)) return true;
  const kasraEnd = /\u0650[\u06D6-\u06ED]*$/u.test((word.uthmani ?? '').trim());
  return kasraEnd && foldWord(d.typed!) === `${foldWord(word.standard)}ي`;
}

function edgeIsVerse(typed: readonly string[], found: QuotationFound, d: WordDiff): boolean {
  const at = d.answerIndex!;
  const stretch = typed.slice(Math.min(at, found.from), Math.max(at, found.to) + 1);
  if (versesHolding(stretch).length > 0) return true;
  // The stretch's first word said without the joining و/ف its verse has.
  return ['و', 'ف'].some((j) => versesHolding([`${j}${stretch[0]}`, ...stretch.slice(1)]).length > 0);
}

/**
 * The verse's own word in another form (فيها for فيه, the plural for the singular, another person of the verb):
 * the same word changed, as the morphology names it. A one-letter slip makes it no form of that word.
 */
function otherForm(d: WordDiff): boolean {
  const change = classifyChange(d.expected!, d.typed!);
  return change !== undefined && change.class !== 'typo';
}

/** Sound plural endings: a word that has one of them where the verse has the same agrees with it. */
const PLURAL_ENDINGS = ['ين', 'ون', 'ات'];

/**
 * Another word in the verse's word's place with the same plural ending (سالمين for آمنين, مطمئنين where محلقين
 * follows): a word that agrees with the verse's sentence as the verse's own does, read as part of the quotation.
 */
function agreeing(typed: string, expected: string): boolean {
  const t = foldWord(typed);
  const e = foldWord(expected);
  if (t === e || t.length < 5 || e.length < 5) return false;
  return PLURAL_ENDINGS.some((x) => t.endsWith(x) && e.endsWith(x));
}

/**
 * A listed phrase said from its second word, after a word of its first word's root that opens the sentence
 * (ولتجدنهم إن شاء الله من الصالحين for ستجدني …, بالصبر for فاصبر): the phrase with its first word replaced.
 */
function firstWordReplaced(
  typed: readonly string[],
  q: Quoted,
  found: QuotationFound,
  before: WordDiff,
): boolean {
  if (q.candidate !== undefined || found.first !== 1 || before.answerIndex === null) return false;
  if (!typed.slice(0, before.answerIndex).every((w) => QUOTING.test(foldWord(w)))) return false;
  const verse = q.words[0]!;
  const root = rootOfWord(verse.standard, verse.uthmani);
  return root !== undefined && rootOfWord(before.typed!) === root;
}

/**
 * A listed phrase said to its last word but one, and another word said in its last word's place to end the
 * sentence (ادخلوا مصر إن شاء الله سالمين): the phrase with its last word replaced, not words of the learner's own
 * after a quotation left unfinished.
 */
function lastWordReplaced(
  typed: readonly string[],
  q: Quoted,
  found: QuotationFound,
  after: WordDiff,
): boolean {
  return (
    q.candidate === undefined &&
    found.last === q.words.length - 2 &&
    found.last >= 1 &&
    after.answerIndex === typed.length - 1 &&
    foldWord(typed[found.to] ?? '') !== 'يا' &&
    everydayReply([after.typed!]) === undefined
  );
}
