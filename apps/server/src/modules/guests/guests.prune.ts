import type { Database } from '@lisan/db';
import type { Config } from '../../config.js';
import type { Job } from '../../lib/jobs.js';
import { deleteIdleGuests } from './guests.repository.js';

/** Guests pruned per transaction: short enough that no answer waits long on the locks. */
const BATCH = 200;

/**
 * Deletes the guests idle since before `cutoff` with all their rows, a batch per transaction (instances pruning
 * together share the work: see deleteIdleGuests). Answers how many were pruned.
 */
async function pruneIdleGuests(db: Database, cutoff: Date): Promise<number> {
  let pruned = 0;
  for (;;) {
    const batch = await db.transaction((tx) => deleteIdleGuests(tx, cutoff, BATCH));
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
