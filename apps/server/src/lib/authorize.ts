import { DEMO_USER_ID } from '@lisan/contract';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { Caller } from '../plugins/auth.js';

/** The signed-in caller, or 401. */
export function requireUser(request: FastifyRequest): Caller {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/**
 * The id a request acts as: the signed-in user's, or, for an anonymous caller, their own guest's (the public API's
 * 'demo-user' means "this visitor's guest": visitors never share progress, cards or AI quota).
 */
export function actingUserId(request: FastifyRequest): string {
  if (request.user) return request.user.id;
  if (!request.guest) throw new UnauthorizedError();
  request.guest.used = true;
  return request.guest.id;
}

/**
 * Endpoints that name a user (`/daily-stats/{userId}`, `?userId=`, a body's `userId`) serve only the caller's
 * own id; anonymous callers may name only 'demo-user' (their own guest). Anything else is 403, except when the
 * request came with a session that has ended (signed out a moment ago in this tab, or in another): it was sent
 * for the learner it names, and what it lacks is a live session, so it is 401, as for any signed-in-only route.
 */
export function assertActsAs(request: FastifyRequest, userId: string | undefined | null): string {
  const own = actingUserId(request);
  const namesSelf = userId === own || (!request.user && userId === DEMO_USER_ID);
  if (userId !== undefined && userId !== null && !namesSelf) {
    if (request.sessionEnded) throw new UnauthorizedError('Your session has ended. Please sign in again.');
    throw new ForbiddenError(
      request.user
        ? 'You can only see and change your own progress.'
        : "Sign in to see this learner's progress.",
    );
  }
  return own;
}
