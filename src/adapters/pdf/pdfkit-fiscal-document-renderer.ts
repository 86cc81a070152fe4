import type {
  FiscalDocumentRenderer,
  FiscalPrintout,
  PrintedFiscalLine,
  PrintedFiscalSection,
} from '#application/ports/fiscal-document-renderer.ts';
import { renderPdf } from './pdf-document.ts';
import { COLOURS, CONTENT_WIDTH, drawWordmark, PAGE, VoucherCanvas } from './voucher-canvas.ts';

const COLUMN_GAP = 21;
const HALF = (CONTENT_WIDTH - COLUMN_GAP) / 2;
/** The figures' columns from the right edge: amount, VAT, net, rate; the description takes the rest. */
const FIGURE_WIDTH = 66;
const RATE_WIDTH = 44;
const DESCRIPTION_WIDTH = CONTENT_WIDTH - 3 * FIGURE_WIDTH - RATE_WIDTH - 12;

type Row = Pick<PrintedFiscalLine, 'description' | 'vatRate' | 'net' | 'vat' | 'amount'>;

/**
 * The A4 invoice or receipt (decision 0062) in the voucher's visual language: the same sea-blue band,
 * wordmark, type and panels. The same printout renders to the same bytes (dates from `issuedAt`).
 */
export class PdfkitFiscalDocumentRenderer implements FiscalDocumentRenderer {
  async render(printout: FiscalPrintout): Promise<Uint8Array> {
    const facts = {
      locale: printout.locale,
      title: `Kyma ${printout.title} ${printout.number}`,
      subject: printout.number,
      issuedAt: new Date(printout.issuedAt),
    };
    return renderPdf(facts, (doc) => {
      const canvas = new VoucherCanvas(doc, (page) => drawContinuationHeader(page, printout));
      drawHeader(canvas, printout);
      drawParties(canvas, printout);
      for (const section of printout.sections) drawSection(canvas, printout, section);
      drawTotal(canvas, printout);
    });
  }
}

function drawHeader(canvas: VoucherCanvas, printout: FiscalPrintout): void {
  const bandHeight = 104;
  canvas.doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOURS.sea);
  drawWordmark(canvas, PAGE.margin, 38, 30, COLOURS.white);
  const right = { width: 300, align: 'right' as const };
  const x = PAGE.width - PAGE.margin - right.width;
  canvas.text(printout.title, x, 22, { ...right, size: 10, colour: COLOURS.foam });
  canvas.text(printout.number, x, 40, { ...right, size: 22, weight: 'bold', colour: COLOURS.white });
  canvas.text(printout.mark, x, 74, { ...right, size: 8, colour: COLOURS.foam });
  canvas.y = bandHeight + 18;
  // Two facts a row, each half the page wide, so a long one (the booking reference) is never broken.
  const top = canvas.y;
  printout.facts.forEach(({ label, value }, index) => {
    const factX = PAGE.margin + (index % 2) * (HALF + COLUMN_GAP);
    const factY = top + Math.floor(index / 2) * 26;
    canvas.text(label, factX, factY, { size: 7.5, colour: COLOURS.muted, width: HALF });
    canvas.text(value, factX, factY + 10, { size: 9.5, weight: 'bold', width: HALF, singleLine: true });
  });
  canvas.y = top + Math.ceil(printout.facts.length / 2) * 26 + 14;
}

function drawContinuationHeader(canvas: VoucherCanvas, printout: FiscalPrintout): void {
  canvas.doc.rect(0, 0, PAGE.width, 40).fill(COLOURS.sea);
  drawWordmark(canvas, PAGE.margin, 13, 15, COLOURS.white);
  canvas.text(printout.number, PAGE.width - PAGE.margin - 200, 13, {
    width: 200,
    align: 'right',
    size: 12,
    weight: 'bold',
    colour: COLOURS.white,
  });
  canvas.y = 60;
}

function drawParties(canvas: VoucherCanvas, printout: FiscalPrintout): void {
  const top = canvas.y;
  let bottom = top;
  printout.parties.forEach((party, index) => {
    const x = PAGE.margin + index * (HALF + COLUMN_GAP);
    let y =
      top + canvas.text(party.heading, x, top, { weight: 'bold', colour: COLOURS.wave, width: HALF }) + 4;
    party.lines.forEach((line, position) => {
      y += canvas.text(line, x, y, {
        width: HALF,
        ...(position === 0 ? { size: 10.5, weight: 'bold' } : {}),
      });
      y += 2;
    });
    bottom = Math.max(bottom, y);
  });
  canvas.y = bottom + 16;
}

function drawRow(canvas: VoucherCanvas, row: Row, style: { weight?: 'bold'; colour?: string } = {}): void {
  const y = canvas.y;
  const height = canvas.text(row.description, PAGE.margin, y, { ...style, width: DESCRIPTION_WIDTH });
  let x = PAGE.margin + CONTENT_WIDTH;
  for (const [value, width] of [
    [row.amount, FIGURE_WIDTH],
    [row.vat, FIGURE_WIDTH],
    [row.net, FIGURE_WIDTH],
    [row.vatRate, RATE_WIDTH],
  ] as const) {
    x -= width;
    canvas.text(value, x, y, { ...style, width, align: 'right' });
  }
  canvas.y += height + 5;
}

function drawColumns(canvas: VoucherCanvas, printout: FiscalPrintout): void {
  drawRow(canvas, printout.columns, { weight: 'bold', colour: COLOURS.muted });
  canvas.rule(canvas.y - 2);
  canvas.y += 3;
}

function drawSection(canvas: VoucherCanvas, printout: FiscalPrintout, section: PrintedFiscalSection): void {
  const noteHeight = section.note ? canvas.heightOf(section.note, { size: 7.5 }) + 6 : 0;
  canvas.ensureSpace(40 + noteHeight + 18);
  canvas.y += canvas.text(section.heading, PAGE.margin, canvas.y, {
    size: 10,
    weight: 'bold',
    colour: COLOURS.sea,
  });
  canvas.y += 4;
  if (section.note) {
    canvas.y += canvas.text(section.note, PAGE.margin, canvas.y, { size: 7.5, colour: COLOURS.muted }) + 6;
  }
  drawColumns(canvas, printout);
  for (const line of section.lines) {
    canvas.ensureSpace(canvas.heightOf(line.description, { width: DESCRIPTION_WIDTH }) + 5, () =>
      drawColumns(canvas, printout),
    );
    drawRow(canvas, line);
  }
  canvas.rule(canvas.y - 2);
  canvas.y += 3;
  const { label, amount } = section.subtotal;
  drawRow(canvas, { description: label, vatRate: '', net: '', vat: '', amount }, { weight: 'bold' });
  canvas.y += 14;
}

function drawTotal(canvas: VoucherCanvas, printout: FiscalPrintout): void {
  canvas.ensureSpace(44);
  const top = canvas.y;
  canvas.panel(PAGE.margin, top, CONTENT_WIDTH, 36);
  canvas.text(printout.total.label, PAGE.margin + 14, top + 12, { size: 11, weight: 'bold', width: HALF });
  canvas.text(printout.total.amount, PAGE.margin + 14, top + 9, {
    size: 14,
    weight: 'bold',
    colour: COLOURS.sea,
    width: CONTENT_WIDTH - 28,
    align: 'right',
  });
  canvas.y = top + 48;
  canvas.text(printout.mark, PAGE.margin, canvas.y, { size: 8, colour: COLOURS.muted });
}
