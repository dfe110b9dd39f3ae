import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accepts } from '../lib/accept-encoding.js';

/**
 * The built web app held in memory: every file with the .br and .gz variants the build writes beside it
 * (apps/web/scripts/build.mjs), an ETag, and its content type. The build is a few megabytes and never changes
 * while the server runs, so a request costs no file system call (ADR 0016).
 */
export interface WebFile {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;

/** Every file under `root` by its path relative to it ('assets/index-3f2a.js', 'prerendered/about.html'). */
export function loadWebFiles(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  if (!existsSync(root)) return files;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile() || entry.name.endsWith('.br') || entry.name.endsWith('.gz')) continue;
      const identity = readFileSync(full);
      const type = TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream';
      // The build's variants; a text file the build did not compress is compressed once, here.
      const variant = (suffix: string, compress: (data: Buffer) => Buffer) => {
        if (existsSync(full + suffix)) return readFileSync(full + suffix);
        if (!COMPRESSIBLE.test(type)) return undefined;
        const compressed = compress(identity);
        return compressed.length < identity.length ? compressed : undefined;
      };
      files.set(path.relative(root, full).split(path.sep).join('/'), {
        type,
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        identity,
        br: variant('.br', (data) =>
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ),
        gzip: variant('.gz', (data) => gzipSync(data, { level: 9 })),
      });
    }
  };
  walk(root);
  return files;
}

/** Sends a file from memory: 304 when the browser's copy is current, else the smallest variant it accepts. */
export function sendWebFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: WebFile,
  cacheControl: string,
  status = 200,
) {
  void reply
    .header('cache-control', cacheControl)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (status === 200 && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag)) {
    return reply.status(304).send();
  }
  const acceptEncoding = request.headers['accept-encoding'] ?? '';
  let body = file.identity;
  if (file.br && accepts(acceptEncoding, 'br')) {
    body = file.br;
    void reply.header('content-encoding', 'br');
  } else if (file.gzip && accepts(acceptEncoding, 'gzip')) {
    body = file.gzip;
    void reply.header('content-encoding', 'gzip');
  }
  return reply.status(status).type(file.type).send(body);
}
