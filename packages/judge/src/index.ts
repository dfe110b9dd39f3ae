export { judge, wantsLlm, type JudgeOptions } from './judge.js';
export { judgeBuiltin } from './builtin/index.js';
export { lastResort } from './fallback.js';
export { createLlmJudge, parseReply, type LlmJudge, type LlmJudgeOptions } from './llm/llm-judge.js';
export { verifyQuote, checkQuotes } from './llm/quotes.js';
export { MESSAGES, message, type MessageKey, type Messages } from './messages/index.js';
export type { BuiltinResult, JudgeInput, JudgeResult } from './types.js';
export { modelAnswer } from './model-answer.js';
export { meaningFit, warmMeaning, THEMES, type MeaningFit } from './meaning/index.js';
export { fillersOf } from './lexicon/fillers.js';
export { itemInLanguage, type ItemTexts } from './localize.js';
export {
  judgeEverydayOnly,
  saysEverydayReply,
  slotsFilled,
  type EverydayOnlyAnswer,
} from './everyday-only.js';
