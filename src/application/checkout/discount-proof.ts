import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { RESIDENT_DISCOUNT } from '#domain/booking/leg-discounts.ts';
import { type FieldError, type Refusal, refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { checkLoyaltyCardsUnique } from '#domain/validation/loyalty-cards.ts';
import type { FerryError } from '../ferry/ferry-network.ts';
import type { ValidateLoyaltyCard } from '../ferry/validate-loyalty-card.ts';
import type { ValidateResident } from '../ferry/validate-resident.ts';

type RefusalCode = 'invalidResident' | 'invalidLoyaltyCard';

const refused = (key: RefusalCode, path: string): FieldError => ({ path, key });

type Check = Promise<Result<FieldError | null, FerryError>>;

/**
 * Discounts need proof (issue #9): a passenger is priced with the resident discount only once the MAN
 * number passed the company's check for that sailing, and anyone with a loyalty card only once the card did;
 * a card serves one passenger and one vehicle of a leg (spec §5). The companies are asked at once and every
 * refused field is answered, so the form can mark each card or number that failed.
 */
export async function proveDiscounts(
  deps: { validateResident: ValidateResident; validateLoyaltyCard: ValidateLoyaltyCard },
  legs: LegBooking[],
): Promise<Result<true, FerryError | Refusal>> {
  const checks: Check[] = [];
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
      if (person.discountIdOrCode === RESIDENT_DISCOUNT)
        checks.push(
          deps.validateResident
            .execute({ ...trip, residentIdOrCode: person.manNumber })
            .then((answer) =>
              answer.ok
                ? ok(
                    answer.value.valid && answer.value.eligible
                      ? null
                      : refused('invalidResident', `${at}.manNumber`),
                  )
                : answer,
            ),
        );
      if (person.loyaltyCard)
        checks.push(
          deps.validateLoyaltyCard
            .execute({ ...trip, loyaltyCard: person.loyaltyCard })
            .then((answer) =>
              answer.ok
                ? ok(answer.value.valid ? null : refused('invalidLoyaltyCard', `${at}.loyaltyCard`))
                : answer,
            ),
        );
    }
  }
  const answers = await Promise.all(checks);
  const failed = answers.find((answer) => !answer.ok);
  if (failed && !failed.ok) return failed;
  const fields = answers.flatMap((answer) => (answer.ok && answer.value ? [answer.value] : []));
  const first = fields[0];
  return first ? err(refusal(first.key as RefusalCode, fields)) : ok(true);
}
