import type { Request } from 'express';
import type { Authenticate } from '#application/auth/authenticate.ts';
import type { Principal } from '#domain/auth/principal.ts';
import { bearerToken } from '../bearer-token.ts';

/** The order's secret as an API client sends it: `Authorization: Order <secret>` (decision 0020). */
const ORDER_SCHEME = /^Order\s+(\S{1,100})$/i;

export type OrderProof = { token: string } | { principal: Principal };

/** The challenges a 401 names: the order's secret, or a reseller's or staff member's bearer token. */
export const ORDER_CHALLENGES = 'Order, Bearer';

/**
 * What the caller shows for an order: the order's secret, or a bearer token of a signed-in user (whether
 * that user may see the order is the use case's decision). Null without either, or with a token that does
 * not verify.
 */
export async function orderProofOf(req: Request, authenticate: Authenticate): Promise<OrderProof | null> {
  const authorization = req.get('Authorization');
  if (!authorization) return null;
  const secret = ORDER_SCHEME.exec(authorization.trim());
  if (secret) return { token: secret[1]! };
  const token = bearerToken(req);
  if (!token) return null;
  const principal = await authenticate.execute({ token });
  return principal.ok && principal.value ? { principal: principal.value } : null;
}
