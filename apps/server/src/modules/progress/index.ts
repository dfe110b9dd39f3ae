/* The progress module's surface for the rest of the server: attempts, cards, the learner's days. */
export { progressRoutes } from './progress.routes.js';
export { findAttempt, findCard, phrasesDueBefore } from './progress.repository.js';
export type { LearnerState, RecentAnswer } from './learner-state.js';
export {
  dailyStats,
  emptyLearnerState,
  learnerStateReads,
  recordAttempt,
  userProgress,
} from './progress.service.js';
export type { AttemptInput, RecordedAttempt } from './progress.service.js';
