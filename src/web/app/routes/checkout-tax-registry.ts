import { data } from 'react-router';
import { companyLookupSchema } from '#domain/validation/company-lookup-schema.ts';
import { refusalData } from '../../refusal-http.ts';
import { readJsonRequest } from '../booking/json-request.server.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/checkout-tax-registry.ts';

/**
 * `POST /checkout/tax-registry` (JSON `{ vatNumber }`): the invoice fields of the business with this VAT
 * number, from the tax registry, for the billing step's invoice section; or its refusal (a message key every
 * catalogue words) with the status the one refusal table gives it. Counted per client address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonRequest(request, companyLookupSchema);
  if (!body.ok) return body.response;
  const { services, clientIp } = context.get(requestContext);
  const found = await services.lookUpCompany.execute({ vatNumber: body.value.vatNumber, ip: clientIp });
  if (found.ok) return data({ company: found.value }, { headers: { 'Cache-Control': 'private, no-store' } });
  return refusalData(found.error);
}
