import { registerUserDataSection } from '../../lib/user-data.js';
import { remindersOf } from './reminders.repository.js';

/**
 * Reminders' section of the user-data export: the settings, the browsers subscribed (their push endpoints; the
 * keys are left out, as secrets) and the days a reminder was decided. All go with the user row on deletion.
 */
export function registerRemindersDataSection() {
  registerUserDataSection({
    name: 'reminders',
    export: async (db, userId) => {
      const { settings, pushSubscriptions, days } = await remindersOf(db, userId);
      return {
        settings: settings.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
        pushSubscriptions: pushSubscriptions.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
        days: days.map((row) => ({ ...row, decidedAt: row.decidedAt.toISOString() })),
      };
    },
  });
}
