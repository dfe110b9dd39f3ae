import type { MeResponse, User } from '@lisan/contract';
import { useSyncExternalStore } from 'react';
import { apiGet, apiRequest } from '../../lib/api-client';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../lib/storage';

export type SessionState =
  { status: 'loading' } | { status: 'signedIn'; token: string; user: User } | { status: 'signedOut' };

/** The session as stored right now (outside React: a mutation reading who is signed in). */
export function readSession(): SessionState {
  return readStoredSession().state;
}

/**
 * The stored session, and the token of a stored user that could not be read (to reconcile with the server).
 * Signed in only when both a token and a parseable user are stored. A user entry that does not parse
 * is removed with the token and logged, and the state is signed out.
 */
function readStoredSession(): { state: SessionState; unreadableWithToken?: string } {
  const token = readStorage(STORAGE_KEYS.authToken);
  const rawUser = readStorage(STORAGE_KEYS.user);
  if (!token || !rawUser) return { state: { status: 'signedOut' } };
  try {
    const parsed = JSON.parse(rawUser) as Partial<User> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.id !== 'string')
      throw new Error('stored user has no id');
    // Entries stored before the sign-up extras were kept lack them: they read as not given.
    const user = {
      memorizationLevel: null,
      nativeLanguage: null,
      learningGoal: null,
      dailyGoal: null,
      ...parsed,
    } as User;
    return { state: { status: 'signedIn', token, user } };
  } catch (error) {
    console.warn('Discarding a stored user that could not be read', error);
    removeStorage(STORAGE_KEYS.authToken);
    removeStorage(STORAGE_KEYS.user);
    return { state: { status: 'signedOut' }, unreadableWithToken: token };
  }
}

// 'loading' until loadSession() runs, which the app does before its first render (src/main.tsx) and the build
// does before prerendering, where there is no stored session, so pages are prerendered as a guest sees them.
let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Reads the stored session (once, as the app starts) and has the server confirm it in the background. */
export function loadSession(): SessionState {
  const stored = readStoredSession();
  state = stored.state;
  if (stored.unreadableWithToken) {
    // The browser's copy of the user was unreadable, but its server session (the token, and the cookie sent with
    // every call) may still be live: a page acting as a guest would then be refused with 403. Stay
    // 'loading' until the server says who this is, then sign in again, or end the server session too.
    state = { status: 'loading' };
    void reconcileUnreadableSession(stored.unreadableWithToken);
  }
  emit();
  if (state.status === 'signedIn') void verifySession(state.token);
  return state;
}

async function reconcileUnreadableSession(token: string): Promise<void> {
  let answer: MeResponse | null = null;
  try {
    answer = await apiGet<MeResponse>('/api/me', {
      on401: 'returnNull',
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    console.warn('Could not check the session with the server', error);
  }
  if (state.status !== 'loading') return; // signed in or out meanwhile
  if (answer) return storeSession(token, answer.user);
  // Not confirmed: end the server session as well, so the cookie cannot act for a user this browser forgot.
  await apiRequest('POST', '/api/signout', { headers: { Authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
  if (state.status === 'loading') clearSession();
}

/**
 * The stored session is only the browser's belief: ask the server (GET /api/me) whether the token still works.
 * A 401 (signed out elsewhere, expired, password changed) signs this browser out; an answer refreshes the stored
 * user (a name changed on another device). A network failure changes nothing, so the app still opens offline.
 */
async function verifySession(token: string): Promise<void> {
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

export function storeSession(token: string, user: User) {
  writeStorage(STORAGE_KEYS.authToken, token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  state = { status: 'signedIn', token, user };
  emit();
}

export function updateStoredUser(user: User) {
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
