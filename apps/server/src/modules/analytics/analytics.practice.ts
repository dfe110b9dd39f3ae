import type { ErrorClass, ExerciseType, JudgeItem, PracticeItems } from '@lisan/contract';
import type { Database } from '@lisan/db';
import type { ContentCatalog } from '@lisan/content';
import { exercisedClasses } from './analytics.classes.js';
import * as repo from './analytics.repository.js';

/** What picking practice items needs: the database, and the learner's plan check (the content module's). */
export interface PracticeDeps {
  db: Database;
  assertCanOpen?: (userId: string, type: ExerciseType, id: string) => Promise<void>;
}

const LIMIT = 8;

/** Where, in the library, a class is practised: the item types whose answers exercise it. */
function libraryTypesFor(cls: ErrorClass): ExerciseType[] {
  if (cls === 'lookAlikeVerse') return ['comparison', 'completion'];
  if (['tense', 'person', 'number', 'gender', 'case', 'mood'].includes(cls))
    return ['substitution', 'completion'];
  return ['completion', 'substitution'];
}

function expectedWordsOf(item: JudgeItem): string[] {
  switch (item.type) {
    case 'completion':
      return item.answerWords.map((w) => w.standard);
    case 'substitution':
      return item.acceptedFillers.flatMap((f) => f.split(' '));
    case 'comparison':
      return item.verses.flatMap((v) => v.words.map((w) => w.standard));
    default:
      return [];
  }
}

/**
 * Items that practise one error class: first those where the learner made that error (most recent first),
 * then library items whose expected answer holds it; only items the learner's plan opens.
 */
export async function practiceItems(
  deps: PracticeDeps,
  catalog: ContentCatalog,
  userId: string,
  cls: ErrorClass,
): Promise<PracticeItems> {
  const items: PracticeItems['items'] = [];
  const seen = new Set<string>();
  const add = async (type: ExerciseType, item: JudgeItem, why: string) => {
    const key = `${type}:${item.subjectId}`;
    if (seen.has(key) || items.length >= LIMIT) return;
    seen.add(key);
    try {
      await deps.assertCanOpen?.(userId, type, item.subjectId);
    } catch {
      return;
    }
    items.push({ exerciseType: type, subjectId: item.subjectId, why });
  };
  for (const own of await repo.itemsWithErrors(deps.db, userId, cls, LIMIT)) {
    const item = catalog.getExerciseItem(own.exerciseType as ExerciseType, own.itemId);
    if (item) await add(item.type, item, 'missed');
  }
  for (const type of libraryTypesFor(cls)) {
    for (const item of catalog.itemsOf(type)) {
      if (items.length >= LIMIT) break;
      if (
        type === 'comparison' &&
        cls === 'lookAlikeVerse' &&
        item.type === 'comparison' &&
        item.kind !== 'mutashabihat'
      )
        continue;
      const exercised = exercisedClasses(type, expectedWordsOf(item), []);
      // Spelling points and the article must be in the answer itself; other classes go with the exercise type.
      if (
        ['hamza', 'taMarbuta', 'alefMaqsura', 'definiteness'].includes(cls) ? exercised.includes(cls) : true
      ) {
        await add(type, item, 'library');
      }
    }
  }
  return { class: cls, items };
}
