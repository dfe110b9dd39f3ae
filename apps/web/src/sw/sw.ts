import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerWorkerExtensions } from './extensions';

/*
 * The app's service worker. It keeps this build's files (the precache list that scripts/build.mjs writes in,
 * each with its revision) so the app opens without a network, and it never answers a page from its cache while
 * the network answers: a deploy is seen on the next navigation, and the new worker waits until the page says the
 * learner chose to reload (ADR 0026).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** The page the server sends for any path the client router renders; the precache holds this build's copy. */
const SHELL = '/index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the network (fresh HTML after every deploy); without one, this build's shell, whose router
// renders the path asked for (today's practice reads what was kept on the device).
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// The device judge and its corpus are not precached (most learners never practise offline): the page keeps them
// when offline practice is turned on (features/offline), and they are answered from there.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/device-'),
  async ({ request }) => (await caches.match(request)) ?? fetch(request),
);

// A worker that has just become active takes the open pages at once: on a first visit that changes nothing (the
// same build), and after the learner chose Reload it is what tells the page to reload onto the new build.
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(self.clients.claim()));

// The page asks a waiting worker to take over once the learner has chosen "Reload" (workbox-window's message).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerWorkerExtensions(self);
