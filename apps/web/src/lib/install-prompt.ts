/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/**
 * Keeps the browser's install offer from the moment the page starts: it can fire before the code that shows the
 * Install button has loaded. Called once from main.tsx.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    for (const listener of listeners) listener();
  });
}

/** The pending offer, if the browser made one and it has not been used. */
export const installOffer = () => offer;

export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer;
  offer = null;
  for (const listener of listeners) listener();
  if (current) await current.prompt();
}
