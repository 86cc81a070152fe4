import * as yup from 'yup';
import type { MarketingEvents } from '#application/ports/marketing-events.ts';
import type { MarketingEvent, MarketingEventName } from '#domain/marketing/marketing-event.ts';
import { metaUserData } from './meta-user-data.ts';

export interface FacebookConversionsApiOptions {
  pixelId: string;
  accessToken: string;
  /** e.g. `v25.0`. */
  apiVersion: string;
  /** `https://graph.facebook.com`, or a fake in tests. */
  graphUrl: string;
  /** Routes events to Events Manager's "Test events" tab instead of the live data set. */
  testEventCode?: string;
  timeoutMs: number;
}

/** Meta's standard events where one fits; choosing trips has none, so it is a custom event. */
const META_EVENT_NAMES: Record<MarketingEventName, string> = {
  search: 'Search',
  viewContent: 'ViewContent',
  selectedTrips: 'SelectedTrips',
  addToCart: 'AddToCart',
  checkout: 'InitiateCheckout',
  purchase: 'Purchase',
};

const accepted = yup.object({
  events_received: yup.number().integer().required(),
  messages: yup.array(yup.string()).default([]),
  fbtrace_id: yup.string().required(),
});

const refused = yup.object({
  error: yup
    .object({
      message: yup.string().required(),
      type: yup.string(),
      code: yup.number(),
      fbtrace_id: yup.string(),
    })
    .required(),
});

/** Why Meta did not take an event; thrown so the job retries and the reason shows in the send log. */
class ConversionsApiError extends Error {
  override name = 'ConversionsApiError';
}

const euros = (cents: number) => cents / 100;

function serverEvent(event: MarketingEvent) {
  const customData = {
    currency: event.currency,
    value: event.value === undefined ? undefined : euros(event.value),
    search_string: event.searchString,
    content_type: event.contentType,
    content_name: event.contentName,
    content_ids: event.items?.map((item) => item.id),
    contents: event.items?.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      ...(item.price === undefined ? {} : { item_price: euros(item.price) }),
    })),
    num_items: event.items?.reduce((sum, item) => sum + item.quantity, 0),
    order_id: event.orderReference,
  };
  return {
    event_name: META_EVENT_NAMES[event.name],
    event_time: Math.floor(Date.parse(event.occurredAt) / 1000),
    event_id: event.eventId,
    event_source_url: event.origin.sourceUrl,
    action_source: 'website',
    user_data: metaUserData(event.origin, event.customer),
    custom_data: Object.fromEntries(Object.entries(customData).filter(([, value]) => value !== undefined)),
  };
}

/**
 * Meta's Conversions API (`POST /{version}/{pixel}/events`), one event per request so a refusal belongs
 * to exactly one job. Every answer is checked: only `events_received: 1` counts as taken.
 */
export class FacebookConversionsApi implements MarketingEvents {
  readonly #options: FacebookConversionsApiOptions;

  constructor(options: FacebookConversionsApiOptions) {
    this.#options = options;
  }

  async send(event: MarketingEvent): Promise<void> {
    const { graphUrl, apiVersion, pixelId, accessToken, testEventCode, timeoutMs } = this.#options;
    const url = new URL(
      `${graphUrl.replace(/\/+$/, '')}/${apiVersion}/${encodeURIComponent(pixelId)}/events`,
    );
    url.searchParams.set('access_token', accessToken);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          data: [serverEvent(event)],
          ...(testEventCode ? { test_event_code: testEventCode } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // The URL carries the access token: say where without it.
      const reason = error instanceof Error ? error.message : String(error);
      throw new ConversionsApiError(`Conversions API unreachable (${apiVersion}/${pixelId}): ${reason}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = refused.isValidSync(body) ? refused.cast(body).error : undefined;
      throw new ConversionsApiError(
        `Conversions API refused ${event.name} ${event.eventId} with HTTP ${response.status}` +
          (error ? `: ${error.message} (code ${error.code ?? '?'}, trace ${error.fbtrace_id ?? '?'})` : ''),
      );
    }
    if (!accepted.isValidSync(body)) {
      throw new ConversionsApiError(`Conversions API answered ${response.status} without events_received`);
    }
    const received = accepted.cast(body).events_received;
    if (received !== 1) {
      throw new ConversionsApiError(`Conversions API received ${received} events instead of 1`);
    }
  }
}
