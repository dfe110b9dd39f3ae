import compress from '@fastify/compress';
import type { Agent } from 'node:https';
import { BODY_LIMIT_BYTES } from '@lisan/contract';
import type { ContentCatalog } from '@lisan/content';
import type { DbHandle } from '@lisan/db';
import type { LlmJudge } from '@lisan/judge';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { clientAddressOf, trustProxyOf } from './lib/client-address.js';
import { backgroundTasksPlugin } from './lib/background-tasks.js';
import { systemClock, type Clock } from './lib/clock.js';
import { FastReads, fastReadServer, fastReadsPlugin } from './lib/fast-reads.js';
import { jobsPlugin } from './lib/jobs.js';
import { mailerPlugin, type Mailer } from './lib/mailer.js';
import { idleGuestsJob } from './modules/guests/index.js';
import { reminderJob, webPushPlugin } from './modules/reminders/index.js';
import { speechToTextPlugin, type SttClient } from './modules/pronunciation/index.js';
import {
  billingPublicPlugin,
  paymentGatewayPlugin,
  paymentWidgetCsp,
  type PaymentGateway,
} from './modules/billing/index.js';
import { llmJudgePlugin } from './modules/exercises/index.js';
import { apiModules } from './modules/index.js';
import { authPlugin } from './plugins/auth.js';
import { contentCatalogPlugin } from './plugins/content-catalog.js';
import { databasePlugin } from './plugins/database.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { openapiPlugin } from './plugins/openapi.js';
import { counterBackend, redisState, registerRateLimit } from './plugins/rate-limit.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import { apiSecurityHeaders, securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { readWebBuild } from './plugins/web-build.js';

export interface BuildOptions {
  /** A database the caller opened (tests); otherwise one is opened from the configuration. */
  db?: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /**
   * Outside services the app talks to, in place of the ones the configuration names (tests: clients pointed at a
   * local server speaking the protocol). Null turns an optional one off.
   */
  services?: {
    paymentGateway?: PaymentGateway;
    llmJudge?: LlmJudge | null;
    speechToText?: SttClient | null;
    mailer?: Mailer;
    /** The https agent Web Push messages are posted through (tests: one trusting their local push service). */
    webPushAgent?: Agent;
  };
  /** A catalog built from fixture files (tests); otherwise the repository's content/, loaded once per process. */
  catalog?: ContentCatalog;
  /** How the random reads pick an index in [0, n) (tests make it deterministic). */
  randomIndex?: (n: number) => number;
  /** The time the rules run on (tests move it on instead of sleeping). */
  clock?: Clock;
}

/** Builds the whole app without listening, so tests can call `app.inject()`. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const trust = trustProxyOf(config.trustProxy);
  const fastReads = new FastReads();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // The client address (rate limits, sign-in throttling) comes from X-Forwarded-For only behind a trusted proxy.
    // A hop count trusts that many proxies nearest the server (Fastify's own meaning of a number).
    trustProxy: trust,
    // Static reads are answered before Fastify's router when nothing about them needs it (ADR 0018).
    serverFactory: fastReadServer(fastReads),
    // Idle sockets and bodies that trickle in are closed rather than held open for ever (slowloris).
    connectionTimeout: config.connectionTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    // Closing waits for requests in flight and drops idle keep-alive sockets, so SIGTERM is quick and clean.
    forceCloseConnections: 'idle',
    // A first start creates the embedded database in a child process (ADR 0016), which takes a while on a busy
    // machine: a plugin still starting after Fastify's default 10 s is not a hung one.
    pluginTimeout: 180_000,
    logController: config.env === 'production' ? new QuietRequestLog() : undefined,
  }).withTypeProvider<ZodTypeProvider>();

  if (!trust) warnOnceOfUntrustedForwarding(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('clock', options.clock ?? systemClock);
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { config, handle: options.db });
  await app.register(authPlugin, { secureCookies: config.publicUrl?.startsWith('https://') ?? false });
  // Outside services, made once and shared as decorators; the route plugins that use them declare them.
  const services = options.services ?? {};
  await app.register(paymentGatewayPlugin, { config, gateway: services.paymentGateway });
  await app.register(llmJudgePlugin, { config, judge: services.llmJudge });
  await app.register(speechToTextPlugin, { config, client: services.speechToText });
  await app.register(mailerPlugin, { config, mailer: services.mailer });
  await app.register(backgroundTasksPlugin);
  await app.register(webPushPlugin, { config, agent: services.webPushAgent });
  await app.register(jobsPlugin, {
    jobs: [reminderJob(config), idleGuestsJob(config)],
    intervalMs: config.jobsIntervalMs,
  });
  await app.register(sameOriginPlugin, { config });
  const web = readWebBuild(config.webDistDir);
  const paymentCsp = paymentWidgetCsp(config);
  await app.register(securityPlugin, {
    config,
    ...paymentCsp,
    extraScriptSources: [...(paymentCsp.extraScriptSources ?? []), ...web.inlineScriptHashes],
  });
  // Bodies under a kilobyte fit a packet or two: compressing them costs more time than it saves.
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin, { expose: config.apiDocs });
  await app.register(contentCatalogPlugin, { catalog: options.catalog, randomIndex: options.randomIndex });
  await app.register(fastReadsPlugin, { fastReads });

  const counters = counterBackend(app, config);
  app.decorate('redisState', () => redisState(counters));
  await app.register(
    async (api) => {
      const takeNow = await registerRateLimit(api, counters, {
        max: config.rateLimitPerMinute,
        namespace: 'api',
      });
      for (const module of apiModules) await api.register(module, { config });
      // Behind Redis a count means a round trip, which a fast read does not wait for: Fastify answers them all.
      if (takeNow) {
        fastReads.open({
          headers: apiSecurityHeaders(config),
          clientAddress: (request) => clientAddressOf(request, trust),
          takeNow,
        });
      }
    },
    { prefix: '/api' },
  );

  // The sandbox payment gateway and the gateway's late call of /payment-success, outside /api.
  await app.register(billingPublicPlugin, { config, counters });
  await app.register(webPlugin, { web });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Behind a reverse proxy with TRUST_PROXY unset, every client has the proxy's address: one rate limit and one
 * sign-in throttle for everyone. The first request that carries X-Forwarded-For says so in the log, once.
 */
function warnOnceOfUntrustedForwarding(app: FastifyInstance) {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        "a request came with X-Forwarded-For, but TRUST_PROXY is not set: behind a proxy every client now shares the proxy's address (one rate limit, one sign-in throttle). Set TRUST_PROXY to the number of proxies, or their addresses.",
      );
    }
    done();
  });
}

/** Requests slower than this are logged in production, where ordinary ones are not. */
const SLOW_REQUEST_MS = 1000;

/**
 * Production logs no line per request (two info lines each were a tenth of a static read's time, ADR 0016):
 * only requests that failed (5xx, or an error) or were slow. Errors themselves are logged by the error handler.
 */
class QuietRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || reply.statusCode >= 500 || reply.elapsedTime > SLOW_REQUEST_MS)
      super.requestCompleted(error, request, reply);
  }
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.env === 'test' ? 'silent' : config.logLevel,
    // Credentials and answers never reach the log: headers that carry them are redacted, and bodies are not logged.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}
