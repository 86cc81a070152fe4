import { data } from 'react-router';
import type { LookUpCompanyErrorCode } from '#application/invoice/look-up-company.ts';
import { companyLookupSchema } from '#domain/validation/company-lookup-schema.ts';
import { readJsonRequest } from '../booking/json-request.server.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/checkout-tax-registry.ts';

const STATUS: Record<LookUpCompanyErrorCode, number> = {
  invalidVatNumber: 400,
  businessNotFound: 404,
  vatNumberDeactivated: 422,
  tooManyRequests: 429,
  taxRegistryUnavailable: 503,
};

/**
 * `POST /checkout/tax-registry` (JSON `{ vatNumber }`): the invoice fields of the business with this VAT
 * number, from the tax registry, for the billing step's invoice section; or a message key (every one has a
 * translation in each locale) with the status that fits it. Counted per client address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonRequest(request, companyLookupSchema);
  if (!body.ok) return body.response;
  const { services, clientIp } = context.get(requestContext);
  const found = await services.lookUpCompany.execute({ vatNumber: body.value.vatNumber, ip: clientIp });
  if (found.ok) return data({ company: found.value }, { headers: { 'Cache-Control': 'private, no-store' } });
  const { code } = found.error;
  return data(
    { error: code, fields: code === 'invalidVatNumber' ? [{ path: 'vatNumber', key: code }] : [] },
    {
      status: STATUS[code],
      headers:
        found.error.code === 'tooManyRequests'
          ? { 'Retry-After': String(found.error.retryAfterSeconds) }
          : {},
    },
  );
}
