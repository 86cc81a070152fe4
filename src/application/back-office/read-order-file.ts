import type { Actor } from '#domain/auth/principal.ts';
import {
  ORDER_ACTION_NAMES,
  ORDER_ACTIONS,
  type OrderAction,
  stateAllows,
} from '#domain/back-office/order-actions.ts';
import type { OrderRefund } from '#domain/back-office/refund-request.ts';
import { refundable } from '#domain/back-office/refund-request.ts';
import { mayStaff } from '#domain/back-office/staff-permissions.ts';
import { legRefunds } from '#domain/orders/leg-status.ts';
import { type MoneyBack, moneyBack } from '#domain/orders/money-back.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderLedger } from '#domain/orders/order-ledger.ts';
import type { RefundTrack } from '#domain/refunds/order-refunds.ts';
import { err, ok } from '#domain/shared/result.ts';
import { orderMoneyOf } from '../orders/order-money.ts';
import type { AuditEntry, AuditLog } from '../ports/audit-log.ts';
import type { BackOfficeReads, SentEmail } from '../ports/back-office-reads.ts';
import type { JobBoard, JobRecord } from '../ports/job-board.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';
import type { OrderEvent, OrderRepository, PaymentAttempt } from '../ports/order-repository.ts';
import type { OrderShipment, OrderShipmentRepository } from '../ports/order-shipment-repository.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** One line of an order's timeline: state changes, staff actions, refunds and e-mails, oldest first. */
type TimelineItem =
  | { kind: 'status'; at: string; event: OrderEvent }
  | { kind: 'staff'; at: string; entry: AuditEntry }
  | { kind: 'refund'; at: string; refund: OrderRefund }
  | { kind: 'email'; at: string; email: SentEmail };

/** Everything staff need about one order, and which actions this viewer may take in its state. */
export interface OrderFile {
  order: Order;
  payments: PaymentAttempt[];
  refunds: OrderRefund[];
  /** Every refund of the order with its steps, as the traveller's page shows them (decision 0075). */
  refundTracks: RefundTrack[];
  /** Every charge and refund of the order, as every other view reads it (decision 0112). */
  ledger: OrderLedger;
  /** What a refund may still give back, in cents. */
  refundable: number;
  /** What has gone back to the traveller so far (staff refunds done, a cancellation's refund paid). */
  moneyBack: MoneyBack | null;
  shipment: OrderShipment | null;
  emails: SentEmail[];
  jobs: JobRecord[];
  timeline: TimelineItem[];
  actions: OrderAction[];
}

export interface ReadOrderFileDeps {
  orders: OrderRepository;
  refunds: OrderRefundRepository;
  changes: Pick<OrderChangeRepository, 'ofOrder'>;
  shipments: OrderShipmentRepository;
  reads: BackOfficeReads;
  jobs: JobBoard;
  audit: AuditLog;
}

/** What an order was paid with: the successful card payment, or the credit charge of a reseller order. */
export function amountPaid(order: Order, payments: PaymentAttempt[]): number {
  if (order.paymentMethod === 'creditLimit')
    return ['held', 'detailsAdded', 'paymentPending'].includes(order.status) ? 0 : order.breakdown.finalPrice;
  return payments
    .filter((p) => p.status !== 'started' && p.status !== 'declined' && p.status !== 'abandoned')
    .reduce((sum, p) => sum + p.amount, 0);
}

/**
 * What staff refunds may give back in all: what was paid, less the refund a cancellation already owes
 * (the `order.cancel` job pays that one).
 */
export function refundCeiling(order: Order, payments: PaymentAttempt[]): number {
  return amountPaid(order, payments) - (order.cancellation?.refund ?? 0) - legRefunds(order.legs, 'promised');
}

export class ReadOrderFile {
  readonly #deps: ReadOrderFileDeps;
  constructor(deps: ReadOrderFileDeps) {
    this.#deps = deps;
  }

  async execute(input: { actor: Actor; orderId: string }): Promise<BackOfficeResult<OrderFile>> {
    const staff = staffWith(input.actor, 'viewBookings');
    if (!staff.ok) return staff;
    if (!/^[0-9a-f-]{36}$/i.test(input.orderId)) return err({ code: 'notFound' });
    const { orders, refunds, shipments, reads, jobs, audit } = this.#deps;
    const order = await orders.findById(input.orderId);
    if (!order) return err({ code: 'notFound' });
    const [money, events, payments, refundList, shipment, emails, jobPage, auditPage] = await Promise.all([
      orderMoneyOf(this.#deps, order),
      orders.events(order.id),
      orders.paymentAttempts(order.id),
      refunds.list(order.id),
      shipments.findByOrder(order.id),
      reads.emailsOfOrder(order.id),
      jobs.list({ state: null, orderId: order.id, limit: 50, offset: 0 }),
      audit.list({ subjectType: 'order', subjectId: order.id, limit: 100, offset: 0 }),
    ]);
    const timeline: TimelineItem[] = [
      ...events.map((event) => ({ kind: 'status' as const, at: event.at, event })),
      ...auditPage.entries.map((entry) => ({ kind: 'staff' as const, at: entry.at.toISOString(), entry })),
      ...refundList.map((refund) => ({
        kind: 'refund' as const,
        at: refund.completedAt ?? refund.requestedAt,
        refund,
      })),
      ...emails.map((email) => ({ kind: 'email' as const, at: email.sentAt ?? email.createdAt, email })),
    ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    const left = refundable(refundCeiling(order, payments), refundList);
    const actions = ORDER_ACTION_NAMES.filter(
      (action) =>
        mayStaff(staff.value, ORDER_ACTIONS[action].ability) &&
        stateAllows(action, order) &&
        (action !== 'refund' || left > 0) &&
        (action !== 'courierVoucher' || shipment === null),
    );
    return ok({
      order,
      payments,
      refunds: refundList,
      refundTracks: money.refunds,
      ledger: money.ledger,
      refundable: left,
      moneyBack: moneyBack(order, money.ledger),
      shipment,
      emails,
      jobs: jobPage.jobs,
      timeline,
      actions,
    });
  }
}
