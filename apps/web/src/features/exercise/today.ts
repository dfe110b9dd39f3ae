import {
  DEFAULT_SESSION_SIZE,
  SESSION_SIZES,
  type MeResponse,
  type SessionSize,
  type TodaySession,
} from '@lisan/contract';
import { queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet, apiRequest } from '../../lib/api-client';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { updateStoredUser, useSession } from '../session';

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

function storedSessionSize(): SessionSize {
  const value = Number(readStorage(STORAGE_KEYS.sessionSize));
  return (SESSION_SIZES as readonly number[]).includes(value) ? (value as SessionSize) : DEFAULT_SESSION_SIZE;
}

/**
 * The length of today's practice: a signed-in learner's daily goal (their profile, on every device), else what
 * this browser last chose, else ten. Choosing another saves it where it came from. `ready` false gives the default
 * (a prerendered page's first render, which knows neither).
 */
export function useSessionSize(ready = true): [SessionSize, (size: SessionSize) => void] {
  const session = useSession();
  const [chosen, setChosen] = useState<SessionSize | null>(null);
  const goal = session.status === 'signedIn' ? session.user.dailyGoal : null;
  const size = chosen ?? (ready ? (goal ?? storedSessionSize()) : DEFAULT_SESSION_SIZE);
  const choose = (next: SessionSize) => {
    setChosen(next);
    writeStorage(STORAGE_KEYS.sessionSize, String(next));
    if (session.status === 'signedIn')
      void apiRequest<MeResponse>('PATCH', '/api/me', { body: { dailyGoal: next } })
        .then(({ user }) => updateStoredUser(user))
        .catch(() => undefined); // kept in this browser either way
  };
  return [size, choose];
}
