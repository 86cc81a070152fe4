import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import { err, type Result } from '#domain/shared/result.ts';

/**
 * What Liknoss's web services do not have (decision 0077): compensation claims, a sailing's status and a
 * disruption feed, and changes to an issued booking (`/modify` changes options only). The port's typed
 * answers say so; nothing is pretended.
 */
export function notOffered(what: string): Promise<Result<never, InventoryError>> {
  return Promise.resolve(err({ code: 'notOffered', message: `Liknoss offers no ${what}` }));
}

export function changeNotOffered(): Promise<Result<never, InventoryError>> {
  return Promise.resolve(
    err({ code: 'changeNotOffered', message: 'Liknoss changes optional bookings only, not issued tickets' }),
  );
}
