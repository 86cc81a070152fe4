import { allocate } from '../money/allocate.ts';
import type { Cents } from '../money/cents.ts';
import type { Order } from '../orders/order.ts';
import { linesOfOrder } from '../orders/order-charge-lines.ts';
import { paidPartsPerLeg } from '../orders/paid-per-leg.ts';
import { type ChargeLine, chargeLine, type FiscalLineKind } from '../pricing/charge-lines.ts';
import { type VatTreatment, vatTreatment } from './vat-treatment.ts';

/** One line a credit document gives back, and whose supply it was (decision 0096). */
export interface CreditLine {
  line: ChargeLine<FiscalLineKind>;
  treatment: VatTreatment;
}

/**
 * What a refund gives back, as recorded where its money is kept (decision 0075): a cancellation of legs
 * (the whole order's or one sailing's) with what the quote showed paid, the fee it keeps and the refund; a
 * staff refund of an amount; a change's money back with the change's own lines.
 */
export type RefundRecord =
  | { kind: 'cancellation'; legIndexes: readonly number[]; paid: Cents; refund: Cents }
  | { kind: 'staff'; amount: Cents }
  | { kind: 'change'; lines: readonly ChargeLine[] };

type OrderMoney = Pick<Order, 'legs' | 'breakdown' | 'chargeLines'>;

const own = (line: ChargeLine<FiscalLineKind>): CreditLine => ({ line, treatment: vatTreatment(line.kind) });
const sumOf = (lines: readonly CreditLine[], treatment?: VatTreatment) =>
  lines
    .filter((credit) => !treatment || credit.treatment === treatment)
    .reduce((sum, credit) => sum + credit.line.amount, 0);

/** An amount split over the two treatments in proportion to `basis`, one line each (none for zero). */
function splitLines(
  kind: FiscalLineKind,
  amount: Cents,
  basis: readonly CreditLine[],
  legIndex: number | null,
): CreditLine[] {
  const treatments: VatTreatment[] = ['onBehalfOfCarrier', 'ownSupply'];
  const weights = treatments.map((treatment) => Math.max(0, sumOf(basis, treatment)));
  const shares = allocate(Math.abs(amount), weights).map((share) => Math.sign(amount) * share);
  return treatments.flatMap((treatment, index) =>
    shares[index] === 0
      ? []
      : [
          {
            line: chargeLine<FiscalLineKind>({
              kind,
              legIndex,
              code: kind.toUpperCase(),
              amount: shares[index]!,
            }),
            treatment,
          },
        ],
  );
}

/**
 * A cancellation's lines: what the quote counted as paid for each leg (its lines, less its coupon share,
 * plus its share of Kyma's fees: `paidPartsPerLeg`, the parts of `paidPerLeg`), the courier cost when it
 * came back (what was paid beyond the legs is that cost), then the fee kept, as a minus. The fee is kept in
 * proportion to what was paid (decision 0054), so it is split over the carrier's part and Kyma's alike.
 */
function cancellationLines(
  order: OrderMoney,
  record: Extract<RefundRecord, { kind: 'cancellation' }>,
): CreditLine[] {
  const parts = paidPartsPerLeg(order.breakdown, linesOfOrder(order));
  const legLines = record.legIndexes.flatMap((legIndex) => {
    const part = parts[legIndex];
    if (!part) return [];
    const coupon = chargeLine({
      kind: 'couponDiscount',
      legIndex,
      code: 'COUPON',
      fare: 0,
      discount: part.discount,
      amount: -part.discount,
    });
    const fees = chargeLine<FiscalLineKind>({
      kind: 'feesShare',
      legIndex,
      code: 'FEES_SHARE',
      amount: part.fees,
    });
    return [...part.lines, ...(part.discount > 0 ? [coupon] : []), ...(part.fees !== 0 ? [fees] : [])].map(
      own,
    );
  });
  const courier = order.breakdown.shippingCost;
  const courierLines =
    courier > 0 && record.paid - sumOf(legLines) === courier
      ? [own(chargeLine({ kind: 'courier', code: 'COURIER', amount: courier }))]
      : [];
  // The quote's fee; on a record staff wrote by hand, whatever else stands between paid and refund.
  const kept = record.refund - sumOf(legLines) - sumOf(courierLines);
  const legIndex = record.legIndexes.length === 1 ? record.legIndexes[0]! : null;
  return [...legLines, ...courierLines, ...splitLines('feeKept', kept, legLines, legIndex)];
}

/**
 * The lines a refund gives back, drawn from its own record (never a second quote): they add up to the
 * refund. A staff refund is an amount for a reason, split over what the order sold for the carrier and
 * Kyma's own supplies in proportion; a change's money back is its lines turned round (its negative fare
 * difference comes back, its fee is kept).
 */
export function creditLines(order: OrderMoney, record: RefundRecord): CreditLine[] {
  switch (record.kind) {
    case 'cancellation':
      return cancellationLines(order, record);
    case 'staff':
      return splitLines('staffRefund', record.amount, linesOfOrder(order).map(own), null);
    case 'change':
      return record.lines.map((line) => own({ ...line, fare: -line.fare, amount: -line.amount }));
  }
}
