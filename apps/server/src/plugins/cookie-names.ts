/** The session's cookie (its token; `Authorization: Bearer` carries the same token). */
export const SESSION_COOKIE = 'lisan_session';
/** Names a signed-out visitor's own guest row. */
export const GUEST_COOKIE = 'lisan_guest';
