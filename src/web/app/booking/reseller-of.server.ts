import type { RouterContextProvider } from 'react-router';
import type { ResellerDetails } from '#application/reseller/get-reseller-details.ts';
import { sessionContext } from '../auth/session.server.ts';
import { requestContext } from '../request-context.ts';

/**
 * The active reseller account of whoever is signed in, or null: booknow is decided by the session, never by a
 * user id in the address (spec §6).
 */
export async function resellerOf(context: Readonly<RouterContextProvider>): Promise<ResellerDetails | null> {
  const actor = context.get(sessionContext);
  if (!actor) return null;
  const found = await context
    .get(requestContext)
    .services.ferry.getResellerDetails.execute({ userId: actor.id });
  return found.ok && found.value.active ? found.value : null;
}
