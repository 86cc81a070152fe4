import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FacebookConversionsApi,
  type FacebookConversionsApiOptions,
} from '#adapters/facebook/facebook-conversions-api.ts';
import { type FakeGraphApi, startFakeGraphApi } from '../support/fake-graph-api.ts';
import { aMarketingEvent, marketingEventsContract } from './marketing-events.contract.ts';

let graph: FakeGraphApi;
beforeAll(async () => {
  graph = await startFakeGraphApi();
});
afterAll(async () => {
  await graph?.close();
});

const api = (options: Partial<FacebookConversionsApiOptions> = {}) =>
  new FacebookConversionsApi({
    pixelId: graph.pixelId,
    accessToken: graph.accessToken,
    apiVersion: 'v25.0',
    graphUrl: graph.url,
    timeoutMs: 5000,
    ...options,
  });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const receivedOf = (eventId: string) => graph.received().find((event) => event.event_id === eventId);

marketingEventsContract("Meta's Conversions API against the fake Graph API", () => ({
  events: api(),
  counted: async (eventId) => graph.received().filter((event) => event.event_id === eventId).length,
}));

describe('Conversions API specifics', () => {
  it('sends a purchase in the documented shape, identity hashed as Meta normalises it', async () => {
    const event = aMarketingEvent('purchase');
    await api().send(event);
    expect(receivedOf(event.eventId)).toEqual({
      event_name: 'Purchase',
      event_time: Math.floor(Date.parse(event.occurredAt) / 1000),
      event_id: event.eventId,
      event_source_url: event.origin.sourceUrl,
      action_source: 'website',
      user_data: {
        client_ip_address: '203.0.113.7',
        client_user_agent: event.origin.userAgent,
        em: [sha256('eleni.p@example.com')],
        ph: [sha256('306912345678')],
        fn: [sha256('eleni')],
        country: [sha256('gr')],
      },
      custom_data: {
        currency: 'EUR',
        value: 84.5,
        content_ids: ['PIR-JTR'],
        contents: [{ id: 'PIR-JTR', quantity: 2, item_price: 84.5 }],
        num_items: 2,
        order_id: 'KY7Q-3MZD-W1HC-9RTA',
      },
    });
  });

  it("matches Meta's published hashes for e-mail and phone", async () => {
    const event = aMarketingEvent('purchase', {
      customer: { email: 'John_Smith@gmail.com', phone: '+1 (650) 555-1212' },
    });
    await api().send(event);
    expect(receivedOf(event.eventId)?.user_data).toMatchObject({
      em: ['62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f'],
      ph: ['e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176'],
    });
  });

  it('names the events as Meta does and routes them to the test events tab when asked', async () => {
    const search = aMarketingEvent('search');
    const checkout = aMarketingEvent('checkout');
    await api({ testEventCode: 'TEST12345' }).send(search);
    await api().send(checkout);
    expect(receivedOf(search.eventId)).toMatchObject({
      event_name: 'Search',
      testEventCode: 'TEST12345',
      custom_data: { search_string: 'PIR-JTR 2027-07-01' },
    });
    expect(receivedOf(checkout.eventId)?.event_name).toBe('InitiateCheckout');
    expect(receivedOf(checkout.eventId)).not.toHaveProperty('testEventCode');
  });

  it("throws Meta's reason when it cannot take the event, so the job retries", async () => {
    graph.failNext(1);
    const event = aMarketingEvent('viewContent');
    await expect(api().send(event)).rejects.toThrow(/HTTP 500: An unexpected error.*code 2/);
    await api().send(event);
    expect(receivedOf(event.eventId)?.event_name).toBe('ViewContent');
  });

  it('throws on a refused access token without putting the token in the message', async () => {
    const failure = api({ accessToken: 'EAABwrong' }).send(aMarketingEvent('search'));
    await expect(failure).rejects.toThrow(/Invalid OAuth access token/);
    await expect(failure).rejects.not.toThrow(/EAAB/);
  });

  it('gives up on a Graph API that does not answer within its deadline', async () => {
    graph.hangNext();
    const failure = api({ timeoutMs: 200 }).send(aMarketingEvent('search'));
    await expect(failure).rejects.toThrow(/unreachable/);
    await expect(failure).rejects.not.toThrow(new RegExp(graph.accessToken));
  });

  it('refuses an answer that is not the events edge answer', async () => {
    const event = aMarketingEvent('search');
    await expect(api({ graphUrl: `${graph.url}/not-graph` }).send(event)).rejects.toThrow(/refused search/);
  });
});
