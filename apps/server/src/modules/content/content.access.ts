import {
  PLAN_ENTITLEMENTS,
  planById,
  type Entitlements,
  type ExerciseType,
  type JudgeItem,
  type PlanId,
} from '@lisan/contract';
import { loadCorpus } from '@lisan/arabic';
import { verseIdOf, type ContentCatalog } from '@lisan/content';
import type { Database } from '@lisan/db';
import { PaymentRequiredError } from '../../errors.js';
import { assertPlanOpens, currentPlanOf } from '../billing/index.js';
import { candidateOf, chooseItem, type PickCandidate } from './content.picker.js';
import type { PickReads } from './content.pick.repository.js';

/*
 * What a learner's plan opens in the library: Basic practises the first 100 phrases (the short,
 * everyday ones come first), Standard every curated phrase, Premium also every verse of the Qur'an as a
 * completion exercise. The exercise types a plan opens are checked by billing's assertPlanOpens.
 */

const PHRASE_BASED: readonly ExerciseType[] = ['substitution', 'conversation', 'completion', 'roleplay'];

function isVerseId(id: string) {
  return id.startsWith('verse-');
}

/** Phrase ids inside the plan's pool (null: every curated phrase). Only Basic's pool is smaller than the library. */
function poolPhraseIds(
  catalog: ContentCatalog,
  entitlements: Pick<Entitlements, 'plan' | 'phrasePoolSize'>,
): ReadonlySet<string> | null {
  if (entitlements.plan !== 'basic') return null;
  // Built once per catalog and size: every random read and answer of a Basic learner asks for it.
  let bySize = poolCache.get(catalog);
  if (!bySize) poolCache.set(catalog, (bySize = new Map()));
  let pool = bySize.get(entitlements.phrasePoolSize);
  if (!pool) {
    pool = new Set(catalog.phrases.slice(0, entitlements.phrasePoolSize).map((p) => p.id));
    bySize.set(entitlements.phrasePoolSize, pool);
  }
  return pool;
}

const poolCache = new WeakMap<ContentCatalog, Map<number, ReadonlySet<string>>>();

interface TypeCandidates {
  /** Every item of the type with what the picker needs of it, and the phrase that puts it in a plan's pool. */
  all: { candidate: PickCandidate; phraseId: string | null }[];
  /** The same, for each plan's pool (null pool: all). */
  byPlan: Map<PlanId, PickCandidate[]>;
}

/*
 * The candidates of a type depend only on the catalog (built once at start-up) and the plan, so they are built
 * once rather than on every random read (they were a fifth of its time with ~1,000 items, ADR 0016).
 */
const candidateCache = new WeakMap<ContentCatalog, Map<ExerciseType, TypeCandidates>>();

function candidatesFor(catalog: ContentCatalog, type: ExerciseType, plan: PlanId): PickCandidate[] {
  let byType = candidateCache.get(catalog);
  if (!byType) candidateCache.set(catalog, (byType = new Map()));
  let entry = byType.get(type);
  if (!entry) {
    const all = catalog.itemIds(type).map((id) => {
      const item: JudgeItem = catalog.getExerciseItem(type, id)!;
      const phraseId = 'phraseId' in item && typeof item.phraseId === 'string' ? item.phraseId : null;
      const candidate = candidateOf(
        item,
        catalog.phraseIdsOf(item),
        (pid) => catalog.getPhrase(pid)?.difficulty,
        item.type === 'thematic' ? catalog.getQuestionBank(item.questionBankId)?.difficulty : undefined,
      );
      return { candidate, phraseId };
    });
    byType.set(type, (entry = { all, byPlan: new Map() }));
  }
  let forPlan = entry.byPlan.get(plan);
  if (!forPlan) {
    const pool = poolPhraseIds(catalog, { plan, phrasePoolSize: PLAN_ENTITLEMENTS[plan].phrasePoolSize });
    forPlan = entry.all
      .filter(
        ({ phraseId }) => !pool || !PHRASE_BASED.includes(type) || (phraseId !== null && pool.has(phraseId)),
      )
      .map(({ candidate }) => candidate);
    entry.byPlan.set(plan, forPlan);
  }
  return forPlan;
}

/** The id that names a type's sample in an exercise URL (/api/exercises/conversation/sample). */
export const SAMPLE_ID = 'sample';

/**
 * Each type's sample: its first item, open to every visitor and plan, so a guest or a Basic learner can try a
 * type before being asked to upgrade for it. Its item id (a view's subject and item ids both name it).
 */
export function sampleItemOf(catalog: ContentCatalog, type: ExerciseType): string | undefined {
  const subject = catalog.subjectIds(type)[0];
  return subject === undefined ? undefined : catalog.exerciseView(type, subject)?.itemId;
}

const isSample = (catalog: ContentCatalog, type: ExerciseType, id: string) => {
  const sample = sampleItemOf(catalog, type);
  return sample !== undefined && catalog.exerciseView(type, id)?.itemId === sample;
};

/** Throws 402 naming the plan that opens this type or this item, when the learner's plan does not. */
export async function assertCanOpen(
  db: Database,
  catalog: ContentCatalog,
  userId: string,
  type: ExerciseType,
  id: string,
  /** The caller is a visitor whose guest was never saved: no subscription to read, the plan is Basic. */
  nothingStored = false,
): Promise<void> {
  if (!isVerseId(id) && isSample(catalog, type, id)) return;
  // One read of the plan (what opens the type and the item), not one per check.
  const plan: PlanId = nothingStored ? 'basic' : (await currentPlanOf(db, userId)).plan;
  assertPlanOpens(plan, type);
  const entitlements = { plan, phrasePoolSize: PLAN_ENTITLEMENTS[plan].phrasePoolSize };
  if (isVerseId(id)) {
    if (entitlements.plan !== 'premium') {
      throw new PaymentRequiredError(
        `Practising any verse of the Qur'an is part of the ${planById('premium').name} plan. Upgrade to open it.`,
        'plan_required',
      );
    }
    return;
  }
  const pool = poolPhraseIds(catalog, entitlements);
  const item = catalog.getExerciseItem(type, id);
  const phraseId = item && 'phraseId' in item && typeof item.phraseId === 'string' ? item.phraseId : null;
  if (pool && PHRASE_BASED.includes(type) && phraseId && !pool.has(phraseId)) {
    throw new PaymentRequiredError(
      `This phrase is in the ${planById('standard').name} library of ${catalog.phrases.length} phrases; your plan includes ${entitlements.phrasePoolSize}. Upgrade to practise it.`,
      'plan_required',
    );
  }
}

/**
 * The item to practise next, by its own item id (every item of the library can come up): the exact item
 * answered wrongly, a phrase due for review, then new phrases from the parts the learner knows at their level,
 * then any (content.picker.ts); all within the plan. For Premium completion, every other pick of new material
 * is a random verse.
 */
export function pickSubject(
  catalog: ContentCatalog,
  { plan, state }: PickReads,
  type: ExerciseType,
  pick: (n: number) => number,
): string | undefined {
  assertPlanOpens(plan, type);
  const pool = poolPhraseIds(catalog, { plan, phrasePoolSize: PLAN_ENTITLEMENTS[plan].phrasePoolSize });
  const candidates = candidatesFor(catalog, type, plan);
  const verses = type === 'completion' && plan === 'premium';
  if (candidates.length === 0 && !verses) return undefined;

  if (verses) {
    // Premium's whole-Qur'an verses: a due verse first, and half of the new material.
    const dueVerse = state.due.find((id) => isVerseId(id));
    const curatedDue = state.due.find((id) => !isVerseId(id) && (!pool || pool.has(id)));
    if (dueVerse && (!curatedDue || state.due.indexOf(dueVerse) < state.due.indexOf(curatedDue)))
      return dueVerse;
  }
  const chosen = chooseItem(type, candidates, state, pick);
  if (verses && (!chosen || ((chosen.reason === 'new' || chosen.reason === 'any') && pick(2) === 0)))
    return randomVerseId(pick);
  return chosen?.itemId;
}

function randomVerseId(pick: (n: number) => number): string {
  const verses = loadCorpus().verses;
  const verse = verses[pick(verses.length)]!;
  return verseIdOf(verse.surah, verse.ayah);
}
