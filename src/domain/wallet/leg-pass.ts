import { legStatusInOrder } from '../orders/leg-status.ts';
import type { Order } from '../orders/order.ts';
import { hasTickets } from '../orders/order-status.ts';
import { type LegVersion, type OrderVersion, versionContents } from '../orders/order-versions.ts';

/**
 * One sailing's wallet pass (issue #53, decision 0129): what the Apple pass and the Google Wallet object say,
 * read from the order's current version (decision 0116), so after a change or a cancellation the pass says
 * what My booking says.
 */
export interface LegPass {
  /** Stable for the sailing whatever sailing it is moved to: Wallet replaces the pass it holds by it. */
  serialNumber: string;
  reference: string;
  legIndex: number;
  sailing: LegVersion;
  /** What the QR code carries, and what is written beside it for those who cannot scan it. */
  code: string;
  /** The sailing is no longer valid (cancelled alone or with its order): Wallet greys the pass out. */
  voided: boolean;
}

/** A sailing's serial number: the order's reference and the sailing's index in it. */
const passSerialNumber = (reference: string, legIndex: number) => `${reference}-${legIndex}`;

/**
 * The QR code of a sailing's pass: the company's code and the booking the company holds for the sailing, by
 * which its check-in finds the whole party (the voucher's codes are per passenger).
 */
function passCode(order: Order, legIndex: number): string | null {
  const leg = order.legs[legIndex];
  if (!leg?.upstreamOrderCode) return null;
  return `${leg.booking.company}:${leg.upstreamOrderCode}`;
}

/** What a sailing's pass carries while the traveller is offered one: a ticketed order's valid sailing. */
export function offeredPassCode(order: Order, legIndex: number): string | null {
  const leg = order.legs[legIndex];
  if (!leg || !hasTickets(order.status) || legStatusInOrder(order, leg) !== 'valid') return null;
  return passCode(order, legIndex);
}

/** The pass of one sailing of an order, or null when the order has no such sailing or it has no booking yet. */
export function legPass(order: Order, legIndex: number): LegPass | null {
  const sailing = versionContents(order).legs[legIndex];
  const code = passCode(order, legIndex);
  if (!sailing || code === null) return null;
  return {
    serialNumber: passSerialNumber(order.reference, legIndex),
    reference: order.reference,
    legIndex,
    sailing,
    code,
    voided: sailing.status !== 'valid',
  };
}

/**
 * When the sailing's pass last changed: the instant of the latest version whose record of that sailing
 * differs from the one before it (the first version's instant when it never changed), or `fallback` for an
 * order placed before versions were kept.
 */
export function passLastModified(
  versions: readonly OrderVersion[],
  legIndex: number,
  fallback: string,
): string {
  const ordered = [...versions].sort((a, b) => a.number - b.number);
  let changedAt: string | null = null;
  let before: string | null = null;
  for (const version of ordered) {
    const leg = JSON.stringify(version.legs[legIndex] ?? null);
    if (leg !== before) changedAt = version.at;
    before = leg;
  }
  return changedAt ?? fallback;
}
