import { DEFAULT_SESSION_SIZE } from '@lisan/contract';
import type { FastifyInstance } from 'fastify';
import { appOrigin, type Config } from '../../config.js';
import type { Job } from '../../lib/jobs.js';
import { localDateOf, localMinutesOf, startOfLocalDay, usableTimeZone } from '../../lib/time.js';
import { reminderMail, reminderText } from './reminders.mail.js';
import * as repo from './reminders.repository.js';

/**
 * How long after the chosen time a reminder may still go out. A server that was down at the time sends it when
 * it is back within this window; later than that the day's reminder is skipped, so nobody is reminded at midnight,
 * and turning reminders on in the evening for a morning time starts tomorrow.
 */
const SEND_WINDOW_MINUTES = 180;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Sends the reminders that are due now, each once: the learner's local time has reached the time they chose
 * (within the window) and today's reminder was not decided yet. The decision is claimed with a row per learner and
 * local date (reminders.repository `claimDay`), so two instances running this together send it once. A learner who
 * has already met today's goal is not reminded.
 */
export function reminderJob(config: Config): Job {
  const origin = appOrigin(config);
  return {
    name: 'reminders',
    async run(app: FastifyInstance, now: Date) {
      for (const learner of await repo.enabledReminders(app.db)) {
        const zone = usableTimeZone(learner.timeZone);
        const today = localDateOf(now, zone);
        if (learner.lastDecided === today) continue;
        const late = localMinutesOf(now, zone) - minutesOf(learner.localTime);
        if (late < 0 || late >= SEND_WINDOW_MINUTES) continue;
        const goal = learner.dailyGoal ?? DEFAULT_SESSION_SIZE;
        const goalMet =
          (await repo.answersSince(app.db, learner.userId, startOfLocalDay(today, zone))) >= goal;
        if (!(await repo.claimDay(app.db, learner.userId, today, goalMet ? 'goal-met' : 'sent'))) continue;
        if (goalMet) continue;
        // Claimed: this instance alone sends today's reminder. A failure is logged and not retried, so a
        // reminder is never sent twice.
        await send(app, learner, origin).catch((error: unknown) =>
          app.log.error({ err: error, userId: learner.userId }, 'daily reminder failed'),
        );
      }
    },
  };
}

async function send(app: FastifyInstance, learner: repo.ReminderCandidate, origin: string) {
  const url = `${origin}/practice`;
  if (learner.byEmail) {
    await app.mailer.send({
      to: learner.email,
      ...reminderMail(learner.language, learner.firstName, url, `${origin}/profile`),
    });
  }
  if (learner.byPush) {
    const text = reminderText(learner.language);
    for (const target of await repo.subscriptionsOf(app.db, learner.userId)) {
      const result = await app.webPush
        .send(target, { title: text.title, body: text.body, url: '/practice' })
        .catch((error: unknown) => {
          app.log.warn({ err: error, userId: learner.userId }, 'push reminder not delivered');
          return 'failed' as const;
        });
      if (result === 'gone') await repo.forgetEndpoint(app.db, target.endpoint);
    }
  }
}
