import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accepts } from './accept-encoding.js';

/**
 * Responses whose body depends only on the in-memory catalog, constants and the language (ADR 0016):
 * built once, with exactly the bytes the route's zod serializer would write (`JSON.stringify` of the schema's
 * encoding, as fastify-type-provider-zod does), and sent as a Buffer so Fastify neither validates nor serialises
 * it again. Clients revalidate (`no-cache`) with the body's ETag and get a bodiless 304 when nothing changed.
 *
 * The routes that use this are registered with `compress: false`: a body over the compression threshold keeps its
 * own gzip and brotli variants, made once on first use, instead of being compressed again on every request.
 */
export interface StaticJson {
  readonly body: Buffer;
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Route options for the routes that send static bodies: @fastify/compress's hooks are left off them (the bodies
 * carry their own variants, and a GET has no body to decompress).
 */
export const STATIC_ROUTE = { compress: false, decompress: false } as const;

/** @fastify/compress's threshold in app.ts: smaller bodies are sent as they are. */
const COMPRESS_ABOVE = 1024;

/**
 * The body of `value` as the response schema shapes it. `languageDependent` adds `Vary: Accept-Language` (the
 * body was localised for the request's language).
 */
export function staticJson(
  schema: z.ZodType,
  value: unknown,
  { languageDependent, revalidate = true }: { languageDependent: boolean; revalidate?: boolean },
): StaticJson {
  return staticJsonOf(
    Buffer.from(JSON.stringify(z.encode(schema, value)), 'utf8'),
    languageDependent,
    revalidate,
  );
}

/** A JSON array built from bodies already encoded by the array's element schema (`[a,b,c]`, as JSON.stringify). */
export function staticJsonArray(
  elements: readonly StaticJson[],
  { languageDependent }: { languageDependent: boolean },
): StaticJson {
  const parts: Buffer[] = [OPEN];
  elements.forEach((element, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(element.body);
  });
  parts.push(CLOSE);
  return staticJsonOf(Buffer.concat(parts), languageDependent);
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

function staticJsonOf(body: Buffer, languageDependent: boolean, revalidate = true): StaticJson {
  // A body that answers a random pick is built once too, but the next request is another pick: not kept.
  if (!revalidate) {
    return {
      body,
      etag: '',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...varyOf(body, languageDependent),
      },
    };
  }
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return {
    body,
    etag,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      etag,
      ...varyOf(body, languageDependent),
    },
  };
}

function varyOf(body: Buffer, languageDependent: boolean): { vary?: string } {
  const vary = [
    ...(languageDependent ? ['accept-language'] : []),
    ...(body.length > COMPRESS_ABOVE ? ['accept-encoding'] : []),
  ];
  return vary.length ? { vary: vary.join(', ') } : {};
}

/**
 * Bodies built on first use and kept: `maxBytes` bounds what the cache holds (the oldest entries go first), for
 * keys that are not a finite catalog (pages of a list). Each entry counts its body and ENTRY_OVERHEAD for its key,
 * ETag and headers, so that many tiny bodies (empty pages at any offset) are bounded too.
 */
export class StaticJsonCache {
  readonly #entries = new Map<string, StaticJson>();
  #bytes = 0;
  constructor(private readonly maxBytes = Infinity) {}

  get(key: string, build: () => StaticJson | undefined): StaticJson | undefined {
    const found = this.#entries.get(key);
    if (found) return found;
    const built = build();
    if (!built || sizeOf(built) > this.maxBytes) return built;
    this.#entries.set(key, built);
    this.#bytes += sizeOf(built);
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= sizeOf(old);
    }
    return built;
  }
}

const ENTRY_OVERHEAD = 512;

function sizeOf(entry: StaticJson): number {
  return entry.body.length + ENTRY_OVERHEAD;
}

/** What one request gets of a static body: the content-coding, that coding's ETag, and whether it is a 304. */
export interface StaticChoice {
  readonly encoding: 'br' | 'gzip' | undefined;
  readonly etag: string;
  readonly notModified: boolean;
}

/**
 * The smallest encoding the client accepts, and whether If-None-Match already names it. Each encoding has its own
 * ETag (`"…-br"`, `"…-gz"`): a strong tag names one sequence of bytes (RFC 9110 §8.8.3).
 */
export function chooseStatic(
  entry: StaticJson,
  acceptEncoding: string | string[] | undefined,
  ifNoneMatch: string | undefined,
): StaticChoice {
  const encoding = encodingFor(entry, acceptEncoding);
  const etag = entry.etag && encoding ? `${entry.etag.slice(0, -1)}-${ETAG_SUFFIX[encoding]}"` : entry.etag;
  return {
    encoding,
    etag,
    notModified: etag !== '' && ifNoneMatch !== undefined && matches(ifNoneMatch, etag),
  };
}

/** The bytes of `entry` in `encoding`, compressed once on first use and kept with the entry. */
export function staticBody(entry: StaticJson, encoding: StaticChoice['encoding']): Buffer {
  if (encoding === 'br') return (entry.br ??= brotli(entry.body));
  if (encoding === 'gzip') return (entry.gzip ??= gzipSync(entry.body, { level: 9 }));
  return entry.body;
}

/** Sends the body (or a 304 when If-None-Match names its ETag), in the smallest encoding the client accepts. */
export function sendStaticJson(request: FastifyRequest, reply: FastifyReply, entry: StaticJson): void {
  void reply.headers(entry.headers);
  const { encoding, etag, notModified } = chooseStatic(
    entry,
    request.headers['accept-encoding'],
    request.headers['if-none-match'],
  );
  if (encoding) void reply.header('content-encoding', encoding);
  if (etag !== entry.etag) void reply.header('etag', etag);
  if (notModified) {
    void reply.code(304).send();
    return;
  }
  void reply.send(staticBody(entry, encoding));
}

const ETAG_SUFFIX = { br: 'br', gzip: 'gz' } as const;

function encodingFor(
  entry: StaticJson,
  acceptEncoding: string | string[] | undefined,
): 'br' | 'gzip' | undefined {
  if (entry.body.length <= COMPRESS_ABOVE || !acceptEncoding) return undefined;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (accepts(header, 'br')) return 'br';
  if (accepts(header, 'gzip')) return 'gzip';
  return undefined;
}

function brotli(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/"x"` matches `"x"`, and `*` matches any body. */
function matches(header: string, etag: string): boolean {
  if (header === etag) return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}
