import type {
  OfflineAnswer,
  OfflineSession,
  OfflineSyncResult,
  ValidateAnswerResponse,
} from '@lisan/contract';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * What offline practice keeps in IndexedDB: the session kept for each learner on this device, and the answers
 * given offline, in the order given (an auto-incremented key), each with the device's verdict until the server
 * has recorded it, then with the server's reply.
 */
export interface KeptAnswer {
  seq?: number;
  userId: string;
  request: OfflineAnswer;
  /** The device judge's reply, shown to the learner as the answer's feedback. */
  device: ValidateAnswerResponse;
  /** The server's reply, once sent and recorded (or refused). */
  server?: OfflineSyncResult;
}

interface OfflineDb extends DBSchema {
  sessions: { key: string; value: { userId: string; session: OfflineSession } };
  answers: { key: number; value: KeptAnswer; indexes: { byUser: string } };
}

let opened: Promise<IDBPDatabase<OfflineDb>> | undefined;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>('lisan-offline', 1, {
    upgrade(database) {
      database.createObjectStore('sessions', { keyPath: 'userId' });
      database
        .createObjectStore('answers', { keyPath: 'seq', autoIncrement: true })
        .createIndex('byUser', 'userId');
    },
  });
  return opened;
}

export async function keepSession(userId: string, session: OfflineSession): Promise<void> {
  await (await db()).put('sessions', { userId, session });
}

export async function keptSession(userId: string): Promise<OfflineSession | undefined> {
  return (await (await db()).get('sessions', userId))?.session;
}

export async function forgetSession(userId: string): Promise<void> {
  await (await db()).delete('sessions', userId);
}

export async function keepAnswer(answer: KeptAnswer): Promise<void> {
  await (await db()).add('answers', answer);
}

/** A learner's kept answers in the order given. */
export async function keptAnswers(userId: string): Promise<KeptAnswer[]> {
  const all = await (await db()).getAllFromIndex('answers', 'byUser', userId);
  return all.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function saveServerReply(answer: KeptAnswer, server: OfflineSyncResult): Promise<void> {
  await (await db()).put('answers', { ...answer, server });
}

/** Forgets answers the server has replied to (after the learner has seen what changed). */
export async function forgetSentAnswers(userId: string): Promise<void> {
  const database = await db();
  for (const answer of await keptAnswers(userId))
    if (answer.server && answer.seq !== undefined) await database.delete('answers', answer.seq);
}
