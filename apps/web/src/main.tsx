import '@fontsource-variable/inter';
import '@fontsource/amiri/400.css';
import '@fontsource/amiri/700.css';
import './styles/index.css';
import { DEFAULT_UI_LANGUAGE } from '@lisan/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { pageFor } from './app/routes';
import { initI18n, loadNamespaces, storedLanguage } from './lib/i18n';
import { applyStoredTheme, storedTheme } from './lib/theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const ready = initI18n();
applyStoredTheme();

/**
 * Public pages and the app's first screens arrive prerendered in English and the light theme (see
 * scripts/build.mjs): the browser paints them before any JavaScript runs. React then hydrates that markup when it
 * is what this visitor would see; otherwise (another language, the dark theme, another path) it renders afresh.
 * Either way the page's code and strings are loaded first, so the first render never stops at a loading state.
 */
async function start(root: HTMLElement) {
  const namespaces = root.dataset.namespaces?.split(',').filter(Boolean) ?? [];
  try {
    await ready;
    await Promise.all([pageFor(window.location.pathname).preload(), loadNamespaces(namespaces)]);
  } catch (error) {
    // Rendering still works: the page suspends and shows its loading state until its code arrives.
    console.warn('Could not load the page ahead of rendering', error);
  }
  const hydrate =
    root.dataset.prerendered === window.location.pathname &&
    storedLanguage() === DEFAULT_UI_LANGUAGE &&
    storedTheme() === 'light';
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A transition lets React split the first render into short tasks, so the page answers input while it starts.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
