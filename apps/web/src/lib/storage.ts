/**
 * Names of the browser-storage entries (docs/rules.md, Browser storage). Kept in one place because the session, pricing and
 * language code all read them, and tests set them directly.
 */
export const STORAGE_KEYS = {
  authToken: 'auth-token',
  user: 'user',
  pendingPlan: 'pending-plan',
  /** What the learner typed into the purchase modal, for Try Again after a declined payment (session storage). */
  purchaseRetry: 'purchase-retry',
  language: 'app-language',
  theme: 'app-theme',
  /** How many items today's practice holds (5, 10 or 20), as the learner last chose. */
  sessionSize: 'session-size',
  /** '1' while the learner keeps today's practice on this device for offline use. */
  offlinePractice: 'offline-practice',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); the app then simply remembers nothing.
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* see readStorage */
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* see readStorage */
  }
}
