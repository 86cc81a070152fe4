import { describe, expect, it } from 'vitest';
import { CancelBookingLeg } from '#application/ferry/cancel-booking-leg.ts';
import { FerryNetwork } from '#application/ferry/ferry-network.ts';
import { GetSailingStatus } from '#application/ferry/get-sailing-status.ts';
import { ListDisruptions } from '#application/ferry/list-disruptions.ts';
import { QuoteBookingChange } from '#application/ferry/quote-booking-change.ts';
import { QuoteOrderChange } from '#application/orders/quote-order-change.ts';
import type { FerryCapabilities, FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { CancelLegRequest } from '#application/ports/ferry-leg-cancellation.ts';
import { err, ok } from '#domain/shared/result.ts';
import { anOrder, anOrderLeg } from '../domain/support/order-builder.ts';

const outcome = (orderCode: string) =>
  ({ booking: { orderCode }, refund: { refund: 100 }, cancelled: false }) as never;

/** A system that knows one booking and offers what `capabilities` holds. */
function upstream(agentName: string, _known: string, capabilities: FerryCapabilities): FerryInventory {
  return { agentName, capabilities } as unknown as FerryInventory;
}
const cancelling = (known: string, asked: CancelLegRequest[]): FerryCapabilities => ({
  legCancellation: {
    cancelLeg: async (request) => {
      asked.push(request);
      return request.orderCode === known
        ? ok(outcome(known))
        : err({ code: 'bookingNotFound' as const, message: 'no such booking' });
    },
  },
});

describe('a ferry system by capability (decision 0121)', () => {
  it('tells which system cancels one leg, and refuses one that cannot without calling it', async () => {
    const asked: CancelLegRequest[] = [];
    const network = new FerryNetwork({
      upstreams: [upstream('able', 'B1', cancelling('B1', asked)), upstream('plain', 'B2', {})],
      timeoutMs: 1000,
    });
    const cancelLeg = new CancelBookingLeg({ network });
    expect(cancelLeg.offeredBy('able')).toBe(true);
    expect(cancelLeg.offeredBy('plain')).toBe(false);
    expect(cancelLeg.offeredBy('unknown')).toBe(false);
    const refused = await cancelLeg.execute({
      agentName: 'plain',
      orderCode: 'B2',
      legIndex: 1,
      confirm: false,
    });
    expect(refused.ok ? null : refused.error.code).toBe('notOffered');
    const quoted = await cancelLeg.execute({
      agentName: 'able',
      orderCode: 'B1',
      legIndex: 1,
      confirm: false,
    });
    expect(quoted.ok && quoted.value.refund.refund).toBe(100);
    expect(asked).toEqual([{ orderCode: 'B1', legIndex: 1, confirm: false }]);
  });

  it('asks only the systems with the capability when no system is named', async () => {
    const asked: CancelLegRequest[] = [];
    const network = new FerryNetwork({
      upstreams: [upstream('plain', 'B2', {}), upstream('able', 'B1', cancelling('B1', asked))],
      timeoutMs: 1000,
    });
    const quoted = await new CancelBookingLeg({ network }).execute({
      orderCode: 'B1',
      legIndex: 0,
      confirm: false,
    });
    expect(quoted.ok).toBe(true);
    const unknown = await new CancelBookingLeg({ network }).execute({
      orderCode: 'B9',
      legIndex: 0,
      confirm: false,
    });
    expect(unknown.ok ? null : unknown.error.code).toBe('bookingNotFound');
  });

  it('reads disruptions from the systems with a feed only, and a sailing status from one without is refused', async () => {
    const event = { id: 'E1' } as never;
    const network = new FerryNetwork({
      upstreams: [
        upstream('plain', 'B2', {}),
        upstream('fed', 'B1', {
          disruptions: {
            disruptions: async () => [event],
            sailingStatus: async () => err({ code: 'tripNotFound' as const, message: 'no trip' }),
            causeDisruption: async () => err({ code: 'tripNotFound' as const, message: 'no trip' }),
          },
        }),
      ],
      timeoutMs: 1000,
    });
    const feed = await new ListDisruptions({ network }).execute({
      departingFrom: new Date(0),
      departingUntil: new Date(1),
    });
    expect(feed).toEqual({ disruptions: [event], partial: false });
    const status = await new GetSailingStatus({ network }).execute({ agentName: 'plain', tripId: 'T' });
    expect(status.ok ? null : status.error.code).toBe('notOffered');
  });
});

describe('a change asked of a system that changes nothing online (decision 0121)', () => {
  it('is the desk’s: the order page hides the change buttons and a quote is refused without asking anyone', async () => {
    const network = new FerryNetwork({ upstreams: [upstream('plain', 'B2', {})], timeoutMs: 1000 });
    const order = anOrder({ status: 'ticketed', legs: [anOrderLeg({ agentName: 'plain' })] });
    const getOrder = { execute: async () => ok({ order }) } as never;
    const quote = new QuoteOrderChange({ getOrder, quoteBookingChange: new QuoteBookingChange({ network }) });
    expect(quote.onRequest(order, 0)).toBe(true);
    const refused = await quote.execute({
      reference: order.reference,
      token: 't',
      change: { legIndex: 0, kind: 'sailing', tripId: 'T-1' },
    } as never);
    expect(refused.ok ? null : refused.error.code).toBe('changeOnRequest');
  });
});
