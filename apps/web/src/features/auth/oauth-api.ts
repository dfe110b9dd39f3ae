import type {
  LinkedIdentitiesResponse,
  OAuthCompleteResponse,
  OAuthProvider,
  OAuthProvidersResponse,
} from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../../lib/api-client';
import { storeSession } from '../session';

/** Sign in with Google and Facebook: the endpoints under /api/auth. */

const providersQueryKey = ['auth-providers'] as const;
export const identitiesQueryKey = ['auth-identities'] as const;

/** The providers this server offers; until the answer is here (and on a prerendered page) there are none. */
export function useProviders(): OAuthProvider[] {
  const { data } = useQuery({
    queryKey: providersQueryKey,
    queryFn: () => apiGet<OAuthProvidersResponse>('/api/auth/providers'),
  });
  return data?.providers ?? [];
}

export function useIdentities(enabled = true) {
  return useQuery({
    queryKey: identitiesQueryKey,
    queryFn: () => apiGet<LinkedIdentitiesResponse>('/api/auth/identities'),
    enabled,
  });
}

/** Sends the browser to the provider: a full navigation, since the provider's pages are not ours. */
export function goToProvider(
  provider: OAuthProvider,
  options: { rememberMe?: boolean; link?: boolean } = {},
) {
  const query = new URLSearchParams({
    intent: options.link ? 'link' : 'signin',
    remember: String(options.rememberMe ?? false),
  });
  window.location.assign(`/api/auth/oauth/${provider}/start?${query}`);
}

/** Asks how the trip to the provider ended; a session is stored exactly as a password sign-in stores it. */
export async function completeProviderSignIn(): Promise<OAuthCompleteResponse> {
  const outcome = await apiRequest<OAuthCompleteResponse>('POST', '/api/auth/oauth/complete');
  if (outcome.outcome === 'signedIn') storeSession(outcome.token, outcome.user);
  if (outcome.outcome === 'linkPending')
    rememberPendingLink({ provider: outcome.provider, email: outcome.email });
  return outcome;
}

export async function unlinkProvider(provider: OAuthProvider): Promise<void> {
  await apiRequest('DELETE', `/api/auth/identities/${provider}`);
}

/*
 * A provider account whose email belongs to an existing account waits for the password: the sign-in page shows
 * it and, once the password has signed in, asks the server to link it. Kept for this tab only.
 */
const PENDING_LINK_KEY = 'oauth-pending-link';
export interface PendingLink {
  provider: OAuthProvider;
  email: string;
}

function rememberPendingLink(link: PendingLink) {
  try {
    sessionStorage.setItem(PENDING_LINK_KEY, JSON.stringify(link));
  } catch {
    /* storage refused: the learner can link from the profile instead */
  }
}

export function pendingLink(): PendingLink | null {
  try {
    const raw = sessionStorage.getItem(PENDING_LINK_KEY);
    const value = raw ? (JSON.parse(raw) as PendingLink) : null;
    return value && typeof value.provider === 'string' && typeof value.email === 'string' ? value : null;
  } catch {
    return null;
  }
}

function forgetPendingLink() {
  try {
    sessionStorage.removeItem(PENDING_LINK_KEY);
  } catch {
    /* nothing to forget */
  }
}

/** After a password sign-in: links the waiting provider, if any. Answers the provider linked, or null. */
export async function linkPendingProvider(): Promise<OAuthProvider | null> {
  if (!pendingLink()) return null;
  try {
    const { provider } = await apiRequest<{ provider: OAuthProvider }>(
      'POST',
      '/api/auth/oauth/link-pending',
    );
    return provider;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  } finally {
    forgetPendingLink();
  }
}

/** Codes of the server's OAuth failures that oauth.json translates (`errors.<code>`). */
export const OAUTH_ERROR_CODES = [
  'oauth_flow_missing',
  'oauth_state_mismatch',
  'oauth_denied',
  'oauth_provider_error',
  'oauth_no_email',
  'oauth_email_unverified',
  'oauth_identity_taken',
  'oauth_provider_already_linked',
  'oauth_not_configured',
  'oauth_no_pending_link',
  'oauth_not_linked',
  'last_sign_in_method',
  'recent_sign_in_required',
] as const;

export function oauthErrorCode(error: unknown): (typeof OAUTH_ERROR_CODES)[number] | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  return (OAUTH_ERROR_CODES as readonly string[]).includes(error.code)
    ? (error.code as (typeof OAUTH_ERROR_CODES)[number])
    : undefined;
}
