/* The password-reset module's surface for the rest of the server (other modules import only this file). */
export { passwordResetRoutes } from './password-reset.routes.js';
export { cancelResetLinks } from './password-reset.service.js';
