import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcsCourier } from '#adapters/acs-courier/acs-courier.ts';
import { type FakeAcs, startFakeAcs } from '../support/fake-acs.ts';
import { aRecipient, courierContract } from './courier.contract.ts';

let acs: FakeAcs;
const logger = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  acs = await startFakeAcs();
});
afterAll(async () => {
  await acs?.close();
});

const courier = (overrides: Partial<ConstructorParameters<typeof AcsCourier>[0]> = {}) =>
  new AcsCourier({
    url: acs.url,
    apiKey: acs.apiKey,
    ...acs.credentials,
    billingCode: acs.billingCode,
    timeoutMs: 5000,
    clock: { now: () => new Date('2026-07-31T22:30:00Z') },
    logger,
    ...overrides,
  });

courierContract('ACS web services against the fake ACSAutoRest', () => ({
  courier: courier(),
  deliver: (shippingNumber) => acs.deliver(shippingNumber),
}));

describe('ACS specifics', () => {
  it('sends the documented ACS_Create_Voucher parameters, street and number apart, on the Athens pickup date', async () => {
    await courier().createVoucher({ reference: 'KY7Q-3MZD-W1HC-9RTA', recipient: aRecipient() });
    const sent = acs.requests.at(-1)!;
    expect(sent.ACSAlias).toBe('ACS_Create_Voucher');
    expect(sent.ACSInputParameters).toMatchObject({
      Company_ID: acs.credentials.companyId,
      Billing_Code: acs.billingCode,
      // 22:30 UTC on 31 July is already 1 August in Athens.
      Pickup_Date: '2026-08-01',
      Recipient_Name: 'Eleni Papadopoulou',
      Recipient_Address: 'Ερμού',
      Recipient_Address_Number: '12',
      Recipient_Zipcode: '10563',
      Recipient_Region: 'Αθήνα',
      Recipient_Cell_Phone: '+306912345678',
      Recipient_Country: 'GR',
      Reference_Key1: 'KY7Q-3MZD-W1HC-9RTA',
    });
  });

  it('reads checkpoint times as Athens time', async () => {
    const created = await courier().createVoucher({
      reference: 'KY00-0000-0000-0002',
      recipient: aRecipient(),
    });
    if (!created.ok) throw new Error(created.error);
    acs.deliver(created.value.shippingNumber);
    const tracked = await courier().retrieveVoucher(created.value.shippingNumber);
    // 18:30 in Athens on 1 December (winter, +02:00).
    expect(tracked.ok && tracked.value.events[0]).toEqual({
      at: '2026-12-01T16:30:00.000Z',
      description: 'ΠΑΡΑΛΑΒΗ ΑΠΟΣΤΟΛΗΣ',
      location: 'ΠΕΙΡΑΙΑΣ',
    });
  });

  it('is rejected when ACS refuses the API key or the account', async () => {
    const shipment = { reference: 'KY00-0000-0000-0003', recipient: aRecipient() };
    expect(await courier({ apiKey: 'wrong' }).createVoucher(shipment)).toEqual({
      ok: false,
      error: 'rejected',
    });
    expect(await courier({ userPassword: 'wrong' }).createVoucher(shipment)).toEqual({
      ok: false,
      error: 'rejected',
    });
  });

  it('is unavailable when ACS is down, answers something other than JSON, or not in time', async () => {
    const shipment = { reference: 'KY00-0000-0000-0004', recipient: aRecipient() };
    for (const mode of ['down', 'notJson', 'silent'] as const) {
      acs.mode = mode;
      try {
        expect(await courier({ timeoutMs: 100 }).createVoucher(shipment), mode).toEqual({
          ok: false,
          error: 'unavailable',
        });
        expect(await courier({ timeoutMs: 100 }).retrieveVoucher('7227890000'), mode).toEqual({
          ok: false,
          error: 'unavailable',
        });
      } finally {
        acs.mode = 'normal';
      }
    }
  });
});
