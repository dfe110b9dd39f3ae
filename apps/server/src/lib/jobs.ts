import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Periodic work inside the server (daily reminders, pruning idle guests). Every instance runs every job on the
 * interval; a job that must happen once however many instances run claims its work in the database (a row
 * inserted with ON CONFLICT DO NOTHING, or rows locked FOR UPDATE SKIP LOCKED), never through this timer.
 * The interval is off in tests, which call `runNow` at the moment they choose.
 */
export interface Job {
  name: string;
  run(app: FastifyInstance, now: Date): Promise<void>;
}

interface Jobs {
  /** Runs the named job (every job when no name is given) once, now, and resolves when it has finished. */
  runNow(name?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const jobsPlugin = fp<{ jobs: Job[]; intervalMs: number }>(
  async (app, { jobs, intervalMs }) => {
    const running = new Map<string, Promise<void>>();
    // A job still running when its next turn comes is not started twice: the turn joins the run in progress.
    const runOne = (job: Job) => {
      let run = running.get(job.name);
      if (!run) {
        run = job.run(app, app.clock.now()).finally(() => running.delete(job.name));
        running.set(job.name, run);
      }
      return run;
    };
    app.decorate('jobs', {
      async runNow(name) {
        const chosen = jobs.filter((job) => name === undefined || job.name === name);
        if (chosen.length === 0) throw new Error(`No job named ${name}`);
        await Promise.all(chosen.map(runOne));
      },
    });
    if (intervalMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        for (const job of jobs) app.backgroundTasks.run(runOne(job));
      }, intervalMs);
      // The timer alone does not keep the process alive: closing the server ends it.
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'jobs', dependencies: ['background-tasks'] },
);
