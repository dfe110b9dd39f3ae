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
} from '@lisan/contract';
import { resolveSpan, surahNameOf } from '../spans.js';
import { verseCompletions, verseDifficulty } from './completion.js';
import type { PhraseEntry } from './context.js';

type ItemsByType = { [T in ExerciseType]: JudgeItemOf<T>[] };

/**
 * The catalog's reads over the built items: an item by its own id or by its subject id (the phrase, sentence
 * or bank id the public API's requests carry), the subject ids that open items, and the views the API serves.
 */
export function catalogViews(
  items: ItemsByType,
  phrases: ReadonlyMap<string, PhraseEntry>,
  sentences: readonly PhilosophicalSentence[],
  questionBanks: readonly QuestionBankItem[],
) {
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
  const verseCompletion = verseCompletions();

  // The item's own id wins: a phrase claimed by several items of a type opens the first of them only when the
  // request names the phrase (the public API's phraseId), never when it names the item the learner saw.
  const getExerciseItem = <T extends ExerciseType>(type: T, id: string): JudgeItemOf<T> | undefined => {
    const item = byItemId.get(`${type}\u0000${id}`) ?? bySubject.get(`${type}\u0000${id}`);
    if (!item && type === 'completion') return verseCompletion(id) as JudgeItemOf<T> | undefined;
    return item as JudgeItemOf<T> | undefined;
  };

  /** The subject the request named: a phrase it opened by, else the item's own subject. */
  const subjectOf = (type: ExerciseType, id: string, item: JudgeItem) =>
    !byItemId.has(`${type}\u0000${id}`) && bySubject.has(`${type}\u0000${id}`) ? id : item.subjectId;

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
        const curated = phrases.get(subjectOf(type, id, item))?.phrase;
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
    const subjectId = subjectOf(type, id, item);
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

  return {
    getExerciseItem,
    subjectPhrase,
    exerciseView,
    subjectIds: (type: ExerciseType): readonly string[] => subjects[type],
    getSentence: (id: string) => sentenceById.get(id),
    getQuestionBank: (id: string) => bankById.get(id),
  };
}

/** A verse in the phrase shape (the subject of an item that is not on a curated phrase). */
function versePhrase(span: JudgeSpan, id: string, category: PhraseCategory, extra: Partial<Phrase>): Phrase {
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
}
