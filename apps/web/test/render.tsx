import { isUiLanguage, type UiLanguage } from '@lisan/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Direction } from 'radix-ui';
import { Suspense, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { directionOf, initI18n, loadNamespaces, setLanguage } from '../src/lib/i18n';
import { FakeApi } from './fake-api';

let started: Promise<unknown> | undefined;

export interface Rendered extends RenderResult {
  api: FakeApi;
  /** Where the app navigated to (the router's current path). */
  path: () => string;
}

/**
 * Renders a component as the app does (i18n in the given language with the namespaces it uses loaded, TanStack
 * Query, the router, the reading direction) with `fetch` answered by a FakeApi the test fills in.
 */
export async function renderInApp(
  ui: ReactNode,
  options: { language?: UiLanguage; namespaces?: string[]; path?: string; api?: FakeApi } = {},
): Promise<Rendered> {
  const language = options.language ?? 'en';
  if (!isUiLanguage(language)) throw new Error(`unknown language ${String(language)}`);
  started ??= initI18n();
  await started;
  await setLanguage(language);
  await loadNamespaces(['common', ...(options.namespaces ?? [])]);
  const api = options.api ?? new FakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <Router hook={location.hook}>
      <QueryClientProvider client={queryClient}>
        <Direction.Provider dir={directionOf(language)}>
          <Suspense fallback={null}>{ui}</Suspense>
        </Direction.Provider>
      </QueryClientProvider>
    </Router>,
  );
  return { ...result, api, path: () => location.history.at(-1) ?? '/' };
}
