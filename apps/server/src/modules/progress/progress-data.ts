import { isCorrectText } from '@lisan/contract';
import { pagedRows, registerUserDataSection } from '../../lib/user-data.js';
import * as repo from './progress-data.repository.js';

/**
 * Progress's sections of the user-data export (GET /api/me/export): every answer given, the spaced-repetition
 * cards (mastery per phrase) and the days practised. These tables key rows by user id without a foreign key
 * (anonymous practice is stored under 'demo-user', which has no account row), so deleting the account does not
 * cascade to them: `erase` removes them explicitly.
 */
export function registerProgressDataSections() {
  registerUserDataSection({
    name: 'exerciseAttempts',
    // Each answer as the public API's exercise session names it: isCorrect is derived from the stored verdict.
    // Paged along the (user_id, created_at) index: a daily learner has thousands of answers (lib/user-data.ts).
    export: async (db, userId) =>
      pagedRows(async (after, limit) => {
        const from = after === undefined ? undefined : (JSON.parse(after) as [string, string]);
        const rows = await repo.attemptsPage(db, userId, from, limit);
        const last = rows.at(-1);
        return {
          rows: rows.map(({ at: _at, ...row }) => ({ ...row, isCorrect: isCorrectText(row.verdict) })),
          next: last && JSON.stringify([last.at, last.id]),
        };
      }),
    erase: (tx, userId) => repo.deleteAttemptsOf(tx, userId),
  });
  registerUserDataSection({
    name: 'progress',
    export: async (db, userId) =>
      pagedRows(async (after, limit) => {
        const rows = await repo.cardsPage(db, userId, after, limit);
        return { rows, next: rows.at(-1)?.phraseId };
      }),
    erase: (tx, userId) => repo.deleteCardsOf(tx, userId),
  });
  registerUserDataSection({
    name: 'practiceDays',
    export: (db, userId) => repo.practiceDatesOf(db, userId),
    erase: (tx, userId) => repo.deletePracticeDaysOf(tx, userId),
  });
}
