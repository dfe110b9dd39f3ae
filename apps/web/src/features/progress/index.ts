/* The learner's progress queries: what other features may use. Other features import only this file (eslint.config.js). */
export { progressQueries, refreshProgress } from './api';
