import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { learner as seedLearner, type Learner } from './accounts';
import { CONTEXT_OPTIONS, seedContext, watchPage, type Lang } from './browser';
import { baseUrl } from './server';

export { expect };

type Plan = 'basic' | 'standard' | 'premium';

/** What `open` is asked for: a page in a language and theme, signed in as a new learner of a plan or as someone. */
export interface OpenOptions {
  lang?: Lang;
  theme?: 'light' | 'dark';
  /** A new learner of this plan, seeded through the API (a paid plan bought through the sandbox gateway). */
  plan?: Plan;
  /** localStorage entries, e.g. the `storage` of a learner a test seeded itself. */
  storage?: Record<string, string>;
  /** Another app than the shared one (a test that starts its own). */
  baseUrl?: string;
}

interface Opened {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

type Open = <O extends OpenOptions>(
  options?: O,
) => Promise<Opened & (O extends { plan: Plan } ? { learner: Learner } : { learner?: Learner })>;

interface Fixtures {
  /** The interface language of `page`, as if the user had chosen it (`test.use({ lang: 'ar' })`). */
  lang: Lang;
  /** The theme of `page`; the system's when unset. */
  theme: 'light' | 'dark' | undefined;
  /** When set, `page` belongs to a new signed-in `learner` of this plan; unset, `page` is a visitor's. */
  plan: Plan | undefined;
  /** The learner `page` is signed in as (needs `plan`). */
  learner: Learner;
  /** The console errors and uncaught exceptions of `page`; a clean page leaves it empty. */
  consoleErrors: string[];
  /** Opens another page, in its own context, for tests that need two users or per-test options; closed after. */
  open: Open;
  seededLearner: Learner | undefined;
}

/**
 * The browser tests' `test`: Playwright's own, whose `page` is seeded with an interface language (and theme, and
 * signed-in learner when asked), waits for the app after each load and collects console errors.
 */
export const test = base.extend<Fixtures>({
  lang: ['en', { option: true }],
  theme: [undefined, { option: true }],
  plan: [undefined, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(baseUrl()),
  seededLearner: async ({ plan }, use) => use(plan ? await seedLearner(plan) : undefined),
  learner: async ({ seededLearner }, use) => {
    if (!seededLearner) throw new Error('the learner fixture needs a plan: test.use({ plan: "basic" })');
    await use(seededLearner);
  },
  context: async ({ context, lang, theme, seededLearner }, use) => {
    await seedContext(context, { lang, theme, storage: seededLearner?.storage, baseUrl: baseUrl() });
    await use(context);
  },
  page: async ({ page }, use) => {
    watchPage(page);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => use(watchPage(page)),
  open: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    const open = async (options: OpenOptions = {}) => {
      const account = options.plan ? await seedLearner(options.plan) : undefined;
      const url = options.baseUrl ?? baseUrl();
      const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: url });
      contexts.push(context);
      await seedContext(context, {
        lang: options.lang,
        theme: options.theme,
        storage: { ...account?.storage, ...options.storage },
        baseUrl: url,
      });
      const page = await context.newPage();
      return { context, page, consoleErrors: watchPage(page), learner: account };
    };
    await use(open as Open);
    for (const context of contexts) await context.close();
  },
});
