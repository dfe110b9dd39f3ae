import { createHash } from 'node:crypto';
import {
  EXERCISE_TYPES,
  type ExercisePrompt,
  type ExerciseType,
  type ExerciseView,
  type JudgeItem,
  type JudgeItemOf,
  type JudgeSpan,
  type PhilosophicalSentence,
  type Phrase,
  type PhraseCategory,
  type QuestionBankItem,
  type VerseRef,
} from '@lisan/contract';
import {
  DEFAULT_CONTENT_DIR,
  readContent,
  type AuthoredContent,
  type ContentIssue,
  type Origin,
} from './content.files.js';
import { BLANK, hiddenWordPositions, prompt, withBlanks, withSlotMarked } from './content.prompts.js';
import { describeRef, resolveSpan, spanContains, surahNameOf, type ResolvedSpan } from './content.spans.js';

/**
 * The content catalog: every authored file resolved through the Qur'an corpus into the shapes the API serves
 * and the judge-ready items the answer judge consumes. Built once per process and served from memory.
 *
 * Ids: a phrase-based item (substitution, conversation, completion, roleplay) is opened by its phrase id, the
 * spec's `phraseId`; comparison items by their own id; transformation by the sentence id
 * (`philosophicalSentenceId`); thematic by the bank id (`questionBankId`). Every lookup also accepts the item's
 * own id. That id is the item's `subjectId`, and it is what the exercise screen's URL carries.
 */
export interface ContentCatalog {
  /** Every phrase, in file order (short, commands, proverbs, long, then others by file name). */
  readonly phrases: readonly Phrase[];
  readonly sentences: readonly PhilosophicalSentence[];
  readonly questionBanks: readonly QuestionBankItem[];
  getPhrase(id: string): Phrase | undefined;
  /** The resolved span of a phrase (its words in three spellings), for the judge. */
  getPhraseSpan(id: string): JudgeSpan | undefined;
  getSentence(id: string): PhilosophicalSentence | undefined;
  getQuestionBank(id: string): QuestionBankItem | undefined;
  /** The judge-ready item; `id` is the item id or its subject id (phrase, sentence or bank id). */
  getExerciseItem<T extends ExerciseType>(type: T, id: string): JudgeItemOf<T> | undefined;
  /** Every item of a type. */
  itemsOf<T extends ExerciseType>(type: T): readonly JudgeItemOf<T>[];
  /** Subject ids (what the spec's `phraseId` carries) that open an item of the type. */
  subjectIds(type: ExerciseType): readonly string[];
  /** Every item id of a type, each once: what the random picks draw from (every item reachable). */
  itemIds(type: ExerciseType): readonly string[];
  /** The curated phrases an item practises (empty for transformation and thematic). */
  phraseIdsOf(item: JudgeItem): readonly string[];
  /** What `GET /api/exercises/{type}/{id}` serves. */
  exerciseView(type: ExerciseType, id: string): ExerciseView | undefined;
  /**
   * The phrase-shaped subject of an item (the phrase itself for phrase-based items; for comparison,
   * transformation and thematic, the first verse in the phrase shape with the item's subject id).
   */
  subjectPhrase(type: ExerciseType, id: string): Phrase | undefined;
  /** Problems found while loading; the records concerned are left out. */
  readonly issues: readonly ContentIssue[];
  /** Authored input as read (for content:check). */
  readonly authored: AuthoredContent;
  /** Rows to store, and a digest of them (unchanged digest = nothing to write). */
  readonly rows: ContentRows;
  readonly digest: string;
  /** Milliseconds spent building (corpus load included when it happened here). */
  readonly buildMs: number;
}

export interface ContentRows {
  phrases: Array<Phrase & { origin: Origin }>;
  items: Array<{ type: ExerciseType; id: string; subjectId: string; phraseId: string | null; data: unknown }>;
  sentences: Array<PhilosophicalSentence & { related: unknown }>;
  questionBanks: QuestionBankItem[];
}

/** Phrases from these files come first, in this order; other phrase files follow by name. */
const CATEGORY_ORDER: readonly PhraseCategory[] = ['short', 'commands', 'proverbs', 'long'];

type PhraseEntry = { phrase: Phrase; span: ResolvedSpan; origin: Origin };

export function buildCatalog(contentDir: string = DEFAULT_CONTENT_DIR): ContentCatalog {
  const started = performance.now();
  const authored = readContent(contentDir);
  const issues: ContentIssue[] = [...authored.issues];
  const problem = (origin: Origin, id: string | undefined, message: string) =>
    issues.push({ file: origin.file, id, message });

  // --- phrases -------------------------------------------------------------------------------------------
  const phraseEntries = new Map<string, PhraseEntry>();
  const sortedPhrases = [...authored.phrases].sort((a, b) => {
    const ca = CATEGORY_ORDER.indexOf(a.category);
    const cb = CATEGORY_ORDER.indexOf(b.category);
    // A category's own file (short.json) comes before its companions (short-dialogue.json): the curated core
    // leads, which is also what Basic's first-100 pool draws from.
    const main = (file: string, category: string) =>
      file.endsWith(`/${category}.json`) || file === `${category}.json` ? 0 : 1;
    return (
      ca - cb ||
      main(a.origin.file, a.category) - main(b.origin.file, b.category) ||
      a.origin.file.localeCompare(b.origin.file) ||
      a.origin.index - b.origin.index
    );
  });
  for (const p of sortedPhrases) {
    if (phraseEntries.has(p.id)) {
      problem(p.origin, p.id, `duplicate phrase id (first in ${phraseEntries.get(p.id)!.origin.file})`);
      continue;
    }
    if (!p.id.startsWith(`${p.category}-`))
      problem(p.origin, p.id, `id should start with its category "${p.category}-"`);
    const span = resolveSpan(p.ref, p.englishTranslation);
    if (typeof span === 'string') {
      problem(p.origin, p.id, `reference ${describeRef(p.ref)}: ${span}`);
      continue;
    }
    if (!span.whole && !p.englishTranslation) {
      problem(
        p.origin,
        p.id,
        `a part of a verse (${describeRef(p.ref)}) needs an authored englishTranslation`,
      );
      continue;
    }
    phraseEntries.set(p.id, {
      origin: p.origin,
      span,
      phrase: {
        id: p.id,
        arabicText: span.uthmani,
        englishTranslation: span.englishTranslation,
        surahAyah: span.surahAyah,
        category: p.category,
        lifeApplication: p.lifeApplication,
        tags: p.tags,
        difficulty: p.difficulty,
        usageNote: p.usageNote ?? null,
        standardText: span.standard,
        surahName: surahNameOf(p.ref.surah),
        translations: span.translations,
        ref: p.ref,
      },
    });
  }
  const phrases = [...phraseEntries.values()].map((e) => e.phrase);
  const judgeSpan = (span: ResolvedSpan): JudgeSpan => ({
    ref: span.ref,
    surahAyah: span.surahAyah,
    uthmani: span.uthmani,
    standard: span.standard,
    rasm: span.rasm,
    words: span.words,
    englishTranslation: span.englishTranslation,
  });

  // --- items ---------------------------------------------------------------------------------------------
  const items = Object.fromEntries(EXERCISE_TYPES.map((t) => [t, [] as JudgeItem[]])) as {
    [T in ExerciseType]: JudgeItemOf<T>[];
  };
  const itemRows: ContentRows['items'] = [];
  const seenItemIds = Object.fromEntries(EXERCISE_TYPES.map((t) => [t, new Set<string>()])) as Record<
    ExerciseType,
    Set<string>
  >;
  const claimId = (type: ExerciseType, id: string, origin: Origin): boolean => {
    if (seenItemIds[type].has(id)) {
      problem(origin, id, `duplicate ${type} item id`);
      return false;
    }
    seenItemIds[type].add(id);
    return true;
  };
  const verseView = (span: ResolvedSpan) => ({
    surahAyah: span.surahAyah,
    arabicText: span.uthmani,
    englishTranslation: span.englishTranslation || span.verseEnglish,
  });

  // completion: one per phrase, by rule.
  for (const { phrase, span } of phraseEntries.values()) {
    const js = judgeSpan(span);
    const hidden = hiddenWordPositions(js, phrase.difficulty);
    const answerWords = hidden.map((p) => js.words[p - 1]!);
    const item: JudgeItemOf<'completion'> = {
      type: 'completion',
      itemId: phrase.id,
      subjectId: phrase.id,
      phraseId: phrase.id,
      phrase: js,
      hiddenWords: hidden,
      answerWords,
      acceptWholePhrase: true,
      acceptedAnswers: [answerWords.map((w) => w.standard).join(' '), js.standard],
      prompt: prompt('completion', phrase.id, withBlanks(js, hidden), phrase.englishTranslation, {
        blanks: hidden,
        wordCount: js.words.length,
        surahAyah: phrase.surahAyah,
      }),
    };
    items.completion.push(item);
    itemRows.push({
      type: 'completion',
      id: item.itemId,
      subjectId: phrase.id,
      phraseId: phrase.id,
      data: { hiddenWords: hidden },
    });
  }

  const lexicon = new Map<string, string[]>();
  for (const l of authored.substitutionLexicon)
    lexicon.set(l.itemId, [...(lexicon.get(l.itemId) ?? []), ...l.forms]);
  const itemIds = new Set(authored.substitution.map((s) => s.id));
  for (const l of authored.substitutionLexicon)
    if (!itemIds.has(l.itemId))
      problem(l.origin, l.itemId, `lexicon entry for substitution item ${l.itemId}, which does not exist`);

  for (const s of authored.substitution) {
    const entry = phraseEntries.get(s.phraseId);
    if (!entry) {
      problem(s.origin, s.id, `phrase ${s.phraseId} does not exist`);
      continue;
    }
    const js = judgeSpan(entry.span);
    const n = js.words.length;
    if (s.slot.fromWord > s.slot.toWord || s.slot.toWord > n) {
      problem(
        s.origin,
        s.id,
        `slot ${s.slot.fromWord}-${s.slot.toWord} is outside phrase ${s.phraseId} (${n} words)`,
      );
      continue;
    }
    if (!claimId('substitution', s.id, s.origin)) continue;
    const before = js.words.slice(0, s.slot.fromWord - 1).map((w) => w.standard);
    const after = js.words.slice(s.slot.toWord).map((w) => w.standard);
    const item: JudgeItemOf<'substitution'> = {
      type: 'substitution',
      itemId: s.id,
      subjectId: s.phraseId,
      phraseId: s.phraseId,
      phrase: js,
      slot: s.slot,
      slotWords: js.words.slice(s.slot.fromWord - 1, s.slot.toWord),
      cueEnglish: s.cueEnglish,
      acceptedFillers: s.acceptedFillers,
      ...(lexicon.has(s.id)
        ? { lexiconFillers: lexicon.get(s.id)!.filter((f) => !s.acceptedFillers.includes(f)) }
        : {}),
      agreementNote: s.agreementNote,
      acceptedAnswers: [...s.acceptedFillers, ...(lexicon.get(s.id) ?? [])]
        .filter((f, i, all) => all.indexOf(f) === i)
        .map((f) => [...before, f.trim(), ...after].join(' ')),
      prompt: prompt('substitution', s.id, withSlotMarked(js, s.slot), s.cueEnglish, {
        slot: s.slot,
        words: js.words.map((w) => w.uthmani),
        phraseEnglish: entry.phrase.englishTranslation,
        surahAyah: entry.phrase.surahAyah,
        agreementNote: s.agreementNote,
      }),
    };
    items.substitution.push(item);
    itemRows.push({
      type: 'substitution',
      id: s.id,
      subjectId: s.phraseId,
      phraseId: s.phraseId,
      data: strip(s),
    });
  }

  const phraseList = (ids: string[], origin: Origin, id: string) => {
    const missing = ids.filter((p) => !phraseEntries.has(p));
    if (missing.length) problem(origin, id, `phrase(s) ${missing.join(', ')} do not exist`);
    return missing.length
      ? undefined
      : ids.map((p) => {
          const e = phraseEntries.get(p)!;
          return { ...judgeSpan(e.span), phraseId: p, usageNote: e.phrase.usageNote };
        });
  };

  for (const c of authored.conversation) {
    const list = phraseList(c.phraseIds, c.origin, c.id);
    if (!list || !claimId('conversation', c.id, c.origin)) continue;
    items.conversation.push({
      type: 'conversation',
      itemId: c.id,
      subjectId: c.phraseIds[0]!,
      phraseId: c.phraseIds[0]!,
      line: c.prompt,
      task: c.task,
      phrases: list,
      keyWords: c.keyWords,
      prompt: prompt('conversation', c.id, c.prompt.arabic, c.prompt.english, { task: c.task }),
    });
    itemRows.push({
      type: 'conversation',
      id: c.id,
      subjectId: c.phraseIds[0]!,
      phraseId: c.phraseIds[0]!,
      data: strip(c),
    });
  }

  for (const r of authored.roleplay) {
    const list = phraseList(r.phraseIds, r.origin, r.id);
    if (!list || !claimId('roleplay', r.id, r.origin)) continue;
    items.roleplay.push({
      type: 'roleplay',
      itemId: r.id,
      subjectId: r.phraseIds[0]!,
      phraseId: r.phraseIds[0]!,
      setting: r.setting,
      learnerRole: r.learnerRole,
      line: r.otherLine,
      goal: r.goal,
      phrases: list,
      keyWords: r.keyWords,
      prompt: prompt('roleplay', r.id, r.otherLine.arabic, r.otherLine.english, {
        setting: r.setting,
        learnerRole: r.learnerRole,
        goal: r.goal,
      }),
    });
    itemRows.push({
      type: 'roleplay',
      id: r.id,
      subjectId: r.phraseIds[0]!,
      phraseId: r.phraseIds[0]!,
      data: strip(r),
    });
  }

  const resolveAll = (refs: Parameters<typeof resolveSpan>[0][], origin: Origin, id: string) => {
    const spans: ResolvedSpan[] = [];
    for (const ref of refs) {
      const span = resolveSpan(ref);
      if (typeof span === 'string') {
        problem(origin, id, `reference ${describeRef(ref)}: ${span}`);
        return undefined;
      }
      spans.push(span);
    }
    return spans;
  };

  for (const c of authored.comparison) {
    const spans = resolveAll(c.verses, c.origin, c.id);
    if (!spans || !claimId('comparison', c.id, c.origin)) continue;
    const phraseIds = phrases.filter((p) => c.verses.some((v) => spanContains(v, p.ref))).map((p) => p.id);
    items.comparison.push({
      type: 'comparison',
      itemId: c.id,
      subjectId: c.id,
      kind: c.kind,
      verses: [judgeOf(spans[0]!), judgeOf(spans[1]!)],
      question: c.question,
      expectedAnswer: c.expectedAnswer,
      rubric: c.rubric,
      phraseIds,
      prompt: prompt('comparison', c.id, null, c.question, {
        kind: c.kind,
        verses: maskAnswer(spans, c.expectedAnswer).map(verseView),
      }),
    });
    itemRows.push({
      type: 'comparison',
      id: c.id,
      subjectId: c.id,
      phraseId: phraseIds[0] ?? null,
      data: strip(c),
    });
  }

  // --- wisdom sentences (transformation) -----------------------------------------------------------------
  const sentences: PhilosophicalSentence[] = [];
  const sentenceRows: ContentRows['sentences'] = [];
  for (const w of authored.wisdom) {
    const spans = resolveAll(
      w.related.map((r) => r.ref),
      w.origin,
      w.id,
    );
    if (!spans || !claimId('transformation', w.id, w.origin)) continue;
    const related = w.related.map((r, i) => ({
      ...judgeOf(spans[i]!),
      relation: r.relation,
      reason: r.reason,
    }));
    sentences.push({ id: w.id, arabicText: w.arabicText, englishGloss: w.englishGloss });
    sentenceRows.push({
      id: w.id,
      arabicText: w.arabicText,
      englishGloss: w.englishGloss,
      related: w.related,
    });
    items.transformation.push({
      type: 'transformation',
      itemId: w.id,
      subjectId: w.id,
      sentenceId: w.id,
      sentence: { arabicText: w.arabicText, englishGloss: w.englishGloss },
      related,
      prompt: prompt('transformation', w.id, w.arabicText, w.englishGloss, {
        relation: 'close or opposite meaning',
        philosophicalSentenceId: w.id,
      }),
    });
  }

  // --- question banks (thematic) -------------------------------------------------------------------------
  const questionBanks: QuestionBankItem[] = [];
  for (const q of authored.themes) {
    const spans = resolveAll(q.verses, q.origin, q.id);
    if (!spans || !claimId('thematic', q.id, q.origin)) continue;
    const bank: QuestionBankItem = {
      id: q.id,
      theme: q.theme,
      themeEnglish: q.themeEnglish,
      description: q.description,
      tags: q.tags,
      difficulty: q.difficulty,
      associatedPhrases: spans.map((s) => ({
        surahAyah: s.surahAyah,
        englishTranslation: s.englishTranslation || s.verseEnglish,
      })),
    };
    questionBanks.push(bank);
    items.thematic.push({
      type: 'thematic',
      itemId: q.id,
      subjectId: q.id,
      questionBankId: q.id,
      theme: q.theme,
      themeEnglish: q.themeEnglish,
      description: q.description,
      verses: spans.map(judgeOf),
      prompt: prompt('thematic', q.id, q.theme, q.themeEnglish, {
        description: q.description,
        tags: q.tags,
        difficulty: q.difficulty,
        questionBankId: q.id,
      }),
    });
  }

  // --- indexes -------------------------------------------------------------------------------------------
  const byItemId = new Map<string, JudgeItem>();
  const bySubject = new Map<string, JudgeItem>();
  const subjects = Object.fromEntries(EXERCISE_TYPES.map((t) => [t, [] as string[]])) as Record<
    ExerciseType,
    string[]
  >;
  for (const type of EXERCISE_TYPES) {
    for (const item of items[type] as JudgeItem[]) {
      byItemId.set(`${type}\u0000${item.itemId}`, item);
      const keys =
        item.type === 'conversation' || item.type === 'roleplay'
          ? item.phrases.map((p) => p.phraseId)
          : [item.subjectId];
      for (const key of keys) {
        const k = `${type}\u0000${key}`;
        if (!bySubject.has(k)) {
          bySubject.set(k, item);
          subjects[type].push(key);
        }
      }
    }
  }
  const sentenceById = new Map(sentences.map((s) => [s.id, s]));
  const bankById = new Map(questionBanks.map((q) => [q.id, q]));

  // Premium opens every verse of the Qur'an to completion (issue 9): such items are made from the corpus on
  // first use, by the same rule as a phrase's, and kept.
  const verseItems = new Map<string, JudgeItemOf<'completion'>>();
  const verseCompletion = (id: string): JudgeItemOf<'completion'> | undefined => {
    const ref = verseRefOfId(id);
    if (!ref) return undefined;
    const cached = verseItems.get(id);
    if (cached) return cached;
    const span = resolveSpan(ref);
    if (typeof span === 'string') return undefined;
    const js = judgeSpan(span);
    const difficulty = verseDifficulty(js.words.length);
    const hidden = hiddenWordPositions(js, difficulty);
    const answerWords = hidden.map((p) => js.words[p - 1]!);
    const item: JudgeItemOf<'completion'> = {
      type: 'completion',
      itemId: id,
      subjectId: id,
      phraseId: id,
      phrase: js,
      hiddenWords: hidden,
      answerWords,
      acceptWholePhrase: true,
      acceptedAnswers: [answerWords.map((w) => w.standard).join(' '), js.standard],
      prompt: prompt('completion', id, withBlanks(js, hidden), js.englishTranslation, {
        blanks: hidden,
        wordCount: js.words.length,
        surahAyah: js.surahAyah,
      }),
    };
    verseItems.set(id, item);
    return item;
  };

  // The item's own id wins: a phrase claimed by several items of a type opens the first of them only when the
  // request names the phrase (the spec's phraseId), never when it names the item the learner saw.
  const getExerciseItem = <T extends ExerciseType>(type: T, id: string): JudgeItemOf<T> | undefined => {
    const item = byItemId.get(`${type}\u0000${id}`) ?? bySubject.get(`${type}\u0000${id}`);
    if (!item && type === 'completion') return verseCompletion(id) as JudgeItemOf<T> | undefined;
    return item as JudgeItemOf<T> | undefined;
  };

  const versePhrase = (
    span: JudgeSpan,
    id: string,
    category: PhraseCategory,
    extra: Partial<Phrase>,
  ): Phrase => {
    const resolved = resolveSpan(span.ref, span.englishTranslation || undefined);
    const translations = typeof resolved === 'string' ? {} : resolved.translations;
    return {
      id,
      arabicText: span.uthmani,
      englishTranslation: span.englishTranslation,
      surahAyah: span.surahAyah,
      category,
      lifeApplication: '',
      tags: [],
      difficulty: 3,
      usageNote: null,
      standardText: span.standard,
      surahName: surahNameOf(span.ref.surah),
      translations,
      ref: span.ref,
      ...extra,
    };
  };

  const subjectPhrase = (type: ExerciseType, id: string): Phrase | undefined => {
    const item = getExerciseItem(type, id);
    if (!item) return undefined;
    switch (item.type) {
      case 'comparison':
        return versePhrase(item.verses[0], item.subjectId, 'long', { tags: [item.kind] });
      case 'transformation':
        return item.related[0] ? versePhrase(item.related[0], item.subjectId, 'proverbs', {}) : undefined;
      case 'thematic': {
        const bank = bankById.get(item.questionBankId);
        return item.verses[0]
          ? versePhrase(item.verses[0], item.subjectId, 'long', {
              tags: bank?.tags ?? [],
              difficulty: bank?.difficulty ?? 3,
            })
          : undefined;
      }
      default: {
        const subject =
          !byItemId.has(`${type}\u0000${id}`) && bySubject.has(`${type}\u0000${id}`) ? id : item.subjectId;
        const curated = phraseEntries.get(subject)?.phrase;
        if (curated || item.type !== 'completion') return curated;
        return versePhrase(item.phrase, item.subjectId, 'long', {
          difficulty: verseDifficulty(item.phrase.words.length),
        });
      }
    }
  };

  const exerciseView = (type: ExerciseType, id: string): ExerciseView | undefined => {
    const item = getExerciseItem(type, id);
    if (!item) return undefined;
    const subjectId =
      !byItemId.has(`${type}\u0000${id}`) && bySubject.has(`${type}\u0000${id}`) ? id : item.subjectId;
    const phraseBased = item.type !== 'transformation' && item.type !== 'thematic';
    return {
      type,
      itemId: item.itemId,
      subjectId,
      exercise: item.prompt as ExercisePrompt,
      phrase: phraseBased ? (subjectPhrase(type, subjectId) ?? null) : null,
      sentence: item.type === 'transformation' ? (sentenceById.get(item.sentenceId) ?? null) : null,
      questionBank: item.type === 'thematic' ? (bankById.get(item.questionBankId) ?? null) : null,
    };
  };

  const rows: ContentRows = {
    phrases: [...phraseEntries.values()].map((e) => ({ ...e.phrase, origin: e.origin })),
    items: itemRows.concat(
      items.transformation.map((t) => ({
        type: 'transformation' as const,
        id: t.itemId,
        subjectId: t.itemId,
        phraseId: null,
        data: {},
      })),
      items.thematic.map((t) => ({
        type: 'thematic' as const,
        id: t.itemId,
        subjectId: t.itemId,
        phraseId: null,
        data: {},
      })),
    ),
    sentences: sentenceRows,
    questionBanks,
  };
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        rows.phrases.map(({ origin: _o, ...p }) => p),
        rows.items,
        rows.sentences,
        rows.questionBanks,
      ]),
    )
    .digest('hex');

  return {
    phrases,
    sentences,
    questionBanks,
    getPhrase: (id) => phraseEntries.get(id)?.phrase,
    getPhraseSpan: (id) => {
      const e = phraseEntries.get(id);
      return e ? judgeSpan(e.span) : undefined;
    },
    getSentence: (id) => sentenceById.get(id),
    getQuestionBank: (id) => bankById.get(id),
    getExerciseItem,
    itemsOf: <T extends ExerciseType>(type: T) => items[type] as readonly JudgeItemOf<T>[],
    subjectIds: (type) => subjects[type],
    itemIds: (type) => (items[type] as JudgeItem[]).map((i) => i.itemId),
    phraseIdsOf,
    exerciseView,
    subjectPhrase,
    issues,
    authored,
    rows,
    digest,
    buildMs: performance.now() - started,
  };

  function judgeOf(span: ResolvedSpan): JudgeSpan {
    return judgeSpan(span);
  }
}

/** The curated phrases an item practises: what its answer may move a memory card for. */
export function phraseIdsOf(item: JudgeItem): readonly string[] {
  switch (item.type) {
    case 'completion':
    case 'substitution':
      return [item.phraseId];
    case 'conversation':
    case 'roleplay':
      return item.phrases.map((p) => p.phraseId);
    case 'comparison':
      return item.phraseIds;
    default:
      return [];
  }
}

/**
 * A comparison prompt shows both verses but never the answer: a word that belongs to the expected answer and
 * is not shared with the other verse is shown as a blank, and so is every place where the whole answer stands
 * (a word both verses share, asked for as the word they have in common, is blanked in both).
 */
function maskAnswer(spans: ResolvedSpan[], expectedAnswer: string): ResolvedSpan[] {
  const bare = (w: string) => w.replace(/[\u064B-\u065F\u0670\u0640]/g, '').replace(/[أإآ]/g, 'ا');
  const answerWords = expectedAnswer.trim().split(/\s+/).map(bare);
  const answer = new Set(answerWords);
  return spans.map((span, i) => {
    const other = new Set(spans[1 - i]?.words.map((w) => bare(w.standard)) ?? []);
    const own = span.words.map((w) => bare(w.standard));
    const hidden = own.map((w) => answer.has(w) && !other.has(w));
    for (let start = 0; start + answerWords.length <= own.length; start++) {
      if (answerWords.every((w, k) => own[start + k] === w))
        for (let k = 0; k < answerWords.length; k++) hidden[start + k] = true;
    }
    if (!hidden.some(Boolean)) return span;
    return { ...span, uthmani: span.words.map((w, p) => (hidden[p] ? BLANK : w.uthmani)).join(' ') };
  });
}

function strip<T extends { origin: Origin }>(record: T): Omit<T, 'origin'> {
  const { origin: _origin, ...rest } = record;
  return rest;
}

/** Id of a whole verse opened as a completion exercise (Premium): `verse-2-255`. */
export function verseIdOf(surah: number, ayah: number): string {
  return `verse-${surah}-${ayah}`;
}

function verseRefOfId(id: string): VerseRef | undefined {
  const match = /^verse-(\d{1,3})-(\d{1,3})$/.exec(id);
  return match ? { surah: Number(match[1]), ayah: Number(match[2]) } : undefined;
}

/** Difficulty of a whole verse by its length, as the long phrases are graded. */
function verseDifficulty(words: number): number {
  return words < 8 ? 2 : words < 15 ? 3 : words < 30 ? 4 : 5;
}

let defaultCatalog: ContentCatalog | undefined;

/** The catalog of the repository's content folder, built on first use and kept for the life of the process. */
export function getContentCatalog(): ContentCatalog {
  defaultCatalog ??= buildCatalog();
  return defaultCatalog;
}

/** The judge's entry point: the item the learner saw, by type and the id the request carries. */
export function getExerciseItem<T extends ExerciseType>(type: T, id: string): JudgeItemOf<T> | undefined {
  return getContentCatalog().getExerciseItem(type, id);
}
