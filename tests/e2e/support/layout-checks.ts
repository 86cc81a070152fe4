import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Two lines of text drawn over each other: what each says and where. */
interface Overlap {
  first: string;
  second: string;
}

/**
 * Every line box of visible text on the page, compared pairwise: two boxes of different text nodes that
 * cover each other by more than 2 px both ways are text drawn over text (a label over a field's words, a
 * price over its neighbour). Fixed and sticky layers (the chat button, a sticky header) float over the page
 * by design and are left out, as is text no one sees: in a closed <details>, or hidden for screen readers
 * only (clipped, or in a one-pixel box that hides its overflow), whose line boxes still have a size.
 */
function overlapsIn(): Overlap[] {
  const unseen = (element: Element, child: Element | null) => {
    const style = getComputedStyle(element);
    if (style.position === 'fixed' || style.position === 'sticky') return true;
    if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') return true;
    if (
      element.tagName === 'DETAILS' &&
      !(element as HTMLDetailsElement).open &&
      child?.tagName !== 'SUMMARY'
    )
      return true;
    if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
    const box = element.getBoundingClientRect();
    return style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1);
  };
  const hidden = (element: Element) => {
    for (
      let node: Element | null = element, child: Element | null = null;
      node;
      child = node, node = node.parentElement
    )
      if (unseen(node, child)) return true;
    return false;
  };
  // Where a text sits, so a failure names it: `strong.price<dd.<div.price-breakdown`.
  const where = (element: Element | null) => {
    const names: string[] = [];
    for (let node = element; node && names.length < 3; node = node.parentElement)
      names.push(`${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`);
    return names.join('<');
  };
  const boxes: { rect: DOMRect; text: string; node: Text }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data.trim();
    const parent = node.parentElement;
    if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION', 'TITLE'].includes(parent.tagName))
      continue;
    if (hidden(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      if (rect.width > 2 && rect.height > 2) boxes.push({ rect, text, node });
  }
  const found: Overlap[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      if (a.node === b.node) continue;
      const wide = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const tall = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (wide > 2 && tall > 2)
        found.push({
          first: `${a.text.slice(0, 40)} (${where(a.node.parentElement)})`,
          second: `${b.text.slice(0, 40)} (${where(b.node.parentElement)})`,
        });
    }
  }
  return found;
}

/** The page fits its width (nothing scrolls sideways) and no text is drawn over other text. */
export async function expectLaidOut(page: Page, width: number, what: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what}: width`,
  ).toBeLessThanOrEqual(width);
  expect(await page.evaluate(overlapsIn), `${what}: text over text`).toEqual([]);
}
