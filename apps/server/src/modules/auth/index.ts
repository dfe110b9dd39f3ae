/* The auth module's surface for the rest of the server: sessions, their cookie, password checks and the users table. */
export { authRoutes } from './auth.routes.js';
export { clearSessionCookie, setSessionCookie } from './session-cookie.js';
export { assertCurrentPassword, choice, openSession } from './auth.service.js';
export type { NewSession } from './auth.service.js';
export { clearAllAccountFailures } from './sign-in-throttle.js';
export * as usersRepository from './auth.repository.js';
