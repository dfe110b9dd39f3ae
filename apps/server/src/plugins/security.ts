import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/**
 * Security headers. The Content-Security-Policy allows only what the app loads: its own scripts, styles,
 * fonts and images. Inline style attributes are allowed because Radix positions elements with them. The only
 * inline script allowed is the pages' start-up script, by its hash (`extraScriptSources`).
 *
 * The set is the one helmet sends by default, written out and built once at start-up: nothing in it depends
 * on the request, and building it per request (as helmet does) was a tenth of a static read's time (ADR 0016).
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
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);

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
  const https = config.publicUrl?.startsWith('https://') ?? false;
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
    ...(https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}
