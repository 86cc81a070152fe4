import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { RESIDENT_DISCOUNT } from '#domain/booking/leg-discounts.ts';
import { type DomainError, domainError } from '#domain/errors/domain-error.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { checkLoyaltyCardsUnique } from '#domain/validation/loyalty-cards.ts';
import type { FerryError } from '../ferry/ferry-network.ts';
import type { ValidateLoyaltyCard } from '../ferry/validate-loyalty-card.ts';
import type { ValidateResident } from '../ferry/validate-resident.ts';

const refused = (code: 'invalidResident' | 'invalidLoyaltyCard', path: string) =>
  domainError(code, [{ path, key: code }]);

/**
 * Discounts need proof (issue #9): a passenger is priced with the resident discount only once the MAN
 * number passed the company's check for that sailing, and anyone with a loyalty card only once the card did;
 * a card serves one passenger and one vehicle of a leg (spec §5). The first refusal is answered with its
 * field, so the form can say which passenger's card or number failed.
 */
export async function proveDiscounts(
  deps: { validateResident: ValidateResident; validateLoyaltyCard: ValidateLoyaltyCard },
  legs: LegBooking[],
): Promise<Result<true, FerryError | DomainError>> {
  for (const [legIndex, leg] of legs.entries()) {
    const unique = checkLoyaltyCardsUnique(leg);
    if (!unique.ok)
      return err({
        ...unique.error,
        fields: unique.error.fields.map((field) => ({ ...field, path: `legs[${legIndex}].${field.path}` })),
      });
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
          return err(refused('invalidResident', `${at}.manNumber`));
      }
      if (person.loyaltyCard) {
        const card = await deps.validateLoyaltyCard.execute({ ...trip, loyaltyCard: person.loyaltyCard });
        if (!card.ok) return card;
        if (!card.value.valid) return err(refused('invalidLoyaltyCard', `${at}.loyaltyCard`));
      }
    }
  }
  return ok(true);
}
