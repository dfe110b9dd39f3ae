import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Names a module's route plugin and the plugins whose decorators it uses (fastify-plugin metadata, as
 * fastify/demo's repositories declare theirs). Fastify then refuses to register it before them, naming what
 * is missing, rather than a route failing later on an undefined decorator. The routes keep their own scope
 * (`encapsulate`): their hooks and prefix stay theirs.
 */
export function routesNeeding<P extends (...args: never[]) => Promise<void>>(
  routes: P,
  name: string,
  dependencies: string[],
): P {
  return fp(routes as unknown as FastifyPluginAsync, {
    name,
    dependencies,
    encapsulate: true,
  }) as unknown as P;
}
