import type { Knex } from 'knex';
import type {
  BackOfficeReads,
  BookingPage,
  CouponOrder,
  SentEmail,
  Subscriber,
  SubscriptionStatus,
} from '#application/ports/back-office-reads.ts';
import type { BookingFilters } from '#domain/back-office/booking-filters.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import { countRows } from './count-rows.ts';

/** Staff work in Athens: "booked on" a day means that day there. */
const BOOKED_DAY = "(orders.created_at at time zone 'Europe/Athens')::date";
const LEG_DAYS =
  "exists (select 1 from jsonb_array_elements(orders.contents->'legs') leg where substr(leg->'booking'->>'departureDatetime', 1, 10) between ? and ?)";

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface BookingSqlRow {
  id: string;
  reference: string;
  status: OrderStatus;
  email: string;
  final_price: number;
  leader: { firstName: string; lastName: string };
  legs: Array<{ companyName: string; agentName: string; booking: { departureDatetime: string } }>;
  created_at: Date;
}

/** The bookings list and the order page's e-mails, read with SQL over the orders' JSON contents. */
export class PostgresBackOfficeReads implements BackOfficeReads {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  #filtered(filters: BookingFilters): Knex.QueryBuilder {
    const query = this.#knex('orders');
    const q = filters.query;
    if (q) {
      const like = `%${likeEscaped(q)}%`;
      const digits = q.replace(/\D/g, '');
      query.where((any) => {
        any
          .whereILike('orders.reference', `${likeEscaped(q.toUpperCase())}%`)
          .orWhereILike('orders.email', like)
          .orWhereRaw(
            "(orders.contents->'leader'->>'firstName') || ' ' || (orders.contents->'leader'->>'lastName') ilike ?",
            [like],
          )
          .orWhereRaw("orders.contents->'legs' @> ?::jsonb", [JSON.stringify([{ upstreamOrderCode: q }])])
          .orWhereRaw("orders.contents->'tickets' @> ?::jsonb", [JSON.stringify([{ ticketNumber: q }])]);
        if (digits.length >= 4)
          any.orWhereRaw("orders.contents->'leader'->>'mobile' like ?", [`%${digits}%`]);
      });
    }
    if (filters.status) query.where('orders.status', filters.status);
    if (filters.travelFrom || filters.travelTo)
      query.whereRaw(LEG_DAYS, [filters.travelFrom ?? '0000-01-01', filters.travelTo ?? '9999-12-31']);
    if (filters.bookedFrom) query.whereRaw(`${BOOKED_DAY} >= ?::date`, [filters.bookedFrom]);
    if (filters.bookedTo) query.whereRaw(`${BOOKED_DAY} <= ?::date`, [filters.bookedTo]);
    if (filters.company)
      query.whereRaw("orders.contents->'legs' @> ?::jsonb", [
        JSON.stringify([{ companyName: filters.company }]),
      ]);
    if (filters.provider)
      query.whereExists((sub) =>
        sub
          .select(this.#knex.raw('1'))
          .from('payment_attempts')
          .whereRaw('payment_attempts.order_id = orders.id')
          .where('payment_attempts.provider', filters.provider),
      );
    if (filters.resellerId) query.where('orders.reseller_id', filters.resellerId);
    return query;
  }

  async searchBookings(filters: BookingFilters, perPage: number): Promise<BookingPage> {
    const count = await countRows(this.#filtered(filters));
    const rows = (await this.#filtered(filters)
      .select(
        'orders.id',
        'orders.reference',
        'orders.status',
        'orders.email',
        'orders.final_price',
        'orders.created_at',
        this.#knex.raw("orders.contents->'leader' as leader"),
        this.#knex.raw("orders.contents->'legs' as legs"),
      )
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id')
      .limit(perPage)
      .offset((filters.page - 1) * perPage)) as BookingSqlRow[];
    return {
      total: count,
      rows: rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        status: row.status,
        leaderName: `${row.leader.firstName} ${row.leader.lastName}`,
        email: row.email,
        finalPrice: row.final_price,
        firstDeparture: row.legs[0]?.booking.departureDatetime ?? '',
        companies: [...new Set(row.legs.map((leg) => leg.companyName))],
        systems: [...new Set(row.legs.map((leg) => leg.agentName))],
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  }

  async filterChoices(): Promise<{ companies: string[]; providers: string[] }> {
    const companies = (await this.#knex
      .select(this.#knex.raw("distinct leg->>'companyName' as name"))
      .fromRaw("orders, jsonb_array_elements(orders.contents->'legs') leg")
      .orderBy('name')) as Array<{ name: string }>;
    const providers = (await this.#knex('payment_attempts')
      .distinct('provider')
      .orderBy('provider')) as Array<{
      provider: string;
    }>;
    return { companies: companies.map((c) => c.name), providers: providers.map((p) => p.provider) };
  }

  async emailsOfOrder(orderId: string): Promise<SentEmail[]> {
    const rows = await this.#knex('emails').where('order_id', orderId).orderBy('created_at').limit(100);
    return rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      template: row.template,
      status: row.status,
      error: row.error,
      createdAt: iso(row.created_at)!,
      sentAt: iso(row.sent_at),
    }));
  }

  async couponUses(): Promise<Map<number, number>> {
    const rows = (await this.#knex('coupon_reservations')
      .whereNot('status', 'released')
      .groupBy('coupon_id')
      .select('coupon_id')
      .count({ uses: '*' })) as Array<{ coupon_id: number; uses: string | number }>;
    return new Map(rows.map((row) => [row.coupon_id, Number(row.uses)]));
  }

  async couponOrders(couponId: number): Promise<CouponOrder[]> {
    const rows = await this.#knex('coupon_reservations')
      .join('orders', 'orders.id', 'coupon_reservations.order_id')
      .where('coupon_reservations.coupon_id', couponId)
      .orderBy('coupon_reservations.created_at', 'desc')
      .limit(200)
      .select(
        'orders.id',
        'orders.reference',
        'orders.status',
        'coupon_reservations.status as use',
        'coupon_reservations.created_at',
      );
    return rows.map((row) => ({
      orderId: row.id,
      reference: row.reference,
      status: row.status,
      use: row.use,
      at: new Date(row.created_at).toISOString(),
    }));
  }

  async newsletterGroups(): Promise<Array<{ group: string; counts: Record<SubscriptionStatus, number> }>> {
    const rows = (await this.#knex('newsletter_subscriptions')
      .groupBy('group_id', 'status')
      .select('group_id', 'status')
      .count({ count: '*' })
      .orderBy('group_id')) as Array<{
      group_id: string;
      status: SubscriptionStatus;
      count: string | number;
    }>;
    const groups = new Map<string, Record<SubscriptionStatus, number>>();
    for (const row of rows) {
      const counts = groups.get(row.group_id) ?? { pending: 0, confirmed: 0, unsubscribed: 0 };
      counts[row.status] = Number(row.count);
      groups.set(row.group_id, counts);
    }
    return [...groups].map(([group, counts]) => ({ group, counts }));
  }

  async subscribers(query: {
    group: string;
    status: SubscriptionStatus | null;
    limit: number;
    offset: number;
  }): Promise<{ subscribers: Subscriber[]; total: number }> {
    const filtered = () => {
      const rows = this.#knex('newsletter_subscriptions').where('group_id', query.group);
      if (query.status) rows.where('status', query.status);
      return rows;
    };
    const total = await countRows(filtered());
    const rows = await filtered()
      .orderBy('requested_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset);
    return {
      total,
      subscribers: rows.map((row) => ({
        email: row.email,
        group: row.group_id,
        locale: row.language_code,
        status: row.status,
        requestedAt: new Date(row.requested_at).toISOString(),
        confirmedAt: iso(row.confirmed_at),
      })),
    };
  }
}
