/* The dialogues module's surface for the rest of the server: scripted multi-turn role-plays. */
export { dialoguesRoutes } from './dialogues.routes.js';
export { saysEverydayReply } from './everyday.js';
