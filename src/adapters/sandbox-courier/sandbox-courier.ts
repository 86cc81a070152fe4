import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '#application/ports/clock.ts';
import type {
  Courier,
  CourierRecipient,
  Shipment,
  ShipmentEvent,
  ShipmentStatus,
  TrackedVoucher,
} from '#application/ports/courier.ts';
import { err, ok } from '#domain/shared/result.ts';

const HOUR = 3_600_000;

/** How a sandbox parcel moves: each step is reached this long after the voucher was created. */
const PROGRESS: Array<{ after: number; status: ShipmentStatus; description: string; where: 'hub' | 'city' }> =
  [
    { after: 0, status: 'created', description: 'Voucher created', where: 'hub' },
    { after: 2 * HOUR, status: 'inTransit', description: 'Picked up by the courier', where: 'hub' },
    { after: 24 * HOUR, status: 'outForDelivery', description: 'Out for delivery', where: 'city' },
    { after: 48 * HOUR, status: 'delivered', description: 'Delivered', where: 'city' },
  ];

/** Greek postcodes run from 10xxx (Athens) to 85xxx (Dodecanese). */
const GREEK_ZIP = /^[1-8]\d{4}$/;

interface ShipmentRow {
  shipping_number: string;
  reference: string;
  recipient: CourierRecipient | string;
  created_at: Date;
}

/** The same order reference always gets the same number, which makes a repeated request harmless. */
export function sandboxShippingNumber(reference: string): string {
  const digest = createHash('sha256').update(`kyma-sandbox-courier:${reference}`).digest();
  return `SBX${(digest.readBigUInt64BE(0) % 10_000_000_000n).toString().padStart(10, '0')}`;
}

/**
 * The courier Kyma plays itself on a fresh machine: shipments in its own table, deterministic shipping
 * numbers, and a parcel that moves on with the clock (picked up after two hours, out for delivery the next
 * day, delivered the day after). It refuses what a Greek courier refuses: no name, no street, a postcode
 * outside Greece.
 */
export class SandboxCourier implements Courier {
  readonly name = 'sandbox';
  readonly #knex: Knex;
  readonly #clock: Clock;

  constructor(deps: { knex: Knex; clock: Clock }) {
    this.#knex = deps.knex;
    this.#clock = deps.clock;
  }

  async createVoucher(shipment: Shipment) {
    const { recipient } = shipment;
    if (!recipient.name.trim() || !recipient.address.trim() || !GREEK_ZIP.test(recipient.zipCode.trim()))
      return err('invalidAddress' as const);
    await this.#knex('sandbox_courier_shipments')
      .insert({
        shipping_number: sandboxShippingNumber(shipment.reference),
        reference: shipment.reference,
        recipient: JSON.stringify(recipient),
        created_at: this.#clock.now(),
      })
      .onConflict('reference')
      .ignore();
    const row = (await this.#knex('sandbox_courier_shipments')
      .where({ reference: shipment.reference })
      .first()) as ShipmentRow;
    return ok({ shippingNumber: row.shipping_number });
  }

  async retrieveVoucher(shippingNumber: string) {
    const row = (await this.#knex('sandbox_courier_shipments')
      .where({ shipping_number: shippingNumber })
      .first()) as ShipmentRow | undefined;
    if (!row) return err('notFound' as const);
    const recipient: CourierRecipient =
      typeof row.recipient === 'string' ? JSON.parse(row.recipient) : row.recipient;
    const created = new Date(row.created_at).getTime();
    const elapsed = this.#clock.now().getTime() - created;
    const reached = PROGRESS.filter((step) => elapsed >= step.after);
    const events: ShipmentEvent[] = reached.map((step) => ({
      at: new Date(created + step.after).toISOString(),
      description: step.description,
      location: step.where === 'hub' ? 'Piraeus hub' : recipient.city,
    }));
    return ok<TrackedVoucher>({ status: reached.at(-1)!.status, events });
  }
}
