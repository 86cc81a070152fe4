import type { PassengerType } from '#domain/booking/passenger.ts';
import { typeAfterCorrection } from '#domain/booking/passenger-age.ts';
import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import type { Order } from '#domain/orders/order.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ChangeKind, ChangeQuote } from '../ports/ferry-changes.ts';

/** What a corrected passenger must travel as: their index on the leg and the type the facts give. */
export interface CorrectedType {
  passengerIndex: number;
  passengerType: PassengerType;
}

/** A change as the traveller asks it; only a correction's passenger and fields are read here. */
interface AskedChange {
  kind: ChangeKind;
  legIndex: number;
  passengerIndex?: number;
  correction?: { birthDate?: string };
}

/**
 * The type the corrected passenger travels as (issue #49, decision 0105), derived as at the sale: from the
 * birth date, as corrected or as booked, on the day the leg sails. A corrected birth date that is no day or
 * falls after the sailing is refused here, before the company is asked. Null for anything but a correction
 * of a passenger the leg has (the company refuses that one itself).
 */
export function correctedType(order: Order, change: AskedChange): Result<CorrectedType | null, Refusal> {
  const leg = order.legs[change.legIndex];
  const passengerIndex = change.passengerIndex ?? -1;
  const passenger = leg?.booking.passengers[passengerIndex];
  if (change.kind !== 'correction' || !leg || !passenger) return ok(null);
  const travelDate = leg.booking.departureDatetime.slice(0, 10);
  const type = typeAfterCorrection(passenger, change.correction ?? {}, travelDate);
  if (!type.ok) return err(fieldRefusal('invalidPassengersForm', 'correction.birthDate', type.error));
  return ok({ passengerIndex, passengerType: type.value });
}

/**
 * Whether the company's quote derived the type again as Kyma does: its changed leg carries the passenger as
 * the type the facts give. A company that keeps an infant's zero fare for an adult (or a child's half fare)
 * would sell a fare without the fact behind it, so such a quote is refused rather than held.
 */
export function quoteFitsType(quote: Pick<ChangeQuote, 'leg'>, expected: CorrectedType | null): boolean {
  if (!expected) return true;
  return quote.leg.request.passengers[expected.passengerIndex]?.passengerType === expected.passengerType;
}

/** The refusal of a quote that does not carry the type: the traveller changes it with the desk instead. */
export const typeNotCorrected: Refusal = { code: 'changeNotOffered' };

/** The passenger a correction is asked for, by the name they were booked under; null for any other change. */
function bookedPassenger(order: Order, change: AskedChange) {
  if (change.kind !== 'correction') return null;
  return order.legs[change.legIndex]?.booking.passengers[change.passengerIndex ?? -1] ?? null;
}

/**
 * What the change records beside the traveller's request: a correction keeps the passenger's name as booked
 * (`bookedName`), so its e-mail tells the name before and after (decision 0111) once the order holds only
 * the new one.
 */
export function correctionRecord(order: Order, change: AskedChange): { bookedName?: string } {
  const passenger = bookedPassenger(order, change);
  return passenger ? { bookedName: `${passenger.name} ${passenger.surname}` } : {};
}

/** The corrected passenger's name as booked and as it is now; null for any other change or an older record. */
export function correctedName(
  order: Order,
  change: { kind: string; legIndex: number; request: Record<string, unknown> },
): { was: string; now: string } | null {
  const { bookedName, passengerIndex } = change.request;
  const passenger = bookedPassenger(order, {
    kind: change.kind as ChangeKind,
    legIndex: change.legIndex,
    passengerIndex: typeof passengerIndex === 'number' ? passengerIndex : -1,
  });
  if (!passenger || typeof bookedName !== 'string') return null;
  return { was: bookedName, now: `${passenger.name} ${passenger.surname}` };
}
