/// <reference lib="webworker" />

/**
 * The daily reminder's Web Push handling, for the app's service worker to install with
 * `registerPushHandlers(self)`. The server sends `{ title, body, url }` (encrypted; the browser decrypts it):
 * the worker shows it as a notification, and a click focuses an open Lisan tab on `url` or opens one.
 */
interface ReminderPayload {
  title: string;
  body: string;
  url: string;
}

function payloadOf(event: PushEvent): ReminderPayload | undefined {
  try {
    const data = event.data?.json() as Partial<ReminderPayload> | undefined;
    if (typeof data?.title !== 'string' || typeof data.body !== 'string') return undefined;
    // Only a path on this site: a message can never send the learner elsewhere.
    const url =
      typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/';
    return { title: data.title, body: data.body, url };
  } catch {
    return undefined;
  }
}

export function registerPushHandlers(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    if (!payload) return;
    event.waitUntil(
      worker.registration.showNotification(payload.title, {
        body: payload.body,
        icon: '/favicon.svg',
        // One reminder on screen at a time: a later one replaces an unread earlier one.
        tag: 'daily-reminder',
        data: { url: payload.url },
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { url?: string } | undefined)?.url ?? '/';
    const target = new URL(path, worker.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(target);
          return;
        }
        await worker.clients.openWindow(target);
      })(),
    );
  });
}
