import { describe, expect, it } from 'vitest';
import { type SailingDisruption, sailingStatusOf } from '#domain/disruptions/disruption.ts';
import {
  choiceOpen,
  freeChangeOwed,
  fullRefundLegs,
  waiveChange,
  waiveFees,
} from '#domain/disruptions/disruption-choices.ts';
import { cancellationQuote } from '#domain/orders/cancellation-quote.ts';

const recorded = (
  kind: 'cancelled' | 'delayed' | 'vesselChanged',
  legs: number[],
  connectionLegs: number[] = [],
  delayMinutes: number | null = null,
) => ({
  disruption: { kind, delayMinutes },
  legs,
  connectionLegs,
});

describe('the legs that refund in full', () => {
  it('are those the company cancelled and those whose connection broke', () => {
    expect(fullRefundLegs([recorded('cancelled', [0], [1])])).toEqual([0, 1]);
  });

  it('count a departure put off by more than 90 minutes (Art. 18), not a shorter delay, but its broken connection', () => {
    expect(fullRefundLegs([recorded('delayed', [0], [], 91)])).toEqual([0]);
    expect(fullRefundLegs([recorded('delayed', [0], [], 90)])).toEqual([]);
    expect(fullRefundLegs([recorded('delayed', [0], [1], 45)])).toEqual([1]);
  });

  it('give nothing for a new ship, and each leg once', () => {
    expect(fullRefundLegs([recorded('vesselChanged', [0])])).toEqual([]);
    expect(fullRefundLegs([recorded('cancelled', [1]), recorded('cancelled', [0], [1])])).toEqual([0, 1]);
  });
});

describe('a leg the company cancelled refunds in full', () => {
  const breakdown = { tripTotals: [6000, 4000], discount: 0, serviceFee: 200, extraCost: 0, shippingCost: 0 };
  const quoted = [
    { quote: { coverage: 'partial' as const, paid: 6000, fee: 3000, refund: 3000 }, legIndexes: [0] },
    { quote: { coverage: 'partial' as const, paid: 4000, fee: 2000, refund: 2000 }, legIndexes: [1] },
  ];

  it('keeps no fee on the bookings whose legs all refund in full, and the company’s fee on the others', () => {
    const quote = cancellationQuote(waiveFees(quoted, [0]), breakdown, true);
    // Leg 0 paid 6000 + 120 of the service fee: all of it back; leg 1 (4000 + 80) half back.
    expect(quote).toMatchObject({ paid: 10_200, refund: 6120 + 2040, fee: 2040, coverage: 'partial' });
    expect(cancellationQuote(waiveFees(quoted, [0, 1]), breakdown, true)).toMatchObject({
      fee: 0,
      refund: 10_200,
      coverage: 'full',
    });
  });

  it('leaves a booking alone when only some of its legs refund in full', () => {
    const joint = [{ quote: quoted[0]!.quote, legIndexes: [0, 1] }];
    expect(waiveFees(joint, [0])).toEqual(joint);
  });
});

describe('a disruption’s choice is made once', () => {
  const chosen = (choice: 'refund' | 'rebook') => ({
    ...recorded('cancelled', [0], [1]),
    choices: [{ legIndex: 0, choice, by: 'traveller', at: '2026-07-01T08:00:00.000Z' }],
  });

  it('is open on a leg that refunds in full until something is chosen for it', () => {
    expect(choiceOpen([recorded('cancelled', [0], [1])], 0)).toBe(true);
    expect(choiceOpen([chosen('refund')], 0)).toBe(false);
    expect(choiceOpen([chosen('rebook')], 1)).toBe(true);
    expect(choiceOpen([recorded('delayed', [0], [], 30)], 0)).toBe(false);
  });

  it('leaves a rebooked leg on a sailing nobody disrupted: no later refund without fee', () => {
    expect(fullRefundLegs([chosen('rebook')])).toEqual([1]);
    expect(fullRefundLegs([chosen('refund')])).toEqual([0, 1]);
  });
});

describe('a change made for a disruption is waived', () => {
  it('costs nothing: no fare difference, no fee, whatever the company quoted', () => {
    const dearer = { kind: 'sailing' as const, legIndex: 0, fareDifference: 1250, fee: 500, total: 1750 };
    expect(waiveChange(dearer)).toEqual({ ...dearer, fareDifference: 0, fee: 0, total: 0 });
  });

  it('gives nothing back for a cheaper sailing', () => {
    const cheaper = { fareDifference: -900, fee: 1500, total: 600 };
    expect(waiveChange(cheaper)).toEqual({ fareDifference: 0, fee: 0, total: 0 });
  });
});

describe('a company owes a free change for its own disruption', () => {
  const event = (
    id: string,
    kind: 'cancelled' | 'delayed' | 'weatherWarning',
    delay: number | null,
    at: string,
  ) => ({ id, kind, delayMinutes: delay, occurredAt: at }) as SailingDisruption;
  const status = (...events: SailingDisruption[]) => sailingStatusOf('S1', events);

  it('when its feed shows the named event and the sailing cancelled or put off more than 90 minutes', () => {
    expect(freeChangeOwed(status(event('S1:cancelled', 'cancelled', null, 'a')), 'S1:cancelled')).toBe(true);
    expect(freeChangeOwed(status(event('S1:late', 'delayed', 120, 'a')), 'S1:late')).toBe(true);
  });

  it('not for an event its feed does not show, a short delay, a warning, or a delay later cut short', () => {
    const cancelled = status(event('S1:cancelled', 'cancelled', null, 'a'));
    expect(freeChangeOwed(cancelled, 'S2:cancelled')).toBe(false);
    expect(freeChangeOwed(status(event('S1:late', 'delayed', 90, 'a')), 'S1:late')).toBe(false);
    expect(freeChangeOwed(status(event('S1:wind', 'weatherWarning', null, 'a')), 'S1:wind')).toBe(false);
    const cutShort = status(event('S1:late', 'delayed', 180, 'a'), event('S1:later', 'delayed', 30, 'b'));
    expect(freeChangeOwed(cutShort, 'S1:late')).toBe(false);
  });
});
