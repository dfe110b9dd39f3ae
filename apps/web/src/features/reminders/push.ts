import { apiGet, apiRequest } from '../../lib/api-client';

/** Whether this browser can receive Web Push at all (a secure page with service workers and the Push API). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type PushOutcome = 'subscribed' | 'denied' | 'unavailable';

/**
 * Subscribes this browser to the daily reminder: asks for permission to notify, subscribes with the server's
 * VAPID key through the app's service worker, and sends the subscription to the server. `unavailable` when the
 * browser cannot (no Push API, or no service worker installed for the app yet).
 */
export async function subscribeThisBrowser(): Promise<PushOutcome> {
  if (!pushSupported()) return 'unavailable';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await apiGet<{ publicKey: string }>('/api/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await apiRequest('POST', '/api/me/push-subscriptions', { body: subscription.toJSON() });
  return 'subscribed';
}

/** Stops push reminders on this browser, here and on the server. */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', '/api/me/push-subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
