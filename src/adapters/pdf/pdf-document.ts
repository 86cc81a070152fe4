import { LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';
import { dejaVuFonts } from './voucher-canvas.ts';

/** What a Kyma PDF says about itself: its language, title and subject, dated when it was issued. */
export interface PdfFacts {
  locale: LocaleCode;
  title: string;
  subject: string;
  /** The PDF's dates (and so its file id) come from here: the same document renders to the same bytes. */
  issuedAt: Date;
}

/**
 * An A4 page set up as every Kyma PDF is (the voucher, the invoice or receipt): no margins (the canvas
 * places everything), DejaVu registered as `regular` and `bold`, pages buffered for footers. `draw` lays
 * the document out; the bytes come back once pdfkit has ended.
 */
export async function renderPdf(
  facts: PdfFacts,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Uint8Array> {
  // Loaded by the first PDF, not at the start: pdfkit is a tenth of a restart's module loading (0092).
  const [fonts, { default: PDFDocument }] = await Promise.all([dejaVuFonts(), import('pdfkit')]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: LOCALES[facts.locale].iso,
    displayTitle: true,
    info: {
      Title: facts.title,
      Author: 'Kyma',
      Subject: facts.subject,
      CreationDate: facts.issuedAt,
      ModDate: facts.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
