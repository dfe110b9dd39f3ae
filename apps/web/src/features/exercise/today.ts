import { DEFAULT_SESSION_SIZE, SESSION_SIZES, type SessionSize, type TodaySession } from '@lisan/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/**
 * Today's practice, as the server's picker chose it. Each round is its own request (a new session every time);
 * within a round the items stay as chosen, even if the interface language changes on the way.
 */
export const todaySessionQuery = (userId: string, size: SessionSize, round: number) =>
  queryOptions({
    queryKey: ['today-session', userId, size, round],
    queryFn: () =>
      apiGet<TodaySession>(`/api/today-session?userId=${encodeURIComponent(userId)}&size=${size}`),
    staleTime: Infinity,
    retryOnMount: false,
  });

export function storedSessionSize(): SessionSize {
  const value = Number(readStorage(STORAGE_KEYS.sessionSize));
  return (SESSION_SIZES as readonly number[]).includes(value) ? (value as SessionSize) : DEFAULT_SESSION_SIZE;
}

export function storeSessionSize(size: SessionSize) {
  writeStorage(STORAGE_KEYS.sessionSize, String(size));
}
