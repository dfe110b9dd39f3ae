import 'fastify';

/**
 * The time as the server's rules see it, provided rather than read where it is used, so a test can move it on
 * instead of sleeping (`BuildOptions.clock`). `sleep` is how a rule makes a caller wait (the sign-in slow-down).
 */
export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's clock (`systemClock`, or a test's). */
    clock: Clock;
  }
}
