import type { JudgeItem } from '@lisan/contract';
import { translator } from '../messages/index.js';
import type { BuiltinResult, JudgeInput } from '../types.js';
import { judgeComparison } from './comparison.js';
import { judgeCompletion } from './completion.js';
import { judgeConversation } from './conversation.js';
import { misquotedReply } from './misquote-guard.js';
import { judgeSubstitution } from './substitution.js';
import { judgeVerseMatch } from './verse-match.js';

/** The built-in judge: deterministic, offline, for every exercise type. */
export function judgeBuiltin(input: JudgeInput): BuiltinResult {
  const tr = translator(input.language);
  const item: JudgeItem = input.item;
  if (item.type !== input.exerciseType) {
    throw new Error(`item ${item.itemId} is a ${item.type} item, not ${input.exerciseType}`);
  }
  switch (item.type) {
    case 'completion':
      return judgeCompletion(item, input.answer, tr);
    case 'substitution':
      return judgeSubstitution(item, input.answer, tr);
    case 'conversation':
    case 'roleplay': {
      const found = judgeConversation(item, input.answer, tr);
      return misquotedReply(item, input.answer, found, tr) ?? found;
    }
    case 'comparison':
      return judgeComparison(item, input.answer, tr);
    case 'transformation':
    case 'thematic':
      return judgeVerseMatch(item, input.answer, tr);
  }
}
