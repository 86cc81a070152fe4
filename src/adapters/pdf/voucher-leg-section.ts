import type { FormatMessage } from '#application/orders/charge-line-words.ts';
import type { VoucherItem, VoucherLeg, VoucherPassenger } from '#application/ports/voucher-renderer.ts';
import { euros, portClock } from '#application/voucher/voucher-formatting.ts';
import { sailingTimeZones } from '#domain/trips/sailing-time-zones.ts';
import { COLOURS, CONTENT_WIDTH, PAGE, type TextStyle, type VoucherCanvas } from './voucher-canvas.ts';

const QR_SIZE = 48;
const QR_GAP = 12;
const ROW_HEIGHT = QR_SIZE + 12;
const CELL_PADDING = 8;
const BAR_HEIGHT = 42;

/** Passenger table columns, left to right, in points; the QR code takes the rest of the line. */
const COLUMNS = { name: 124, age: 62, gender: 52, seat: 82, ticket: 79, price: 52 } as const;
type Column = keyof typeof COLUMNS;

function columnX(column: Column): number {
  let x = PAGE.margin;
  for (const [key, width] of Object.entries(COLUMNS)) {
    if (key === column) return x;
    x += width;
  }
  throw new Error(`unknown column ${column}`);
}

/** The price column needs no padding: the gap before the QR code keeps it apart. */
function cellText(
  canvas: VoucherCanvas,
  column: Column,
  value: string,
  y: number,
  style: TextStyle = {},
): void {
  const padding = column === 'price' ? 0 : CELL_PADDING;
  canvas.text(value, columnX(column), y, { width: COLUMNS[column] - padding, ...style });
}

export interface LegSection {
  leg: VoucherLeg;
  index: number;
  /** The voucher's `voucher_*` messages in the traveller's language. */
  words: FormatMessage;
  /** One PNG per passenger, in the passengers' order. */
  qrCodes: Buffer[];
}

/**
 * One sailing: the route bar, times and ship, everyone on board with their tickets, then the sailing's
 * price lines (passengers, whole cabins, vehicles, trailers, pets, services) and their sum.
 */
export function drawLeg(canvas: VoucherCanvas, section: LegSection): void {
  const { leg, words } = section;
  const infoHeight = 58;
  // The sailing's head is never left alone at the bottom of a page: it keeps its first passenger.
  canvas.ensureSpace(BAR_HEIGHT + infoHeight + 22 + ROW_HEIGHT);
  drawBar(canvas, section);
  drawTimes(canvas, section);
  drawPassengerHeader(canvas, words);
  // A sailing carried over to the next page says which one it is before going on.
  const caption = () => {
    const route = words('voucher_sailingRoute', {
      number: section.index + 1,
      from: leg.from.name,
      to: leg.to.name,
    });
    canvas.text(route, PAGE.margin, canvas.y, {
      size: 9,
      weight: 'bold',
      colour: COLOURS.sea,
      singleLine: true,
    });
    canvas.y += 18;
  };
  leg.passengers.forEach((passenger, index) => {
    canvas.ensureSpace(ROW_HEIGHT, () => {
      caption();
      drawPassengerHeader(canvas, words);
    });
    drawPassenger(canvas, section, passenger, section.qrCodes[index]);
  });
  drawItems(canvas, section, words('voucher_price'), leg.lines, caption);
  if (leg.proofAtBoarding) drawNote(canvas, words('voucher_proofAtBoarding'), caption);
  for (const { fullName, assistance } of leg.passengers.filter((passenger) => passenger.assistance))
    drawNote(canvas, words('voucher_assistance', { name: fullName, needs: assistance }), caption);
  canvas.ensureSpace(24, caption);
  canvas.text(
    `${words('voucher_sailingTotal')}   ${words('voucher_amount', { amount: euros(leg.total) })}`,
    PAGE.margin,
    canvas.y + 6,
    {
      align: 'right',
      size: 10,
      weight: 'bold',
      colour: COLOURS.sea,
    },
  );
  canvas.y += 30;
}

/** A line of small print under the sailing's passengers and items. */
function drawNote(canvas: VoucherCanvas, note: string, caption: () => void): void {
  const height = canvas.heightOf(note, { size: 8 }) + 8;
  canvas.ensureSpace(height, caption);
  canvas.text(note, PAGE.margin, canvas.y + 5, { size: 8, colour: COLOURS.muted, width: CONTENT_WIDTH });
  canvas.y += height;
}

function drawBar(canvas: VoucherCanvas, { leg, index, words }: LegSection): void {
  const top = canvas.y;
  canvas.panel(PAGE.margin, top, CONTENT_WIDTH, BAR_HEIGHT, COLOURS.sea);
  const inner = PAGE.margin + 14;
  const width = CONTENT_WIDTH - 28;
  canvas.text(words('voucher_sailingNumber', { number: index + 1 }), inner, top + 7, {
    size: 8,
    colour: COLOURS.foam,
    width,
  });
  canvas.text(`${leg.from.name} → ${leg.to.name}`, inner, top + 18, {
    size: 14,
    weight: 'bold',
    colour: COLOURS.white,
    width: width - 160,
    maxHeight: 18,
  });
  canvas.text(`${leg.companyName} (${leg.companyCode})`, inner, top + 9, {
    size: 9.5,
    weight: 'bold',
    colour: COLOURS.white,
    width,
    align: 'right',
  });
  canvas.text(`${words('voucher_vessel')}: ${leg.vesselName}`, inner, top + 23, {
    size: 8.5,
    colour: COLOURS.foam,
    width,
    align: 'right',
  });
  canvas.y = top + BAR_HEIGHT + 10;
}

function drawTimes(canvas: VoucherCanvas, { leg, words }: LegSection): void {
  const top = canvas.y;
  const width = CONTENT_WIDTH / 3;
  // Where the ports keep different clocks each time says its zone: Corfu 09:30 → Sarandë 09:10 is no typo.
  const zones = sailingTimeZones(leg.departureDatetime, leg.arrivalDatetime);
  const localTime = (zone: string | undefined) =>
    zone === undefined ? words('voucher_localTime') : words('voucher_localTimeInZone', { zone });
  const stops: [string, string, string][] = [
    [
      `${words('voucher_departure')} · ${localTime(zones?.departure)}`,
      leg.departureDatetime,
      `${leg.from.name} (${leg.from.code})`,
    ],
    [
      `${words('voucher_arrival')} · ${localTime(zones?.arrival)}`,
      leg.arrivalDatetime,
      `${leg.to.name} (${leg.to.code})`,
    ],
  ];
  stops.forEach(([label, datetime, port], column) => {
    const x = PAGE.margin + column * width;
    canvas.text(label, x, top, {
      size: 8,
      colour: COLOURS.muted,
      width: width - 10,
    });
    canvas.text(words('voucher_portTime', { when: portClock(datetime) }), x, top + 11, {
      size: 11,
      weight: 'bold',
      width: width - 10,
    });
    canvas.text(port, x, top + 27, { size: 9, width: width - 10, maxHeight: 12 });
  });
  canvas.y = top + 48;
}

function drawPassengerHeader(canvas: VoucherCanvas, words: FormatMessage): void {
  const top = canvas.y;
  const style: TextStyle = { size: 7.5, colour: COLOURS.muted };
  const headers: [Column, string][] = [
    ['name', words('voucher_fullName')],
    ['age', words('voucher_age')],
    ['gender', words('voucher_gender')],
    ['seat', words('voucher_seat')],
    ['ticket', words('voucher_ticket')],
  ];
  for (const [column, label] of headers) cellText(canvas, column, label, top, style);
  canvas.rule(top + 13);
  canvas.y = top + 18;
}

function drawPassenger(
  canvas: VoucherCanvas,
  { words }: LegSection,
  passenger: VoucherPassenger,
  qrCode: Buffer | undefined,
): void {
  const top = canvas.y;
  const y = top + 6;
  const text = (column: Column, value: string, style: TextStyle = {}) =>
    cellText(canvas, column, value, y, { maxHeight: ROW_HEIGHT - 14, ...style });
  text('name', passenger.fullName, { size: 9.5, weight: 'bold', maxHeight: passenger.proofNumber ? 24 : 46 });
  if (passenger.proofNumber)
    cellText(canvas, 'name', words('voucher_proofNumber', { number: passenger.proofNumber }), top + 32, {
      size: 7,
      colour: COLOURS.muted,
      maxHeight: 22,
    });
  // Short words in narrow columns ("Erwachsener"): shrunk to the column rather than broken in the middle.
  const wholeWords = (column: Column, value: string) =>
    canvas.wholeWordsText(value, columnX(column), y, {
      width: COLUMNS[column] - CELL_PADDING,
      maxHeight: ROW_HEIGHT - 14,
    });
  wholeWords('age', words(`voucher_passengerType_${passenger.passengerType}`));
  wholeWords('gender', passenger.sex ? words(`voucher_sex_${passenger.sex}`) : '—');
  text('seat', passenger.accommodation);
  // A ticket number is read out and scanned whole: it runs on into the price column, empty on a
  // passenger's row, and only past that shrinks rather than wrap.
  canvas.fittedText(passenger.ticketNumber, columnX('ticket'), y, {
    width: COLUMNS.ticket + COLUMNS.price,
    weight: 'bold',
    colour: COLOURS.sea,
  });
  if (qrCode) {
    canvas.doc.image(qrCode, columnX('price') + COLUMNS.price + QR_GAP, y, {
      width: QR_SIZE,
      height: QR_SIZE,
    });
  }
  canvas.rule(top + ROW_HEIGHT);
  canvas.y = top + ROW_HEIGHT;
}

function drawItems(
  canvas: VoucherCanvas,
  { words }: LegSection,
  label: string,
  items: VoucherItem[],
  caption: () => void,
): void {
  items.forEach((item, index) => {
    const descriptionWidth = COLUMNS.age + COLUMNS.gender + COLUMNS.seat + COLUMNS.ticket - CELL_PADDING;
    const height = Math.max(canvas.heightOf(item.description, { width: descriptionWidth }), 11) + 10;
    const carriedOver = canvas.ensureSpace(height, caption);
    const y = canvas.y + 5;
    if (index === 0 || carriedOver)
      cellText(canvas, 'name', label, y, { size: 8.5, weight: 'bold', colour: COLOURS.muted });
    canvas.text(item.description, columnX('age'), y, { width: descriptionWidth });
    cellText(canvas, 'price', words('voucher_amount', { amount: euros(item.price) }), y, { align: 'right' });
    canvas.rule(canvas.y + height);
    canvas.y += height;
  });
}
