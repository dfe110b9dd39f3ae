/* The analytics module's surface for the rest of the server. */
export { analyticsRoutes } from './analytics.routes.js';
export { recordAttemptAnalytics } from './analytics.record.js';
export { speechToTextPlugin } from './pronunciation.stt.js';
export type { SttClient } from './pronunciation.stt.js';
export { EXTENSIONS, sniffAudio, wavSeconds } from './pronunciation.audio.js';
export { SttError } from './pronunciation.stt.js';
