import { WALLET_ANSWERS } from '#domain/wire-contract/wallet-answers.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { orderHolder } from './order-callers.ts';
import {
  EXAMPLE_REFERENCE,
  type OrderApiServices,
  orderEndpoint,
  orderNotFound,
  PROOF_REFUSALS,
} from './order-kit.ts';
import { legOf } from './order-leg-endpoints.ts';

const onLeg = { params: { reference: EXAMPLE_REFERENCE, leg: '0' } };

const NOT_OFFERED =
  'Unknown reference, another order’s proof, a sailing the order does not have or no longer valid, or a ' +
  'wallet this site is not set up for';

/**
 * One sailing's wallet pass for API clients and agents (issue #53, decision 0129), with the voucher's proof:
 * Apple Wallet's signed `.pkpass` (kept up to date by Wallet through the pass web service) and Google
 * Wallet's save link. The QR code carries the company's code and its booking of the sailing.
 */
export const ORDER_WALLET_ENDPOINTS: Endpoint<OrderApiServices>[] = [
  orderEndpoint({
    operationId: 'getLegApplePass',
    method: 'get',
    path: '/orders/:reference/legs/:leg/apple-pass',
    summary:
      'A ticketed sailing’s Apple Wallet pass (boarding pass of a boat), voided once the sailing is cancelled',
    caller: orderHolder,
    responses: {
      200: { description: 'The pass', file: 'application/vnd.apple.pkpass' },
      ...PROOF_REFUSALS,
      404: { description: NOT_OFFERED, error: true },
    },
    examples: [{ summary: 'The first sailing of a ticketed order', ...onLeg, status: 200 }],
    async handle({ deps, caller, params }) {
      const pass = await deps.checkout.getLegWalletPass.execute({
        ...caller,
        legIndex: legOf(params),
        wallet: 'apple',
      });
      if (!pass.ok || !('file' in pass.value)) return { refused: orderNotFound };
      const { bytes, fileName } = pass.value.file;
      return { status: 200, file: { mediaType: 'application/vnd.apple.pkpass', name: fileName, bytes } };
    },
  }),
  orderEndpoint({
    operationId: 'getLegGoogleWalletLink',
    method: 'get',
    path: '/orders/:reference/legs/:leg/google-wallet-link',
    summary: 'A ticketed sailing’s “Add to Google Wallet” link: a signed transit object of one ticket leg',
    caller: orderHolder,
    responses: {
      200: { description: 'The link', answer: WALLET_ANSWERS.googleWalletLink },
      ...PROOF_REFUSALS,
      404: { description: NOT_OFFERED, error: true },
    },
    examples: [{ summary: 'The first sailing of a ticketed order', ...onLeg, status: 200 }],
    async handle({ deps, caller, params }) {
      const link = await deps.checkout.getLegWalletPass.execute({
        ...caller,
        legIndex: legOf(params),
        wallet: 'google',
      });
      if (!link.ok || !('link' in link.value)) return { refused: orderNotFound };
      return { status: 200, body: { link: link.value.link } };
    },
  }),
];
