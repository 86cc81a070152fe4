import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MarketingEvents } from '#application/ports/marketing-events.ts';
import {
  MARKETING_EVENT_NAMES,
  type MarketingEvent,
  type MarketingEventName,
} from '#domain/marketing/marketing-event.ts';

export interface MarketingEventsFixture {
  events: MarketingEvents;
  /** How many times the provider counted this event id (Meta counts one id once). */
  counted(eventId: string): Promise<number>;
}

/** A consented event as the call sites write it: a real page, a real browser. */
export function aMarketingEvent(
  name: MarketingEventName,
  overrides: Partial<MarketingEvent> = {},
): MarketingEvent {
  return {
    name,
    eventId: `${name}-${randomUUID()}`,
    occurredAt: new Date().toISOString(),
    origin: {
      sourceUrl: 'https://kyma.example/en/results?from=PIR&to=JTR&date=2027-07-01',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
    },
    ...(name === 'purchase'
      ? {
          customer: {
            email: ' Eleni.P@Example.com ',
            phone: '+30 691 234 5678',
            firstName: 'Eleni',
            country: 'GR',
          },
          items: [{ id: 'PIR-JTR', quantity: 2, price: 8450 }],
          value: 8450,
          currency: 'EUR' as const,
          orderReference: 'KY7Q-3MZD-W1HC-9RTA',
        }
      : { searchString: 'PIR-JTR 2027-07-01', items: [{ id: 'PIR-JTR', quantity: 2 }] }),
    ...overrides,
  };
}

/**
 * What every `MarketingEvents` adapter does (issue #9 item 7): it takes each of the six events, counts an
 * event id once however often it is sent (so a retried job is harmless), and throws when the provider
 * does not take an event, so the job fails visibly and is retried instead of the event being lost.
 */
export function marketingEventsContract(
  name: string,
  makeFixture: () => MarketingEventsFixture | Promise<MarketingEventsFixture>,
) {
  describe(`MarketingEvents contract: ${name}`, () => {
    let fixture: MarketingEventsFixture;
    beforeAll(async () => {
      fixture = await makeFixture();
    });

    it.each(MARKETING_EVENT_NAMES)('takes a %s event and counts it', async (eventName) => {
      const event = aMarketingEvent(eventName);
      await fixture.events.send(event);
      expect(await fixture.counted(event.eventId)).toBe(1);
    });

    it('counts an event id once when it is sent again', async () => {
      const event = aMarketingEvent('purchase');
      await fixture.events.send(event);
      await fixture.events.send({ ...event, occurredAt: new Date().toISOString() });
      expect(await fixture.counted(event.eventId)).toBe(1);
    });

    it('throws for a website event without the browser user agent, and counts nothing', async () => {
      const event = aMarketingEvent('search');
      await expect(
        fixture.events.send({ ...event, origin: { ...event.origin, userAgent: '' } }),
      ).rejects.toThrow(/user.agent/i);
      expect(await fixture.counted(event.eventId)).toBe(0);
    });
  });
}
