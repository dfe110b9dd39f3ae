import { registerUserDataSection } from '../../lib/user-data.js';
import * as repo from './circles.repository.js';
import { teacherGoes } from './circles.service.js';

/**
 * Circles' section of the user-data export: the circles the user is in (with their role and board choice), the
 * posts they wrote, the posts they reported and the assignments they set. On account deletion, each circle they
 * teach passes to its longest-standing member (or closes when they were alone); their memberships, posts and
 * reports then go with the user row (ON DELETE CASCADE).
 */
export function registerCirclesDataSection() {
  registerUserDataSection({
    name: 'circles',
    export: (db, userId) => repo.exportFor(db, userId),
    async erase(tx, userId) {
      for (const circleId of await repo.teachingCircleIds(tx, userId))
        await teacherGoes(tx, circleId, userId);
    },
  });
}
