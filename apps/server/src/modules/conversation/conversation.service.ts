import {
  ANSWER_MAX_LENGTH,
  DIALOGUE_SITUATIONS,
  ERROR_TEXTS,
  JUDGE_TEXTS,
  type ConversationStatus,
  type ConversationTurnRequest,
  type ConversationTurnResponse,
  type UiLanguage,
} from '@lisan/contract';
import { AppError, BadRequestError } from '../../errors.js';
import { partnerLine, PartnerError, type PartnerConfig } from './conversation.partner.js';
import { quotesIn } from './conversation.quotes.js';
import { CONVERSATION_TEXTS } from './conversation.texts.js';

export interface ConversationDeps {
  /** The AI_* settings; absent when no model is configured (the mode is then not offered). */
  partner?: PartnerConfig;
  /** Spends one of the learner's AI answers for the day; false when none is left. */
  allowLlm: () => Promise<boolean>;
  log?: { warn: (details: object, message: string) => void };
}

export function conversationStatus(deps: ConversationDeps, language: UiLanguage): ConversationStatus {
  return {
    available: deps.partner !== undefined,
    reason: deps.partner ? null : CONVERSATION_TEXTS[language].notConfigured,
    situations: [...DIALOGUE_SITUATIONS],
  };
}

/**
 * One step of a free conversation. The learner's line is checked first, against the corpus: a verse quoted
 * not word for word is named and said again, and the model is not asked. Otherwise the model, playing the
 * other person, says the next line. Without an answer the model opens the conversation.
 */
export async function conversationTurn(
  deps: ConversationDeps,
  body: ConversationTurnRequest,
): Promise<ConversationTurnResponse> {
  const language = body.language ?? 'en';
  const texts = CONVERSATION_TEXTS[language];
  if (!deps.partner) throw new AppError(503, 'llm_not_configured', texts.notConfigured);
  const answer = body.answer;
  if (answer !== undefined && answer.trim() === '')
    throw new BadRequestError(ERROR_TEXTS.noAnswerText, 'no_answer');
  if (answer !== undefined && answer.length > ANSWER_MAX_LENGTH)
    throw new BadRequestError(JUDGE_TEXTS.answerTooLong, 'answer_too_long');

  const quotes = answer === undefined ? [] : quotesIn(answer);
  const misquote = quotes.find((q) => q.status === 'misquote');
  if (misquote) return { outcome: 'misquote', quotes, feedback: texts.misquote(misquote.ref), line: null };

  if (!(await deps.allowLlm())) throw new AppError(429, 'ai_limit_reached', texts.limitReached);
  const history =
    answer === undefined ? body.history : [...body.history, { who: 'me' as const, arabic: answer }];
  let reply;
  try {
    reply = await partnerLine(deps.partner, body.situation, language, history);
  } catch (error) {
    if (!(error instanceof PartnerError)) throw error;
    deps.log?.warn({ detail: error.message }, 'free conversation: the model failed');
    throw new AppError(502, 'ai_unavailable', texts.unavailable);
  }
  const exact = quotes.filter((q) => q.status === 'exact').map((q) => q.ref);
  return {
    outcome: answer === undefined ? 'opened' : 'answered',
    quotes,
    feedback: answer === undefined ? '' : exact.length ? texts.quoted(exact.join(', ')) : texts.ownWords,
    line: { arabic: reply.arabic, translation: language === 'ar' ? null : reply.translation },
  };
}
