/** Business constants and limits (docs/rules.md), shared by the server and the web app. */
export const DAILY_PHRASE_TARGET = 20;
export const MASTERED_THRESHOLD = 80;
export const DASHBOARD_PAGE_SIZE = 8;
export const WEEKLY_REPORT = { mastered: 3, needsReview: 2, suggestions: 2 } as const;
export const DIFFICULTY_MAX = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const ANSWER_MAX_LENGTH = 2000;
export const SIGNUP_REDIRECT_MS = 2000;
export const SUGGESTION_TOAST_DELAY_MS = 2000;
export const SPEECH = { lang: 'ar-SA', rate: 0.8, pitch: 1, volume: 1 } as const;
export const DEFAULT_CHECKOUT_COUNTRY = 'SA';
export const PAYMENT_BRANDS = ['MADA', 'VISA', 'MASTER'] as const;
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  hotkey: ['F8'],
} as const;
export const TOOLTIP = { delayDurationMs: 700, skipDelayDurationMs: 300 } as const;
/** Request bodies above this size are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The id the public API falls back to when nobody is signed in. */
export const DEMO_USER_ID = 'demo-user';

/** How many items a session of today's practice holds: the learner chooses one; ten unless they say. */
export const SESSION_SIZES = [5, 10, 20] as const;
export type SessionSize = (typeof SESSION_SIZES)[number];
export const DEFAULT_SESSION_SIZE: SessionSize = 10;
