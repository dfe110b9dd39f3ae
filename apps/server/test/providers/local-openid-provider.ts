// The e2e tools project imports this file too, and needs the hand-written types of oidc-provider 8 with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The person who "signs in" at the provider next, or what goes wrong instead. */
export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}
type NextAnswer =
  { user: ProviderUser } | { error: 'access_denied' | 'server_error' | 'temporarily_unavailable' };

export interface LocalOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Decides how the next interaction ends: which user signs in and consents, or an error. */
  answerNext(answer: NextAnswer): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package, certified by the OpenID Foundation) on
 * 127.0.0.1, standing in for Google: discovery, signed ID tokens, PKCE required, codes that work once. The
 * login and consent pages are replaced by an automatic answer the test chooses with `answerNext`.
 */
export async function startLocalOpenIdProvider(redirectUris: string[]): Promise<LocalOpenIdProvider> {
  const clientId = 'lisan-test-client';
  const clientSecret = 'lisan-test-secret-that-is-long-enough';
  const users = new Map<string, ProviderUser>();
  let next: NextAnswer = { error: 'access_denied' };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the profile claims are in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['local-provider-cookie-key'] },
    // A signing key and lifetimes of its own, rather than the package's development defaults (and their notices).
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
          kid: 'local',
        },
      ],
    },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const user = users.get(sub);
      return user ? { accountId: sub, claims: () => ({ ...user }) } : undefined;
    },
  });
  const handle = provider.callback();

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const answer = next;
      if ('error' in answer) {
        return provider.interactionFinished(
          req,
          res,
          { error: answer.error, error_description: 'chosen by the test' },
          { mergeWithLastSubmission: false },
        );
      }
      if (details.prompt.name === 'login') {
        users.set(answer.user.sub, answer.user);
        return provider.interactionFinished(
          req,
          res,
          { login: { accountId: answer.user.sub } },
          { mergeWithLastSubmission: false },
        );
      }
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    answerNext(answer) {
      next = answer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
