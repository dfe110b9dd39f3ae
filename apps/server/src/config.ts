import { isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Sign-in providers are spoken to over https; plain http only to a provider on this machine (tests, development). */
const providerUrl = z.url().refine((value) => {
  const url = new URL(value);
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  );
}, 'must be an https:// address (http:// only for 127.0.0.1 or localhost)');

/** The environment variables (docs/deployment.md). Parsed once at start-up; a wrong value stops the process with its name. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Loopback unless told otherwise: a server others can reach is a choice (HOST=0.0.0.0), not a default. */
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  /** An OpenAI-compatible speech-to-text server (POST /audio/transcriptions), for the Speak button. */
  STT_BASE_URL: z.url().optional(),
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).optional(),
  STT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  HYPERPAY_BASE_URL: z.url().optional(),
  HYPERPAY_ACCESS_TOKEN: z.string().min(1).optional(),
  HYPERPAY_ENTITY_MADA: z.string().min(1).optional(),
  HYPERPAY_ENTITY_CARD: z.string().min(1).optional(),
  /** MADA charges SAR: the plans' US dollar prices are converted at this rate. */
  USD_TO_SAR_RATE: z.coerce.number().positive().default(3.75),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Data exports (GET /api/me/export) an account may download in an hour. */
  EXPORTS_PER_HOUR: z.coerce.number().int().positive().default(5),
  /**
   * Behind a reverse proxy: how many proxies sit in front (a hop count), or their addresses and CIDR ranges
   * (comma-separated), as Fastify's trustProxy takes them. `true` means one proxy. Only the entries the trusted
   * proxies appended are believed, so a client cannot choose its address by sending its own X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .refine(
      (v) => parseTrustProxy(v) !== undefined,
      'must be false, true, a hop count (1, 2…) or proxy addresses/CIDRs (10.0.0.0/8,127.0.0.1)',
    )
    .default('false'),
  /** The embedded sandbox gateway: on by default only while the app is not reachable by others (see sandboxEnabled). */
  PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** Seconds a connection may stay idle, and a request may take to arrive in full, before it is closed. */
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(60),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(30),
  /** Redis for shared counters (rate limits) across instances; without it they live in PostgreSQL when DATABASE_URL is set. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google's OpenID issuer; another issuer (a local provider in tests) is read through the same discovery. */
  GOOGLE_ISSUER_URL: providerUrl.default('https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTH_URL: providerUrl.default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: providerUrl.default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_GRAPH_URL: providerUrl.default('https://graph.facebook.com/v19.0'),
  /** Prefix of every key this app writes to Redis, so several apps (or tests) can share one server. */
  REDIS_PREFIX: z.string().min(1).max(100).default('lisan:'),
  /**
   * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them) and the contact it names
   * (mailto: or https:). Unset: a pair is generated once and kept in DATA_DIR/vapid.json.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /**
   * The background jobs (daily reminders, pruning idle guests): how often each instance looks for work, in
   * seconds. 0 turns them off; they are off in tests, which run them by hand.
   */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Days a guest (a signed-out visitor's progress) is kept after its last request. */
  GUEST_IDLE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Folder of the built web app; defaults to apps/web/dist beside this package. */
  WEB_DIST_DIR: z.string().min(1).optional(),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  rateLimitPerMinute: number;
  exportsPerHour: number;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** The embedded sandbox payment gateway serves /sandbox/hyperpay (HyperPay unset and sandbox allowed). */
  paymentsSandbox: boolean;
  /** Swagger UI at /api/docs and the document at /api/openapi.json: on outside production unless API_DOCS says. */
  apiDocs: boolean;
  connectionTimeoutMs: number;
  requestTimeoutMs: number;
  redisUrl?: string;
  redisPrefix: string;
  webDistDir: string;
  ai?: { baseUrl: string; apiKey: string; model: string };
  stt?: { baseUrl: string; apiKey: string; model: string; timeoutMs: number };
  hyperpay?: { baseUrl: string; accessToken: string; entityMada: string; entityCard: string };
  usdToSarRate: number;
  smtpUrl?: string;
  vapid?: { publicKey: string; privateKey: string };
  vapidSubject?: string;
  /** Milliseconds between two runs of the background jobs; 0: they do not run on their own. */
  jobsIntervalMs: number;
  guestIdleDays: number;
  google?: { clientId: string; clientSecret: string; issuerUrl: string };
  facebook?: { appId: string; appSecret: string; authUrl: string; tokenUrl: string; graphUrl: string };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    exportsPerHour: e.EXPORTS_PER_HOUR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY)!,
    paymentsSandbox: false,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.NODE_ENV !== 'production',
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    ai: allOrNothing('AI_', { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }),
    stt: withTimeout(
      allOrNothing('STT_', { baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL }),
      e.STT_TIMEOUT_MS,
    ),
    hyperpay: allOrNothing('HYPERPAY_', {
      baseUrl: e.HYPERPAY_BASE_URL,
      accessToken: e.HYPERPAY_ACCESS_TOKEN,
      entityMada: e.HYPERPAY_ENTITY_MADA,
      entityCard: e.HYPERPAY_ENTITY_CARD,
    }),
    usdToSarRate: e.USD_TO_SAR_RATE,
    smtpUrl: e.SMTP_URL,
    vapid: allOrNothing('VAPID_', { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }),
    vapidSubject: e.VAPID_SUBJECT,
    jobsIntervalMs: (e.JOBS_INTERVAL_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 60)) * 1000,
    guestIdleDays: e.GUEST_IDLE_DAYS,
    google: withEndpoints(
      allOrNothing('GOOGLE_', { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }),
      {
        issuerUrl: e.GOOGLE_ISSUER_URL,
      },
    ),
    facebook: withEndpoints(
      allOrNothing('FACEBOOK_', { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET }),
      {
        authUrl: e.FACEBOOK_AUTH_URL,
        tokenUrl: e.FACEBOOK_TOKEN_URL,
        graphUrl: e.FACEBOOK_GRAPH_URL,
      },
    ),
  };
  // On by default only on a server nobody else can reach: bound to loopback, and no PUBLIC_URL naming another host.
  config.paymentsSandbox =
    !config.hyperpay &&
    (e.PAYMENTS_SANDBOX
      ? e.PAYMENTS_SANDBOX === 'true'
      : isLoopback(config.host) && (!config.publicUrl || isLoopback(new URL(config.publicUrl).hostname)));
  return config;
}

/**
 * The origin links in e-mails point to. Never the request's Host or X-Forwarded-Host (a client chooses those):
 * PUBLIC_URL when set, otherwise the address this server itself listens on.
 */
export function appOrigin(config: Config): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  // Listening on every interface or on 127.0.0.1 (the default): localhost reaches it, the address the sign-in
  // providers' callbacks name too. Listening on one other address: that address, as the server knows it.
  const host = ['0.0.0.0', '::', '', '127.0.0.1'].includes(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${config.port}`;
}

/**
 * Whether a host names this machine only: `localhost`, an IPv4 literal in 127.0.0.0/8, or the IPv6 literal ::1
 * (brackets allowed). Names that merely look local (`127.0.0.1.nip.io`, `x.localhost`) are not: DNS decides them.
 */
function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost') return true;
  if (isIPv4(h)) return h.startsWith('127.');
  if (isIPv6(h)) return new URL(`http://[${h}]/`).hostname === '[::1]';
  return false;
}

const IPV4_OR_CIDR = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:]+(\/\d{1,3})?$/i;

/** TRUST_PROXY as Fastify takes it; undefined when the value is none of the accepted forms. */
function parseTrustProxy(value: string): false | number | string[] | undefined {
  const v = value.trim();
  if (v === 'false' || v === '0') return false;
  // `true` alone would make Fastify believe the leftmost X-Forwarded-For entry, which the client writes.
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const known = new Set(['loopback', 'linklocal', 'uniquelocal']);
  if (
    entries.length > 0 &&
    entries.every(
      (entry) =>
        known.has(entry) || IPV4_OR_CIDR.test(entry) || (entry.includes(':') && IPV6_OR_CIDR.test(entry)),
    )
  ) {
    return entries;
  }
  return undefined;
}

const withTimeout = <T extends object>(values: T | undefined, timeoutMs: number) =>
  values ? { ...values, timeoutMs } : undefined;

/** A half-configured integration is a mistake, not a request for the default: say which variables are missing. */
function allOrNothing<T extends Record<string, string | undefined>>(
  prefix: string,
  values: T,
): { [K in keyof T]: string } | undefined {
  const missing = Object.entries(values).filter(([, v]) => v === undefined);
  if (missing.length === Object.keys(values).length) return undefined;
  if (missing.length > 0) {
    const names = missing.map(([k]) => prefix + k.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase());
    throw new ConfigError(
      `Invalid configuration:\n  ${names.join(', ')}: required when other ${prefix}* variables are set`,
    );
  }
  return values as { [K in keyof T]: string };
}

/** A provider's endpoints belong to it only when its credentials are set. */
function withEndpoints<T extends object, E extends object>(
  credentials: T | undefined,
  endpoints: E,
): (T & E) | undefined {
  return credentials ? { ...credentials, ...endpoints } : undefined;
}
