import { Download, RefreshCw } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { Button } from '../../components/ui/button';
import { acceptInstallOffer, installOffer, onInstallOfferChange } from '../../lib/install-prompt';

/**
 * The installed app's two prompts, at the foot of the screen: "Install app" while the browser offers to install,
 * and "A new version is ready — Reload" when a deploy's service worker has installed and waits. The new worker
 * takes over only when the learner reloads, so a page never runs scripts of two builds at once.
 */
export function AppUpdates() {
  const { t } = useTranslation();
  const offer = useSyncExternalStore(onInstallOfferChange, installOffer, () => null);
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => setWaiting(workbox));
    workbox
      .register()
      .then((registration) => {
        // A page left open for days still hears of a deploy: look for a new worker whenever it comes back.
        const check = () => {
          if (document.visibilityState === 'visible') void registration?.update().catch(() => undefined);
        };
        document.addEventListener('visibilitychange', check);
      })
      // A browser that refuses workers (a private window, a policy) runs the app online only, as before.
      .catch(() => undefined);
  }, []);

  if (!waiting && !offer) return null;
  return (
    <div className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface-raised px-4 py-3 shadow-lg"
        data-testid={waiting ? 'update-ready' : 'install-offer'}
      >
        {waiting ? (
          <>
            <span className="text-sm font-medium">{t('pwa.updateReady')}</span>
            <Button size="sm" onClick={() => reloadOnto(waiting)} data-testid="update-reload">
              <RefreshCw aria-hidden className="size-4" />
              {t('pwa.reload')}
            </Button>
          </>
        ) : (
          <>
            <span className="text-sm font-medium">{t('pwa.installHint')}</span>
            <Button size="sm" onClick={() => void acceptInstallOffer()} data-testid="install-app">
              <Download aria-hidden className="size-4" />
              {t('pwa.install')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The learner chose Reload: the waiting worker takes over (it claims the page as it activates), then the page
 * loads again from it, all on the new build.
 */
function reloadOnto(waiting: Workbox) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.messageSkipWaiting();
}
