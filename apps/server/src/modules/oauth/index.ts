/* The oauth module's surface for the rest of the server. */
export { oauthRoutes } from './oauth.routes.js';
export { deleteUserFlows } from './oauth.repository.js';
export { assertRecentSignIn } from './oauth.service.js';
