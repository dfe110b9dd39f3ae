import { planById, type Entitlements, type ExerciseType } from '@lisan/contract';
import { loadCorpus } from '@lisan/arabic';
import type { Database } from '@lisan/db';
import { PaymentRequiredError } from '../../errors.js';
import { assertExerciseTypeAllowed, entitlementsFor } from '../billing/index.js';
import { learnerState } from '../progress/index.js';
import { candidateOf, chooseItem } from './content.picker.js';
import { verseIdOf, type ContentCatalog } from './content.catalog.js';

/*
 * What a learner's plan opens in the library (issue 9): Basic practises the first 100 phrases (the short,
 * everyday ones come first), Standard every curated phrase, Premium also every verse of the Qur'an as a
 * completion exercise. The exercise types a plan opens are checked by billing's assertExerciseTypeAllowed.
 */

const PHRASE_BASED: readonly ExerciseType[] = ['substitution', 'conversation', 'completion', 'roleplay'];

function isVerseId(id: string) {
  return id.startsWith('verse-');
}

/** Phrase ids inside the plan's pool (null: every curated phrase). Only Basic's pool is smaller than the library. */
function poolPhraseIds(catalog: ContentCatalog, entitlements: Entitlements): Set<string> | null {
  if (entitlements.plan !== 'basic') return null;
  return new Set(catalog.phrases.slice(0, entitlements.phrasePoolSize).map((p) => p.id));
}

/** Throws 402 naming the plan that opens this type or this item, when the learner's plan does not. */
export async function assertCanOpen(
  db: Database,
  catalog: ContentCatalog,
  userId: string,
  type: ExerciseType,
  id: string,
): Promise<Entitlements> {
  await assertExerciseTypeAllowed(db, userId, type);
  const entitlements = await entitlementsFor(db, userId);
  if (isVerseId(id)) {
    if (entitlements.plan !== 'premium') {
      throw new PaymentRequiredError(
        `Practising any verse of the Qur'an is part of the ${planById('premium').name} plan. Upgrade to open it.`,
        'plan_required',
      );
    }
    return entitlements;
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
  return entitlements;
}

/**
 * The item to practise next, by its own item id (every item of the library can come up): the exact item
 * answered wrongly, a phrase due for review, then new phrases from the parts the learner knows at their level,
 * then any (content.picker.ts); all within the plan. For Premium completion, every other pick of new material
 * is a random verse.
 */
export async function pickSubject(
  db: Database,
  catalog: ContentCatalog,
  userId: string,
  type: ExerciseType,
  pick: (n: number) => number,
): Promise<string | undefined> {
  await assertExerciseTypeAllowed(db, userId, type);
  const entitlements = await entitlementsFor(db, userId);
  const pool = poolPhraseIds(catalog, entitlements);
  const items = catalog
    .itemIds(type)
    .map((id) => catalog.getExerciseItem(type, id)!)
    .filter((item) => {
      if (!pool || !PHRASE_BASED.includes(type)) return true;
      const phraseId = 'phraseId' in item && typeof item.phraseId === 'string' ? item.phraseId : null;
      return phraseId !== null && pool.has(phraseId);
    });
  const verses = type === 'completion' && entitlements.plan === 'premium';
  if (items.length === 0 && !verses) return undefined;

  const state = await learnerState(db, userId);
  if (verses) {
    // Premium's whole-Qur'an verses: a due verse first, and half of the new material.
    const dueVerse = state.due.find((id) => isVerseId(id));
    const curatedDue = state.due.find((id) => !isVerseId(id) && (!pool || pool.has(id)));
    if (dueVerse && (!curatedDue || state.due.indexOf(dueVerse) < state.due.indexOf(curatedDue)))
      return dueVerse;
  }
  const candidates = items.map((item) =>
    candidateOf(
      item,
      catalog.phraseIdsOf(item),
      (id) => catalog.getPhrase(id)?.difficulty,
      item.type === 'thematic' ? catalog.getQuestionBank(item.questionBankId)?.difficulty : undefined,
    ),
  );
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
