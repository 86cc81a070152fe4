import { data } from 'react-router';
import { number, object, string } from 'yup';
import { readJsonRequest } from '../booking/json-request.server.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/checkout-coupon.ts';

const couponRequestSchema = object({
  code: string().trim().max(100).required(),
  email: string().trim().max(254).default(''),
  basket: number().integer().min(0).max(100_000_000).required(),
});

/**
 * `POST /checkout/coupon` (JSON): redeems a coupon on the last step, answering its discount so the
 * breakdown shows it before paying. Tries are counted per address, so codes cannot be guessed at speed; the
 * server checks the coupon again when the order is placed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonRequest(request, couponRequestSchema);
  if (!body.ok) return body.response;
  const { services, clientIp } = context.get(requestContext);
  const counted = await services.limitBookingLookups.execute({ ip: clientIp });
  if (!counted.allowed) return data({ error: 'tooManyRequests', fields: [] }, { status: 429 });
  const found = await services.checkout.checkCoupon.execute(body.value);
  if (!found.ok) return data({ error: 'invalidCouponCode', fields: [] }, { status: 422 });
  return found.value;
}
