import { describe, expect, it } from 'vitest';
import { correctedType, quoteFitsType } from '#application/orders/correction-facts.ts';
import type { ChangeQuote } from '#application/ports/ferry-changes.ts';
import type { Order } from '#domain/orders/order.ts';

/** An order of one leg sailing on 15 July 2027: an adult and an infant. */
const order = {
  legs: [
    {
      booking: {
        departureDatetime: '2027-07-15T07:25:00+03:00',
        passengers: [
          { passengerType: 'AD', birthDate: '07/03/1985' },
          { passengerType: 'IN', birthDate: '15/06/2025' },
        ],
      },
    },
  ],
} as unknown as Order;

const correction = (passengerIndex: number, fields: Record<string, string>) => ({
  kind: 'correction' as const,
  legIndex: 0,
  passengerIndex,
  correction: fields,
});
const quoteWith = (types: string[]) =>
  ({
    leg: { request: { passengers: types.map((passengerType) => ({ passengerType })) } },
  }) as unknown as ChangeQuote;

describe('what Kyma expects of a company’s quote for a correction (decision 0105)', () => {
  it('expects the infant corrected to 1985 as an adult, and refuses a quote that keeps the infant', () => {
    const expected = correctedType(order, correction(1, { birthDate: '07/03/1985' }));
    expect(expected).toEqual({ ok: true, value: { passengerIndex: 1, passengerType: 'AD' } });
    if (!expected.ok) return;
    expect(quoteFitsType(quoteWith(['AD', 'IN']), expected.value)).toBe(false);
    expect(quoteFitsType(quoteWith(['AD', 'AD']), expected.value)).toBe(true);
  });

  it('names the birth date field of a correction that gives no age', () => {
    expect(correctedType(order, correction(1, { birthDate: '1985-03-07' }))).toEqual({
      ok: false,
      error: {
        code: 'invalidPassengersForm',
        fields: [{ path: 'correction.birthDate', key: 'invalidBirthDate' }],
      },
    });
  });

  it('expects nothing of another sailing, an addition, or a passenger the leg does not have', () => {
    expect(correctedType(order, { kind: 'sailing', legIndex: 0 })).toEqual({ ok: true, value: null });
    expect(correctedType(order, correction(5, { name: 'X' }))).toEqual({ ok: true, value: null });
    expect(quoteFitsType(quoteWith(['AD']), null)).toBe(true);
  });
});
