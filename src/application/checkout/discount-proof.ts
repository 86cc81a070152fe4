import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { FerryError } from '../ferry/ferry-network.ts';
import type { ValidateLoyaltyCard } from '../ferry/validate-loyalty-card.ts';
import type { ValidateResident } from '../ferry/validate-resident.ts';

/** The island-resident discount code (spec §7 `man-validation`). */
const RESIDENT_DISCOUNT = 'MAN';

/**
 * Discounts need proof (issue #9): a passenger is priced with the resident discount only once the MAN
 * number passed the company's check for that sailing, and anyone with a loyalty card only once the card did.
 * The first refusal is answered with its field, so the form can say which passenger's card or number failed.
 */
export async function proveDiscounts(
  deps: { validateResident: ValidateResident; validateLoyaltyCard: ValidateLoyaltyCard },
  legs: LegBooking[],
): Promise<Result<true, FerryError>> {
  for (const [legIndex, leg] of legs.entries()) {
    const trip = { tripId: leg.tripId, company: leg.company, agentName: leg.agentName };
    const holders = [
      ...leg.passengers.map((person, index) => ({ person, at: `legs[${legIndex}].passengers[${index}]` })),
      ...leg.vehicles.map((person, index) => ({
        person: { ...person, manNumber: '' },
        at: `legs[${legIndex}].vehicles[${index}]`,
      })),
    ];
    for (const { person, at } of holders) {
      if (person.discountIdOrCode === RESIDENT_DISCOUNT) {
        const resident = await deps.validateResident.execute({ ...trip, residentIdOrCode: person.manNumber });
        if (!resident.ok) return resident;
        if (!resident.value.valid || !resident.value.eligible)
          return err({
            code: 'invalidResident',
            message: 'the resident number did not pass',
            path: `${at}.manNumber`,
          });
      }
      if (person.loyaltyCard) {
        const card = await deps.validateLoyaltyCard.execute({ ...trip, loyaltyCard: person.loyaltyCard });
        if (!card.ok) return card;
        if (!card.value.valid)
          return err({
            code: 'invalidLoyaltyCard',
            message: 'the loyalty card did not pass',
            path: `${at}.loyaltyCard`,
          });
      }
    }
  }
  return ok(true);
}
