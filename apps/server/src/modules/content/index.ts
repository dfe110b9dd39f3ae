/* The content module's surface for the rest of the server: the exercise catalog and the access rule. */
export { getContentCatalog, getExerciseItem } from './content.catalog.js';
export type { ContentCatalog } from './content.catalog.js';
export { contentRoutes } from './content.routes.js';
export { assertCanOpen } from './content.access.js';
export { getContentTranslations } from './content.i18n.js';
export type { LearnerState } from './content.picker.js';
