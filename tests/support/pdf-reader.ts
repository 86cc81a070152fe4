import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pages: number;
  /** Each page's text, its runs joined by spaces. */
  pageTexts: string[];
  /** Images painted on each page. */
  imagesPerPage: number[];
  info: Record<string, unknown>;
}

/** Reads a PDF the way a viewer does (Mozilla's pdf.js), so a test sees the text a reader would copy. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  const pdf = await task.promise;
  const pageTexts: string[] = [];
  const imagesPerPage: number[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pageTexts.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    const operators = await page.getOperatorList();
    imagesPerPage.push(operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
  }
  const { info } = await pdf.getMetadata();
  const pages = pdf.numPages;
  await task.destroy();
  return { pages, pageTexts, imagesPerPage, info: info as Record<string, unknown> };
}
