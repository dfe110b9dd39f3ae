import { z } from 'zod';
import { userSchema } from './auth.js';

/** Sign in with Google and Facebook. */
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);

export const OAUTH_PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** A provider-only account may be deleted from a session opened this recently (its proof of presence). */
export const OAUTH_RECENT_SIGNIN_MINUTES = 10;

/** Messages the server answers with; each has a code of the same name (snake case) for the web's translations. */
export const OAUTH_TEXTS = {
  flowMissing: 'This sign-in has expired or was started in another browser. Please try again.',
  stateMismatch: 'The answer from the sign-in provider did not match this sign-in. Please try again.',
  denied: 'Sign-in was cancelled at the provider. You can try again or use your email and password.',
  providerError:
    'The sign-in provider could not be reached or answered with an error. Please try again later.',
  noEmail: 'The provider did not share an email address, which Lisan needs for your account.',
  emailUnverified:
    'The provider says this email address is not verified. Verify it with the provider, or sign in with your email and password.',
  identityTaken: 'This provider account is already linked to another Lisan account.',
  providerAlreadyLinked: 'Another account of this provider is already linked. Remove it first.',
  notConfigured: 'Sign-in with this provider is not available.',
  noPendingLink:
    'There is no provider waiting to be linked, or it has expired. Please sign in with the provider again.',
  lastSignInMethod:
    'This is your only way to sign in. Set a password first (use “Forgot password”) or link another provider.',
  notLinked: 'This provider is not linked to your account.',
  recentSignInRequired: `To delete an account without a password, sign in again with your provider (within ${OAUTH_RECENT_SIGNIN_MINUTES} minutes) first.`,
} as const;

/** GET /api/auth/providers: the providers configured on this server (the web hides the others' buttons). */
export const oauthProvidersResponseSchema = z
  .object({ providers: z.array(oauthProviderSchema) })
  .meta({ id: 'OAuthProvidersResponse' });
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;

/** POST /api/auth/oauth/complete: what the trip to the provider ended in. */
export const oauthCompleteResponseSchema = z
  .discriminatedUnion('outcome', [
    z.object({
      outcome: z.literal('signedIn'),
      user: userSchema,
      token: z.string(),
      newAccount: z.boolean(),
    }),
    z.object({ outcome: z.literal('linked'), provider: oauthProviderSchema }),
    z.object({ outcome: z.literal('linkPending'), provider: oauthProviderSchema, email: z.string() }),
  ])
  .meta({ id: 'OAuthCompleteResponse' });
export type OAuthCompleteResponse = z.infer<typeof oauthCompleteResponseSchema>;

export const linkedIdentitySchema = z.object({
  provider: oauthProviderSchema,
  email: z.string().nullable(),
  linkedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

/** GET /api/auth/identities: the signed-in learner's ways to sign in. */
export const linkedIdentitiesResponseSchema = z
  .object({
    identities: z.array(linkedIdentitySchema),
    hasPassword: z.boolean(),
    available: z.array(oauthProviderSchema),
  })
  .meta({ id: 'LinkedIdentitiesResponse' });
export type LinkedIdentitiesResponse = z.infer<typeof linkedIdentitiesResponseSchema>;

export const oauthStartQuerySchema = z.object({
  intent: z.enum(['signin', 'link']).default('signin'),
  remember: z.enum(['true', 'false']).default('false'),
});
