/* The phrase library's queries: what other features may use. Other features import only this file (eslint.config.js). */
export { phraseQueries } from './api';
export { usePhraseCount } from './count';
