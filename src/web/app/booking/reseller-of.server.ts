import type { RouterContextProvider } from 'react-router';
import type { AppServices } from '#application/app-services.ts';
import type { ResellerDetails } from '#application/reseller/get-reseller-details.ts';
import { sessionContext } from '../auth/session.server.ts';
import { requestContext } from '../request-context.ts';

/**
 * The active reseller account of whoever is signed in, or null: booknow is decided by the session, never by a
 * user id in the address (spec §6).
 */
export async function resellerOf(context: Readonly<RouterContextProvider>): Promise<ResellerDetails | null> {
  const actor = context.get(sessionContext);
  return actor ? activeResellerOf(context.get(requestContext).services, actor.id) : null;
}

/** The user's active reseller account, or null (a user with none, or one staff closed). */
export async function activeResellerOf(
  services: AppServices,
  userId: number,
): Promise<ResellerDetails | null> {
  const found = await services.ferry.getResellerDetails.execute({ userId });
  return found.ok && found.value.active ? found.value : null;
}
