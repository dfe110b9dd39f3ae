/* The dialogues module's surface for the rest of the server: scripted multi-turn role-plays. */
export { dialoguesRoutes } from './dialogues.routes.js';
export { isEverydayAnswer } from './everyday.js';
export { outcomeText } from './dialogues.texts.js';
