/* Speaking a phrase or an answer and seeing it scored: what the app and other features may use. Others import only this file (eslint.config.js). */
export { linkSpokenAnswer, pronunciationQueries } from './api';
export { SpeakPractice } from './components/speak-practice';
export { canRecord, listenOnce, recognitionConstructor, record } from './speech';
