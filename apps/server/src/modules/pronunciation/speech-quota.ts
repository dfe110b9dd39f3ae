import { PRONUNCIATION_LIMITS, PRONUNCIATION_TEXTS } from '@lisan/contract';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../../errors.js';
import { releaseSpeechSeconds, reserveSpeechSeconds } from './pronunciation.repository.js';

const secondsToMidnight = (now: Date) =>
  (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;

/**
 * The learner's daily speech-to-text seconds (UTC days), shared by everything that sends a recording to the
 * speech-to-text server (scored pronunciation, dialogue turns): the recording's measured length is reserved before
 * it leaves, or 429 when the day's allowance would be passed. Answers the function that gives the seconds back,
 * for a recording that could not be transcribed.
 */
export async function reserveSpeechQuota(
  app: FastifyInstance,
  userId: string,
  seconds: number,
): Promise<() => Promise<void>> {
  const now = app.clock.now();
  const day = now.toISOString().slice(0, 10);
  if (!(await reserveSpeechSeconds(app.db, userId, day, seconds, PRONUNCIATION_LIMITS.dailySeconds)))
    throw new TooManyRequestsError(PRONUNCIATION_TEXTS.dailyQuota, 'speech_quota', secondsToMidnight(now));
  return () => releaseSpeechSeconds(app.db, userId, day, seconds);
}
