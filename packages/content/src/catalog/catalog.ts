import { createHash } from 'node:crypto';
import type {
  ExerciseType,
  ExerciseView,
  JudgeItem,
  JudgeItemOf,
  JudgeSpan,
  PhilosophicalSentence,
  Phrase,
  QuestionBankItem,
} from '@lisan/contract';
import {
  DEFAULT_CONTENT_DIR,
  readContent,
  type AuthoredContent,
  type ContentIssue,
  type Origin,
} from '../files.js';
import { judgeSpan } from '../spans.js';
import { buildComparison } from './comparison.js';
import { buildCompletion } from './completion.js';
import { buildContext, type ItemRow } from './context.js';
import { buildConversation } from './conversation.js';
import { buildPhrases } from './phrases.js';
import { buildRoleplay } from './roleplay.js';
import { buildSubstitution } from './substitution.js';
import { buildThematic } from './thematic.js';
import { buildTransformation, type SentenceRow } from './transformation.js';
import { catalogViews } from './views.js';

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
  /** Subject ids (what the public API's `phraseId` carries) that open an item of the type. */
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
  items: ItemRow[];
  sentences: SentenceRow[];
  questionBanks: QuestionBankItem[];
}

/**
 * Reads the content folder and builds the catalog: the phrases first (items point at them), then one builder
 * per exercise type (./completion.ts … ./thematic.ts), then the indexes and views over what they built.
 */
export function buildCatalog(contentDir: string = DEFAULT_CONTENT_DIR): ContentCatalog {
  const started = performance.now();
  const authored = readContent(contentDir);
  const ctx = buildContext(authored);
  for (const [id, entry] of buildPhrases(ctx)) ctx.phrases.set(id, entry);

  const completion = buildCompletion(ctx);
  const substitution = buildSubstitution(ctx);
  const conversation = buildConversation(ctx);
  const roleplay = buildRoleplay(ctx);
  const comparison = buildComparison(ctx);
  const transformation = buildTransformation(ctx);
  const thematic = buildThematic(ctx);
  const items: { [T in ExerciseType]: JudgeItemOf<T>[] } = {
    completion: completion.items,
    substitution: substitution.items,
    conversation: conversation.items,
    roleplay: roleplay.items,
    comparison: comparison.items,
    transformation: transformation.items,
    thematic: thematic.items,
  };
  const { sentences } = transformation;
  const { questionBanks } = thematic;

  const rows: ContentRows = {
    phrases: [...ctx.phrases.values()].map((e) => ({ ...e.phrase, origin: e.origin })),
    items: [completion, substitution, conversation, roleplay, comparison, transformation, thematic].flatMap(
      (built) => built.rows,
    ),
    sentences: transformation.sentenceRows,
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

  const views = catalogViews(items, ctx.phrases, sentences, questionBanks);
  return {
    phrases: [...ctx.phrases.values()].map((e) => e.phrase),
    sentences,
    questionBanks,
    getPhrase: (id) => ctx.phrases.get(id)?.phrase,
    getPhraseSpan: (id) => {
      const e = ctx.phrases.get(id);
      return e ? judgeSpan(e.span) : undefined;
    },
    itemsOf: <T extends ExerciseType>(type: T) => items[type] as readonly JudgeItemOf<T>[],
    itemIds: (type) => (items[type] as JudgeItem[]).map((i) => i.itemId),
    phraseIdsOf,
    ...views,
    issues: ctx.issues,
    authored,
    rows,
    digest,
    buildMs: performance.now() - started,
  };
}

/** The curated phrases an item practises: what its answer may move a memory card for. */
function phraseIdsOf(item: JudgeItem): readonly string[] {
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

let defaultCatalog: ContentCatalog | undefined;

/** The catalog of the repository's content folder, built on first use and kept for the life of the process. */
export function getContentCatalog(): ContentCatalog {
  defaultCatalog ??= buildCatalog();
  return defaultCatalog;
}
