import { orderAccessFrom } from '../orders/order-access.server.ts';
import { pdfResponse } from '../orders/pdf-response.server.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/order-voucher.ts';

/** `GET /orders/:reference/voucher.pdf`: the voucher of a ticketed order, for the browser holding its secret. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const reference = params.reference;
  const found = await services.checkout.getOrderVoucher.execute(orderAccessFrom(request, context, reference));
  if (!found.ok)
    return new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return pdfResponse(found.value.pdf, `kyma-${found.value.reference}.pdf`);
}
