import { pagedRows, registerUserDataSection } from '../../lib/user-data.js';
import { answerErrorsPage, deleteAnalyticsOf, spokenTriesPage } from './analytics-data.repository.js';

/**
 * The analytics' section of the user-data export: the spoken tries (transcripts and scores, never audio) and the
 * named errors of each answer. The running totals are derived from these and the attempts, so they are erased
 * with them but not exported. These tables key rows by user id without a foreign key (as the attempts do), so
 * deleting the account erases them explicitly.
 */
export function registerAnalyticsDataSection() {
  registerUserDataSection({
    name: 'analytics',
    // Paged: both grow with every answer (lib/user-data.ts pagedRows).
    export: async (db, userId) => ({
      spokenTries: pagedRows(async (after, limit) => {
        const from = after === undefined ? undefined : (JSON.parse(after) as [string, string]);
        const rows = await spokenTriesPage(db, userId, from, limit);
        const last = rows.at(-1);
        return {
          rows: rows.map(({ at: _at, ...row }) => row),
          next: last && JSON.stringify([last.at, last.id]),
        };
      }),
      answerErrors: pagedRows(async (after, limit) => {
        const from = after === undefined ? undefined : (JSON.parse(after) as [string, string, number]);
        const rows = await answerErrorsPage(db, userId, from, limit);
        const last = rows.at(-1);
        return {
          rows: rows.map(({ at: _at, ...row }) => row),
          next: last && JSON.stringify([last.at, last.attemptId, last.ordinal]),
        };
      }),
    }),
    erase: (tx, userId) => deleteAnalyticsOf(tx, userId),
  });
}
