import cookie from '@fastify/cookie';
import { schema, and, eq, gt, isNull } from '@lisan/db';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken } from '../lib/tokens.js';

export const SESSION_COOKIE = 'lisan_session';

export interface Caller {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous caller (who acts as the spec's 'demo-user'). */
    user: Caller | null;
  }
}

/** The session token from `Authorization: Bearer …` or, failing that, the session cookie. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * Resolves the caller once per request. An unknown, expired or revoked token is treated as no token: the caller
 * is anonymous, and endpoints that need a user answer 401.
 */
export const authPlugin = fp(
  async (app) => {
    await app.register(cookie);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.user = null;
      if (!request.url.startsWith('/api/')) return;
      const token = sessionTokenOf(request);
      if (!token) return;
      const { sessions, users } = schema;
      const rows = await app.db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          createdAt: users.createdAt,
          sessionId: sessions.id,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      request.user = rows[0] ?? null;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
