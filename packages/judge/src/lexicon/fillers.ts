import type { SubstitutionJudgeItem } from '@lisan/contract';

/**
 * Every filler a substitution cue accepts: the item's own list, then the forms the substitution lexicon adds
 * (content/lexicon/, attached by the content catalog). One list, so that a synonym, the feminine or زوج for a
 * wife is judged exactly like a listed filler: inside the slot exact, outside it the Qur'an word for word.
 */
export function fillersOf(item: SubstitutionJudgeItem): string[] {
  const extra = (item.lexiconFillers ?? []).filter((f) => !item.acceptedFillers.includes(f));
  return [...item.acceptedFillers, ...extra];
}
