import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/**
 * Security headers, in two sets chosen by path (ADR 0017). Pages (the web app, the sandbox's payment pages,
 * /api/docs) get the full set below. JSON API responses get the lean set OWASP's REST Security cheat sheet lists:
 * a browser never renders them, so the page-only headers did nothing but cost a tenth of a static read.
 *
 * The page Content-Security-Policy allows only what the app loads: its own scripts, styles, fonts and images.
 * Inline style attributes are allowed because Radix positions elements with them. The only inline script allowed
 * is the pages' start-up script, by its hash (`extraScriptSources`).
 *
 * Both sets are built once at start-up: nothing in them depends on the request, and building them per request (as
 * helmet does) was a tenth of a static read's time (ADR 0016).
 */
export const securityPlugin = fp<{
  config: Config;
  extraScriptSources?: string[];
  extraFormActions?: string[];
  extraFrameSources?: string[];
  extraConnectSources?: string[];
  extraImgSources?: string[];
}>(
  async (app, options) => {
    const page = securityHeaders(options);
    const api = apiSecurityHeaders(options.config);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiJson(request.url) ? api : page);
      done();
    });
    // An answer for a signed-in learner or a guest is theirs alone: no shared cache keeps it and no browser cache
    // keeps it after sign-out. Responses that chose their own caching (the public static reads) keep it.
    app.addHook('onSend', (request, reply, _payload, done) => {
      if ((request.user || request.guest) && isApiJson(request.url) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'private, no-store');
      done();
    });
  },
  { name: 'security' },
);

/** Under /api every response is JSON (or bodiless), except Swagger UI's pages under /api/docs. */
function isApiJson(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** The lean set every /api JSON response carries; the fast reads (lib/fast-reads.ts) send it too. */
export function apiSecurityHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(isHttps(config) ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

const HSTS = 'max-age=15552000; includeSubDomains';

function isHttps(config: Config): boolean {
  return config.publicUrl?.startsWith('https://') ?? false;
}

function securityHeaders({
  config,
  extraScriptSources = [],
  extraFormActions = [],
  extraFrameSources = [],
  extraConnectSources = [],
  extraImgSources = [],
}: {
  config: Config;
  extraScriptSources?: string[];
  extraFormActions?: string[];
  extraFrameSources?: string[];
  extraConnectSources?: string[];
  extraImgSources?: string[];
}): Record<string, string> {
  const https = isHttps(config);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...extraScriptSources]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...extraImgSources]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extraConnectSources]],
    ['frame-src', ["'self'", ...extraFrameSources]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...extraFormActions]],
    ['frame-ancestors', ["'none'"]],
    ...(https ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ];
  return {
    'content-security-policy': directives.map(([name, sources]) => [name, ...sources].join(' ')).join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}
