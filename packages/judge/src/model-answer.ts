import type { JudgeItem } from '@lisan/contract';
import { phraseForAudience, placeholderOf } from './builtin/audience.js';
import { foldWord } from '@lisan/arabic';

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
      // A name the note asks the learner to replace is replaced (by an everyday name).
      return withOwnName(
        phraseForAudience(item, item.phrases[0]!),
        placeholderOf(item.phrases[0]!.usageNote),
      );
    case 'comparison':
      return item.expectedAnswer;
    case 'transformation':
      return item.related[0]!.standard;
    case 'thematic':
      return item.verses[0]!.standard;
  }
}

function withOwnName(text: string, placeholder: string | undefined): string {
  if (!placeholder) return text;
  return text
    .split(' ')
    .map((w) => (foldWord(w) === foldWord(placeholder) ? 'أحمد' : w))
    .join(' ');
}
