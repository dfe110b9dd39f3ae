import { registerUserDataSection } from '../../lib/user-data.js';
import { assignmentsSetBy } from './circles.board.repository.js';
import { membershipsOf, teachingCircleIds } from './circles.membership.repository.js';
import { teacherGoes } from './circles.membership.service.js';
import { postsBy, reportsBy } from './circles.wall.repository.js';

const iso = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/**
 * Circles' section of the user-data export: the circles the user is in (with their role and board choice), the
 * posts they wrote, the posts they reported and the assignments they set. On account deletion, each circle they
 * teach passes to its longest-standing member (or closes when they were alone); their memberships, posts and
 * reports then go with the user row (ON DELETE CASCADE).
 */
export function registerCirclesDataSection() {
  registerUserDataSection({
    name: 'circles',
    export: async (db, userId) => ({
      memberships: (await membershipsOf(db, userId)).map(iso),
      posts: (await postsBy(db, userId)).map(iso),
      reports: (await reportsBy(db, userId)).map(iso),
      assignmentsSet: (await assignmentsSetBy(db, userId)).map(iso),
    }),
    async erase(tx, userId) {
      for (const circleId of await teachingCircleIds(tx, userId)) await teacherGoes(tx, circleId, userId);
    },
  });
}
