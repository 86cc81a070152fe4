import type { FormatMessage } from '#application/orders/charge-line-words.ts';
import type { MessageWords } from '#application/ports/message-words.ts';
import type { VoucherDocument, VoucherRenderer } from '#application/ports/voucher-renderer.ts';
import { afterSaleLines, euros, orderPriceLines } from '#application/voucher/voucher-formatting.ts';
import { renderPdf } from './pdf-document.ts';
import { COLOURS, CONTENT_WIDTH, drawWordmark, PAGE, VoucherCanvas } from './voucher-canvas.ts';
import { drawLeg } from './voucher-leg-section.ts';

const COLUMN_GAP = 21;
const HALF = (CONTENT_WIDTH - COLUMN_GAP) / 2;
const RIGHT_X = PAGE.margin + HALF + COLUMN_GAP;

/**
 * The QR code of one ticket: the company code and ticket number, which the port staff's scanner looks
 * up; nothing secret (no order token, no personal data) goes into it.
 */
async function ticketQrCode(companyCode: string, ticketNumber: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(`${companyCode}:${ticketNumber}`, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 0,
    scale: 6,
    color: { dark: COLOURS.ink, light: COLOURS.white },
  });
}

/**
 * The A4 voucher of a ticketed booking (spec §3 "Confirmation"), in the traveller's language. The same
 * document renders to the same bytes: the PDF's dates and file id come from `issuedAt`. Every word is a
 * `voucher_*` message of the voucher's catalogue (decision 0058).
 */
export class PdfkitVoucherRenderer implements VoucherRenderer {
  readonly #words: MessageWords;

  constructor(words: MessageWords) {
    this.#words = words;
  }

  async render(voucher: VoucherDocument): Promise<Uint8Array> {
    const words = this.#words(voucher.locale);
    const qrCodes = await Promise.all(
      voucher.legs.map((leg) =>
        Promise.all(leg.passengers.map((passenger) => ticketQrCode(leg.companyCode, passenger.ticketNumber))),
      ),
    );
    const facts = {
      locale: voucher.locale,
      title: `Kyma ${words('voucher_title')} ${voucher.reference}`,
      subject: voucher.reference,
      issuedAt: new Date(voucher.issuedAt),
    };
    return renderPdf(facts, (doc) => {
      const canvas = new VoucherCanvas(doc, (page) => drawContinuationHeader(page, voucher.reference));
      drawFirstHeader(canvas, voucher, words);
      drawLeaderAndDelivery(canvas, voucher, words);
      voucher.legs.forEach((leg, index) => {
        drawLeg(canvas, { leg, index, words, qrCodes: qrCodes[index] ?? [] });
      });
      drawAgencyAndPrice(canvas, voucher, words);
      drawFooters(canvas, voucher.reference, words);
    });
  }
}

function drawFirstHeader(canvas: VoucherCanvas, voucher: VoucherDocument, words: FormatMessage): void {
  const bandHeight = 104;
  canvas.doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOURS.sea);
  drawWordmark(canvas, PAGE.margin, 38, 30, COLOURS.white);
  const right = { width: 300, align: 'right' as const };
  const x = PAGE.width - PAGE.margin - right.width;
  canvas.text(words('voucher_title'), x, 22, { ...right, size: 10, colour: COLOURS.foam });
  canvas.text(words('voucher_reservationNumber'), x, 44, { ...right, size: 8, colour: COLOURS.foam });
  // However long the reference, it stays on its one line between its label and the issue date.
  const reference = { ...right, size: 24, weight: 'bold' as const, colour: COLOURS.white };
  const size = canvas.fittedSize(voucher.reference, reference);
  canvas.fittedText(voucher.reference, x, 56 + (reference.size - size) / 2, reference);
  canvas.text(words('voucher_issued', { day: new Date(voucher.issuedAt) }), x, 85, {
    ...right,
    size: 8,
    colour: COLOURS.foam,
  });
  canvas.y = bandHeight + 22;
}

function drawContinuationHeader(canvas: VoucherCanvas, reference: string): void {
  canvas.doc.rect(0, 0, PAGE.width, 40).fill(COLOURS.sea);
  drawWordmark(canvas, PAGE.margin, 13, 15, COLOURS.white);
  canvas.fittedText(reference, PAGE.width - PAGE.margin - 200, 13, {
    width: 200,
    align: 'right',
    size: 12,
    weight: 'bold',
    colour: COLOURS.white,
  });
  canvas.y = 60;
}

function heading(canvas: VoucherCanvas, value: string, x: number, y: number, width: number): number {
  return canvas.text(value, x, y, { size: 9, weight: 'bold', colour: COLOURS.wave, width }) + 4;
}

function drawLeaderAndDelivery(canvas: VoucherCanvas, voucher: VoucherDocument, words: FormatMessage): void {
  const top = canvas.y;
  let left = top + heading(canvas, words('voucher_leadTraveller'), PAGE.margin, top, HALF);
  left +=
    canvas.text(voucher.leader.fullName, PAGE.margin, left, { size: 11, weight: 'bold', width: HALF }) + 2;
  left += canvas.text(`${words('voucher_email')}: ${voucher.leader.email}`, PAGE.margin, left, {
    width: HALF,
  });
  left += canvas.text(`${words('voucher_mobile')}: ${voucher.leader.mobile}`, PAGE.margin, left, {
    width: HALF,
  });

  let right = top + heading(canvas, words('voucher_ticketDelivery'), RIGHT_X, top, HALF);
  right +=
    canvas.text(words(`voucher_delivery_${voucher.delivery}_name`), RIGHT_X, right, {
      size: 11,
      weight: 'bold',
      width: HALF,
    }) + 2;
  right += canvas.text(words(`voucher_delivery_${voucher.delivery}_instruction`), RIGHT_X, right, {
    size: 8.5,
    colour: COLOURS.muted,
    width: HALF,
  });
  canvas.y = Math.max(left, right) + 18;
}

function agencyLines(voucher: VoucherDocument, words: FormatMessage): string[] {
  const { agency } = voucher;
  return [
    agency.address,
    agency.phones.join(' · '),
    agency.salesEmail,
    agency.taxNumber && `${words('voucher_taxNumber')}: ${agency.taxNumber}`,
  ].filter((line) => line !== '');
}

function drawAgencyAndPrice(canvas: VoucherCanvas, voucher: VoucherDocument, words: FormatMessage): void {
  const lines = orderPriceLines(voucher.breakdown, words);
  const afterSale = afterSaleLines(voucher.afterSale, words);
  const priceHeight = 46 + lines.length * 16 + 30 + (afterSale.length > 0 ? 12 + afterSale.length * 16 : 0);
  const agency = agencyLines(voucher, words);
  const agencyHeight = 40 + agency.length * 13 + 30 + canvas.heightOf(voucher.manageUrl, { width: HALF }) + 8;
  canvas.ensureSpace(Math.max(priceHeight, agencyHeight) + 8);
  const top = canvas.y + 4;

  let y = top + heading(canvas, words('voucher_agency'), PAGE.margin, top, HALF);
  y +=
    canvas.text(voucher.agency.companyName, PAGE.margin, y, { size: 10.5, weight: 'bold', width: HALF }) + 2;
  for (const line of agency) y += canvas.text(line, PAGE.margin, y, { width: HALF }) + 2;
  y += 10;
  y += heading(canvas, words('voucher_manageBooking'), PAGE.margin, y, HALF);
  y += canvas.text(voucher.manageUrl, PAGE.margin, y, {
    width: HALF,
    colour: COLOURS.sea,
    link: voucher.manageUrl,
  });

  canvas.panel(RIGHT_X, top, HALF, priceHeight);
  const inner = { x: RIGHT_X + 14, width: HALF - 28 };
  let py = top + 12 + heading(canvas, words('voucher_priceBreakdown'), inner.x, top + 12, inner.width) + 4;
  for (const [label, amount] of lines) {
    canvas.text(label, inner.x, py, { width: inner.width });
    canvas.text(amount, inner.x, py, { width: inner.width, align: 'right' });
    py += 16;
  }
  canvas.rule(py, COLOURS.wave, inner.x, inner.width);
  py += 8;
  const { payer } = voucher;
  const finalLabel =
    payer.kind === 'agency'
      ? words('voucher_paidThrough', { agency: payer.name ?? words('voucher_yourAgency') })
      : words('voucher_finalPrice');
  canvas.text(finalLabel, inner.x, py + 3, { size: 10.5, weight: 'bold', width: inner.width * 0.6 });
  canvas.text(words('voucher_amount', { amount: euros(voucher.breakdown.finalPrice) }), inner.x, py, {
    size: 14,
    weight: 'bold',
    colour: COLOURS.sea,
    width: inner.width,
    align: 'right',
  });
  // What happened to the money after the sale, under the sale's own total (decision 0112).
  py += 30;
  for (const [label, amount] of afterSale) {
    canvas.text(label, inner.x, py, { width: inner.width * 0.7 });
    canvas.text(amount, inner.x, py, { width: inner.width, align: 'right' });
    py += 16;
  }
  canvas.y = Math.max(y, top + priceHeight) + 12;
}

function drawFooters(canvas: VoucherCanvas, reference: string, words: FormatMessage): void {
  const { start, count } = canvas.doc.bufferedPageRange();
  const y = PAGE.height - 34;
  for (let page = start; page < start + count; page++) {
    canvas.doc.switchToPage(page);
    canvas.rule(y - 8);
    const style = { size: 7.5, colour: COLOURS.muted, width: CONTENT_WIDTH / 2 };
    canvas.fittedText(`Kyma · ${reference}`, PAGE.margin, y, style);
    canvas.text(
      words('voucher_page', { page: page - start + 1, pages: count }),
      PAGE.margin + CONTENT_WIDTH / 2,
      y,
      {
        ...style,
        align: 'right',
      },
    );
  }
}
