import type { Page } from '@playwright/test';

/** A phone's window. */
export const PHONE = { width: 390, height: 844 };

/** Elements that stick out of the viewport sideways and are not inside a container that scrolls or clips them. */
export function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') {
          const ab = a.getBoundingClientRect();
          if (ab.right <= width + 1 && ab.left >= -1) clipped = true;
          break;
        }
      }
      if (!clipped)
        out.push(
          `${el.tagName.toLowerCase()}[${Math.round(box.left)}…${Math.round(box.right)}] ${(el.textContent ?? '').trim().slice(0, 40)}`,
        );
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, out: out.slice(0, 5) };
  });
}

/** The left edge of one character of an element's text (visual order checks). */
export function charLeft(page: Page, selector: string, index: number) {
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
