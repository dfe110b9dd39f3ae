/* The pronunciation module's surface: scoring a spoken phrase or answer, and the speech-to-text client. */
export { pronunciationRoutes } from './pronunciation.routes.js';
export { speechToTextPlugin } from './pronunciation.stt.js';
export type { SttClient } from './pronunciation.stt.js';
export { EXTENSIONS, measureAudio } from './pronunciation.audio.js';
export { SttError } from './pronunciation.stt.js';
export { reserveSpeechQuota } from './speech-quota.js';
