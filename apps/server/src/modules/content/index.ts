/* The content module's surface for the rest of the server: the content routes and the access rule. */
export { contentRoutes } from './content.routes.js';
export { assertCanOpen } from './content.access.js';
export { requestLanguage } from './content.language.js';
export { dialoguesOf, lastTurnIds, unitsOf } from './content.dialogues.js';
export { turnsAnsweredWithAVerse } from './content.dialogues.repository.js';
