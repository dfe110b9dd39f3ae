import { createHmac } from 'node:crypto';
import { isSafeText, NAME_MAX_LENGTH, type OAuthProvider } from '@lisan/contract';
import * as client from 'openid-client';
import type { Config } from '../../config.js';

/** What Lisan keeps of a provider account: its stable id, and the name and email it shares. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The secrets of one trip to the provider, kept on the server between the start and the callback. */
interface FlowChecks {
  state: string;
  codeVerifier: string;
  nonce: string | null;
}

export interface ProviderClient {
  name: OAuthProvider;
  /** The provider's authorization URL for this trip (PKCE S256, state, and a nonce for OpenID Connect). */
  authorizationUrl(redirectUri: string, checks: FlowChecks): Promise<URL>;
  /** Redeems the code of the callback (`callbackUrl` carries the provider's query) and reads the profile. */
  profile(callbackUrl: URL, checks: FlowChecks): Promise<ProviderProfile>;
  /** A nonce is part of the trip only with OpenID Connect. */
  usesNonce: boolean;
}

/** Plain http only to a provider on this machine (config.ts refuses it elsewhere): tests and development. */
function isLoopbackHttp(url: string): boolean {
  return new URL(url).protocol === 'http:';
}

/**
 * Google, through OpenID Connect discovery: the authorization code is redeemed with the PKCE verifier, and the
 * ID token's signature, issuer, audience and nonce are checked by openid-client. The discovery is done once
 * and kept; a failed one is retried on the next sign-in rather than stopping the app.
 */
function googleClient(config: NonNullable<Config['google']>): ProviderClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(config.issuerUrl),
        config.clientId,
        undefined,
        client.ClientSecretPost(config.clientSecret),
        isLoopbackHttp(config.issuerUrl) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  return {
    name: 'google',
    usesNonce: true,
    async authorizationUrl(redirectUri, checks) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce ?? '',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async profile(callbackUrl, checks) {
      const cfg = await configuration();
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce ?? undefined,
        idTokenExpected: true,
      });
      let claims: Record<string, unknown> = { ...tokens.claims() };
      // Google puts the profile in the ID token; a provider that keeps it for the UserInfo endpoint is asked there.
      if (typeof claims.email !== 'string' && cfg.serverMetadata().userinfo_endpoint) {
        claims = { ...claims, ...(await client.fetchUserInfo(cfg, tokens.access_token, String(claims.sub))) };
      }
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
      return {
        subject: safeIdentity(String(claims.sub), email),
        email,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        ...names(claims.given_name, claims.family_name, claims.name, email),
      };
    },
  };
}

/**
 * Facebook Login: OAuth 2.0 (no ID token) with PKCE and state, then the Graph API's `me` for the profile, with
 * `appsecret_proof` as Facebook recommends for server-side calls. Facebook returns `email` only for an address
 * its user has confirmed, so a returned address is taken as verified (docs/decisions/0012-sign-in-providers.md).
 */
function facebookClient(config: NonNullable<Config['facebook']>): ProviderClient {
  const server: client.ServerMetadata = {
    issuer: new URL(config.authUrl).origin,
    authorization_endpoint: config.authUrl,
    token_endpoint: config.tokenUrl,
  };
  const cfg = new client.Configuration(
    server,
    config.appId,
    undefined,
    client.ClientSecretPost(config.appSecret),
  );
  if ([config.authUrl, config.tokenUrl, config.graphUrl].some(isLoopbackHttp))
    client.allowInsecureRequests(cfg);
  return {
    name: 'facebook',
    usesNonce: false,
    async authorizationUrl(redirectUri, checks) {
      return client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email,public_profile',
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async profile(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        idTokenExpected: false,
      });
      const me = new URL(`${config.graphUrl.replace(/\/$/, '')}/me`);
      me.searchParams.set('fields', 'id,first_name,last_name,name,email');
      me.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', config.appSecret).update(tokens.access_token).digest('hex'),
      );
      const response = await client.fetchProtectedResource(cfg, tokens.access_token, me, 'GET');
      if (!response.ok) throw new Error(`Facebook Graph answered ${response.status}`);
      const body = (await response.json()) as Record<string, unknown>;
      if (typeof body.id !== 'string' || !body.id) throw new Error('Facebook Graph answered no id');
      const email = typeof body.email === 'string' && body.email ? body.email.trim().toLowerCase() : null;
      return {
        subject: safeIdentity(body.id, email),
        email,
        emailVerified: email !== null,
        ...names(body.first_name, body.last_name, body.name, email),
      };
    },
  };
}

/**
 * The provider account's id and address as they will be stored and compared. Neither can be repaired: one holding
 * a NUL or an unpaired surrogate (which PostgreSQL text cannot hold) fails the exchange like any other bad answer
 * from the provider, so the sign-in ends with the provider-error message instead of a failed query.
 */
function safeIdentity(subject: string, email: string | null): string {
  if (!isSafeText(subject) || (email !== null && !isSafeText(email)))
    throw new Error('The provider answered an account id or email that cannot be stored as text');
  return subject;
}

/** A NUL, or half of a surrogate pair, dropped (a name is shown, never matched: dropping them loses nothing). */
// eslint-disable-next-line no-control-regex -- the NUL is what is dropped
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** First and last name from what the provider shared, falling back to the full name, then the email's name. */
function names(given: unknown, family: unknown, full: unknown, email: string | null) {
  // Cut to length before dropping what cannot be stored: the cut itself may split a surrogate pair.
  const clean = (value: unknown) =>
    typeof value === 'string' ? value.trim().slice(0, NAME_MAX_LENGTH).replace(UNSTORABLE, '').trim() : '';
  let firstName = clean(given);
  let lastName = clean(family);
  if (!firstName && !lastName) {
    const parts = clean(full).split(/\s+/).filter(Boolean);
    firstName = parts.shift() ?? '';
    lastName = parts.join(' ');
  }
  if (!firstName) firstName = clean(email?.split('@')[0]) || 'Learner';
  return { firstName, lastName };
}

/** The providers configured on this server, by name. */
export function configuredProviders(config: Config): Map<OAuthProvider, ProviderClient> {
  const clients = new Map<OAuthProvider, ProviderClient>();
  if (config.google) clients.set('google', googleClient(config.google));
  if (config.facebook) clients.set('facebook', facebookClient(config.facebook));
  return clients;
}

/** The address providers send the learner back to: from PUBLIC_URL, never from the request's headers. */
export function callbackUrl(config: Config, provider: OAuthProvider): string {
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  return `${base}/api/auth/oauth/${provider}/callback`;
}
