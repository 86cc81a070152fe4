import type { Knex } from 'knex';
import type {
  ChangeCreditPayment,
  ChangeMove,
  OrderChangeRepository,
  RecordedChange,
} from '#application/ports/order-change-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import { changeValues, type OrderChange, type OrderChangeStatus } from '#domain/orders/order-change.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import type { ChargeLine } from '#domain/pricing/charge-lines.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';
import { moveChange, recordChangePayment } from './order-change-moves.ts';
import { insertOrderEvent, iso } from './order-rows.ts';
import { chargeChangeCredit, refundChangeCredit } from './reseller-credit.ts';

interface OrderChangeRow {
  id: string;
  order_id: string;
  leg_index: number;
  kind: OrderChange['kind'];
  status: OrderChangeStatus;
  request: Record<string, unknown>;
  agent_name: string;
  change_code: string;
  expires_at: Date;
  fare_difference: number;
  fee: number;
  total: number;
  charge_lines: ChargeLine[];
  requested_by: string;
  for_disruption: boolean;
  confirm_requested_at: Date | null;
  money_back_status: 'owed' | 'claimed' | 'sent' | null;
  money_back_reference: string | null;
  created_at: Date;
}

const OPEN_STATUSES: OrderChangeStatus[] = ['quoted', 'held', 'paid', 'ticketed'];
/** The partial unique index of the migration: one open change per leg. */
const ONE_OPEN_PER_LEG = 'order_changes_one_open_per_leg';

const toChange = (row: OrderChangeRow): OrderChange => ({
  id: row.id,
  orderId: row.order_id,
  legIndex: row.leg_index,
  kind: row.kind,
  status: row.status,
  request: row.request,
  agentName: row.agent_name,
  changeCode: row.change_code,
  expiresAt: iso(row.expires_at),
  fareDifference: row.fare_difference,
  fee: row.fee,
  total: row.total,
  chargeLines: row.charge_lines,
  requestedBy: row.requested_by,
  forDisruption: row.for_disruption,
  confirmRequestedAt: row.confirm_requested_at ? iso(row.confirm_requested_at) : null,
  moneyBack: row.money_back_status
    ? { status: row.money_back_status, reference: row.money_back_reference }
    : null,
  createdAt: iso(row.created_at),
});

/** Rolls a change's record back when its reseller's credit cannot pay it. */
class OverCredit extends Error {}

/** Pays a change just recorded from its reseller's credit, in its transaction: `held → paid` with its jobs. */
async function payFromCredit(
  trx: Knex.Transaction,
  change: OrderChange,
  credit: ChangeCreditPayment,
  orderStatus: OrderStatus,
) {
  const at = new Date(change.createdAt);
  const { resellerUserId, reference } = credit;
  const line = { resellerUserId, reference, orderId: change.orderId, changeId: change.id, at };
  if (!(await chargeChangeCredit(trx, { ...line, legIndex: change.legIndex, amount: change.total })))
    throw new OverCredit();
  await trx('order_changes').where({ id: change.id }).update({ status: 'paid', updated_at: at });
  await insertOrderEvent(trx, {
    ...{ orderId: change.orderId, from: orderStatus, to: orderStatus },
    ...{ cause: credit.cause, at: change.createdAt },
  });
  await insertOutboxMessages(trx, credit.outbox);
}

const changeRow = (change: OrderChange) => ({
  id: change.id,
  order_id: change.orderId,
  leg_index: change.legIndex,
  kind: change.kind,
  status: change.status,
  request: JSON.stringify(change.request),
  agent_name: change.agentName,
  change_code: change.changeCode,
  expires_at: change.expiresAt,
  fare_difference: change.fareDifference,
  fee: change.fee,
  total: change.total,
  charge_lines: JSON.stringify(change.chargeLines),
  requested_by: change.requestedBy,
  for_disruption: change.forDisruption ?? false,
  created_at: change.createdAt,
  updated_at: change.createdAt,
});

const isOnePerLegViolation = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === ONE_OPEN_PER_LEG;

/** An order's changes on PostgreSQL (decision 0068); the database keeps one open change per leg. */
export class PostgresOrderChangeRepository implements OrderChangeRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async record(
    change: OrderChange,
    then: { outbox?: OutboxMessage[]; credit?: ChangeCreditPayment } = {},
  ): Promise<RecordedChange> {
    try {
      await this.#knex.transaction(async (trx) => {
        await trx('order_changes').insert(changeRow(change));
        const { status } = await trx('orders').where({ id: change.orderId }).first();
        await insertOrderEvent(trx, {
          orderId: change.orderId,
          from: status,
          to: status,
          cause: { code: 'changeHeld', values: changeValues(change) },
          at: change.createdAt,
        });
        if (then.credit) await payFromCredit(trx, change, then.credit, status);
        await insertOutboxMessages(trx, then.outbox ?? []);
      });
      const recorded = then.credit ? { ...change, status: 'paid' as const } : change;
      return { change: recorded, outcome: 'recorded' };
    } catch (error) {
      if (error instanceof OverCredit) return { outcome: 'overCredit' };
      const open = isOnePerLegViolation(error) ? await this.openOn(change.orderId, change.legIndex) : null;
      if (!open) throw error;
      return { change: open, outcome: 'open' };
    }
  }

  refundToCredit(
    change: OrderChange,
    reseller: { resellerUserId: number; reference: string },
    at: Date,
  ): Promise<boolean> {
    const { id: changeId, orderId, legIndex } = change;
    const line = { ...reseller, changeId, orderId, legIndex, amount: -change.total, at };
    return refundChangeCredit(this.#knex, line);
  }

  async openOf(orderId: string): Promise<OrderChange[]> {
    const rows = (await this.#knex('order_changes')
      .where({ order_id: orderId })
      .whereIn('status', OPEN_STATUSES)
      .orderBy('leg_index')) as OrderChangeRow[];
    return rows.map(toChange);
  }

  async openOn(orderId: string, legIndex: number): Promise<OrderChange | null> {
    const row = (await this.#knex('order_changes')
      .where({ order_id: orderId, leg_index: legIndex })
      .whereIn('status', OPEN_STATUSES)
      .first()) as OrderChangeRow | undefined;
    return row ? toChange(row) : null;
  }

  async lapsedHolds(now: Date, limit: number): Promise<OrderChange[]> {
    const rows = (await this.#knex('order_changes')
      .where({ status: 'held' })
      .where('expires_at', '<', now)
      .orderBy('expires_at')
      .limit(limit)) as OrderChangeRow[];
    return rows.map(toChange);
  }

  async expire(id: string, now: Date): Promise<boolean> {
    const moved = await this.#knex('order_changes')
      .where({ id, status: 'held' })
      .where('expires_at', '<=', now)
      .update({ status: 'expired', updated_at: now });
    return moved === 1;
  }

  async find(id: string): Promise<OrderChange | null> {
    const row = (await this.#knex('order_changes').where({ id }).first()) as OrderChangeRow | undefined;
    return row ? toChange(row) : null;
  }

  async ofOrder(orderId: string): Promise<OrderChange[]> {
    const rows = (await this.#knex('order_changes')
      .where({ order_id: orderId })
      .orderBy('created_at')) as OrderChangeRow[];
    return rows.map(toChange);
  }

  async move(move: ChangeMove): Promise<OrderChange | null> {
    return (await moveChange(this.#knex, move)) ? this.find(move.changeId) : null;
  }

  recordPayment(input: {
    attemptId: string;
    paid: ChangeMove;
    surplus: { cause: TimelineCause; outbox: OutboxMessage[] };
  }): Promise<'paid' | 'surplus' | 'known'> {
    return recordChangePayment(this.#knex, input);
  }
}
