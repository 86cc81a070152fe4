import { sessionContext } from '../../auth/session.server.ts';
import { needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { pdfResponse } from '../../orders/pdf-response.server.ts';
import { requestContext } from '../../request-context.ts';
import type { Route } from './+types/admin-order-fiscal-document.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('viewBookings')];

/** An order's invoice or receipt PDF, or `?number=` another of its documents, from its back-office page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const result = await context.get(requestContext).services.backOffice.readOrderFiscalDocument.execute({
    actor: context.get(sessionContext),
    orderId: params.orderId,
    number: new URL(request.url).searchParams.get('number') ?? undefined,
  });
  if (!result.ok) throwRefusal(request, result.error);
  return pdfResponse(result.value.pdf, result.value.fileName);
}
