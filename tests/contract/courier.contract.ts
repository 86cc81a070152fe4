import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Courier,
  type CourierRecipient,
  SHIPMENT_STATUSES,
  type Shipment,
} from '#application/ports/courier.ts';
import { referenceFromBytes } from '#domain/orders/order-reference.ts';

export interface CourierFixture {
  courier: Courier;
  /** Lets the parcel reach the traveller (time passes, or the courier scans it). */
  deliver(shippingNumber: string): void | Promise<void>;
}

export const aRecipient = (overrides: Partial<CourierRecipient> = {}): CourierRecipient => ({
  name: 'Eleni Papadopoulou',
  address: 'Ερμού 12',
  zipCode: '10563',
  city: 'Αθήνα',
  prefecture: 'Αττική',
  telephone: '+306912345678',
  ...overrides,
});

const aShipment = (recipient = aRecipient()): Shipment => ({
  reference: referenceFromBytes(randomBytes(10)),
  recipient,
});

/** What every `Courier` does, whichever courier stands behind it (spec §7 courier/createVoucher, retrieveVoucher). */
export function courierContract(name: string, makeFixture: () => CourierFixture | Promise<CourierFixture>) {
  describe(`Courier contract: ${name}`, () => {
    let fixture: CourierFixture;
    beforeAll(async () => {
      fixture = await makeFixture();
    });

    it('creates a voucher and answers its shipping number, which it can then track', async () => {
      const created = await fixture.courier.createVoucher(aShipment());
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      expect(created.value.shippingNumber).toMatch(/^[A-Z0-9]{6,20}$/);
      const tracked = await fixture.courier.retrieveVoucher(created.value.shippingNumber);
      expect(tracked.ok && tracked.value.status).toBe('created');
    });

    it('gives different shipments different shipping numbers', async () => {
      const first = await fixture.courier.createVoucher(aShipment());
      const second = await fixture.courier.createVoucher(aShipment());
      expect(first.ok && second.ok).toBe(true);
      if (first.ok && second.ok) expect(first.value.shippingNumber).not.toBe(second.value.shippingNumber);
    });

    it('follows a parcel to the door, its events oldest first', async () => {
      const created = await fixture.courier.createVoucher(aShipment());
      if (!created.ok) throw new Error(created.error);
      await fixture.deliver(created.value.shippingNumber);
      const tracked = await fixture.courier.retrieveVoucher(created.value.shippingNumber);
      if (!tracked.ok) throw new Error(tracked.error);
      expect(tracked.value.status).toBe('delivered');
      expect(SHIPMENT_STATUSES).toContain(tracked.value.status);
      expect(tracked.value.events.length).toBeGreaterThanOrEqual(2);
      const times = tracked.value.events.map((event) => event.at);
      expect(times).toEqual([...times].sort());
      for (const event of tracked.value.events) {
        expect(new Date(event.at).toISOString()).toBe(event.at);
        expect(event.description).not.toBe('');
      }
    });

    it('refuses an address outside Greece as invalidAddress', async () => {
      expect(await fixture.courier.createVoucher(aShipment(aRecipient({ zipCode: '00100' })))).toEqual({
        ok: false,
        error: 'invalidAddress',
      });
    });

    it('says notFound for a shipping number it never issued', async () => {
      expect(await fixture.courier.retrieveVoucher('9999999999')).toEqual({ ok: false, error: 'notFound' });
    });
  });
}
