import type { QueryClient } from '@tanstack/react-query';
import { use, type ComponentType } from 'react';

/** Starts loading a page's data as the app starts, alongside its code, rather than once it has rendered. */
export type Prefetch = (
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  userId: string,
) => void;

/** A route's page, loadable ahead of rendering: a prerendered page is hydrated only once its code is here. */
export type Page = ComponentType & {
  preload: () => Promise<unknown>;
  /** The page's module, as the build manifest names it (for `<link rel="modulepreload">` in prerendered pages). */
  source?: string;
  prefetch?: Prefetch;
};

// Every page but the landing page is its own chunk, fetched when first shown. The landing page is part of the
// entry chunk: it is the first page most visitors see.
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  './routes/*.tsx',
  '!./routes/landing.tsx',
]);

/**
 * A page whose code loads on demand. Unlike `React.lazy`, a page loaded by `preload()` renders at once, without
 * suspending: hydration must not meet a pending page, or React would throw the prerendered markup away.
 */
export function page(file: `./routes/${string}.tsx`, name: string, prefetch?: Prefetch): Page {
  const load = pageModules[file];
  if (!load) throw new Error(`no page module ${file}`);
  // The promise carries React's thenable fields once settled, so `use()` reads a loaded page without suspending.
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!loading) {
      const promise: Promise<ComponentType> = load().then(
        (module) => {
          const component = module[name];
          if (!component) throw new Error(`${file} exports no ${name}`);
          Object.assign(promise, { status: 'fulfilled', value: component });
          return component;
        },
        (error: unknown) => {
          Object.assign(promise, { status: 'rejected', reason: error });
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };
  function RoutePage() {
    const Loaded = use(preload());
    return <Loaded />;
  }
  return Object.assign(RoutePage, { preload, prefetch, source: `src/app/${file.slice(2)}` });
}

/** A page bundled with the app (the landing page): nothing to load. */
export function eagerPage(Component: ComponentType): Page {
  return Object.assign(() => <Component />, { preload: () => Promise.resolve() });
}
