import { useEffect, useState } from 'react';
import { isPriced, receiveCartPricing } from '#domain/booking/wizard-pricing.ts';
import type { FieldError } from '#domain/errors/refusal.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import type { FormErrors } from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

/** `refused`: a company turned down a loyalty card or MAN number; the fields say which. */
export type PricingStatus = 'priced' | 'pricing' | 'failed' | 'refused';

export interface LivePrice {
  status: PricingStatus;
  /** The refused fields by leg index, named as the leg's form names them (`passengers[1].loyaltyCard`). */
  refusals: Record<number, FormErrors>;
}

/** Waits for typing to settle before asking the server again. */
const SETTLE_MS = 250;

/** The server names a refused field from the request (`legs[0].passengers[1].loyaltyCard`); the form per leg. */
function refusalsByLeg(fields: FieldError[], legIndexes: number[]): Record<number, FormErrors> {
  const byLeg: Record<number, FormErrors> = {};
  for (const field of fields) {
    const match = /^legs\[(\d+)\]\.(.+)$/.exec(field.path);
    const legIndex = match ? legIndexes[Number(match[1])] : undefined;
    if (match?.[2] === undefined || legIndex === undefined) continue;
    byLeg[legIndex] = { ...byLeg[legIndex], [match[2]]: field.key };
  }
  return byLeg;
}

type Answer =
  | { kind: 'failed'; cartKey: string }
  | { kind: 'refused'; cartKey: string; refusals: Record<number, FormErrors> };

/**
 * Keeps every leg priced: when an edit drops a leg's price (the wizard does that for any change the fare
 * depends on), the whole cart is priced again on the server. A newer edit cancels the older request, so a
 * late answer never prices what is no longer on screen. `enabled` is false while the party is incomplete
 * (a vehicle without its type) or a card is entered twice, which no system could price. A failure or a
 * refusal describes the cart it was asked for, so the next edit clears it.
 */
export function useLivePrice(wizard: BookingWizard, enabled: boolean): LivePrice {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const legs = wizard.state.bookingRequest;
  const unpriced = !isPriced(wizard.state);
  const cartKey = JSON.stringify(legs);
  const { attempt } = wizard;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cart is compared by value (cartKey)
  useEffect(() => {
    if (!enabled || !unpriced || legs.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch('/checkout/price', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ legs, receiveTicketsMethod: 'portPickup' }),
          signal: controller.signal,
        });
        const body = (await response.json()) as { pricing?: LegPricing[]; fields?: FieldError[] };
        if (response.ok && body.pricing) {
          const { pricing } = body;
          const received = attempt((state) => receiveCartPricing(state, pricing));
          setAnswer(received.ok ? null : { kind: 'failed', cartKey });
        } else if (body.fields?.length) {
          const legIndexes = legs.map((leg) => leg.legIndex);
          setAnswer({ kind: 'refused', cartKey, refusals: refusalsByLeg(body.fields, legIndexes) });
        } else throw new Error(`pricing answered ${response.status}`);
      } catch (error) {
        if (!controller.signal.aborted) {
          console.warn(error);
          setAnswer({ kind: 'failed', cartKey });
        }
      }
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [cartKey, unpriced, enabled]);

  if (!unpriced) return { status: 'priced', refusals: {} };
  if (answer?.cartKey !== cartKey) return { status: 'pricing', refusals: {} };
  return answer.kind === 'refused'
    ? { status: 'refused', refusals: answer.refusals }
    : { status: 'failed', refusals: {} };
}
