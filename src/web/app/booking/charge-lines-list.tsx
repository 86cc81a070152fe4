import type { FormatMessage, WordedChargeLine } from '#application/orders/charge-line-words.ts';
import { wordChargeLines } from '#application/orders/charge-line-words.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { ChargeLine } from '#domain/pricing/charge-lines.ts';

/** A charge line as a page shows it: worded, its amount written in the reader's language. */
export type ShownChargeLine = Omit<WordedChargeLine, 'amount'> & { amount: string };

/** Words an order's lines and writes their amounts: the one way every page turns lines into text. */
export function shownChargeLines(
  lines: ChargeLine[],
  format: FormatMessage,
  money: (cents: Cents) => string,
  travellerNames?: (legIndex: number, passengerIndex: number) => string,
): ShownChargeLine[] {
  return wordChargeLines(lines, format, travellerNames).map((line) => ({
    ...line,
    amount: money(line.amount),
  }));
}

/** Rows of a price breakdown (`<dl>`), a whole cabin's occupants under its name. */
export function ChargeLineRows({ lines }: { lines: ShownChargeLine[] }) {
  return lines.map((line) => (
    <div key={line.key} data-testid="charge-line">
      <dt>
        {line.label}
        {line.detail ? <span className="price-breakdown__detail">{line.detail}</span> : null}
      </dt>
      <dd>{line.amount}</dd>
    </div>
  ));
}
