import type { LegBooking } from './leg-booking.ts';
import { updatePassenger } from './leg-passengers.ts';

/** The island-resident discount code (spec §7 `man-validation`). */
export const RESIDENT_DISCOUNT = 'MAN';

/** The large-family discount code, on domestic routes (its card is proven by `proofNumber`). */
export const LARGE_FAMILY_DISCOUNT = 'LF';

/**
 * A MAN number asks for the resident discount; clearing it withdraws the request. Another discount the
 * passenger holds is left alone while no number is given.
 */
export function setResidentNumber(leg: LegBooking, index: number, manNumber: string): LegBooking {
  const passenger = leg.passengers[index];
  if (!passenger) return leg;
  const number = manNumber.trim();
  if (number !== '')
    return updatePassenger(leg, index, { manNumber: number, discountIdOrCode: RESIDENT_DISCOUNT });
  const discountIdOrCode =
    passenger.discountIdOrCode === RESIDENT_DISCOUNT ? null : passenger.discountIdOrCode;
  return updatePassenger(leg, index, { manNumber: '', discountIdOrCode });
}
