import { REMEMBER_ME_DAYS } from '@lisan/contract';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import { SESSION_COOKIE } from '../../plugins/cookie-names.js';

/**
 * The session token as a cookie: httpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site posts),
 * Secure when the app is served over https. With "remember me" it persists for 30 days; otherwise it has no
 * Max-Age, so the browser drops it when it closes (and the server expires the session sooner as well).
 */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, persistent: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(config),
    ...(persistent ? { maxAge: REMEMBER_ME_DAYS * 24 * 60 * 60 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(config) });
}

function isHttps(config: Config): boolean {
  return config.publicUrl?.startsWith('https://') ?? false;
}
