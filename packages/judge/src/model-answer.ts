import type { JudgeItem } from '@lisan/contract';
import { phraseForAudience } from './builtin/audience.js';

/**
 * An answer the item's author would accept, in standard spelling, taken from the item (and so from the corpus for
 * every Qur'anic span). Used to check that every content item can be answered, and by tests that play a learner
 * who knows the answer.
 */
export function modelAnswer(item: JudgeItem): string {
  switch (item.type) {
    case 'completion':
    case 'substitution':
      return item.acceptedAnswers[0]!;
    case 'conversation':
    case 'roleplay':
      // Said to the audience the task names, in the form the phrase's usage note gives for it.
      return phraseForAudience(item, item.phrases[0]!);
    case 'comparison':
      return item.expectedAnswer;
    case 'transformation':
      return item.related[0]!.standard;
    case 'thematic':
      return item.verses[0]!.standard;
  }
}
