import { foldWord, loadCorpus, lookupSpan, surahAyahOf, tokenize, type Verse } from '@lisan/arabic';
import type {
  ExercisePrompt,
  ExerciseType,
  JudgeItem,
  JudgeItemOf,
  JudgeSpan,
  VerseRef,
} from '@lisan/contract';
import { COMPLETION_REFS, CONVERSATION, SUBSTITUTION, THEMES, WISDOM } from './fixtures.js';
import { seededRandom } from './random.js';

/*
 * The evaluation's own items, built from references and the corpus, so the evaluation does not wait for the
 * content files. They have the judge-ready shapes the content catalog serves (@lisan/contract JudgeItem).
 */

/** A span of the corpus in three spellings, with the English of the verse(s) it lies in. */
export function spanOf(ref: VerseRef): JudgeSpan {
  const span = lookupSpan(ref);
  if (typeof span === 'string') throw new Error(span);
  const { whole: _whole, verseTranslations, ...corpus } = span;
  return { ...corpus, englishTranslation: verseTranslations.en };
}

function prompt(
  type: ExerciseType,
  itemId: string,
  arabic: string | null,
  english: string | null,
): ExercisePrompt {
  return { itemId, type, instruction: `Evaluation item (${type}).`, arabic, english, details: {} };
}

/** Hidden words for a completion item: the longest words, one per six words of the phrase (the eval's own rule). */
function hiddenWords(span: JudgeSpan): number[] {
  const wanted = Math.max(1, Math.min(3, Math.floor(span.words.length / 6) + 1));
  return span.words
    .map((w, i) => ({ position: i + 1, length: foldWord(w.standard.replace(/ /g, '')).length }))
    .sort((a, b) => b.length - a.length || b.position - a.position)
    .slice(0, wanted)
    .map((x) => x.position)
    .sort((a, b) => a - b);
}

export function completionItem(
  ref: VerseRef,
  id = `completion-${surahAyahOf(ref)}${ref.fromWord ? `-${ref.fromWord}-${ref.toWord}` : ''}`,
): JudgeItemOf<'completion'> {
  const phrase = spanOf(ref);
  const hidden = hiddenWords(phrase);
  const answerWords = hidden.map((p) => phrase.words[p - 1]!);
  return {
    type: 'completion',
    itemId: id,
    subjectId: id,
    phraseId: id,
    phrase,
    hiddenWords: hidden,
    answerWords,
    acceptWholePhrase: true,
    acceptedAnswers: [answerWords.map((w) => w.standard).join(' '), phrase.standard],
    prompt: prompt(
      'completion',
      id,
      phrase.words.map((w, i) => (hidden.includes(i + 1) ? '_____' : w.uthmani)).join(' '),
      phrase.englishTranslation,
    ),
  };
}

/** A conversation item listing the given verses as its phrases (no usage notes), for tests of one situation. */
export function conversationItem(
  id: string,
  refs: readonly VerseRef[],
  situation: { line: string; task: string; arabicLine?: string },
): JudgeItemOf<'conversation'> {
  const phrases = refs.map((ref, i) => ({ ...spanOf(ref), phraseId: `${id}-p${i + 1}`, usageNote: null }));
  return {
    type: 'conversation',
    itemId: id,
    subjectId: phrases[0]!.phraseId,
    phraseId: phrases[0]!.phraseId,
    line: { arabic: situation.arabicLine ?? 'كيف حالك؟', english: situation.line },
    task: situation.task,
    phrases,
    keyWords: [],
    prompt: { itemId: id, type: 'conversation', instruction: '', arabic: null, english: null, details: {} },
  };
}

/** Whole verses of 4 to 14 words, drawn with a fixed seed. */
export function sampledVerses(count: number, seed: number): VerseRef[] {
  const random = seededRandom(seed);
  const pool = loadCorpus().verses.filter((v) => v.words.length >= 4 && v.words.length <= 14);
  const out: VerseRef[] = [];
  const seen = new Set<number>();
  while (out.length < count) {
    const v = pool[Math.floor(random() * pool.length)]!;
    if (seen.has(v.index)) continue;
    seen.add(v.index);
    out.push({ surah: v.surah, ayah: v.ayah });
  }
  return out;
}

export interface MutashabihPair {
  a: Verse;
  b: Verse;
  /** 0-based word position where they differ. */
  at: number;
}

/**
 * Verse pairs of the same length (5+ words) differing in exactly one word, found in the corpus: the
 * memoriser's classic confusion. A spread of them is taken in corpus order.
 */
export function mutashabihPairs(count: number): MutashabihPair[] {
  const byLength = new Map<number, Verse[]>();
  for (const v of loadCorpus().verses) {
    if (v.words.length < 5 || v.words.length > 16) continue;
    (byLength.get(v.words.length) ?? byLength.set(v.words.length, []).get(v.words.length)!).push(v);
  }
  const keys = (v: Verse) => v.words.map((w) => tokenize(w.standard).map(foldWord).join(''));
  const pairs: MutashabihPair[] = [];
  for (const verses of byLength.values()) {
    const ks = verses.map(keys);
    for (let i = 0; i < verses.length; i++) {
      for (let j = i + 1; j < verses.length; j++) {
        let at = -1;
        let differing = 0;
        for (let w = 0; w < ks[i]!.length && differing < 2; w++) {
          if (ks[i]![w] !== ks[j]![w]) {
            differing++;
            at = w;
          }
        }
        if (differing === 1) pairs.push({ a: verses[i]!, b: verses[j]!, at });
      }
    }
  }
  pairs.sort((x, y) => x.a.index - y.a.index || x.b.index - y.b.index);
  const step = Math.max(1, Math.floor(pairs.length / count));
  return pairs.filter((_, i) => i % step === 0).slice(0, count);
}

export function comparisonItem(pair: MutashabihPair): JudgeItemOf<'comparison'> {
  const id = `comparison-${pair.a.surah}-${pair.a.ayah}-${pair.b.surah}-${pair.b.ayah}`;
  const verses: [JudgeSpan, JudgeSpan] = [
    spanOf({ surah: pair.a.surah, ayah: pair.a.ayah }),
    spanOf({ surah: pair.b.surah, ayah: pair.b.ayah }),
  ];
  return {
    type: 'comparison',
    itemId: id,
    subjectId: id,
    kind: 'mutashabihat',
    verses,
    question: 'Which word of the first verse is different in the second?',
    expectedAnswer: pair.a.words[pair.at]!.standard,
    rubric: ['Names the word of the first verse that the second verse does not have.'],
    phraseIds: [],
    prompt: prompt('comparison', id, null, 'Which word of the first verse is different in the second?'),
  };
}

function substitutionItems(): JudgeItemOf<'substitution'>[] {
  return SUBSTITUTION.map((s) => {
    const phrase = spanOf(s.ref);
    const before = phrase.words.slice(0, s.slot.fromWord - 1).map((w) => w.standard);
    const after = phrase.words.slice(s.slot.toWord).map((w) => w.standard);
    return {
      type: 'substitution',
      itemId: s.id,
      subjectId: s.id,
      phraseId: s.id,
      phrase,
      slot: s.slot,
      slotWords: phrase.words.slice(s.slot.fromWord - 1, s.slot.toWord),
      cueEnglish: s.cueEnglish,
      acceptedFillers: s.acceptedFillers,
      agreementNote: s.agreementNote,
      acceptedAnswers: s.acceptedFillers.map((f) => [...before, f, ...after].join(' ')),
      prompt: prompt('substitution', s.id, phrase.uthmani, s.cueEnglish),
    };
  });
}

function conversationItems(): Array<JudgeItemOf<'conversation'> | JudgeItemOf<'roleplay'>> {
  return CONVERSATION.map((c) => {
    const phrases = c.phrases.map((ref, i) => ({
      ...spanOf(ref),
      phraseId: `${c.id}-p${i + 1}`,
      // The evaluation adapts its phrases to one speaker: the note licenses exactly that.
      usageNote: 'Said by one speaker or to one person, the pronouns and the verb are made singular.',
    }));
    const base = {
      itemId: c.id,
      subjectId: phrases[0]!.phraseId,
      phraseId: phrases[0]!.phraseId,
      line: c.line,
      phrases,
      keyWords: c.keyWords,
    };
    if (c.type === 'roleplay') {
      return {
        ...base,
        type: 'roleplay' as const,
        setting: c.setting!,
        learnerRole: c.learnerRole!,
        goal: c.goal!,
        prompt: prompt('roleplay', c.id, c.line.arabic, c.line.english),
      };
    }
    return {
      ...base,
      type: 'conversation' as const,
      task: c.task,
      prompt: prompt('conversation', c.id, c.line.arabic, c.line.english),
    };
  });
}

function transformationItems(): JudgeItemOf<'transformation'>[] {
  return WISDOM.map((w) => ({
    type: 'transformation',
    itemId: w.id,
    subjectId: w.id,
    sentenceId: w.id,
    sentence: { arabicText: w.arabicText, englishGloss: w.englishGloss },
    related: w.related.map((r) => ({ ...spanOf(r.ref), relation: r.relation, reason: r.reason })),
    prompt: prompt('transformation', w.id, w.arabicText, w.englishGloss),
  }));
}

function thematicItems(): JudgeItemOf<'thematic'>[] {
  return THEMES.map((t) => ({
    type: 'thematic',
    itemId: t.id,
    subjectId: t.id,
    questionBankId: t.id,
    theme: t.theme,
    themeEnglish: t.themeEnglish,
    description: t.description,
    verses: t.verses.map(spanOf),
    prompt: prompt('thematic', t.id, t.theme, t.themeEnglish),
  }));
}

export const SAMPLE_SEED = 20240611;
export const SAMPLED_COMPLETION = 26;
export const MUTASHABIH_PAIRS = 20;

/** Every evaluation item, by item id. */
export function buildEvalItems(): Map<string, JudgeItem> {
  const items: JudgeItem[] = [
    ...COMPLETION_REFS.map((r) => completionItem(r)),
    ...sampledVerses(SAMPLED_COMPLETION, SAMPLE_SEED).map((r) => completionItem(r)),
    ...mutashabihPairs(MUTASHABIH_PAIRS).flatMap((p) => [
      completionItem({ surah: p.a.surah, ayah: p.a.ayah }),
      comparisonItem(p),
    ]),
    ...substitutionItems(),
    ...conversationItems(),
    ...transformationItems(),
    ...thematicItems(),
  ];
  return new Map(items.map((i) => [`${i.type}:${i.itemId}`, i]));
}
