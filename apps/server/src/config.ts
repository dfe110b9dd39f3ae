import path from 'node:path';
import { z } from 'zod';

/** Environment of DESIGN.md §5. Parsed once at start-up; a wrong value stops the process with its name. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  HYPERPAY_BASE_URL: z.url().optional(),
  HYPERPAY_ACCESS_TOKEN: z.string().min(1).optional(),
  HYPERPAY_ENTITY_MADA: z.string().min(1).optional(),
  HYPERPAY_ENTITY_CARD: z.string().min(1).optional(),
  /** MADA charges SAR: the plans' US dollar prices are converted at this rate. */
  USD_TO_SAR_RATE: z.coerce.number().positive().default(3.75),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Set to true only behind a reverse proxy that sets X-Forwarded-For; otherwise clients could pick their address. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Folder of the built web app; defaults to apps/web/dist beside this package. */
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  rateLimitPerMinute: number;
  trustProxy: boolean;
  webDistDir: string;
  ai?: { baseUrl: string; apiKey: string; model: string };
  hyperpay?: { baseUrl: string; accessToken: string; entityMada: string; entityCard: string };
  usdToSarRate: number;
  smtpUrl?: string;
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
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'true',
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    ai: allOrNothing('AI_', { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }),
    hyperpay: allOrNothing('HYPERPAY_', {
      baseUrl: e.HYPERPAY_BASE_URL,
      accessToken: e.HYPERPAY_ACCESS_TOKEN,
      entityMada: e.HYPERPAY_ENTITY_MADA,
      entityCard: e.HYPERPAY_ENTITY_CARD,
    }),
    usdToSarRate: e.USD_TO_SAR_RATE,
    smtpUrl: e.SMTP_URL,
  };
}

/** A half-configured integration is a mistake, not a request for the default: say which variables are missing. */
function allOrNothing<T extends Record<string, string | undefined>>(
  prefix: string,
  values: T,
): { [K in keyof T]: string } | undefined {
  const missing = Object.entries(values).filter(([, v]) => v === undefined);
  if (missing.length === Object.keys(values).length) return undefined;
  if (missing.length > 0) {
    const names = missing.map(([k]) => prefix + k.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase());
    throw new ConfigError(`Invalid configuration:\n  ${names.join(', ')}: required when other ${prefix}* variables are set`);
  }
  return values as { [K in keyof T]: string };
}
