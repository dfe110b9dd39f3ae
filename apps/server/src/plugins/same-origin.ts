import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { ForbiddenError } from '../errors.js';
import { GUEST_COOKIE, SESSION_COOKIE } from './cookie-names.js';

export const CROSS_SITE_TEXT =
  'This request came from another website, so it was refused. Open Lisan itself and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard. A browser sends our cookies with a form or `fetch` another site starts
 * (SameSite=Lax still lets some through, and `text/plain` bodies need no preflight), so every write that a cookie
 * authenticates must come from our own pages: `Sec-Fetch-Site` when the browser sends it, else `Origin`.
 * Writes authenticated by `Authorization: Bearer` are not affected: another site cannot make a browser send that.
 * A request with neither header (curl, a server) cannot have been started by another site in a browser.
 */
export const sameOriginPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
    // A callback hook: nothing here waits, and an async hook costs every request a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (
        SAFE_METHODS.has(request.method) ||
        request.headers.authorization?.startsWith('Bearer ') ||
        (!request.cookies[SESSION_COOKIE] && !request.cookies[GUEST_COOKIE]) ||
        fromOurPages(request, publicOrigin)
      )
        return done();
      done(new ForbiddenError(CROSS_SITE_TEXT, 'cross_site_request'));
    });
  },
  { name: 'same-origin', dependencies: ['auth'] },
);

function fromOurPages(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return true;
  if (origin === publicOrigin) return true;
  try {
    // The Host header is the address the browser itself was asked to reach, which the other site cannot choose.
    return new URL(origin).host.toLowerCase() === String(request.headers.host ?? '').toLowerCase();
  } catch {
    return false;
  }
}
