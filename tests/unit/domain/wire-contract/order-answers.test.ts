import { describe, expect, it } from 'vitest';
import { orderLedger } from '#domain/orders/order-ledger.ts';
import type { ChargeLine } from '#domain/pricing/charge-lines.ts';
import { ORDER_ANSWERS, orderAnswer, orderAnswerSchema } from '#domain/wire-contract/order-answers.ts';
import { anOrder } from '../support/order-builder.ts';

/** The paths yup names when it refuses an answer; none when it takes it. */
function refusedPaths(
  schema: { validateSync(value: unknown, options: object): unknown },
  value: unknown,
): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return ((error as { inner: { path?: string }[] }).inner ?? [])
      .map((failure) => failure.path ?? '')
      .sort();
  }
}

const describeLines = (lines: ChargeLine[]) =>
  lines.map((line) => ({ description: `${line.kind} ${line.code}`, detail: null }));

const cancellation = {
  coverage: 'full',
  paid: 12_000,
  fee: 1_200,
  refund: 10_800,
  requestedAt: '2026-06-20T08:00:00Z',
} as const;

describe('an order as the booking API shows it', () => {
  it('with documents: the passports and the tickets are there, and the answer fits its published schema', () => {
    const answer = orderAnswer(anOrder(), { documents: true, describeLines, ledger: null });
    expect(answer.legs[0]?.passengers[0]?.documentId).toBe('AK1234567');
    expect(answer.tickets).toEqual([{ legIndex: 0, passengerIndex: 0, ticketNumber: 'BSF-4410001' }]);
    expect(answer.legs[0]).toMatchObject({
      company: 'BLS',
      departurePort: 'PIR',
      pets: 1,
      tripTotal: 12_000,
    });
    expect(answer.breakdown.finalPrice).toBe(anOrder().breakdown.finalPrice);
    expect(refusedPaths(orderAnswerSchema, answer)).toEqual([]);
  });

  it('lists the lines with their amounts, which add up to the final price, each described', () => {
    const answer = orderAnswer(anOrder(), { documents: true, describeLines, ledger: null });
    expect(answer.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(answer.breakdown.finalPrice);
    expect(answer.lines.map((line) => line.kind)).toEqual(
      expect.arrayContaining(['passenger', 'serviceFee']),
    );
    expect(answer.lines.every((line) => line.description === `${line.kind} ${line.code}`)).toBe(true);
  });

  it('carries the ledger’s charges, refunds and totals, in its published schema', () => {
    const ledger = orderLedger({
      payments: [
        {
          id: 'sale',
          provider: 'viva',
          amount: 14_000,
          status: 'succeeded',
          surplus: false,
          changeId: null,
          completedAt: '2026-11-27T09:00:00Z',
          refundReference: null,
        },
      ],
      draws: [
        { paymentId: 'sale', refundId: 'leg-0', amount: 4_000, reference: 'R1', at: '2026-11-27T10:00:00Z' },
      ],
      credits: [],
    });
    const answer = orderAnswer(anOrder(), { documents: true, describeLines, ledger });
    expect(answer.money).toMatchObject({ charged: 14_000, refunded: 4_000, net: 10_000 });
    expect(answer.money?.entries.map((entry) => entry.purpose)).toEqual(['order', 'leg']);
    expect(refusedPaths(orderAnswerSchema, answer)).toEqual([]);
  });

  it('without documents: no document number and no ticket, still a valid answer', () => {
    const answer = orderAnswer(anOrder(), { documents: false, describeLines, ledger: null });
    expect(answer.legs[0]?.passengers[0]).not.toHaveProperty('documentId');
    expect(answer).not.toHaveProperty('tickets');
    expect(JSON.stringify(answer)).not.toContain('AK1234567');
    expect(refusedPaths(orderAnswerSchema, answer)).toEqual([]);
  });

  it('carries the accepted cancellation once there is one, and nothing of the kind before', () => {
    expect(orderAnswer(anOrder(), { documents: true, describeLines, ledger: null })).not.toHaveProperty(
      'cancellation',
    );
    const answer = orderAnswer(anOrder({ status: 'cancelled', cancellation }), {
      documents: true,
      describeLines,
      ledger: null,
    });
    expect(answer.cancellation).toEqual(cancellation);
    expect(refusedPaths(orderAnswerSchema, answer)).toEqual([]);
  });

  it('refuses an answer that breaks the schema: an unknown status, a price in euros or as text, a pet list for a count', () => {
    const answer = orderAnswer(anOrder(), { documents: true, describeLines, ledger: null });
    const broken = {
      ...answer,
      status: 'lost',
      breakdown: { ...answer.breakdown, finalPrice: 123.45 },
      legs: [{ ...answer.legs[0], tripTotal: '120.00', pets: [{}] }],
    };
    expect(refusedPaths(orderAnswerSchema, broken)).toEqual([
      'breakdown.finalPrice',
      'legs[0].pets',
      'legs[0].tripTotal',
      'status',
    ]);
    expect(
      refusedPaths(orderAnswerSchema, { ...answer, cancellation: { ...cancellation, coverage: 'most' } }),
    ).toEqual(['cancellation.coverage']);
  });
});

describe('the answers of the order calls', () => {
  const order = orderAnswer(anOrder(), { documents: true, describeLines, ledger: null });

  it('take a placed order with its secret and refuse one without', () => {
    expect(
      refusedPaths(ORDER_ANSWERS.created, { reference: order.reference, secret: 's3cr3t', order }),
    ).toEqual([]);
    expect(refusedPaths(ORDER_ANSWERS.created, { reference: order.reference, order })).toEqual(['secret']);
    expect(refusedPaths(ORDER_ANSWERS.order, { order })).toEqual([]);
    expect(refusedPaths(ORDER_ANSWERS.order, { order: { ...order, reference: 42 } })).toEqual([
      'order.reference',
    ]);
  });

  it('take a payment redirect by GET or POST only', () => {
    const redirect = { method: 'POST', url: 'https://pay.example/checkout', fields: { token: 't' } };
    expect(refusedPaths(ORDER_ANSWERS.payment, { redirect })).toEqual([]);
    expect(refusedPaths(ORDER_ANSWERS.payment, { redirect: { ...redirect, method: 'PUT' } })).toEqual([
      'redirect.method',
    ]);
  });

  it('take a refund quote with a whole refund percent, saying whether it was worked out from the terms', () => {
    const quote = {
      coverage: 'partial',
      paid: 15_000,
      fee: 2_000,
      refund: 13_000,
      refundPercent: 87,
      estimated: true,
    };
    expect(refusedPaths(ORDER_ANSWERS.quote, { quote })).toEqual([]);
    expect(
      refusedPaths(ORDER_ANSWERS.quote, {
        quote: { ...quote, refundPercent: 86.7, fee: -1, estimated: 'yes' },
      }),
    ).toEqual(['quote.estimated', 'quote.fee', 'quote.refundPercent']);
  });
});
