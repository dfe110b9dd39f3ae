import type { MeResponse } from '@lisan/contract';
import { useSyncExternalStore } from 'react';
import { apiGet } from '../../lib/api-client';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../lib/storage';

/** The signed-in user as the browser keeps it (spec §3, §4). */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  /** Sign-up extras (spec §3); absent in entries stored before they were kept. */
  memorizationLevel?: string | null;
  nativeLanguage?: string | null;
  learningGoal?: string | null;
}

export type SessionState =
  { status: 'loading' } | { status: 'signedIn'; token: string; user: SessionUser } | { status: 'signedOut' };

/**
 * Spec §4: signed in only when both a token and a parseable user are stored. A user entry that does not parse
 * is removed with the token and logged, and the state is signed out.
 */
export function readSession(): SessionState {
  const token = readStorage(STORAGE_KEYS.authToken);
  const rawUser = readStorage(STORAGE_KEYS.user);
  if (!token || !rawUser) return { status: 'signedOut' };
  try {
    const user = JSON.parse(rawUser) as SessionUser;
    if (!user || typeof user !== 'object' || typeof user.id !== 'string')
      throw new Error('stored user has no id');
    return { status: 'signedIn', token, user };
  } catch (error) {
    console.warn('Discarding a stored user that could not be read', error);
    removeStorage(STORAGE_KEYS.authToken);
    removeStorage(STORAGE_KEYS.user);
    return { status: 'signedOut' };
  }
}

// 'loading' until loadSession() runs, which the app does before its first render (src/main.tsx) and the build
// does before prerendering, where there is no stored session, so pages are prerendered as a guest sees them.
let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Reads the stored session (once, as the app starts) and has the server confirm it in the background. */
export function loadSession(): SessionState {
  state = readSession();
  emit();
  if (state.status === 'signedIn') void verifySession(state.token);
  return state;
}

/**
 * The stored session is only the browser's belief: ask the server (GET /api/me) whether the token still works.
 * A 401 (signed out elsewhere, expired, password changed) signs this browser out; an answer refreshes the stored
 * user (a name changed on another device). A network failure changes nothing, so the app still opens offline.
 */
export async function verifySession(token: string): Promise<void> {
  let answer;
  try {
    answer = await apiGet<MeResponse>('/api/me', { on401: 'returnNull' });
  } catch (error) {
    console.warn('Could not check the stored session with the server', error);
    return;
  }
  // The user may have signed out or in again while the check was under way; only the same session is judged.
  if (state.status !== 'signedIn' || state.token !== token) return;
  if (answer === null) clearSession();
  else updateStoredUser(answer.user);
}

export function storeSession(token: string, user: SessionUser) {
  writeStorage(STORAGE_KEYS.authToken, token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  state = { status: 'signedIn', token, user };
  emit();
}

export function updateStoredUser(user: SessionUser) {
  if (state.status !== 'signedIn') return;
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  state = { ...state, user };
  emit();
}

export function clearSession() {
  removeStorage(STORAGE_KEYS.authToken);
  removeStorage(STORAGE_KEYS.user);
  state = { status: 'signedOut' };
  emit();
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // While hydrating, the state is the one the page was prerendered in: only a signed-out visitor hydrates.
    () => state,
  );
}
