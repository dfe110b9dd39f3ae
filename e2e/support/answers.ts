import { getContentCatalog } from '@lisan/content';
import type { ExerciseType, JudgeItem } from '@lisan/contract';

/** Answers come from the items themselves (so from the corpus): no Qur'anic text is written in a test. */
export { modelAnswer as rightAnswer } from '@lisan/judge';

/** The first item of a type and the id its exercise URL carries. */
export function firstItem(type: ExerciseType): { subjectId: string; item: JudgeItem } {
  const catalog = getContentCatalog();
  const item = catalog.itemsOf(type)[0] as JudgeItem | undefined;
  if (!item) throw new Error(`the content has no ${type} item`);
  return { subjectId: item.subjectId, item };
}

/** Plain Arabic that is no answer to anything. */
export const WRONG_ANSWER = 'كتاب جميل على الطاولة';
