import { orderAccessFrom } from '../orders/order-access.server.ts';
import { pdfResponse } from '../orders/pdf-response.server.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/order-fiscal-document.ts';

/**
 * `GET /orders/:reference/document.pdf`: the order's invoice or receipt (decision 0062), or with
 * `?number=PAPY-2026-3` another of its documents (decision 0096), for the browser holding the order's
 * secret, as for the voucher.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const reference = params.reference;
  const number = new URL(request.url).searchParams.get('number') ?? undefined;
  const found = await services.checkout.getOrderFiscalDocument.execute({
    ...orderAccessFrom(request, context, reference),
    number,
  });
  if (!found.ok)
    return new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return pdfResponse(found.value.pdf, found.value.fileName);
}
