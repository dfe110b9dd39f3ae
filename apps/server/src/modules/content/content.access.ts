import { planById, type Entitlements, type ExerciseType } from '@lisan/contract';
import { loadCorpus } from '@lisan/arabic';
import type { Database } from '@lisan/db';
import { PaymentRequiredError } from '../../errors.js';
import { assertExerciseTypeAllowed, entitlementsFor } from '../billing/index.js';
import { duePhraseIds, practisedPhraseIds } from '../progress/progress.service.js';
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
 * The subject (the id an exercise URL carries) to practise next: a phrase due for review first, then one not
 * practised yet, then any; all within the plan. For Premium completion, every other pick is a random verse.
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
  const subjects = catalog.subjectIds(type).filter((id) => !pool || !PHRASE_BASED.includes(type) || pool.has(id));
  const verses = type === 'completion' && entitlements.plan === 'premium';
  if (subjects.length === 0 && !verses) return undefined;

  if (PHRASE_BASED.includes(type)) {
    const open = new Set(subjects);
    const due = (await duePhraseIds(db, userId, new Date(), 50)).find((id) => open.has(id) || (verses && isVerseId(id)));
    if (due) return due;
  }
  if (verses && (subjects.length === 0 || pick(2) === 0)) return randomVerseId(pick);
  const practised = PHRASE_BASED.includes(type) ? await practisedPhraseIds(db, userId) : new Set<string>();
  const fresh = subjects.filter((id) => !practised.has(id));
  const from = fresh.length > 0 ? fresh : subjects;
  return from[pick(from.length)];
}

function randomVerseId(pick: (n: number) => number): string {
  const verses = loadCorpus().verses;
  const verse = verses[pick(verses.length)]!;
  return verseIdOf(verse.surah, verse.ayah);
}
