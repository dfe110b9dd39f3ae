/* The signed-in visitor as the browser keeps them: what other features may use. Other features import only this file (eslint.config.js). */
export { clearSession, readSession, storeSession, updateStoredUser, useSession } from './session-store';
export { useActingUserId } from './use-acting-user';
export { loadSession } from './session-store';
