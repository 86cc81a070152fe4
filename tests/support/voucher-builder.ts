import type { VoucherDocument, VoucherLeg, VoucherPassenger } from '#application/ports/voucher-renderer.ts';
import type { Discount } from '#domain/pricing/discount.ts';
import { fareBreakdown } from '#domain/pricing/fare-breakdown.ts';

/** An adult deck passenger; override what a test is about. */
export function aVoucherPassenger(overrides: Partial<VoucherPassenger> = {}): VoucherPassenger {
  return {
    fullName: 'Maria Papadopoulou',
    passengerType: 'AD',
    sex: 'female',
    accommodation: 'Deck',
    ticketNumber: 'BSF-4410001',
    proofNumber: '',
    assistance: '',
    ...overrides,
  };
}

/**
 * Piraeus → Santorini on Blue Star Ferries in summer (Greek time, +03:00), one adult on deck. The leg
 * total is the sum of its lines unless the override names one.
 */
export function aVoucherLeg(overrides: Partial<VoucherLeg> = {}): VoucherLeg {
  const leg: Omit<VoucherLeg, 'total'> = {
    legIndex: 0,
    companyCode: 'BSF',
    companyName: 'Blue Star Ferries',
    vesselName: 'Blue Star Delos',
    from: { code: 'PIR', name: 'Piraeus' },
    to: { code: 'JTR', name: 'Santorini' },
    departureDatetime: '2026-07-14T07:25:00+03:00',
    arrivalDatetime: '2026-07-14T15:05:00+03:00',
    passengers: [aVoucherPassenger()],
    lines: [{ description: 'Επιβάτης 1 · Ενήλικας · Κατάστρωμα', price: 4_450 }],
    proofAtBoarding: false,
    ...overrides,
  };
  const total = leg.lines.reduce((sum, item) => sum + item.price, 0);
  return { total, ...leg, ...(overrides.total === undefined ? {} : { total: overrides.total }) };
}

/**
 * A ticketed booking of a Greek traveller with one sailing; its price breakdown is worked out from the
 * legs' totals by the domain's own rule, so the figures always add up.
 */
export function aVoucher(
  overrides: Partial<Omit<VoucherDocument, 'breakdown'>> & {
    discount?: Discount | null;
    serviceFee?: number;
    extraCost?: number;
  } = {},
): VoucherDocument {
  const { discount = null, serviceFee = 250, extraCost = 0, ...fields } = overrides;
  // Numbered as the order numbers its sailings: each calendar entry's UID comes from it.
  const legs = (fields.legs ?? [aVoucherLeg()]).map((leg, legIndex) => ({ ...leg, legIndex }));
  const delivery = fields.delivery ?? 'portPickup';
  return {
    locale: 'el',
    reference: 'KY7Q2M9X',
    issuedAt: '2026-06-02T09:41:00Z',
    leader: { fullName: 'Maria Papadopoulou', email: 'maria@example.com', mobile: '+30 694 123 4567' },
    agency: {
      companyName: 'Kyma Travel IKE',
      address: 'Akti Miaouli 85, 185 38 Piraeus',
      mapsUrl: 'https://maps.example.com/kyma',
      phones: ['+30 210 412 0000', '+30 694 000 1111'],
      salesEmail: 'sales@kyma.travel',
      messaging: [],
      social: [],
      taxNumber: 'EL801234567',
      registryNumber: '158123401000',
    },
    manageUrl: 'https://kyma.travel/booking/KY7Q2M9X',
    payer: { kind: 'card' },
    invoice: null,
    afterSale: null,
    ...fields,
    legs,
    delivery,
    breakdown: fareBreakdown({
      tripTotals: legs.map((leg) => leg.total),
      discount,
      serviceFee,
      receiveTicketsMethod: delivery,
      extraCost,
      creditLimit: null,
    }),
  };
}
