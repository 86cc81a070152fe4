import type { LegBooking } from '../booking/leg-booking.ts';
import { type FormRefusal, refusal } from '../errors/refusal.ts';
import { err, ok, type Result } from '../shared/result.ts';

/** Paths of entries whose card repeats an earlier one; cards are compared ignoring case and spaces. */
function duplicates(cards: string[], path: string): string[] {
  const seen = new Set<string>();
  return cards.flatMap((card, index) => {
    const normal = card.replace(/\s/g, '').toUpperCase();
    if (normal === '') return [];
    if (seen.has(normal)) return [`${path}[${index}].loyaltyCard`];
    seen.add(normal);
    return [];
  });
}

/**
 * Spec §5: a loyalty card may appear once among the passengers and once among the vehicles of a leg.
 * Whether a card is genuine is the company's call (the loyalty-validation call answers invalidLoyaltyCard).
 */
export function checkLoyaltyCardsUnique(leg: LegBooking): Result<LegBooking, FormRefusal> {
  const passengerDuplicates = duplicates(
    leg.passengers.map((p) => p.loyaltyCard),
    'passengers',
  );
  if (passengerDuplicates.length > 0) {
    return err(
      refusal(
        'duplicateLoyaltyCardPassenger',
        passengerDuplicates.map((path) => ({ path, key: 'duplicateLoyaltyCardPassenger' })),
      ),
    );
  }
  const vehicleDuplicates = duplicates(
    leg.vehicles.map((v) => v.loyaltyCard),
    'vehicles',
  );
  if (vehicleDuplicates.length > 0) {
    return err(
      refusal(
        'duplicateLoyaltyCardVehicle',
        vehicleDuplicates.map((path) => ({ path, key: 'duplicateLoyaltyCardVehicle' })),
      ),
    );
  }
  return ok(leg);
}
