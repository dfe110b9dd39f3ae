/* Finding a verse: what the app may use. Others import only this file (eslint.config.js). */
export { quranQueries } from './api';
