import { z } from 'zod';
import { ANSWER_MAX_LENGTH } from './constants.js';
import { DIALOGUE_SITUATIONS } from './dialogues.js';
import { UI_LANGUAGES } from './languages.js';
import { safeString } from './safe-string.js';

/**
 * Free conversation: with an LLM configured, the model plays the other person on an everyday situation and the
 * learner answers in their own words or with verses; every verse the learner quotes is checked against the corpus.
 */
export const conversationStatusSchema = z
  .object({
    /** The mode can be played (an LLM is configured). */
    available: z.boolean(),
    /** Why not, when it cannot: a sentence for the screen. */
    reason: z.string().nullable(),
    situations: z.array(z.enum(DIALOGUE_SITUATIONS)),
  })
  .meta({ id: 'ConversationStatus' });
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;

/** How long a free conversation may grow (lines sent back with each turn). */
export const CONVERSATION_MAX_LINES = 24;

export const conversationLineSchema = z.object({
  who: z.enum(['other', 'me']),
  arabic: safeString().min(1).max(ANSWER_MAX_LENGTH),
});
export type ConversationLine = z.infer<typeof conversationLineSchema>;

export const conversationTurnRequestSchema = z
  .object({
    situation: z.enum(DIALOGUE_SITUATIONS),
    /** The conversation so far (oldest first); empty to have the other person open it. */
    history: z.array(conversationLineSchema).max(CONVERSATION_MAX_LINES),
    /** The learner's line; absent when the conversation is opened. */
    answer: safeString().max(ANSWER_MAX_LENGTH).optional(),
    language: z.enum(UI_LANGUAGES).optional(),
  })
  .meta({ id: 'ConversationTurnRequest' });
export type ConversationTurnRequest = z.infer<typeof conversationTurnRequestSchema>;

/** A verse the learner's line quotes: said word for word (`exact`), or close to it but not (`misquote`). */
export const conversationQuoteSchema = z.object({
  status: z.enum(['exact', 'misquote']),
  /** '94:6', '2:153'. */
  ref: z.string(),
  /** The verse's words as the corpus has them (standard spelling). */
  verse: z.string(),
});
export type ConversationQuote = z.infer<typeof conversationQuoteSchema>;

export const conversationTurnResponseSchema = z
  .object({
    /**
     * `opened` the other person's first line; `answered` the learner's line went through and the other person
     * replied; `misquote` the line quotes a verse not word for word: named, and to be said again (no reply).
     */
    outcome: z.enum(['opened', 'answered', 'misquote']),
    quotes: z.array(conversationQuoteSchema),
    /** What the learner is told about their line (empty when opened). */
    feedback: z.string(),
    /** The other person's next line, with its meaning in the interface language (null in Arabic). */
    line: z.object({ arabic: z.string(), translation: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'ConversationTurnResponse' });
export type ConversationTurnResponse = z.infer<typeof conversationTurnResponseSchema>;
