import type { Page } from '@playwright/test';

/** /dashboard: today's numbers, recent activity, the phrase library and the weekly report's export. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('page-dashboard');
  readonly phraseRows = () => this.page.getByTestId('phrase-row');
  readonly recentItems = () => this.page.getByTestId('recent-item');
  readonly darkModeToggle = () => this.page.getByTestId('dark-mode-toggle');

  async goto() {
    await this.page.goto('/dashboard');
  }

  /** Today's exercise count; NaN while the card still shows its dash (read it with expect.poll). */
  async exercisesToday() {
    const text = await this.page.getByTestId('stat-exercises').textContent();
    return Number(text?.replace(/[^0-9]/g, '') || NaN);
  }

  async loadMorePhrases() {
    await this.page.getByTestId('load-more').click();
  }

  async filterPhrases(category: string) {
    await this.page.getByTestId(`filter-${category}`).click();
  }

  /** Exports the weekly report as CSV and answers the browser's download. */
  async exportCsv() {
    await this.page.getByTestId('stat-exercises').waitFor();
    await this.page.getByTestId('export-report').click();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('export-csv').click(),
    ]);
    return download;
  }
}
