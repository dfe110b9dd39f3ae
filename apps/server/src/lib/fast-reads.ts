import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import fp from 'fastify-plugin';
import { chooseStatic, staticBody, type StaticChoice, type StaticJson } from './static-json.js';

/** The body a fast read answers for the request's headers (its language), or undefined to leave it to Fastify. */
type Resolve = (headers: IncomingHttpHeaders) => StaticJson | undefined;
/** The same, for one segment after a prefix (`/api/phrases/` + id). */
type ResolveUnder = (segment: string, headers: IncomingHttpHeaders) => StaticJson | undefined;

/** What the fast reads need from the app once its plugins are registered. */
export interface FastReadsSetup {
  /** The security headers every /api JSON response carries (plugins/security.ts). */
  headers: Readonly<Record<string, string>>;
  /** The client's address as Fastify's `request.ip` gives it (lib/client-address.ts). */
  clientAddress: (request: IncomingMessage) => string;
  /**
   * Counts one request in the /api rate limit when that can be decided now and leaves the client under it;
   * undefined otherwise, and then nothing was counted (plugins/rate-limit.ts).
   */
  takeNow: (clientAddress: string) => { limit: number; remaining: number; resetSeconds: number } | undefined;
}

/**
 * Reads answered before Fastify's router and hooks (ADR 0018): a plain GET of a path whose body is built
 * once (lib/static-json.ts) and is the same for every caller: the plans, a phrase, the health check. Fastify's
 * per-request work (request and reply objects, the hook chain, route validation, the child logger) was most of such
 * a read's time; here it is a map lookup, the rate limit's count and one write of headers prepared once.
 *
 * A fast read answers exactly what the route would: the same body, the same headers (security, caching, the rate
 * limit's), the same 304. Anything else (a query string, HEAD, an unknown id, a client at its limit, a counter that
 * would have to wait, the app closing) is left to Fastify, untouched, so the route stays the one source of truth.
 */
export class FastReads {
  readonly #exact = new Map<string, Resolve>();
  readonly #under = new Map<string, ResolveUnder>();
  #setup: FastReadsSetup | undefined;
  /** Per body, encoding and status: the response's headers as a flat [name, value, …] list, counts left blank. */
  readonly #prepared = new WeakMap<StaticJson, Partial<Record<PreparedKey, string[]>>>();

  /** Answers GET `path` (the full path, with its prefix) from `resolve`. */
  exact(path: string, resolve: Resolve): void {
    this.#exact.set(path, resolve);
  }

  /** Answers GET `prefix` + one path segment from `resolve` (`prefix` ends with a slash). */
  under(prefix: string, resolve: ResolveUnder): void {
    this.#under.set(prefix, resolve);
  }

  /** Starts answering, once the app's security headers and rate limit exist. */
  open(setup: FastReadsSetup): void {
    this.#setup = setup;
  }

  /** Stops answering: a closing app's requests go to Fastify, which answers 503 and closes the connection. */
  close(): void {
    this.#setup = undefined;
  }

  /** Answers the request and returns true, or returns false having written nothing. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const setup = this.#setup;
    if (!setup || request.method !== 'GET') return false;
    const entry = this.#resolve(request.url ?? '', request.headers);
    if (!entry) return false;
    const choice = chooseStatic(entry, request.headers['accept-encoding'], request.headers['if-none-match']);
    // Last, because it counts: from here the request is answered.
    const limit = setup.takeNow(setup.clientAddress(request));
    if (!limit) return false;
    const status = choice.notModified ? 304 : 200;
    const body = choice.notModified ? undefined : staticBody(entry, choice.encoding);
    // A copy of the prepared list with this request's counts in its last slots: one allocation, no spreading.
    const headers = this.#headersOf(entry, choice, body, setup.headers).slice();
    const at = headers.length - RATE_LIMIT_HEADERS.length;
    headers[at + 1] = String(limit.limit);
    headers[at + 3] = String(limit.remaining);
    headers[at + 5] = String(limit.resetSeconds);
    response.writeHead(status, headers);
    response.end(body);
    return true;
  }

  #resolve(url: string, headers: IncomingHttpHeaders): StaticJson | undefined {
    const exact = this.#exact.get(url);
    if (exact) return exact(headers);
    const slash = url.lastIndexOf('/');
    const under = this.#under.get(url.slice(0, slash + 1));
    if (!under) return undefined;
    const segment = url.slice(slash + 1);
    // Only a plain segment: a query string or an escaped character is Fastify's to parse and validate.
    return segment !== '' && !/[?%]/.test(segment) ? under(segment, headers) : undefined;
  }

  #headersOf(
    entry: StaticJson,
    choice: StaticChoice,
    body: Buffer | undefined,
    security: Readonly<Record<string, string>>,
  ): string[] {
    const key: PreparedKey = `${choice.encoding ?? 'identity'}${body ? '' : ':304'}`;
    let prepared = this.#prepared.get(entry);
    if (!prepared) this.#prepared.set(entry, (prepared = {}));
    return (prepared[key] ??= [
      ...Object.entries(security).flat(),
      ...Object.entries({ ...entry.headers, ...(choice.etag ? { etag: choice.etag } : {}) }).flat(),
      ...(choice.encoding ? ['content-encoding', choice.encoding] : []),
      ...(body ? ['content-length', String(body.length)] : []),
      ...RATE_LIMIT_HEADERS,
    ]);
  }
}

/** The rate limit's headers, last in every prepared list: each request fills in their values. */
const RATE_LIMIT_HEADERS = [
  'x-ratelimit-limit',
  '',
  'x-ratelimit-remaining',
  '',
  'x-ratelimit-reset',
  '',
] as const;

/** A prepared header list's key: the content-coding, and whether it is for a 304 (no body, no length). */
type PreparedKey = `${NonNullable<StaticChoice['encoding']> | 'identity'}${'' | ':304'}`;

/**
 * Fastify's server factory: the same node:http server Fastify would make, with the same timeouts, that lets the
 * fast reads answer first.
 */
export function fastReadServer(fastReads: FastReads): FastifyServerFactory {
  return (handler, options) => {
    // Fastify has filled in its defaults by now (its keep-alive timeout is 72 s, not node's 5 s).
    const timeouts = options as {
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
    };
    const server = createServer(
      // Node enforces the request timeout only when the headers' timeout is no longer (it was left at 60 s), and
      // looks for overdue requests only this often (30 s by default): a body trickling in was closed long after the
      // documented limit. A tenth of the limit (at least every 30 s) keeps it close.
      {
        requestTimeout: timeouts.requestTimeout,
        headersTimeout: Math.min(60_000, timeouts.requestTimeout),
        connectionsCheckingInterval: Math.min(
          30_000,
          Math.max(100, Math.floor(timeouts.requestTimeout / 10)),
        ),
      },
      (request, response) => {
        if (!fastReads.serve(request, response)) handler(request, response);
      },
    );
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where route plugins register the reads that can be answered before Fastify (lib/fast-reads.ts). */
    fastReads: FastReads;
  }
}

/** The app's FastReads as a decorator; it stops answering when the app starts closing. */
export const fastReadsPlugin = fp<{ fastReads: FastReads }>(
  async (app, { fastReads }) => {
    app.decorate('fastReads', fastReads);
    app.addHook('preClose', (done) => {
      fastReads.close();
      done();
    });
  },
  { name: 'fast-reads' },
);
