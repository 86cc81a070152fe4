import { orderAccessFrom } from '../orders/order-access.server.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/order-wallet-pass.ts';

const notFound = () => new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * `GET /orders/:reference/legs/:leg/apple-pass.pkpass` and `…/google-wallet`: a sailing's Apple Wallet pass,
 * or a redirect to Google Wallet's save page, for the browser holding the voucher's proof (decision 0129).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const wallet =
    params.wallet === 'apple-pass.pkpass' ? 'apple' : params.wallet === 'google-wallet' ? 'google' : null;
  if (!wallet || !/^\d$/.test(params.leg)) return notFound();
  const pass = await services.checkout.getLegWalletPass.execute({
    ...orderAccessFrom(request, context, params.reference),
    legIndex: Number(params.leg),
    wallet,
  });
  if (!pass.ok) return notFound();
  if ('link' in pass.value) return Response.redirect(pass.value.link, 303);
  const { bytes, fileName } = pass.value.file;
  return new Response(Uint8Array.from(bytes), {
    headers: {
      'Content-Type': 'application/vnd.apple.pkpass',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
