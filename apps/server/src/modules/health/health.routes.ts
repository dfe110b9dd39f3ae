import { healthResponseSchema, readyResponseSchema } from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStaticJson, STATIC_ROUTE, staticJson } from '../../lib/static-json.js';
import { routesNeeding } from '../../lib/route-plugin.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  // A load balancer asks this often: the body is built once (lib/static-json.ts).
  const alive = staticJson(healthResponseSchema, { status: 'ok' }, { languageDependent: false });
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'The process is alive',
        response: { 200: healthResponseSchema },
      },
      ...STATIC_ROUTE,
    },
    (request, reply) => sendStaticJson(request, reply, alive),
  );
  app.fastReads.exact(`${app.prefix}/health`, () => alive);

  app.get(
    '/ready',
    {
      schema: {
        tags: ['platform'],
        summary:
          'The database answers and its migrations are current (and whether Redis answers, when configured)',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      const handle = app.dbHandle;
      let reachable = true;
      await handle.ping().catch(() => {
        reachable = false;
      });
      const migrations = reachable ? await handle.migrationStatus() : { applied: 0, expected: 0 };
      const current = reachable && migrations.applied >= migrations.expected;
      const redis = app.redisState();
      return reply.status(current ? 200 : 503).send({
        status: current ? 'ready' : 'not-ready',
        database: reachable ? 'ok' : 'unavailable',
        migrations: current ? 'current' : 'pending',
        ...(redis ? { redis } : {}),
      });
    },
  );
};

export const healthRoutes = routesNeeding(routes, 'health-routes', ['database', 'fast-reads']);
