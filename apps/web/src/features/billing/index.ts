/* Plans and checkout: what other features may use. Other features import only this file (eslint.config.js). */
export { subscriptionQuery } from './api';
export { phrasePoolQuery, useOpenExerciseTypes } from './hooks/open-types';
export { afterSignInPath } from './hooks/pending-plan';
