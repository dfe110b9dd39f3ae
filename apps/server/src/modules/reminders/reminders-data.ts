import { schema, eq } from '@lisan/db';
import { registerUserDataSection } from '../../lib/user-data.js';

const { reminderSettings, pushSubscriptions, reminderSends } = schema;

/**
 * Reminders' section of the user-data export: the settings, the browsers subscribed (their push endpoints; the
 * keys are left out, as secrets) and the days a reminder was decided. All go with the user row on deletion.
 */
export function registerRemindersDataSection() {
  registerUserDataSection({
    name: 'reminders',
    export: async (db, userId) => ({
      settings: (await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId))).map(
        (row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }),
      ),
      pushSubscriptions: (
        await db
          .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
      ).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      days: (await db.select().from(reminderSends).where(eq(reminderSends.userId, userId))).map((row) => ({
        ...row,
        decidedAt: row.decidedAt.toISOString(),
      })),
    }),
  });
}
