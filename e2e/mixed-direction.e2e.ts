import { type JudgeItem } from '@lisan/contract';
import { getContentCatalog } from '@lisan/content';
import type { Page } from '@playwright/test';
import { rightAnswer } from './support/answers';
import type { Learner } from './support/accounts';
import { screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

/** Arabic inside English sentences and English punctuation around Arabic keep their reading order. */
let basic: Learner;
let premium: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  [basic, premium] = await Promise.all([sharedLearner('basic'), sharedLearner('premium')]);
});

/** The left edge of one character of an element's text (visual order checks). */
function charLeft(page: Page, selector: string, index: number) {
  return page.evaluate(
    ([sel, i]) => {
      const el = document.querySelector(sel as string)!;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let offset = i as number;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent!.length;
        if (offset < length) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const box = range.getBoundingClientRect();
          return { left: box.left, top: box.top };
        }
        offset -= length;
      }
      throw new Error('index past the text');
    },
    [selector, index] as const,
  );
}

test.describe('mixed-direction text', () => {
  test('in English: two Arabic words in a feedback sentence keep the sentence order', async ({
    openContext,
  }) => {
    // A completion item whose answer has several words (taken from the content, so from the corpus).
    const item = getContentCatalog()
      .itemsOf('completion')
      .find((candidate) => rightAnswer(candidate as JudgeItem).split(' ').length >= 4) as JudgeItem;
    const subjectId = item.subjectId;
    const words = rightAnswer(item).split(' ');
    // Two words replaced by ordinary Arabic words (not Qur'anic text): two "different word" sentences in a row.
    const wrong = words.map((w, i) => (i === 1 ? 'كتاب' : i === words.length - 1 ? 'جميل' : w)).join(' ');
    const { page } = await openContext({ lang: 'en', storage: premium.storage });
    await page.goto(`/exercise/completion/${encodeURIComponent(subjectId)}`);
    await page.getByTestId('answer-input').fill(wrong);
    await page.getByTestId('check-answer').click();
    const text = (await page.getByTestId('feedback-text').textContent())!;
    // A sentence about one quoted Arabic word ends (on its closing quote, or on the verse's reference after it),
    // and the next opens with another: “…” (ref). “…”
    const at = text.indexOf('. “');
    expect(at, text).toBeGreaterThan(0);
    const closeAt = at - 1;
    expect(text[closeAt], text).toMatch(/[”)]/u);
    const close = await charLeft(page, '[data-testid="feedback-text"]', closeAt);
    const stop = await charLeft(page, '[data-testid="feedback-text"]', at);
    const open = await charLeft(page, '[data-testid="feedback-text"]', at + 2);
    // Left to right: the end of the sentence, its full stop, then the next opening quote, on the same line or,
    // where the line breaks there, on the next one (never pulled before the full stop by the Arabic around it).
    expect(Math.abs(close.top - stop.top)).toBeLessThan(4);
    expect(close.left).toBeLessThan(stop.left);
    if (Math.abs(stop.top - open.top) < 4) expect(stop.left).toBeLessThan(open.left);
    else expect(open.top).toBeGreaterThan(stop.top);
    await screenshot(page, 'ux-bidi-en');
  });

  test("in Arabic: a phrase's meaning is shown in Arabic, its full stop at the left end", async ({
    openContext,
  }) => {
    const { page } = await openContext({ lang: 'ar', storage: basic.storage });
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
