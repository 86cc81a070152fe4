import type { RouterContextProvider } from 'react-router';
import { sessionContext } from '../auth/session.server.ts';
import { requestContext } from '../request-context.ts';
import { throwRefusal } from './staff-only.server.ts';
import { statementPeriod } from './statement-period.ts';

/** A reseller and its ledger for the period the address names: the reseller page and its CSV share it. */
export async function readResellerStatement(
  request: Request,
  userId: string,
  context: Readonly<RouterContextProvider>,
) {
  const { services } = context.get(requestContext);
  const period = statementPeriod(new URL(request.url).searchParams, services.clock.now());
  const result = await services.backOffice.readReseller.execute({
    actor: context.get(sessionContext),
    userId,
    from: period.from,
    to: period.to,
  });
  if (!result.ok) throwRefusal(request, result.error);
  return { ...result.value, period };
}
