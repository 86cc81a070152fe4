import type { Cents } from '../money/cents.ts';

/**
 * The order's one record of money (issue #46, decision 0112): every charge taken and every refund given back,
 * and, where the card was only authorised (decision 0127), each authorisation held and what of it was let go,
 * whatever path moved it — the sale, a change paid, a surplus charge, a cancellation's refund, a change's
 * money back, a staff refund, a refund of an order that could not be ticketed, a reseller's credit. Every
 * total a page, e-mail, document or API answer shows is read from `orderLedger`; nothing else adds them up.
 */

/** A card payment of the order as its provider confirmed it (only confirmed ones ever held money). */
export interface LedgerPayment {
  id: string;
  provider: string;
  amount: Cents;
  status: string;
  surplus: boolean;
  changeId: string | null;
  completedAt: string | null;
  /** The provider's reference of the refund that gave it back whole, when it was. */
  refundReference: string | null;
  /** What an authorisation held (decision 0127); `amount` is then what its capture took. */
  authorisedAmount?: Cents | null;
  capturedAt?: string | null;
  /** When what no capture took was let go. */
  voidedAt?: string | null;
}

/** One provider refund drawn on one payment, under the refund it belongs to (decision 0084). */
export interface LedgerDraw {
  paymentId: string;
  refundId: string;
  amount: Cents;
  reference: string;
  at: string;
}

/** One row of a reseller's credit ledger for this order: a charge (positive) or a refund (negative). */
export interface LedgerCredit {
  kind: 'charge' | 'refund';
  amount: Cents;
  changeId: string | null;
  at: string;
}

/** What a charge paid for, or what a refund gave back for. */
type LedgerPurpose = 'order' | 'change' | 'surplus' | 'leg' | 'staff';

/**
 * `authorisation`: money held on the card, not taken; `void`: held money let go, never taken. Neither is in
 * `charged`, `refunded` or `net`: only a charge (a sale, or an authorisation's capture) takes money.
 */
type LedgerDirection = 'authorisation' | 'charge' | 'void' | 'refund';

export interface LedgerEntry {
  direction: LedgerDirection;
  purpose: LedgerPurpose;
  /** Always positive: the direction says which way it went. */
  amount: Cents;
  /** The sailing a leg's refund is for; null for the rest. */
  legIndex: number | null;
  /** The provider it went through, or `credit` for a reseller's credit. */
  through: string;
  reference: string | null;
  at: string;
}

export interface OrderLedger {
  /** Oldest first. */
  entries: LedgerEntry[];
  charged: Cents;
  refunded: Cents;
  /** What Kyma holds of the traveller's money now: charged less refunded. */
  net: Cents;
  /** Held on the traveller's card and not yet taken: authorisations neither captured nor let go. */
  authorised: Cents;
}

const CREDIT_THROUGH = 'credit';

const HELD_MONEY = ['succeeded', 'refunding', 'refunded'];

/** What a refund's id in the tracker says it gave back for (`order`, `leg-N`, `change-…`, a staff refund). */
function refundPurpose(refundId: string): Pick<LedgerEntry, 'purpose' | 'legIndex'> {
  const leg = /^leg-(\d+)$/.exec(refundId);
  if (leg) return { purpose: 'leg', legIndex: Number(leg[1]) };
  if (refundId === 'order') return { purpose: 'order', legIndex: null };
  if (refundId.startsWith('change-')) return { purpose: 'change', legIndex: null };
  return { purpose: 'staff', legIndex: null };
}

function chargePurpose(payment: Pick<LedgerPayment, 'surplus' | 'changeId'>): LedgerPurpose {
  if (payment.surplus) return 'surplus';
  return payment.changeId ? 'change' : 'order';
}

/**
 * Each authorisation (`held`), and what of it was let go (`released`): all of it, or what its capture did not
 * take. Released entries come after the capture's charge of the same moment.
 */
function authorisationEntries(payments: readonly LedgerPayment[]) {
  const held: LedgerEntry[] = [];
  const released: LedgerEntry[] = [];
  for (const payment of payments) {
    const authorised = payment.authorisedAmount;
    if (authorised === null || authorised === undefined) continue;
    const base = {
      purpose: chargePurpose(payment),
      legIndex: null,
      through: payment.provider,
      reference: null,
    };
    held.push({ ...base, direction: 'authorisation', amount: authorised, at: payment.completedAt ?? '' });
    const rest = authorised - (payment.capturedAt ? payment.amount : 0);
    if (payment.voidedAt && rest > 0)
      released.push({ ...base, direction: 'void', amount: rest, at: payment.voidedAt });
  }
  return { held, released };
}

/** The card side: each confirmed payment, each draw on it, and a payment given back whole without draws. */
function cardEntries(payments: readonly LedgerPayment[], draws: readonly LedgerDraw[]): LedgerEntry[] {
  const held = payments.filter((payment) => HELD_MONEY.includes(payment.status));
  const charges = held.map(
    (payment): LedgerEntry => ({
      direction: 'charge',
      purpose: chargePurpose(payment),
      amount: payment.amount,
      legIndex: null,
      through: payment.provider,
      reference: null,
      // An authorisation's charge is its capture.
      at: payment.capturedAt ?? payment.completedAt ?? '',
    }),
  );
  const drawn = draws.flatMap((draw): LedgerEntry[] => {
    const payment = held.find((candidate) => candidate.id === draw.paymentId);
    if (!payment) return [];
    const base = { direction: 'refund' as const, amount: draw.amount, through: payment.provider };
    return [{ ...base, ...refundPurpose(draw.refundId), reference: draw.reference, at: draw.at }];
  });
  // A surplus charge, or the order's payment refunded whole when it could not be ticketed, goes back in one
  // provider refund kept on the payment itself.
  const whole = held
    .filter((payment) => payment.status === 'refunded' && !draws.some((d) => d.paymentId === payment.id))
    .map(
      (payment): LedgerEntry => ({
        direction: 'refund',
        purpose: payment.surplus ? 'surplus' : 'order',
        amount: payment.amount,
        legIndex: null,
        through: payment.provider,
        reference: payment.refundReference,
        at: payment.completedAt ?? '',
      }),
    );
  const authorisations = authorisationEntries(payments);
  return [...authorisations.held, ...charges, ...authorisations.released, ...drawn, ...whole];
}

function creditEntries(credits: readonly LedgerCredit[]): LedgerEntry[] {
  return credits.map((credit) => ({
    direction: credit.kind,
    purpose: credit.changeId ? 'change' : 'order',
    amount: Math.abs(credit.amount),
    legIndex: null,
    through: CREDIT_THROUGH,
    reference: null,
    at: credit.at,
  }));
}

/** The order's ledger from the payments, their refunds and the reseller's credit rows. */
export function orderLedger(facts: {
  payments: readonly LedgerPayment[];
  draws: readonly LedgerDraw[];
  credits: readonly LedgerCredit[];
}): OrderLedger {
  const entries = [...cardEntries(facts.payments, facts.draws), ...creditEntries(facts.credits)].sort(
    (a, b) => a.at.localeCompare(b.at),
  );
  const sum = (direction: LedgerEntry['direction']) =>
    entries
      .filter((entry) => entry.direction === direction)
      .reduce((total, entry) => total + entry.amount, 0);
  const charged = sum('charge');
  const refunded = sum('refund');
  const authorised = facts.payments
    .filter((payment) => payment.status === 'authorised')
    .reduce((total, payment) => total + (payment.authorisedAmount ?? payment.amount), 0);
  return { entries, charged, refunded, net: charged - refunded, authorised };
}

/** What went back for one sailing cancelled alone. */
export function refundedForLeg(ledger: Pick<OrderLedger, 'entries'>, legIndex: number): Cents {
  return ledger.entries
    .filter((entry) => entry.direction === 'refund' && entry.legIndex === legIndex)
    .reduce((total, entry) => total + entry.amount, 0);
}

/** What the ledger adds to the sale's price once something happened after it: shown under the sale's total. */
export interface AfterSaleMoney {
  /** Changes and additions paid since the sale. */
  changesPaid: Cents;
  /** Everything given back for the booking (a surplus charge given back is not the booking's money). */
  refunded: Cents;
  /** Held on the card for the sale and let go, never charged: what the companies did not issue (0127). */
  released: Cents;
  /** What the traveller has paid in all, less what went back. */
  net: Cents;
}

/** The after-sale block of every document; null while the ledger holds only the sale's charge. */
export function afterSaleMoney(ledger: Pick<OrderLedger, 'entries' | 'net'>): AfterSaleMoney | null {
  const booking = ledger.entries.filter((entry) => entry.purpose !== 'surplus');
  const total = (direction: LedgerDirection, purpose?: LedgerPurpose) =>
    booking
      .filter((entry) => entry.direction === direction && (!purpose || entry.purpose === purpose))
      .reduce((sum, entry) => sum + entry.amount, 0);
  const changesPaid = total('charge', 'change');
  const refunded = total('refund');
  const released = total('void');
  if (changesPaid === 0 && refunded === 0 && released === 0) return null;
  return { changesPaid, refunded, released, net: ledger.net };
}
