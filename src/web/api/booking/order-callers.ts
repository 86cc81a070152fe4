import type { Authenticate } from '#application/auth/authenticate.ts';
import type { OrderAccess } from '#application/orders/get-order.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { refusalAnswer } from '../../refusal-http.ts';
import type { Admission, Caller } from '../endpoint/endpoint.ts';
import { ORDER_CHALLENGES, orderProofOf } from './order-proof.ts';

interface AuthenticateDeps {
  authenticate: Authenticate;
}

/** A 401 that names both proofs an order call takes. */
const unauthenticated = (lang: LocaleCode): Admission<never> => ({
  admitted: false,
  answer: {
    ...refusalAnswer({ code: 'orderProofRequired' }, lang),
    headers: { 'WWW-Authenticate': ORDER_CHALLENGES },
  },
});

/**
 * Placing an order: anyone, as the signed-in user (a reseller books on its credit limit) when a bearer token
 * comes along; the caller is that user's id, or null. A token that does not verify is a 401, not anonymous.
 */
export const travellerOrUser: Caller<AuthenticateDeps, number | null> = {
  security: [{}, { bearer: [] }],
  description: 'anyone; with a bearer token, as that user (a reseller’s token books on its credit limit)',
  async admit({ req, deps, lang }) {
    if (!req.get('Authorization')) return { admitted: true, caller: null };
    const proof = await orderProofOf(req, deps.authenticate);
    return proof && 'principal' in proof
      ? { admitted: true, caller: proof.principal.id }
      : unauthenticated(lang);
  },
};

/**
 * A call on one order (`:reference`): its secret, or the bearer token of staff, of the reseller it was
 * placed for, or of the traveller whose address it was booked with (decision 0065). Whether that token may see the order is the use case's decision; an order the caller may not
 * see answers as an unknown one.
 */
export const orderHolder: Caller<AuthenticateDeps, OrderAccess> = {
  security: [{ orderSecret: [] }, { bearer: [] }],
  description:
    'the order’s secret (`Authorization: Order <secret>`), or the bearer token of staff, of its reseller, or of ' +
    'the traveller whose e-mail address it was booked with (decision 0065)',
  async admit({ req, deps, lang }) {
    const proof = await orderProofOf(req, deps.authenticate);
    return proof
      ? { admitted: true, caller: { reference: String(req.params.reference), ...proof } }
      : unauthenticated(lang);
  },
};

/** A call only the reseller an order was placed for may make (spending its credit): its bearer token. */
export const orderReseller: Caller<AuthenticateDeps, OrderAccess> = {
  ...orderHolder,
  security: [{ bearer: [] }],
  description: 'the bearer token of the reseller the order was placed for',
};
