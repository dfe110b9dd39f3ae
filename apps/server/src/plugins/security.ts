import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/**
 * Security headers. The Content-Security-Policy allows only what the app loads: its own scripts, styles,
 * fonts and images. Inline style attributes are allowed because Radix and the charts position elements with
 * them. The only inline script allowed is the pages' start-up script, by its hash (`extraScriptSources`).
 */
export const securityPlugin = fp<{
  config: Config;
  extraScriptSources?: string[];
  extraFormActions?: string[];
  extraFrameSources?: string[];
  extraConnectSources?: string[];
  extraImgSources?: string[];
}>(
  async (
    app,
    {
      config,
      extraScriptSources = [],
      extraFormActions = [],
      extraFrameSources = [],
      extraConnectSources = [],
      extraImgSources = [],
    },
  ) => {
    const https = config.publicUrl?.startsWith('https://') ?? false;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extraScriptSources],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', ...extraImgSources],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...extraConnectSources],
          frameSrc: ["'self'", ...extraFrameSources],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...extraFormActions],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
