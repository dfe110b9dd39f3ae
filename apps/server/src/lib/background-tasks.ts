import fp from 'fastify-plugin';

/**
 * Work a request starts and does not wait for (a password-reset link is mailed after the 202 has gone out, so the
 * answer takes as long whether or not the address has an account). Closing the app waits for the tasks still
 * running; `settled()` lets a test wait for them too instead of sleeping.
 */
interface BackgroundTasks {
  /** Runs `task` now, without the caller waiting. It handles its own errors; one it lets through is logged. */
  run(task: Promise<void>): void;
  /** Resolves once every task started so far (and any they started) has finished. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
  }
}

export const backgroundTasksPlugin = fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    const tasks: BackgroundTasks = {
      run(task) {
        const job: Promise<void> = task
          .catch((error: unknown) => app.log.error({ err: error }, 'a background task failed'))
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async settled() {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      },
    };
    app.decorate('backgroundTasks', tasks);
    app.addHook('onClose', () => tasks.settled());
  },
  { name: 'background-tasks' },
);
