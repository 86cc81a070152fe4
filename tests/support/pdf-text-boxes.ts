import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One run of text as a viewer places it, in points from the page's top-left corner. */
export interface TextBox {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Every run of text of each page with its box, read by Mozilla's pdf.js as a viewer lays it out: a line
 * the PDF broke in two comes back as two runs, one under the other. Blank runs (spaces pdf.js adds
 * between words) are left out.
 */
export async function readTextBoxes(bytes: Uint8Array): Promise<TextBox[][]> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  const pdf = await task.promise;
  const pages: TextBox[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const pageHeight = page.getViewport({ scale: 1 }).height;
    const content = await page.getTextContent();
    const boxes: TextBox[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, baseline] = item.transform as number[];
      // A run's height is its font size; its glyphs sit from the ascender down to a fifth below the baseline.
      const bottom = pageHeight - baseline! + item.height * 0.2;
      boxes.push({ text: item.str, left: x!, right: x! + item.width, top: bottom - item.height, bottom });
    }
    pages.push(boxes);
  }
  await task.destroy();
  return pages;
}

/** Two runs drawn over each other, more than `tolerance` points deep both ways. */
function overlap(a: TextBox, b: TextBox, tolerance: number): boolean {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return across > tolerance && down > tolerance;
}

/** The pairs of runs of a page that are drawn over each other, as "first" / "second" for a readable failure. */
export function overlappingRuns(boxes: readonly TextBox[], tolerance = 0.5): string[] {
  const pairs: string[] = [];
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1))
      if (overlap(a, b, tolerance)) pairs.push(`"${a.text}" / "${b.text}"`);
  });
  return pairs;
}
