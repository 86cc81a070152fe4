import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { VoucherDocument, VoucherRenderer } from '#application/ports/voucher-renderer.ts';
import { formatEuros, formatIssueDate } from '#application/voucher/voucher-formatting.ts';
import { LOCALES } from '#domain/i18n/locales.ts';
import { COLOURS, CONTENT_WIDTH, dejaVuFonts, drawWordmark, PAGE, VoucherCanvas } from './voucher-canvas.ts';
import { VOUCHER_LABELS, type VoucherLabels } from './voucher-labels.ts';
import { drawLeg } from './voucher-leg-section.ts';

const COLUMN_GAP = 21;
const HALF = (CONTENT_WIDTH - COLUMN_GAP) / 2;
const RIGHT_X = PAGE.margin + HALF + COLUMN_GAP;

/**
 * The QR code of one ticket: the company code and ticket number, which the port staff's scanner looks
 * up; nothing secret (no order token, no personal data) goes into it.
 */
function ticketQrCode(companyCode: string, ticketNumber: string): Promise<Buffer> {
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
 * document renders to the same bytes: the PDF's dates and file id come from `issuedAt`.
 */
export class PdfkitVoucherRenderer implements VoucherRenderer {
  async render(voucher: VoucherDocument): Promise<Uint8Array> {
    const labels = VOUCHER_LABELS[voucher.locale];
    const fonts = await dejaVuFonts();
    const qrCodes = await Promise.all(
      voucher.legs.map((leg) =>
        Promise.all(leg.passengers.map((passenger) => ticketQrCode(leg.companyCode, passenger.ticketNumber))),
      ),
    );
    const issuedAt = new Date(voucher.issuedAt);
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      lang: LOCALES[voucher.locale].iso,
      displayTitle: true,
      info: {
        Title: `Kyma ${labels.title} ${voucher.reference}`,
        Author: 'Kyma',
        Subject: voucher.reference,
        CreationDate: issuedAt,
        ModDate: issuedAt,
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

    const canvas = new VoucherCanvas(doc, (page) => drawContinuationHeader(page, voucher.reference));
    drawFirstHeader(canvas, voucher, labels);
    drawLeaderAndDelivery(canvas, voucher, labels);
    voucher.legs.forEach((leg, index) => {
      drawLeg(canvas, { leg, index, locale: voucher.locale, labels, qrCodes: qrCodes[index] ?? [] });
    });
    drawAgencyAndPrice(canvas, voucher, labels);
    drawFooters(canvas, voucher.reference, labels);

    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }
}

function drawFirstHeader(canvas: VoucherCanvas, voucher: VoucherDocument, labels: VoucherLabels): void {
  const bandHeight = 104;
  canvas.doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOURS.sea);
  drawWordmark(canvas, PAGE.margin, 38, 30, COLOURS.white);
  const right = { width: 300, align: 'right' as const };
  const x = PAGE.width - PAGE.margin - right.width;
  canvas.text(labels.title, x, 22, { ...right, size: 10, colour: COLOURS.foam });
  canvas.text(labels.reservationNumber, x, 44, { ...right, size: 8, colour: COLOURS.foam });
  canvas.text(voucher.reference, x, 56, { ...right, size: 24, weight: 'bold', colour: COLOURS.white });
  canvas.text(`${labels.issued}: ${formatIssueDate(voucher.issuedAt, voucher.locale)}`, x, 85, {
    ...right,
    size: 8,
    colour: COLOURS.foam,
  });
  canvas.y = bandHeight + 22;
}

function drawContinuationHeader(canvas: VoucherCanvas, reference: string): void {
  canvas.doc.rect(0, 0, PAGE.width, 40).fill(COLOURS.sea);
  drawWordmark(canvas, PAGE.margin, 13, 15, COLOURS.white);
  canvas.text(reference, PAGE.width - PAGE.margin - 200, 13, {
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

function drawLeaderAndDelivery(canvas: VoucherCanvas, voucher: VoucherDocument, labels: VoucherLabels): void {
  const top = canvas.y;
  let left = top + heading(canvas, labels.leadTraveller, PAGE.margin, top, HALF);
  left +=
    canvas.text(voucher.leader.fullName, PAGE.margin, left, { size: 11, weight: 'bold', width: HALF }) + 2;
  left += canvas.text(`${labels.email}: ${voucher.leader.email}`, PAGE.margin, left, { width: HALF });
  left += canvas.text(`${labels.mobile}: ${voucher.leader.mobile}`, PAGE.margin, left, { width: HALF });

  const delivery = labels.delivery[voucher.delivery];
  let right = top + heading(canvas, labels.ticketDelivery, RIGHT_X, top, HALF);
  right += canvas.text(delivery.name, RIGHT_X, right, { size: 11, weight: 'bold', width: HALF }) + 2;
  right += canvas.text(delivery.instruction, RIGHT_X, right, {
    size: 8.5,
    colour: COLOURS.muted,
    width: HALF,
  });
  canvas.y = Math.max(left, right) + 18;
}

function breakdownLines(voucher: VoucherDocument, labels: VoucherLabels): [string, string][] {
  const b = voucher.breakdown;
  const euros = (amount: number) => formatEuros(amount, voucher.locale);
  const adjusted = b.discount !== 0 || b.serviceFee !== 0 || b.shippingCost !== 0;
  // A line that only repeats the one below it (subtotal = total, total = final price) is noise.
  const lines: ([string, string] | false)[] = [
    adjusted && [labels.subtotal, euros(b.subtotal)],
    b.discount !== 0 && [labels.discount, `−${euros(b.discount)}`],
    b.serviceFee !== 0 && [labels.serviceFee, euros(b.serviceFee)],
    b.shippingCost !== 0 && [labels.shipping, euros(b.shippingCost)],
    b.extraCost !== 0 && [labels.total, euros(b.total)],
    b.extraCost !== 0 && [labels.extraCost, euros(b.extraCost)],
  ];
  return lines.filter((line) => line !== false);
}

function agencyLines(voucher: VoucherDocument, labels: VoucherLabels): string[] {
  const { agency } = voucher;
  return [
    agency.address,
    agency.phones.join(' · '),
    agency.salesEmail,
    agency.taxNumber && `${labels.taxNumber}: ${agency.taxNumber}`,
  ].filter((line) => line !== '');
}

function drawAgencyAndPrice(canvas: VoucherCanvas, voucher: VoucherDocument, labels: VoucherLabels): void {
  const lines = breakdownLines(voucher, labels);
  const priceHeight = 46 + lines.length * 16 + 30;
  const agency = agencyLines(voucher, labels);
  const agencyHeight = 40 + agency.length * 13 + 30 + canvas.heightOf(voucher.manageUrl, { width: HALF }) + 8;
  canvas.ensureSpace(Math.max(priceHeight, agencyHeight) + 8);
  const top = canvas.y + 4;

  let y = top + heading(canvas, labels.agency, PAGE.margin, top, HALF);
  y +=
    canvas.text(voucher.agency.companyName, PAGE.margin, y, { size: 10.5, weight: 'bold', width: HALF }) + 2;
  for (const line of agency) y += canvas.text(line, PAGE.margin, y, { width: HALF }) + 2;
  y += 10;
  y += heading(canvas, labels.manageBooking, PAGE.margin, y, HALF);
  y += canvas.text(voucher.manageUrl, PAGE.margin, y, {
    width: HALF,
    colour: COLOURS.sea,
    link: voucher.manageUrl,
  });

  canvas.panel(RIGHT_X, top, HALF, priceHeight);
  const inner = { x: RIGHT_X + 14, width: HALF - 28 };
  let py = top + 12 + heading(canvas, labels.priceBreakdown, inner.x, top + 12, inner.width) + 4;
  for (const [label, amount] of lines) {
    canvas.text(label, inner.x, py, { width: inner.width });
    canvas.text(amount, inner.x, py, { width: inner.width, align: 'right' });
    py += 16;
  }
  canvas.rule(py, COLOURS.wave, inner.x, inner.width);
  py += 8;
  const { payer } = voucher;
  const finalLabel =
    payer.kind === 'agency' ? labels.paidThrough(payer.name ?? labels.yourAgency) : labels.finalPrice;
  canvas.text(finalLabel, inner.x, py + 3, { size: 10.5, weight: 'bold', width: inner.width * 0.6 });
  canvas.text(formatEuros(voucher.breakdown.finalPrice, voucher.locale), inner.x, py, {
    size: 14,
    weight: 'bold',
    colour: COLOURS.sea,
    width: inner.width,
    align: 'right',
  });
  canvas.y = Math.max(y, top + priceHeight) + 12;
}

function drawFooters(canvas: VoucherCanvas, reference: string, labels: VoucherLabels): void {
  const { start, count } = canvas.doc.bufferedPageRange();
  const y = PAGE.height - 34;
  for (let page = start; page < start + count; page++) {
    canvas.doc.switchToPage(page);
    canvas.rule(y - 8);
    const style = { size: 7.5, colour: COLOURS.muted, width: CONTENT_WIDTH / 2 };
    canvas.text(`Kyma · ${reference}`, PAGE.margin, y, style);
    canvas.text(labels.page(page - start + 1, count), PAGE.margin + CONTENT_WIDTH / 2, y, {
      ...style,
      align: 'right',
    });
  }
}
