/* Pronunciation and learning analytics: what other features may use. Other features import only this file (eslint.config.js). */
export { analyticsQueries } from './api';
