import { expect as baseExpect, test as base } from '@playwright/test';
import { learner, type Learner } from './accounts';
import { openContext, type ContextOptions, type Lang, type OpenedContext } from './browser';

type Plan = 'basic' | 'standard' | 'premium';

interface Options {
  /** The interface language seeded into the page's storage before it loads. */
  lang: Lang;
  theme: 'light' | 'dark' | undefined;
  /** A learner on this plan is made (through the API) and signed in to `page`; none when unset. */
  plan: Plan | undefined;
}

interface Fixtures {
  /** The signed-in learner of `plan` (undefined when the test names no plan). */
  account: Learner | undefined;
  /** Opens another context on the worker's browser, `lang` and `theme` by default; closed after the test. */
  openContext: (options?: ContextOptions) => Promise<OpenedContext>;
  /** The page of a fresh context seeded with `lang`, `theme` and the `account`'s session. */
  page: OpenedContext['page'];
  /** What `page` wrote to its console as an error, and its uncaught exceptions. */
  consoleErrors: string[];
  opened: OpenedContext;
}

interface WorkerFixtures {
  /**
   * A learner on `plan` made once per worker and shared by the tests of every file it runs, for tests that read
   * what a plan shows and depend on no history of their own: a paid plan's purchase is bought once, not per file.
   */
  sharedLearner: (plan: Plan) => Promise<Learner>;
}

export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  sharedLearner: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const made = new Map<Plan, Promise<Learner>>();
      await use((plan) => {
        if (!made.has(plan)) made.set(plan, learner(plan));
        return made.get(plan)!;
      });
    },
    { scope: 'worker' },
  ],
  lang: ['en', { option: true }],
  theme: [undefined, { option: true }],
  plan: [undefined, { option: true }],
  account: async ({ plan }, use) => {
    await use(plan ? await learner(plan) : undefined);
  },
  // The worker's one browser (launched from the config's launchOptions); each test gets fresh contexts of it.
  // `serviceWorkers` is Playwright's own option (playwright.config.ts sets 'block'), applied to our contexts too.
  openContext: async ({ browser, lang, theme, serviceWorkers }, use, testInfo) => {
    const opened: OpenedContext[] = [];
    await use(async (options = {}) => {
      const context = await openContext(browser, { lang, theme, serviceWorkers, ...options });
      opened.push(context);
      return context;
    });
    // A failed test leaves a picture of each page still open. Playwright's own `screenshot: 'only-on-failure'`
    // would photograph every page at every context close, passed or failed, in case the test fails later.
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [index, { page }] of opened.entries()) {
        if (page.isClosed()) continue;
        const body = await page.screenshot({ fullPage: true, timeout: 5_000 }).catch(() => undefined);
        if (body) await testInfo.attach(`page ${index + 1}`, { body, contentType: 'image/png' });
      }
    }
    for (const { context } of opened) await context.close();
  },
  opened: async ({ openContext, account }, use) => {
    await use(await openContext({ storage: account?.storage }));
  },
  page: async ({ opened }, use) => {
    await use(opened.page);
  },
  consoleErrors: async ({ opened }, use) => {
    await use(opened.consoleErrors);
  },
});

/**
 * Playwright's expect, whose `poll` retries every 100 ms (as the tests were written for) rather than backing off
 * to once a second: a page that settles in 1.1 s is seen then, not at 2 s.
 */
const POLL_INTERVALS = [100];
const poll: typeof baseExpect.poll = (actual, messageOrOptions) =>
  baseExpect.poll(
    actual,
    typeof messageOrOptions === 'string'
      ? { message: messageOrOptions, intervals: POLL_INTERVALS }
      : { intervals: POLL_INTERVALS, ...messageOrOptions },
  );
export const expect: typeof baseExpect = new Proxy(baseExpect, {
  get: (target, property, receiver) => (property === 'poll' ? poll : Reflect.get(target, property, receiver)),
});
