import {
  answerSubjectIds,
  OFFLINE_SYNC_BATCH,
  type ExerciseView,
  type JudgeItem,
  type OfflineSession,
  type OfflineSyncResponse,
  type SessionSize,
  type TodaySession,
  type UiLanguage,
  type ValidateAnswerResponse,
} from '@lisan/contract';
import { apiGet, apiRequest } from '../../lib/api-client';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import type { AnswerCheck } from '../exercise';
import {
  forgetSentAnswers,
  forgetSession,
  keepAnswer,
  keepSession,
  keptAnswers,
  keptSession,
  saveServerReply,
  type KeptAnswer,
} from './offline-store';

/** Fired on the window when an answer is kept on the device (the panel counts what waits to be sent). */
export const ANSWER_KEPT_EVENT = 'lisan:offline-answer-kept';

export const offlinePracticeOn = () => readStorage(STORAGE_KEYS.offlinePractice) === '1';

/**
 * Keeps the next session on this device: its items and judge-ready forms (IndexedDB), and the device judge with
 * its corpus (Cache Storage), downloaded here and only here.
 */
export async function keepNextSession(userId: string, size: SessionSize): Promise<OfflineSession> {
  const session = await apiGet<OfflineSession>(
    `/api/offline-session?userId=${encodeURIComponent(userId)}&size=${size}`,
  );
  await keepSession(userId, session);
  const { keepDeviceCorpus } = await import('./device-judge');
  await keepDeviceCorpus();
  return session;
}

export async function turnOfflinePracticeOn(userId: string, size: SessionSize): Promise<OfflineSession> {
  const session = await keepNextSession(userId, size);
  writeStorage(STORAGE_KEYS.offlinePractice, '1');
  return session;
}

export async function turnOfflinePracticeOff(userId: string): Promise<void> {
  removeStorage(STORAGE_KEYS.offlinePractice);
  await forgetSession(userId);
}

/** Which kept items to practise: the next session, or tomorrow's reviews. */
export type KeptSet = 'today' | 'tomorrow';

/** A kept set as today's practice shows it. */
export async function keptPractice(userId: string, set: KeptSet = 'today'): Promise<TodaySession> {
  const session = await keptSession(userId);
  if (!session) throw new Error('No practice is kept on this device.');
  if (set === 'tomorrow') {
    const items = session.tomorrow?.items ?? [];
    return { items, reviewsDue: items.length };
  }
  return { items: session.items, reviewsDue: session.reviewsDue };
}

export { keptSession };

/**
 * Checks an answer on the device and keeps it, with its time and a key of its own, to send when back online.
 * The reply has the server's shape, so the screen shows the verdict and feedback as it always does.
 */
export function deviceCheck(userId: string): AnswerCheck {
  return async (view: ExerciseView, { answer, language, elapsedMs }) => {
    const session = await keptSession(userId);
    const raw = [...(session?.judgeItems ?? []), ...(session?.tomorrow?.judgeItems ?? [])].find(
      (item) => item.itemId === view.itemId && item.type === view.type,
    );
    if (!raw) throw new Error('This item is not kept on this device.');
    const { judgeOnDevice } = await import('./device-judge');
    const result = await judgeOnDevice(raw as unknown as JudgeItem, answer, language);
    const idempotencyKey = crypto.randomUUID();
    const device: ValidateAnswerResponse = {
      isCorrect: result.isCorrect,
      feedback: result.feedback,
      suggestions: result.suggestions,
      judge: result.judge,
      verdict: result.verdict,
      aiUnavailable: false,
      aiLimitReached: false,
      diffs: result.diffs,
      identified: result.identified ?? null,
      errors: result.errors ?? [],
      attemptId: `offline-${idempotencyKey}`,
      masteryLevel: null,
    };
    await keepAnswer({
      userId,
      request: {
        idempotencyKey,
        answeredAt: new Date().toISOString(),
        deviceVerdict: result.verdict,
        userAnswer: answer,
        exerciseType: view.type,
        ...answerSubjectIds(view.type, view.subjectId),
        itemId: view.itemId,
        userId,
        language: language satisfies UiLanguage,
        elapsedMs: Math.round(elapsedMs),
      },
      device,
    });
    window.dispatchEvent(new Event(ANSWER_KEPT_EVENT));
    return device;
  };
}

/**
 * Sends the answers kept offline, oldest first, in batches; each batch's reply is saved before the next is
 * sent, so an interrupted sync resumes where it stopped and a resent batch is recognised by its keys. Returns
 * every answer the server has now replied to (the caller shows which changed), then forgets them.
 */
export async function sendKeptAnswers(userId: string): Promise<KeptAnswer[]> {
  const pending = (await keptAnswers(userId)).filter((a) => !a.server);
  for (let i = 0; i < pending.length; i += OFFLINE_SYNC_BATCH) {
    const batch = pending.slice(i, i + OFFLINE_SYNC_BATCH);
    const { results } = await apiRequest<OfflineSyncResponse>('POST', '/api/offline-answers', {
      body: { answers: batch.map((a) => a.request) },
    });
    for (const [index, answer] of batch.entries()) {
      const reply = results[index];
      if (reply) await saveServerReply(answer, reply);
    }
  }
  const replied = (await keptAnswers(userId)).filter((a) => a.server);
  await forgetSentAnswers(userId);
  return replied;
}

/** How many answers wait to be sent. */
export async function unsentCount(userId: string): Promise<number> {
  return (await keptAnswers(userId)).filter((a) => !a.server).length;
}
