import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UseHydrated from './use-hydrated';

type Module = typeof UseHydrated;

/** A card that shows its loading state until the page is past hydration, recording what each render saw. */
function probe({ useHydratedSoon }: Module, seen: boolean[]) {
  return function Card() {
    const hydrated = useHydratedSoon();
    seen.push(hydrated);
    return <p>{hydrated ? 'your data' : 'loading'}</p>;
  };
}

describe('useHydratedSoon', () => {
  let module: Module;
  beforeEach(async () => {
    // The flag lives in the module: each test starts from a page that has not rendered yet.
    vi.resetModules();
    module = await import('./use-hydrated');
  });

  it('hydrates the prerendered loading state without a mismatch, then shows the data', async () => {
    const seen: boolean[] = [];
    const Card = probe(module, seen);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Card />);
    expect(container.textContent).toBe('loading');
    seen.length = 0;

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Card />, { onRecoverableError: (error) => mismatches.push(error) });
    });

    expect(mismatches).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('your data');
  });

  it('shows the data on the first render once the page is past hydration', async () => {
    const seen: boolean[] = [];
    const Card = probe(module, seen);
    module.markHydrationOver();
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Card />);
    });

    expect(seen.every(Boolean)).toBe(true);
    expect(container.textContent).toBe('your data');
  });
});
