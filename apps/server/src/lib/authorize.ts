import { DEMO_USER_ID } from '@lisan/contract';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { Caller } from '../plugins/auth.js';

/** The signed-in caller, or 401. */
export function requireUser(request: FastifyRequest): Caller {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** The id a request acts as: the signed-in user's, or the spec's 'demo-user' for anonymous callers (spec §6). */
export function actingUserId(request: FastifyRequest): string {
  return request.user?.id ?? DEMO_USER_ID;
}

/**
 * Endpoints that name a user (`/daily-stats/{userId}`, `?userId=`, a body's `userId`) serve only the caller's
 * own id; anonymous callers may name only 'demo-user'. Anything else is 403.
 */
export function assertActsAs(request: FastifyRequest, userId: string | undefined | null): string {
  const own = actingUserId(request);
  if (userId !== undefined && userId !== null && userId !== own) {
    throw new ForbiddenError(
      request.user ? 'You can only see and change your own progress.' : 'Sign in to see this learner\'s progress.',
    );
  }
  return own;
}
