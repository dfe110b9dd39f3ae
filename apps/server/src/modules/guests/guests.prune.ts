import { schema, lt, sql, type Database } from '@lisan/db';
import type { Config } from '../../config.js';
import type { Job } from '../../lib/jobs.js';

const { guests } = schema;

/**
 * Every table that keeps a guest's rows under its id. They have no foreign key to a users or guests row (the
 * public API's ids are plain text), so pruning names them: a table that gains guest rows is added here.
 */
const GUEST_TABLES = [
  'exercise_attempts',
  'srs_cards',
  'practice_days',
  'attempt_errors',
  'grammar_weekly',
  'pronunciation_attempts',
  'pronunciation_weekly',
  'pronunciation_words',
  'vocabulary_words',
  'speech_seconds_daily',
  'ai_usage',
] as const;

/** Guests pruned per transaction: short enough that no answer waits long on the locks. */
const BATCH = 200;

/**
 * Deletes the guests idle since before `cutoff` with all their rows, a batch per transaction. The guest rows are
 * taken FOR UPDATE SKIP LOCKED, so two instances pruning together share the work, and a guest being merged into an
 * account at that moment (which deletes the guest row too) is left to the merge. Answers how many were pruned.
 */
async function pruneIdleGuests(db: Database, cutoff: Date): Promise<number> {
  let pruned = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const idle = await tx
        .select({ id: guests.id })
        .from(guests)
        .where(lt(guests.lastSeenAt, cutoff))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const ids = idle.map((row) => row.id);
      if (ids.length === 0) return 0;
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      for (const table of GUEST_TABLES)
        await tx.execute(sql`delete from ${sql.identifier(table)} where user_id in (${list})`);
      await tx.execute(sql`delete from guests where id in (${list})`);
      return ids.length;
    });
    pruned += batch;
    if (batch < BATCH) return pruned;
  }
}

/** The periodic pruning of guests idle longer than GUEST_IDLE_DAYS (docs/rules.md, Guests). */
export function idleGuestsJob(config: Config): Job {
  return {
    name: 'idle-guests',
    async run(app, now) {
      const pruned = await pruneIdleGuests(
        app.db,
        new Date(now.getTime() - config.guestIdleDays * 86_400_000),
      );
      if (pruned > 0) app.log.info({ pruned }, 'idle guests pruned');
    },
  };
}
