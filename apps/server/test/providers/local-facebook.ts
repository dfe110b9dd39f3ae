import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FacebookUser {
  id: string;
  first_name?: string;
  last_name?: string;
  name?: string;
  /** Facebook leaves the field out when the person has no confirmed address. */
  email?: string;
}
type FacebookAnswer = { user: FacebookUser } | { deny: true };

export interface LocalFacebook {
  authUrl: string;
  tokenUrl: string;
  graphUrl: string;
  appId: string;
  appSecret: string;
  answerNext(answer: FacebookAnswer): void;
  /** Access tokens issued, to check that the app spends each code once. */
  tokensIssued(): number;
  close(): Promise<void>;
}

/**
 * Facebook Login as its public protocol describes it, on 127.0.0.1: the login dialog (which answers at once as
 * the test chose), the code-for-token exchange with PKCE, single-use codes and Facebook's own error shape, and
 * the Graph API's `me` with the fields asked for and `appsecret_proof` checked.
 */
export async function startLocalFacebook(redirectUris: string[]): Promise<LocalFacebook> {
  const appId = '1234567890';
  const appSecret = 'local-facebook-app-secret';
  const codes = new Map<string, { user: FacebookUser; redirectUri: string; challenge: string }>();
  const tokens = new Map<string, FacebookUser>();
  let next: FacebookAnswer = { deny: true };

  const graphError = (res: ServerResponse, status: number, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type: 'OAuthException', code: 100, fbtrace_id: 'local' } }));
  };

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => graphError(res, 500, String(error)));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/v19.0/dialog/oauth') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== appId || !redirectUris.includes(redirectUri))
        return graphError(res, 400, 'Invalid app or redirect_uri');
      const back = new URL(redirectUri);
      back.searchParams.set('state', q.get('state') ?? '');
      if ('deny' in next) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_code', '200');
        back.searchParams.set('error_description', 'Permissions error');
        back.searchParams.set('error_reason', 'user_denied');
      } else {
        if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge'))
          return graphError(res, 400, 'PKCE required');
        const code = randomBytes(16).toString('hex');
        codes.set(code, { user: next.user, redirectUri, challenge: q.get('code_challenge')! });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: `${back.href}#_=_` });
      return res.end();
    }
    if (url.pathname === '/v19.0/oauth/access_token') {
      const body = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams;
      if (body.get('client_id') !== appId || body.get('client_secret') !== appSecret)
        return graphError(res, 400, 'Error validating client secret.');
      const code = body.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code); // a code works once
      if (!issued) return graphError(res, 400, 'This authorization code has been used.');
      if (issued.redirectUri !== body.get('redirect_uri'))
        return graphError(res, 400, 'redirect_uri mismatch');
      const verifier = body.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge)
        return graphError(res, 400, 'Invalid code verifier');
      const accessToken = randomBytes(24).toString('hex');
      tokens.set(accessToken, issued.user);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ access_token: accessToken, token_type: 'bearer', expires_in: 5183944 }),
      );
    }
    if (url.pathname === '/v19.0/me') {
      const header = req.headers.authorization ?? '';
      const token = header.startsWith('Bearer ')
        ? header.slice(7)
        : (url.searchParams.get('access_token') ?? '');
      const user = tokens.get(token);
      if (!user) return graphError(res, 401, 'Invalid OAuth access token.');
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      if (url.searchParams.get('appsecret_proof') !== proof)
        return graphError(res, 400, 'Invalid appsecret_proof');
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const answer = Object.fromEntries(
        fields.filter((f) => f in user).map((f) => [f, user[f as keyof FacebookUser]]),
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ ...answer, id: user.id }));
    }
    graphError(res, 404, 'Unknown path');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    authUrl: `${base}/v19.0/dialog/oauth`,
    tokenUrl: `${base}/v19.0/oauth/access_token`,
    graphUrl: `${base}/v19.0`,
    appId,
    appSecret,
    answerNext(answer) {
      next = answer;
    },
    tokensIssued: () => tokens.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
