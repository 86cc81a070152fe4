import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { refusal } from '#domain/errors/refusal.ts';
import { cartSchema } from '#domain/validation/cart-schema.ts';
import { refusalData } from '../../refusal-http.ts';
import { readJsonRequest } from '../booking/json-request.server.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/checkout-price.ts';

/**
 * `POST /checkout/price` (JSON): the live price of the passengers step, computed on the server from the trips
 * and the party; the browser shows it and sends its final price back at checkout to be checked.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonRequest(request, cartSchema);
  if (!body.ok) return body.response;
  const { services } = context.get(requestContext);
  const priced = await services.checkout.priceCart.execute({
    legs: body.value.legs as LegBooking[],
    receiveTicketsMethod: body.value.receiveTicketsMethod,
  });
  if (!priced.ok) {
    const { error } = priced;
    // A refused card or MAN number is the traveller's to fix: its field is named so the form can mark it.
    // Any other refusal reads as "no price" on this step, unless the companies are simply not answering.
    const named = (error.fields ?? []).length > 0 || error.code === 'upstreamUnavailable';
    return refusalData(named ? error : refusal('unableToCalculatePrice'));
  }
  return { pricing: priced.value.legs, breakdown: priced.value.breakdown };
}
