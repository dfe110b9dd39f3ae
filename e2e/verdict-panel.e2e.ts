import { firstItem, WRONG_ANSWER } from './support/answers';
import { screenshot, type Lang } from './support/browser';
import { ExercisePage } from './support/pages';
import { expect, test } from './support/fixtures';

/*
 * The verdict where a phone user sees it: after Check Answer a panel fixed to the bottom of the screen holds the
 * verdict, the feedback, the verse and Continue, with the keyboard focus on it; the toasts still come.
 */
for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`the verdict panel in ${lang}`, () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ])
      test(`is in view without scrolling at ${viewport.width}×${viewport.height}, with focus on it`, async ({
        openContext,
      }) => {
        const { subjectId } = firstItem('completion');
        const { page } = await openContext({ lang });
        await page.setViewportSize(viewport);
        const exercise = new ExercisePage(page);
        await exercise.open('completion', subjectId);
        // The on-screen keyboard open, as a learner without an Arabic layout types: keys a finger can hit.
        await page.getByTestId('toggle-keyboard').click();
        const widths = await page
          .getByTestId('arabic-keyboard')
          .locator('[data-testid="keyboard-row"] button')
          .evaluateAll((keys) => keys.map((k) => k.getBoundingClientRect().width));
        expect(Math.min(...widths)).toBeGreaterThanOrEqual(40);
        await exercise.input().fill(WRONG_ANSWER);
        const scrolled = await page.evaluate(() => window.scrollY);
        await exercise.checkButton().click();

        const panel = page.getByTestId('verdict-panel');
        await panel.waitFor();
        expect(await panel.getAttribute('data-verdict')).toBe('incorrect');
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
        const box = (await panel.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
        const next = page.getByTestId('next-exercise');
        const nextBox = (await next.boundingBox())!;
        expect(nextBox.y + nextBox.height).toBeLessThanOrEqual(viewport.height);
        expect(
          await page.evaluate(
            () => document.activeElement?.closest('[data-testid="verdict-panel"]') !== null,
          ),
        ).toBe(true);
        expect((await page.getByTestId('verdict-feedback').textContent())!.length).toBeGreaterThan(0);
        // The verse in full, as the corpus has it.
        await page.getByTestId('verdict-verse').waitFor();
        // The verdict's toast comes too, and nothing covers Continue.
        await exercise.toast().waitFor();
        const toastBox = (await exercise.toast().boundingBox())!;
        const overlaps = !(
          toastBox.y + toastBox.height <= nextBox.y ||
          nextBox.y + nextBox.height <= toastBox.y ||
          toastBox.x + toastBox.width <= nextBox.x ||
          nextBox.x + nextBox.width <= toastBox.x
        );
        expect(overlaps).toBe(false);
        await screenshot(page, `verdict-${lang}-${viewport.width}`);
        // Enter on the focused Continue goes on to a fresh exercise.
        await page.keyboard.press('Enter');
        await panel.waitFor({ state: 'detached' });
        await exercise.checkButton().waitFor();
      });
  });
