import { describe, expect, it } from 'vitest';
import {
  bookingDifferences,
  type CompanyBooking,
  differencesKey,
  type ReconciledOrder,
} from '#domain/orders/booking-reconciliation.ts';

const passengers = [
  { name: 'Eleni', surname: 'Papadopoulou' },
  { name: 'Nikos', surname: 'Papadopoulos' },
];
const leg = (tripId: string, agentName = 'SIM') => ({
  agentName,
  booking: { company: 'BLUE', tripId, departureDatetime: `2026-11-29T0${tripId.length}:00:00Z`, passengers },
});
/** A round trip at one system, and a third leg sold by another. */
const order: ReconciledOrder = {
  legs: [leg('out'), leg('back'), leg('other', 'GW')],
  tickets: [
    { legIndex: 0, ticketNumber: 'T1' },
    { legIndex: 0, ticketNumber: 'T2' },
    { legIndex: 1, ticketNumber: 'T3' },
    { legIndex: 1, ticketNumber: 'T4' },
    { legIndex: 2, ticketNumber: 'G1' },
  ],
};
const companyLeg = (tripId: string) => ({
  tripId,
  companyCode: 'BLUE',
  departureDatetime: `2026-11-29T0${tripId.length}:00:00Z`,
  cancelled: false,
  passengers: [...passengers]
    .reverse()
    .map((each) => ({ name: each.name.toUpperCase(), surname: each.surname })),
});
const atCompany = (change: Partial<CompanyBooking> = {}): CompanyBooking => ({
  agentName: 'SIM',
  orderCode: 'SIM-1',
  cancelled: false,
  legs: [companyLeg('out'), companyLeg('back')],
  tickets: ['T1', 'T2', 'T3', 'T4'].map((ticketNumber, index) => ({
    legIndex: index < 2 ? 0 : 1,
    ticketNumber,
  })),
  ...change,
});

describe('the reconciliation of an order with its company’s booking', () => {
  it('finds nothing when the company keeps what the order has (names in any case and order)', () => {
    expect(bookingDifferences(order, atCompany())).toEqual({ fields: [], cancelledLegs: [] });
  });

  it('reads a cancelled booking as every leg of that system cancelled, and a leg voided alone as that leg', () => {
    // Its tickets gone with it (Liknoss lists none on a cancelled booking) are no second difference.
    expect(bookingDifferences(order, atCompany({ cancelled: true, tickets: [] }))).toEqual({
      fields: ['status'],
      cancelledLegs: [0, 1],
    });
    const voided = atCompany({ legs: [companyLeg('out'), { ...companyLeg('back'), cancelled: true }] });
    expect(bookingDifferences(order, voided)).toEqual({ fields: ['status'], cancelledLegs: [1] });
  });

  it('names each field that differs: company, sailing, passengers, tickets', () => {
    const changed = atCompany({
      legs: [
        { ...companyLeg('out'), companyCode: 'SEAJETS' },
        { ...companyLeg('back'), tripId: 'later', passengers: passengers.slice(0, 1) },
      ],
      tickets: [{ legIndex: 0, ticketNumber: 'T1' }],
    });
    expect(bookingDifferences(order, changed).fields).toEqual([
      'company',
      'sailing',
      'passengers',
      'tickets',
    ]);
  });

  it('does not compare a leg the traveller cancelled alone at Kyma', () => {
    const legCancelled: ReconciledOrder = {
      ...order,
      legs: order.legs.map((each, index) =>
        index === 1
          ? {
              ...each,
              cancellation: {
                status: 'refunded',
                coverage: 'full',
                paid: 1_000,
                fee: 0,
                refund: 1_000,
                requestedAt: '2026-11-27T08:00:00Z',
              },
            }
          : each,
      ),
    };
    const voided = atCompany({ legs: [companyLeg('out'), { ...companyLeg('back'), cancelled: true }] });
    expect(bookingDifferences(legCancelled, voided)).toEqual({ fields: [], cancelledLegs: [] });
  });

  it('keys a finding by its booking and what differs, so the same finding twice is one', () => {
    const found = bookingDifferences(order, atCompany({ cancelled: true }));
    expect(differencesKey(atCompany(), found)).toBe(differencesKey(atCompany(), { ...found }));
    expect(differencesKey(atCompany(), found)).not.toBe(
      differencesKey(atCompany(), { fields: ['tickets'], cancelledLegs: [] }),
    );
  });
});
