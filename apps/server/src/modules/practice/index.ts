/* The practice module's surface: recording a judged answer across progress, analytics and study circles. */
export { recordAnswer } from './practice.service.js';
export type { AnswerInput } from './practice.service.js';
