/*
 * The identity module's surface for the rest of the server: who a user is and how they prove it. Accounts and
 * sessions (auth.*), sign-in with Google and Facebook (oauth.*) and password reset (password-reset.*).
 */
export { authRoutes } from './auth.routes.js';
export { oauthRoutes } from './oauth.routes.js';
export { passwordResetRoutes } from './password-reset.routes.js';
export { clearSessionCookie } from './session-cookie.js';
export { assertCurrentPassword, choice } from './auth.service.js';
export { assertRecentSignIn } from './oauth.service.js';
export { cancelResetLinks } from './password-reset.service.js';
export * as usersRepository from './auth.repository.js';
