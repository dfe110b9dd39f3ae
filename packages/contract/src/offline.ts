import { z } from 'zod';
import { todaySessionQuerySchema, todaySessionSchema } from './content.js';
import { validateAnswerRequestSchema, verdictSchema } from './judging.js';
import { SAFE_TEXT_PATTERN, safeString, UNSAFE_TEXT_MESSAGE } from './safe-string.js';

/*
 * Practice without a network: the device keeps today's session with the items the judge needs, judges each
 * answer itself, and sends the answers when it is back online. The server judges them again; its verdict is
 * the one recorded (docs/decisions/0026-offline-practice.md).
 */

/** How old an answer kept on a device may be when it arrives; an older one is refused, not recorded. */
export const OFFLINE_ANSWER_MAX_AGE_DAYS = 7;
/** How far ahead of the server's clock an answer's time may be (a device clock a little fast). */
export const OFFLINE_ANSWER_CLOCK_SKEW_MS = 5 * 60_000;
/** Answers per upload; a device with more sends them in several, in order. */
export const OFFLINE_SYNC_BATCH = 50;

/** Most of tomorrow's reviews a device keeps (the soonest due first). */
export const OFFLINE_TOMORROW_MAX = 50;

/** `GET /api/offline-session`: as today's session. */
export const offlineSessionQuerySchema = todaySessionQuerySchema;

/**
 * Today's session with, for each item, what the judge reads to check an answer (the expected words, the
 * accepted answers): the device judges with it while offline. Holds the answers, so it is sent only to the
 * learner who asked to practise offline.
 */
export const offlineSessionSchema = todaySessionSchema
  .extend({
    /** One judge-ready item per session item, in the same order, in the learner's interface language. */
    judgeItems: z.array(z.looseObject({ itemId: z.string(), type: z.string() })),
    /** When the server chose the items (ISO 8601). */
    preparedAt: z.string(),
    /**
     * Tomorrow's reviews: an item for each phrase whose memory card falls due by the end of the learner's next
     * local day (their time zone) and is not practised in `items`, soonest due first, within the plan, so a
     * learner offline tomorrow still has them. Absent in a session kept by a build that did not ask for them.
     */
    tomorrow: z
      .object({
        /** The end of the learner's next local day (ISO 8601): the cards kept fall due before it. */
        until: z.string(),
        items: todaySessionSchema.shape.items,
        /** One judge-ready item per item, in the same order. */
        judgeItems: z.array(z.looseObject({ itemId: z.string(), type: z.string() })),
      })
      .optional(),
  })
  .meta({ id: 'OfflineSession' });
export type OfflineSession = z.infer<typeof offlineSessionSchema>;

export const offlineAnswerSchema = validateAnswerRequestSchema
  .extend({
    /** Chosen by the device for this answer (a UUID); the same key sent again is the same answer. */
    idempotencyKey: z.uuid().regex(SAFE_TEXT_PATTERN, UNSAFE_TEXT_MESSAGE),
    /** When the learner gave the answer (ISO 8601 with offset): the day it counts for. */
    answeredAt: z.iso.datetime({ offset: true }).regex(SAFE_TEXT_PATTERN, UNSAFE_TEXT_MESSAGE),
    /** What the device's judge said, so the reply can say where the server's verdict differs. */
    deviceVerdict: verdictSchema,
  })
  .meta({ id: 'OfflineAnswer' });
export type OfflineAnswer = z.infer<typeof offlineAnswerSchema>;

/** `POST /api/offline-answers`: answers in the order they were given. */
export const offlineSyncRequestSchema = z
  .object({ answers: z.array(offlineAnswerSchema).min(1).max(OFFLINE_SYNC_BATCH) })
  .meta({ id: 'OfflineSyncRequest' });
export type OfflineSyncRequest = z.infer<typeof offlineSyncRequestSchema>;

export const offlineSyncResultSchema = z.object({
  idempotencyKey: safeString(),
  /**
   * recorded: judged and recorded now; duplicate: this key was recorded before (nothing recorded again, the
   * first verdict is returned); rejected: not recorded (`message` says why).
   */
  status: z.enum(['recorded', 'duplicate', 'rejected']),
  isCorrect: z.boolean().nullable(),
  verdict: verdictSchema.nullable(),
  /** The server's feedback on the answer: why its verdict is what it is. */
  feedback: z.string(),
  /** True when the server's verdict differs from the device's. */
  changed: z.boolean(),
  attemptId: z.string().nullable(),
  message: z.string().nullable(),
});
export type OfflineSyncResult = z.infer<typeof offlineSyncResultSchema>;

export const offlineSyncResponseSchema = z
  .object({ results: z.array(offlineSyncResultSchema) })
  .meta({ id: 'OfflineSyncResponse' });
export type OfflineSyncResponse = z.infer<typeof offlineSyncResponseSchema>;
