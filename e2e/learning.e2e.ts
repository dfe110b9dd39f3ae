import { getContentCatalog } from '@lisan/content';
import { readFileSync } from 'node:fs';
import { getVerse } from '@lisan/arabic';
import { firstItem, rightAnswer } from './support/answers';
import type { Learner } from './support/accounts';
import { screenshot } from './support/browser';
import { DashboardPage, ExercisePage, PricingPage } from './support/pages';
import { expect, test } from './support/fixtures';

// A learner who bought Standard through the sandbox.
let standard: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  standard = await sharedLearner('standard');
});

// The seven exercise types, empty, wrong and right answers in English and Arabic, are in exercise-reveal.e2e.ts.

test.describe('exercise screen states', () => {
  test('sends an unknown exercise type back to the dashboard with a toast', async ({ page }) => {
    await new ExercisePage(page).goto('juggling');
    await new DashboardPage(page).root().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByTestId('toast').waitFor();
  });

  test("shows 'Exercise not found' with a way back for an id that does not exist", async ({
    openContext,
  }) => {
    const { page } = await openContext();
    const exercise = new ExercisePage(page);
    await exercise.goto('completion', 'no-such-phrase');
    await exercise.notFound().waitFor();
    await page
      .getByRole('button')
      .filter({ hasText: /Dashboard/ })
      .click();
    await new DashboardPage(page).root().waitFor();
  });

  test('explains the difficulty scale in a tooltip on keyboard focus', async ({ openContext }) => {
    const { subjectId } = firstItem('completion');
    const { page } = await openContext();
    await new ExercisePage(page).goto('completion', subjectId);
    await page.getByTestId('difficulty').focus();
    await page.getByRole('tooltip').waitFor();
    expect(await page.getByRole('tooltip').textContent()).toMatch(/5/);
  });

  test('Next Exercise opens a random type without a phrase id', async ({ openContext }) => {
    const { subjectId, item } = firstItem('completion');
    const { page } = await openContext();
    const exercise = new ExercisePage(page);
    await exercise.goto('completion', subjectId);
    await exercise.answer(rightAnswer(item));
    await exercise.next();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/exercise\/[a-z]+$/);
  });
});

test.describe('dashboard', () => {
  test("counts today's answers, and the numbers change after an exercise", async ({ openContext }) => {
    const { subjectId, item } = firstItem('completion');
    const { page } = await openContext({ lang: 'ar', storage: standard.storage });
    const dashboard = new DashboardPage(page);
    const exercise = new ExercisePage(page);
    await dashboard.goto();
    // The card shows a dash until today's numbers have arrived; read it only once it holds a number.
    await expect.poll(() => dashboard.exercisesToday()).not.toBeNaN();
    const before = await dashboard.exercisesToday();
    await exercise.goto('completion', subjectId);
    expect(await exercise.answer(rightAnswer(item))).toBe('correct');
    await dashboard.goto();
    await expect.poll(() => dashboard.exercisesToday()).toBe(before + 1);
    await dashboard.recentItems().first().waitFor();
    await screenshot(page, 'dashboard-ar-after-answer');
  });

  test('loads eight more phrases with Load More, and filters by category', async ({ page }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect.poll(() => dashboard.phraseRows().count()).toBe(8);
    await dashboard.loadMorePhrases();
    await expect.poll(() => dashboard.phraseRows().count()).toBe(16);
    await dashboard.filterPhrases('long');
    await expect.poll(() => dashboard.phraseRows().count()).toBe(8);
  });

  test('exports the weekly report as a CSV that parses', async ({ page }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const download = await dashboard.exportCsv();
    const csv = readFileSync((await download.path())!, 'utf8');
    // The week first, then the analytics sections, each after a blank line.
    const [weekly, ...analytics] = csv.trimEnd().split('\r\n\r\n');
    expect(analytics.length).toBeGreaterThan(0);
    const rows = weekly!.split('\r\n').map((line) => line.split(','));
    expect(rows[0]).toEqual([
      'date',
      'exercises_completed',
      'correct',
      'accuracy_percent',
      'phrases_practised',
    ]);
    expect(rows).toHaveLength(9);
    expect(rows[8]![0]).toBe('total');
    for (const row of rows.slice(1)) expect(row.slice(1).every((n) => Number.isFinite(Number(n)))).toBe(true);
  });

  test('remembers dark mode across a reload', async ({ page }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await dashboard.darkModeToggle().check();
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    await page.reload();
    await dashboard.root().waitFor();
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    expect(await dashboard.darkModeToggle().isChecked()).toBe(true);
    await screenshot(page, 'dashboard-en-dark');
  });
});

test.describe('plans in the exercise screen', () => {
  test('shows the plan a purchase activated on the profile', async ({ openContext }) => {
    const { page } = await openContext({ storage: standard.storage });
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('subscription-plan').getAttribute('data-plan')).toBe('standard');
    await screenshot(page, 'profile-en-standard');
  });

  test.describe(() => {
    test.use({ plan: 'basic' });
    test('shows a Basic learner the upgrade path for a Standard exercise type', async ({ page }) => {
      const exercise = new ExercisePage(page);
      // The type's first item is its sample, open to every plan; any other item asks for the plan that opens it.
      await exercise.goto('conversation', getContentCatalog().subjectIds('conversation')[1]!);
      await exercise.upgrade().waitFor();
      expect(await exercise.upgrade().textContent()).toMatch(/Standard/);
      await exercise.upgrade().getByRole('link').click();
      await new PricingPage(page).root().waitFor();
    });
  });
});

test.describe('which verse is this?', () => {
  test("finds the verse a learner half remembers, and names words that are not in the Qur'an", async ({
    openContext,
  }) => {
    const { page } = await openContext({ lang: 'ar' });
    await new DashboardPage(page).goto();
    await page.getByTestId('which-verse-link').click();
    await page.getByTestId('page-verse-finder').waitFor();
    // Six words of 2:255 as the corpus spells them in standard spelling.
    await page
      .getByTestId('verse-finder-input')
      .fill(getVerse(2, 255)!.standard.split(' ').slice(0, 6).join(' '));
    await page.getByTestId('verse-finder-submit').click();
    await page.getByTestId('verse-finder-best').waitFor();
    expect(await page.getByTestId('verse-finder-best').textContent()).toContain('2:255');
    await screenshot(page, 'verse-finder-ar');
    await page.getByTestId('verse-finder-input').fill('كتبلوم فرتنيسا');
    await page.getByTestId('verse-finder-submit').click();
    await page.getByTestId('verse-finder-unknown').waitFor();
  });
});
