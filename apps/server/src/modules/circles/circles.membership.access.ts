import { CIRCLE_TEXTS } from '@lisan/contract';
import type { Executor } from '@lisan/db';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import * as repo from './circles.membership.repository.js';

/* Who may see and change a circle: shared by the circle's pages, its board and its wall. */

/** First name and last initial: what other members see of a person (never the email). */
export function displayName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

const notFound = () => new NotFoundError(CIRCLE_TEXTS.notFound, 'circle_not_found');

/**
 * The circle and the caller's membership. Anyone who is not a member gets the same 404 as for a circle that does
 * not exist, so circle ids cannot be probed.
 */
export async function access(db: Executor, circleId: string, userId: string) {
  const found = await repo.findMembership(db, circleId, userId);
  if (!found) throw notFound();
  return found;
}

/** As `access`, and the caller must be the teacher: a member gets 403 (they know the circle exists already). */
export async function teacherAccess(db: Executor, circleId: string, userId: string) {
  const found = await access(db, circleId, userId);
  if (found.member.role !== 'teacher') throw new ForbiddenError(CIRCLE_TEXTS.teacherOnly, 'teacher_only');
  return found;
}
