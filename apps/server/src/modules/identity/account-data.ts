import { registerUserDataSection } from '../../lib/user-data.js';
import * as repo from './auth.repository.js';
import { resetRequestsOf } from './password-reset.repository.js';
import { accountThrottleRow, clearAllAccountFailures } from './sign-in-throttle.js';

/**
 * The account's own sections of the user-data export: the profile, the sign-in sessions (when and how long,
 * never the token hashes), password-reset requests and any failed sign-in count held against the email address.
 * Sessions and reset tokens go with the user row (ON DELETE CASCADE); the throttle row is keyed by email, not by
 * user id, so it is erased explicitly.
 */
export function registerAccountDataSection() {
  registerUserDataSection({
    name: 'profile',
    async export(db, userId) {
      const row = await repo.findUserById(db, userId);
      if (!row) return null;
      return { ...repo.toUser(row), timeZone: row.timeZone, updatedAt: row.updatedAt.toISOString() };
    },
  });
  registerUserDataSection({
    name: 'sessions',
    export: (db, userId) => repo.listSessions(db, userId),
  });
  registerUserDataSection({
    name: 'passwordResetRequests',
    export: (db, userId) => resetRequestsOf(db, userId),
  });
  registerUserDataSection({
    name: 'failedSignIns',
    async export(db, userId) {
      const row = await repo.findUserById(db, userId);
      return row ? accountThrottleRow(db, row.email) : null;
    },
    async erase(tx, userId) {
      const row = await repo.findUserById(tx, userId);
      if (row) await clearAllAccountFailures(tx, row.email);
    },
  });
}
