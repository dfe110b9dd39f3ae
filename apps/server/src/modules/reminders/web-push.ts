import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import type { Config } from '../../config.js';

/** A browser's push subscription as stored. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows: a notification with `title` and `body`, opening `url` when clicked. */
interface PushMessage {
  title: string;
  body: string;
  url: string;
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

interface WebPush {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey: string;
  /** Posts one encrypted message; `gone` when the push service says the subscription no longer exists. */
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webPush: WebPush;
  }
}

/** A reminder not delivered within half a day is stale: the push service drops it rather than show it late. */
const TTL_SECONDS = 12 * 60 * 60;

/**
 * The VAPID key pair: from the environment, else the pair kept in DATA_DIR/vapid.json, made on the first start.
 * Browsers' subscriptions are bound to the public key, so it must stay the same across restarts and instances
 * sharing the data folder; an instance that loses the race to create the file reads the winner's.
 */
function vapidKeys(config: Config): VapidKeys {
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  const subject = config.vapidSubject ?? `mailto:no-reply@${host}`;
  if (config.vapid) return { ...config.vapid, subject };
  const file = path.join(config.dataDir, 'vapid.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
  try {
    return { ...read(), subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...read(), subject };
  }
  return { ...keys, subject };
}

/**
 * Provides `app.webPush`. `agent` is the https agent the messages are posted through (tests: one that trusts the
 * certificate of their own local push service).
 */
export const webPushPlugin = fp<{ config: Config; agent?: Agent }>(
  async (app, { config, agent }) => {
    const keys = vapidKeys(config);
    app.decorate('webPush', {
      publicKey: keys.publicKey,
      async send(target, message) {
        try {
          await webpush.sendNotification(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            JSON.stringify(message),
            {
              vapidDetails: keys,
              TTL: TTL_SECONDS,
              timeout: 10_000,
              ...(agent ? { agent } : {}),
            },
          );
          return 'sent';
        } catch (error) {
          // 404 and 410: the browser unsubscribed or the subscription expired; it will never work again.
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) return 'gone';
          throw error;
        }
      },
    });
  },
  { name: 'web-push' },
);
