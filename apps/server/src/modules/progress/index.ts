/* The progress module's surface for the rest of the server: attempts, cards, the learner's days. */
export { progressRoutes } from './progress.routes.js';
export { addDays, localDateOf, startOfLocalDay } from './local-date.js';
export { findAttempt, findCard } from './progress.repository.js';
export type { Executor } from './progress.repository.js';
export {
  dailyStats,
  emptyLearnerState,
  learnerStateReads,
  recordAttempt,
  userProgress,
} from './progress.service.js';
export type { AttemptInput } from './progress.service.js';
