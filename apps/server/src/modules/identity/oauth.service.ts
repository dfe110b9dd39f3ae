import { timingSafeEqual } from 'node:crypto';
import {
  OAUTH_RECENT_SIGNIN_MINUTES,
  OAUTH_TEXTS,
  type LinkedIdentitiesResponse,
  type OAuthCompleteResponse,
  type OAuthProvider,
} from '@lisan/contract';
import type { Database } from '@lisan/db';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Config } from '../../config.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../errors.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import * as users from './auth.repository.js';
import { openSession, type NewSession } from './auth.service.js';
import { callbackUrl, type ProviderClient, type ProviderProfile } from './oauth.providers.js';
import * as repo from './oauth.repository.js';

/** How long a learner has to go to the provider and back, and then to sign in with the password to link. */
const FLOW_MINUTES = 10;
const PENDING_LINK_MINUTES = 15;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Error codes of a failed trip, each with its message (the web translates by code). */
const FAILURES = {
  oauth_state_mismatch: OAUTH_TEXTS.stateMismatch,
  oauth_denied: OAUTH_TEXTS.denied,
  oauth_provider_error: OAUTH_TEXTS.providerError,
  oauth_no_email: OAUTH_TEXTS.noEmail,
  oauth_email_unverified: OAUTH_TEXTS.emailUnverified,
  oauth_identity_taken: OAUTH_TEXTS.identityTaken,
  oauth_provider_already_linked: OAUTH_TEXTS.providerAlreadyLinked,
} as const;
type FailureCode = keyof typeof FAILURES;

export interface StartedFlow {
  /** The random id the browser keeps in its cookie; the database has only its hash. */
  flowId: string;
  /** The provider's page, or null when the provider could not be reached (the flow has failed already). */
  redirectTo: URL | null;
}

export async function startFlow(
  db: Database,
  config: Config,
  provider: ProviderClient,
  options: { intent: 'signin' | 'link'; rememberMe: boolean; userId: string | null },
  log: FastifyBaseLogger,
): Promise<StartedFlow> {
  const flowId = generateToken();
  const checks = {
    state: client.randomState(),
    codeVerifier: client.randomPKCECodeVerifier(),
    nonce: provider.usesNonce ? client.randomNonce() : null,
  };
  await repo.insertFlow(db, {
    idHash: hashToken(flowId),
    provider: provider.name,
    intent: options.intent,
    userId: options.userId,
    rememberMe: options.rememberMe,
    ...checks,
    expiresAt: minutesFromNow(FLOW_MINUTES),
  });
  try {
    return {
      flowId,
      redirectTo: await provider.authorizationUrl(callbackUrl(config, provider.name), checks),
    };
  } catch (failure) {
    // The provider's discovery document could not be read: the learner is told on /oauth/complete, not with a 500.
    log.warn({ provider: provider.name, err: failure }, 'sign-in provider could not be reached');
    await repo.moveFlow(db, hashToken(flowId), ['started'], {
      status: 'failed',
      errorCode: 'oauth_provider_error',
    });
    return { flowId, redirectTo: null };
  }
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The provider sent the browser back. Whatever happens is recorded on the flow and the browser is sent to the
 * web's /oauth/complete page, which asks POST /complete for the outcome: nothing from the provider's query is
 * ever shown or trusted before the state matches the one this browser's flow holds.
 */
export async function handleCallback(
  db: Database,
  config: Config,
  provider: ProviderClient,
  flowId: string | undefined,
  query: URLSearchParams,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!flowId) return;
  const idHash = hashToken(flowId);
  const flow = await repo.findFlow(db, idHash);
  // A replayed callback finds its flow already past 'started' and changes nothing.
  if (!flow || flow.status !== 'started') return;
  const fail = (code: FailureCode) =>
    repo.moveFlow(db, idHash, ['started', 'exchanging'], { status: 'failed', errorCode: code });

  if (flow.provider !== provider.name || !sameText(query.get('state') ?? '', flow.state))
    return void (await fail('oauth_state_mismatch'));
  const error = query.get('error');
  if (error) {
    log.info({ provider: provider.name, error }, 'sign-in provider answered with an error');
    return void (await fail(error === 'access_denied' ? 'oauth_denied' : 'oauth_provider_error'));
  }
  // One callback per flow goes to the provider: a second one arriving meanwhile finds the flow moved on.
  if (!(await repo.moveFlow(db, idHash, ['started'], { status: 'exchanging' }))) return;

  let profile: ProviderProfile;
  try {
    const url = new URL(callbackUrl(config, provider.name));
    url.search = query.toString();
    profile = await provider.profile(url, {
      state: flow.state,
      codeVerifier: flow.codeVerifier,
      nonce: flow.nonce,
    });
  } catch (failure) {
    const denied = failure instanceof client.AuthorizationResponseError && failure.error === 'access_denied';
    log.warn({ provider: provider.name, err: failure }, 'sign-in provider exchange failed');
    return void (await fail(denied ? 'oauth_denied' : 'oauth_provider_error'));
  }

  const outcome =
    flow.intent === 'link' && flow.userId
      ? await linkToSignedIn(db, provider.name, profile, flow.userId)
      : await signInWith(db, provider.name, profile);
  if ('failure' in outcome) return void (await fail(outcome.failure));
  await repo.moveFlow(db, idHash, ['exchanging'], {
    status: outcome.status,
    resultUserId: outcome.userId,
    newAccount: outcome.newAccount ?? false,
    subject: profile.subject,
    email: profile.email,
    emailVerified: profile.emailVerified,
    ...(outcome.status === 'link-pending' ? { expiresAt: minutesFromNow(PENDING_LINK_MINUTES) } : {}),
  });
}

type Outcome =
  | { status: 'signed-in' | 'linked' | 'link-pending'; userId: string; newAccount?: boolean }
  | { failure: FailureCode };

/**
 * Sign-in with a provider: a linked provider account signs in its Lisan account; otherwise a verified email
 * of an existing account only proposes a link (the password must be given once); a verified new email makes an
 * account. An unverified email neither makes nor links an account: whoever controls it at the provider would
 * otherwise own the address here.
 */
async function signInWith(db: Database, provider: OAuthProvider, profile: ProviderProfile): Promise<Outcome> {
  const linked = await repo.findIdentity(db, provider, profile.subject);
  if (linked) {
    await repo.touchIdentity(db, provider, profile.subject, profile.email, profile.emailVerified);
    return { status: 'signed-in', userId: linked.userId };
  }
  if (!profile.email) return { failure: 'oauth_no_email' };
  if (!profile.emailVerified) return { failure: 'oauth_email_unverified' };
  const existing = await users.findUserByEmail(db, profile.email);
  if (existing) return { status: 'link-pending', userId: existing.id };

  const created = await db.transaction(async (tx) => {
    const row = await users.insertUser(tx, {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email!,
      passwordHash: null,
    });
    if (!row) return undefined;
    await repo.insertIdentity(tx, {
      provider,
      subject: profile.subject,
      userId: row.id,
      email: profile.email,
      emailVerified: true,
      lastUsedAt: new Date(),
    });
    return row;
  });
  if (!created) {
    // Someone signed up with this address a moment ago: it is an existing account now.
    const raced = await users.findUserByEmail(db, profile.email);
    return raced ? { status: 'link-pending', userId: raced.id } : { failure: 'oauth_provider_error' };
  }
  return { status: 'signed-in', userId: created.id, newAccount: true };
}

/** A signed-in learner adds a provider from the profile: their session is the proof, any email will do. */
async function linkToSignedIn(
  db: Database,
  provider: OAuthProvider,
  profile: ProviderProfile,
  userId: string,
): Promise<Outcome> {
  const linked = await repo.findIdentity(db, provider, profile.subject);
  if (linked)
    return linked.userId === userId ? { status: 'linked', userId } : { failure: 'oauth_identity_taken' };
  const inserted = await repo.insertIdentity(db, {
    provider,
    subject: profile.subject,
    userId,
    email: profile.email,
    emailVerified: profile.emailVerified,
    lastUsedAt: new Date(),
  });
  return inserted ? { status: 'linked', userId } : { failure: 'oauth_provider_already_linked' };
}

export type Completion =
  | { response: Extract<OAuthCompleteResponse, { outcome: 'signedIn' }>; session: NewSession }
  | { response: Exclude<OAuthCompleteResponse, { outcome: 'signedIn' }>; session?: undefined };

/** The web asks how the trip ended; a signed-in outcome opens the session, once, like a password sign-in. */
export async function complete(db: Database, flowId: string | undefined): Promise<Completion> {
  const idHash = flowId ? hashToken(flowId) : '';
  const flow = flowId ? await repo.findFlow(db, idHash) : undefined;
  if (!flow) throw new BadRequestError(OAUTH_TEXTS.flowMissing, 'oauth_flow_missing');
  const provider = flow.provider as OAuthProvider;
  switch (flow.status) {
    case 'failed': {
      await repo.moveFlow(db, idHash, ['failed'], { status: 'used' });
      const code = (flow.errorCode ?? 'oauth_provider_error') as FailureCode;
      throw new BadRequestError(FAILURES[code] ?? OAUTH_TEXTS.providerError, code);
    }
    case 'link-pending':
      return { response: { outcome: 'linkPending', provider, email: flow.email ?? '' } };
    case 'linked':
      if (!(await repo.moveFlow(db, idHash, ['linked'], { status: 'used' }))) break;
      return { response: { outcome: 'linked', provider } };
    case 'signed-in': {
      if (!(await repo.moveFlow(db, idHash, ['signed-in'], { status: 'used' }))) break;
      const row = flow.resultUserId ? await users.findUserById(db, flow.resultUserId) : undefined;
      if (!row) break;
      const session = await openSession(db, users.toUser(row), flow.rememberMe);
      return {
        response: {
          outcome: 'signedIn',
          user: session.user,
          token: session.token,
          newAccount: flow.newAccount,
        },
        session,
      };
    }
  }
  throw new BadRequestError(OAUTH_TEXTS.flowMissing, 'oauth_flow_missing');
}

/**
 * The learner whose email a provider account shares has now signed in (with the password) in the browser that
 * holds the pending link: the provider is linked. The session must be younger than the pending link, so that
 * being signed in already is not enough; the password (or another linked provider) has to be given again.
 */
export async function confirmPendingLink(
  db: Database,
  flowId: string | undefined,
  caller: { id: string; sessionId: string },
): Promise<OAuthProvider> {
  const idHash = flowId ? hashToken(flowId) : '';
  const flow = flowId ? await repo.findFlow(db, idHash) : undefined;
  const session = await users.sessionCreatedAt(db, caller.sessionId);
  if (
    !flow ||
    flow.status !== 'link-pending' ||
    flow.resultUserId !== caller.id ||
    !flow.subject ||
    !session ||
    session < flow.createdAt
  ) {
    throw new BadRequestError(OAUTH_TEXTS.noPendingLink, 'oauth_no_pending_link');
  }
  if (!(await repo.moveFlow(db, idHash, ['link-pending'], { status: 'used' }))) {
    throw new BadRequestError(OAUTH_TEXTS.noPendingLink, 'oauth_no_pending_link');
  }
  const provider = flow.provider as OAuthProvider;
  const outcome = await linkToSignedIn(
    db,
    provider,
    {
      subject: flow.subject,
      email: flow.email,
      emailVerified: flow.emailVerified,
      firstName: '',
      lastName: '',
    },
    caller.id,
  );
  if ('failure' in outcome) throw new ConflictError(FAILURES[outcome.failure], outcome.failure);
  return provider;
}

export async function identities(
  db: Database,
  userId: string,
  available: OAuthProvider[],
): Promise<LinkedIdentitiesResponse> {
  const row = await users.findUserById(db, userId);
  if (!row) throw new UnauthorizedError();
  const linked = await repo.listIdentities(db, userId);
  return {
    identities: linked.map((identity) => ({
      provider: identity.provider as OAuthProvider,
      email: identity.email,
      linkedAt: identity.createdAt.toISOString(),
      lastUsedAt: identity.lastUsedAt?.toISOString() ?? null,
    })),
    hasPassword: row.passwordHash !== null,
    available,
  };
}

/** Removes a linked provider, unless it is the account's only way to sign in (no password, no other provider). */
export async function unlink(db: Database, userId: string, provider: OAuthProvider): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await users.findUserById(tx, userId);
    if (!row) throw new UnauthorizedError();
    const linked = await repo.listIdentities(tx, userId);
    if (!linked.some((identity) => identity.provider === provider))
      throw new NotFoundError(OAUTH_TEXTS.notLinked, 'oauth_not_linked');
    if (row.passwordHash === null && linked.length === 1)
      throw new ConflictError(OAUTH_TEXTS.lastSignInMethod, 'last_sign_in_method');
    await repo.deleteIdentity(tx, userId, provider);
  });
}

/**
 * A provider-only account has no password to confirm its deletion with: a session opened in the last few
 * minutes (by signing in with the provider again) stands in for it.
 */
export async function assertRecentSignIn(db: Database, sessionId: string): Promise<void> {
  const createdAt = await users.sessionCreatedAt(db, sessionId);
  if (!createdAt || createdAt.getTime() < Date.now() - OAUTH_RECENT_SIGNIN_MINUTES * 60_000) {
    throw new ForbiddenError(OAUTH_TEXTS.recentSignInRequired, 'recent_sign_in_required');
  }
}
