import { registerPushHandlers } from './push-handler';

/**
 * Where features that run in the service worker and not in the page (push messages, notification clicks)
 * register their listeners. The worker calls this once as it starts.
 */
export function registerWorkerExtensions(worker: ServiceWorkerGlobalScope): void {
  registerPushHandlers(worker);
}
