import express from 'express';
import type { RateLimit, RateLimiter } from '#application/ports/rate-limiter.ts';
import { readBody } from '../../http/body-parsing.ts';
import { BoundedMap } from '../in-memory/bounded-map.ts';
import { parseVivaJson } from './viva-http.ts';

/** Payment created (1796), payment failed (1798), order cancelled on Viva's page (4865). */
const PAYMENT_EVENTS = new Set([1796, 1798, 4865]);
/** Viva remembers the key for a while; it is not worth a call to Viva on every check of the URL. */
const KEY_TTL_MS = 10 * 60_000;
/**
 * Events per minute from one address: Viva sends a few per payment from a handful of addresses, a forger
 * sends as many as it likes, and every event costs a call to Viva.
 */
export const VIVA_WEBHOOK_LIMIT: RateLimit = { name: 'viva-webhook', points: 60, durationSeconds: 60 };
/** How long an event that was checked with Viva answers again without asking Viva a second time. */
const SEEN_MS = 10 * 60_000;
/**
 * An event checked by any process within that time: one point per event, counted by the shared limiter
 * (Redis's when configured), so two web processes do not both ask Viva about the same event (issue #49).
 */
const VIVA_EVENT_CHECKED: RateLimit = {
  name: 'viva-event-checked',
  points: 1,
  durationSeconds: SEEN_MS / 1000,
};

const idOf = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value))
    ? String(value)
    : undefined;

/** The ids an event names, as strings; null when the body is not a Viva event. */
function eventOf(body: unknown): { type: number; params: Record<string, string> } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { EventTypeId, EventData } = body as { EventTypeId?: unknown; EventData?: unknown };
  if (typeof EventTypeId !== 'number' || typeof EventData !== 'object' || EventData === null) return null;
  const { TransactionId, OrderCode } = EventData as Record<string, unknown>;
  const params: Record<string, string> = {};
  const transactionId = idOf(TransactionId);
  const orderCode = idOf(OrderCode);
  if (transactionId !== undefined) params.TransactionId = transactionId;
  if (orderCode !== undefined) params.OrderCode = orderCode;
  return { type: EventTypeId, params };
}

/**
 * Viva's webhook URL (mounted by the composition root). Viva first checks it with a GET that must answer
 * `{ "Key": … }`; then it POSTs events. An event only says which payment to look at: `CompletePayment`
 * asks Viva through the gateway before anything moves. A refused event is answered 200 all the same (it
 * is logged; Viva retrying it would change nothing); a failure to reach Viva answers 500 so Viva retries.
 * Events are counted per sending address (429 past the limit) and an event already checked, or being
 * checked, is not checked again: it is known by what it names (its type, transaction and order), which is
 * what the check asks Viva about (decision 0047).
 */
export function vivaWebhooks(deps: {
  webhookKey: () => Promise<string>;
  /** `services.checkout.completePayment`. */
  completePayment: { execute(input: { provider: string; params: Record<string, string> }): Promise<unknown> };
  now: () => number;
  limiter: RateLimiter;
}): express.Router {
  const router = express.Router();
  let cached: { key: string; until: number } | undefined;
  const seen = new BoundedMap<string, { until: number; check: Promise<unknown> }>(10_000);

  /**
   * Asks Viva once per event across processes: a repeat in this process waits for the first check (and fails
   * with it, for Viva to retry); one another process checked is answered at once. A check that failed is
   * forgotten everywhere, so Viva's retry is checked again.
   */
  async function checkOnce(event: NonNullable<ReturnType<typeof eventOf>>): Promise<void> {
    const key = `${event.type}:${event.params.TransactionId ?? ''}:${event.params.OrderCode ?? ''}`;
    const earlier = seen.get(key);
    if (earlier && deps.now() < earlier.until) return void (await earlier.check);
    const check = (async () => {
      if (!(await deps.limiter.consume(VIVA_EVENT_CHECKED, key)).allowed) return;
      try {
        await deps.completePayment.execute({ provider: 'viva', params: event.params });
      } catch (error) {
        await deps.limiter.reset(VIVA_EVENT_CHECKED, key);
        throw error;
      }
    })();
    seen.set(key, { until: deps.now() + SEEN_MS, check });
    try {
      await check;
    } catch (error) {
      seen.delete(key);
      throw error;
    }
  }

  router.get('/', async (_req, res) => {
    if (!cached || deps.now() >= cached.until)
      cached = { key: await deps.webhookKey(), until: deps.now() + KEY_TTL_MS };
    res.set('Cache-Control', 'no-store').json({ Key: cached.key });
  });

  router.post('/', async (req, res, next) => {
    const counted = await deps.limiter.consume(VIVA_WEBHOOK_LIMIT, req.ip ?? '');
    if (counted.allowed) return next();
    res.set('Retry-After', String(counted.retryAfterSeconds)).status(429).end();
  });
  router.post(
    '/',
    readBody({ format: 'text', maxBytes: 64 * 1024, types: ['application/json'] }),
    async (req, res) => {
      let event: ReturnType<typeof eventOf>;
      try {
        event = eventOf(parseVivaJson(typeof req.body === 'string' ? req.body : ''));
      } catch {
        event = null;
      }
      if (!event) return void res.status(400).end();
      if (PAYMENT_EVENTS.has(event.type)) await checkOnce(event);
      res.status(200).end();
    },
  );
  return router;
}
