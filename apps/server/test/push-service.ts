import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A local push service speaking the Web Push protocol (RFC 8030, with VAPID, RFC 8292, and aes128gcm message
 * encryption, RFC 8291), over https with a certificate made for the test. It records each message it accepts
 * (201) after decrypting it with the browser-side keys of the subscription it was sent to, as the browser would.
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

export interface PushTestService {
  /** Trusts the service's certificate: the app's `services.webPushAgent`. */
  agent: Agent;
  /** A new browser subscription: `endpoint` and `keys` as `PushSubscription.toJSON()` gives them. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  gone: Set<string>;
  received: PushMessageReceived[];
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

export async function startPushService(): Promise<PushTestService> {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const received: PushMessageReceived[] = [];
  const gone = new Set<string>();
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
      if (!authorization.startsWith('vapid t=')) return void response.writeHead(401).end();
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
