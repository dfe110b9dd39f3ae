import type { ExerciseType, JudgeItem } from '@lisan/contract';
import { getContentCatalog } from '../../apps/server/src/modules/content/content.catalog';

/**
 * A right answer for an exercise item, taken from the content catalog (and so from the corpus): the browser
 * tests type what a learner who knows the answer would type, without any Qur'anic text written in the test.
 */
export function rightAnswer(item: JudgeItem): string {
  switch (item.type) {
    case 'completion':
    case 'substitution':
      return item.acceptedAnswers[0]!;
    case 'conversation':
    case 'roleplay':
      return item.phrases[0]!.standard;
    case 'comparison':
      return item.expectedAnswer;
    case 'transformation':
      return item.related[0]!.standard;
    case 'thematic':
      return item.verses[0]!.standard;
  }
}

/** The first item of a type and the id its exercise URL carries. */
export function firstItem(type: ExerciseType): { subjectId: string; item: JudgeItem } {
  const catalog = getContentCatalog();
  const item = catalog.itemsOf(type)[0] as JudgeItem | undefined;
  if (!item) throw new Error(`the content has no ${type} item`);
  return { subjectId: item.subjectId, item };
}

/** Plain Arabic that is no answer to anything. */
export const WRONG_ANSWER = 'كتاب جميل على الطاولة';
