import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A local push service speaking the Web Push protocol (RFC 8030, with VAPID, RFC 8292, and aes128gcm message
 * encryption, RFC 8291), over https with a certificate made for the test. It records each message it accepts
 * (201) after checking its VAPID JWT (signature, audience, expiry, contact) and decrypting it with the browser-side
 * keys of the subscription it was sent to, as the browser would.
 * `subscribe()` makes such a subscription; an endpoint marked `gone` answers 410, as for a browser that left.
 */
interface PushMessageReceived {
  endpoint: string;
  authorization: string;
  ttl: string | undefined;
  contentEncoding: string | undefined;
  /** The decrypted payload. */
  payload: string;
}

interface PushRefusal {
  endpoint: string;
  reason: string;
}

export interface PushTestService {
  /** Trusts the service's certificate: the app's `services.webPushAgent`. */
  agent: Agent;
  /** A new browser subscription: `endpoint` and `keys` as `PushSubscription.toJSON()` gives them. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  gone: Set<string>;
  received: PushMessageReceived[];
  /** Messages refused for their VAPID authorization (403), with the reason. */
  refused: PushRefusal[];
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lisan-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 8291: the message's header (salt, record size, the sender's key) and its one record, decrypted. */
function decrypt(body: Buffer, receiver: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', receiver.computeSecret(senderKey), authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/**
 * RFC 8292: `vapid t=<JWT>, k=<the application server's public key>`. The JWT is ES256, signed with the key
 * `k` names, for this push service's origin (`aud`), expiring within 24 hours (`exp`), with a contact (`sub`).
 * Returns why it is refused, or null when it is valid.
 */
function vapidRefusal(authorization: string, origin: string): string | null {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) return 'not a VAPID authorization';
  const [, header, claims, signature, k] = match as unknown as [string, string, string, string, string];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 key';
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT is not signed by k';
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (head.alg !== 'ES256') return 'the JWT is not ES256';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) return `the JWT is for ${body.aud}, not ${origin}`;
  const now = Date.now() / 1000;
  if (typeof body.exp !== 'number' || body.exp <= now || body.exp > now + 24 * 3600)
    return 'the JWT expires in the past or more than 24 hours ahead';
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return 'the JWT has no mailto: or https: contact';
  return null;
}

export async function startPushService(): Promise<PushTestService> {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const received: PushMessageReceived[] = [];
  const gone = new Set<string>();
  const refused: PushRefusal[] = [];
  let origin = '';
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const browser = browsers.get(endpoint);
      if (request.method !== 'POST' || !browser) return void response.writeHead(404).end();
      if (gone.has(endpoint)) return void response.writeHead(410).end();
      const authorization = String(request.headers.authorization ?? '');
      const refusal = vapidRefusal(authorization, origin);
      if (refusal) {
        refused.push({ endpoint, reason: refusal });
        return void response.writeHead(authorization.startsWith('vapid ') ? 403 : 401).end();
      }
      if (request.headers['content-encoding'] !== 'aes128gcm') return void response.writeHead(415).end();
      try {
        received.push({
          endpoint,
          authorization,
          ttl: request.headers.ttl as string | undefined,
          contentEncoding: request.headers['content-encoding'],
          payload: decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth),
        });
      } catch {
        return void response.writeHead(400).end();
      }
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert });
  return {
    agent,
    gone,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
      browsers.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
