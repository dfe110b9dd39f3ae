import cookie from '@fastify/cookie';
import { isTimeZone } from '@lisan/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { generateToken, hashToken } from '../lib/tokens.js';
import { usersRepository } from '../modules/identity/index.js';
import {
  findGuestByToken,
  guestSeenIsStale,
  newGuestId,
  refreshGuestSeen,
  saveGuest,
  type SavedGuest,
} from '../modules/guests/index.js';
import { GUEST_COOKIE, SESSION_COOKIE } from './cookie-names.js';

export interface Caller {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  /** The zone stored with the account (null when none is). */
  timeZone: string | null;
  sessionId: string;
}

/**
 * A signed-out visitor's own guest identity. `token` is set when the visitor brought no
 * valid guest cookie: the guest is saved, and the cookie set, only if a write acts as it (a bot's reads leave no rows).
 */
interface Guest {
  id: string;
  token?: string;
  used: boolean;
  /** No guest row exists yet (no valid cookie came): the guest has no progress, cards or plan to read. */
  isNew?: boolean;
}

/**
 * A visitor who brought no guest cookie. Most such requests are reads that never act as the guest (a bot, the
 * landing page's public reads), so the id and token are made only when something reads them: random bytes
 * for every anonymous read were a twentieth of a static read's time (ADR 0016).
 */
class NewGuest implements Guest {
  used = false;
  readonly isNew = true;
  #id: string | undefined;
  #token: string | undefined;
  get id(): string {
    return (this.#id ??= newGuestId());
  }
  get token(): string {
    return (this.#token ??= generateToken());
  }
}

/**
 * A guest cookie on a route that reads the guest itself, in the same statement as what it reads of the learner
 * (route config `readsGuest`: the random picks). On the embedded database the lookup as a statement of its own was
 * about a fifth of a returning learner's pick (ADR 0016). The route calls `guestRead` with what it found before
 * anything acts as the guest; until then the guest has no id.
 */
class UnreadGuest implements Guest {
  used = false;
  constructor(readonly cookieToken: string) {}
  get id(): string {
    throw new Error('This route reads the guest itself (config readsGuest): call guestRead first.');
  }
}

/** The guest cookie's token when the route is to read the guest itself (config `readsGuest`), else undefined. */
export function unreadGuestToken(request: FastifyRequest): string | undefined {
  return request.guest instanceof UnreadGuest ? request.guest.cookieToken : undefined;
}

/**
 * What the route found for the cookie's guest: the guest, or undefined when there is no such guest (never saved,
 * or merged into an account), who is then a new visitor, as the hook would have made them.
 */
export function guestRead(request: FastifyRequest, guest: SavedGuest | undefined): void {
  if (!(request.guest instanceof UnreadGuest)) return;
  request.guest = guest ? { id: guest.id, used: false } : new NewGuest();
  if (guest) noteGuestSeen(request, guest);
}

/**
 * A returning guest's activity keeps it from being pruned as idle: its `last_seen_at` is refreshed (at most once
 * an hour, see refreshGuestSeen) after the response, without the request waiting.
 */
function noteGuestSeen(request: FastifyRequest, guest: SavedGuest): void {
  const app = request.server;
  const now = app.clock.now();
  if (guestSeenIsStale(guest, now)) app.backgroundTasks.run(refreshGuestSeen(app.db, guest, now));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the caller's guest itself (see UnreadGuest): the hook does not look it up. */
    readsGuest?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous caller (who acts as their own guest, the public API's 'demo-user'). */
    user: Caller | null;
    /** For an anonymous caller: their guest; null when signed in. */
    guest: Guest | null;
    /** The request brought a session token that is unknown, expired or revoked: it was sent for a session now over. */
    sessionEnded: boolean;
    /**
     * The learner's IANA time zone, their "today": the X-Time-Zone header the web client sends with every call,
     * else the zone stored with the account; undefined when neither names a real zone. Read once per request,
     * and only by the routes that count days.
     */
    readonly timeZone: string | undefined;
    [zoneSlot]: string | false | null;
  }
}

/** The request's resolved zone: null until first read, false when it has none. */
const zoneSlot = Symbol('timeZone');

const GUEST_COOKIE_DAYS = 365;

/** The session token from `Authorization: Bearer …` or, failing that, the session cookie. */
function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** The X-Time-Zone header when it names a real zone, else the account's stored zone; false for neither. */
function timeZoneOf(request: FastifyRequest): string | false {
  for (const zone of [request.headers['x-time-zone'], request.user?.timeZone]) {
    if (typeof zone === 'string' && isTimeZone(zone)) return zone;
  }
  return false;
}

/**
 * Resolves the caller once per request. An unknown, expired or revoked token is treated as no token: the caller
 * is anonymous, and endpoints that need a user answer 401.
 */
export const authPlugin = fp<{ secureCookies?: boolean }>(
  async (app, { secureCookies = false }) => {
    await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('guest', null);
    app.decorateRequest('sessionEnded', false);
    app.decorateRequest(zoneSlot, null);
    app.decorateRequest('timeZone', {
      getter(this: FastifyRequest) {
        return (this[zoneSlot] ??= timeZoneOf(this)) || undefined;
      },
    });
    // A callback hook, not an async one: the common public read (no token, no guest cookie) is settled without a
    // promise.
    app.addHook('onRequest', (request, _reply, done) => {
      request.user = null;
      request.guest = null;
      request.sessionEnded = false;
      // The sandbox's widget is served to the checkout's owner only, so it needs the caller too.
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/sandbox/')) return done();
      // No session cookie and no Authorization header: anonymous, with no query (the common public read).
      const token = sessionTokenOf(request);
      const guestToken = request.cookies[GUEST_COOKIE];
      if (!token && !guestToken) {
        request.guest = new NewGuest();
        return done();
      }
      if (!token && request.routeOptions.config.readsGuest) {
        request.guest = new UnreadGuest(guestToken!);
        return done();
      }
      resolveCaller(request, token).then(() => done(), done);
    });

    async function resolveCaller(request: FastifyRequest, token: string | undefined) {
      if (!token) return resolveGuest(request);
      request.user = (await usersRepository.findSessionCaller(app.db, hashToken(token))) ?? null;
      if (request.user) return;
      request.sessionEnded = true;
      await resolveGuest(request);
    }

    async function resolveGuest(request: FastifyRequest) {
      const token = request.cookies[GUEST_COOKIE];
      const guest = token ? await findGuestByToken(app.db, token) : undefined;
      request.guest = guest ? { id: guest.id, used: false } : new NewGuest();
      if (guest) noteGuestSeen(request, guest);
    }

    // A new guest that a write acted as is saved, and its cookie set, with the response.
    // A callback hook, so that every other response is sent without waiting for a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const guest = request.guest;
      if (!guest?.used || request.method === 'GET' || request.method === 'HEAD' || !guest.token)
        return done(null, payload);
      const token = guest.token;
      saveGuest(app.db, guest.id, token).then(() => {
        reply.setCookie(GUEST_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: GUEST_COOKIE_DAYS * 24 * 60 * 60,
        });
        done(null, payload);
      }, done);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
