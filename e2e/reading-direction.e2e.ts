import type { JudgeItem } from '@lisan/contract';
import { getContentCatalog } from '@lisan/content';
import { rightAnswer } from './support/answers';
import { learner, type Learner } from './support/accounts';
import { screenshot, type Lang } from './support/browser';
import { charLeft } from './support/layout';
import { expect, test } from './support/fixtures';

/*
 * Text in two directions: Arabic words in an English sentence and the other way round, and charts and arrows
 * that follow the reading direction.
 */
const LANGS: Lang[] = ['en', 'ar'];
let basic: Learner;
let standard: Learner;
let premium: Learner;
test.beforeAll(async () => {
  [basic, standard, premium] = await Promise.all([learner('basic'), learner('standard'), learner('premium')]);
});

test.describe('mixed-direction text', () => {
  test('in English: two Arabic words in a feedback sentence keep the sentence order', async ({ open }) => {
    // A completion item whose answer has several words (taken from the content, so from the corpus).
    const item = getContentCatalog()
      .itemsOf('completion')
      .find((candidate) => rightAnswer(candidate as JudgeItem).split(' ').length >= 4) as JudgeItem;
    const subjectId = item.subjectId;
    const words = rightAnswer(item).split(' ');
    // Two words replaced by ordinary Arabic words (not Qur'anic text): two "different word" sentences in a row.
    const wrong = words.map((w, i) => (i === 1 ? 'كتاب' : i === words.length - 1 ? 'جميل' : w)).join(' ');
    const { page } = await open({ lang: 'en', storage: premium.storage });
    await page.goto(`/exercise/completion/${encodeURIComponent(subjectId)}`);
    await page.getByTestId('answer-input').fill(wrong);
    await page.getByTestId('check-answer').click();
    const text = (await page.getByTestId('feedback-text').textContent())!;
    // A sentence about one quoted Arabic word ends, and the next opens with another: “…” … . “…”
    const at = text.indexOf('. “');
    expect(at, text).toBeGreaterThan(0);
    const closeAt = text.lastIndexOf('”', at);
    expect(closeAt, text).toBeGreaterThan(0);
    const close = await charLeft(page, '[data-testid="feedback-text"]', closeAt);
    const stop = await charLeft(page, '[data-testid="feedback-text"]', at);
    const opening = await charLeft(page, '[data-testid="feedback-text"]', at + 2);
    expect(Math.abs(close.top - opening.top)).toBeLessThan(4);
    // Left to right: the closing quote, the full stop, then the next opening quote.
    expect(close.left).toBeLessThan(stop.left);
    expect(stop.left).toBeLessThan(opening.left);
    await screenshot(page, 'ux-bidi-en');
  });

  test("in Arabic: a phrase's meaning is shown in Arabic, its full stop at the left end", async ({
    open,
  }) => {
    const { page } = await open({ lang: 'ar', storage: basic.storage });
    await page.goto('/dashboard');
    await page.getByTestId('phrase-row').first().scrollIntoViewIfNeeded();
    const index = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="phrase-row"]')).findIndex((row) =>
        /[\u0600-\u06ff][^a-z]*\.$/i.test(row.querySelectorAll('p')[1]?.firstChild?.textContent ?? ''),
      ),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const selector = `[data-testid="phrase-row"]:nth-child(${index + 1}) p:nth-of-type(2)`;
    const translation = (await page.evaluate(
      (sel) => document.querySelector(sel)!.firstChild!.textContent!,
      selector,
    ))!;
    const last = translation.length - 1;
    const stop = await charLeft(page, selector, last);
    const letter = await charLeft(page, selector, last - 1);
    expect(Math.abs(stop.top - letter.top)).toBeLessThan(4);
    // Right to left: the sentence ends on the left, so its full stop stands left of its last letter.
    expect(stop.left).toBeLessThan(letter.left);
  });
});

test.describe('charts and arrows in the reading direction', () => {
  for (const lang of LANGS)
    test(`in ${lang}: the weekly chart has a legend; the FAQ arrows point the reading way`, async ({
      open,
    }) => {
      const { page } = await open({ lang, storage: standard.storage });
      await page.goto('/dashboard');
      await page.getByTestId('weekly-totals').scrollIntoViewIfNeeded();
      await page.getByTestId('weekly-chart-legend').waitFor();
      const legend = (await page.getByTestId('weekly-chart-legend').textContent())!;
      expect(legend.length).toBeGreaterThan(4);

      await page.goto('/pricing');
      const arrow = page.getByTestId('pricing-faq').locator('summary svg').first();
      // Where the arrow's own "right" points on screen, from its rotation and mirroring.
      const pointing = () =>
        arrow.evaluate((el) => {
          const style = getComputedStyle(el);
          const angle = style.rotate === 'none' ? 0 : parseFloat(style.rotate);
          const [sx = '1'] = style.scale === 'none' ? ['1'] : style.scale.split(' ');
          const m = new DOMMatrix().rotate(angle).scale(parseFloat(sx), 1);
          const p = m.transformPoint(new DOMPoint(1, 0));
          return [Math.round(p.x), Math.round(p.y)];
        });
      expect(await pointing()).toEqual(lang === 'ar' ? [-1, 0] : [1, 0]);
      await page.getByTestId('pricing-faq').locator('summary').first().click();
      await expect.poll(pointing).toEqual([0, 1]);
    });
});
