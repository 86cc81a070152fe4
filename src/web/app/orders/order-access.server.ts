import type { RouterContextProvider } from 'react-router';
import type { OrderAccess } from '#application/orders/get-order.ts';
import { sessionContext } from '../auth/session.server.ts';
import { orderTokenFrom } from '../booking/order-cookie.server.ts';
import { addressProofFrom } from './address-proof-cookie.server.ts';

/**
 * What this browser shows for an order: the order's secret cookie (it booked), else the signed-in user, whom
 * the use cases let in when the booking was made with their address, else the proof of that address a
 * sign-in link left (decision 0065). Without any, an empty secret, which opens nothing.
 */
export function orderAccessFrom(
  request: Request,
  context: Readonly<RouterContextProvider>,
  reference: string,
): OrderAccess {
  const token = orderTokenFrom(request, reference);
  const principal = context.get(sessionContext);
  const addressProof = addressProofFrom(request);
  if (token) return { reference, token };
  if (principal) return { reference, principal };
  return addressProof ? { reference, addressProof } : { reference, token };
}
