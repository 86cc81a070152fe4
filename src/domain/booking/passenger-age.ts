import { err, ok, type Result } from '../shared/result.ts';
import { birthDateProblem, parseBirthDate } from '../validation/birth-date.ts';
import type { Passenger, PassengerType } from './passenger.ts';

/**
 * A company's age bands, in full years on the day of travel: infants are younger than `childFrom`,
 * children younger than `adultFrom`, seniors at least `seniorFrom`.
 */
export interface AgeBands {
  childFrom: number;
  adultFrom: number;
  seniorFrom: number;
}

/**
 * The bands every company Kyma sells uses (the fares name them: infant 0–4, child 5–10, senior 65+). A
 * company with other bands would carry its own on the trip (decision 0050).
 */
const DEFAULT_AGE_BANDS: AgeBands = { childFrom: 5, adultFrom: 11, seniorFrom: 65 };

/** Full years between a birth date and the day of travel (both YYYY-MM-DD). */
export function ageOn(birthDate: string, travelDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = travelDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/**
 * Whether a passenger of this age may travel as this type. Infant, child and senior are facts of the
 * birth date, so they must match it; an adult fare is refused to an infant or a child, whose type the birth
 * date already decides. Student and disability fares depend on a document, not on age.
 */
export function typeFitsAge(type: PassengerType, age: number, bands: AgeBands = DEFAULT_AGE_BANDS): boolean {
  switch (type) {
    case 'IN':
      return age < bands.childFrom;
    case 'CH':
      return age >= bands.childFrom && age < bands.adultFrom;
    case 'SE':
      return age >= bands.seniorFrom;
    case 'AD':
      return age >= bands.adultFrom;
    default:
      return true;
  }
}

/** The type a birth date gives on its own: its band's (infant, child, senior), an adult's otherwise. */
export function typeOfAge(age: number, bands: AgeBands = DEFAULT_AGE_BANDS): PassengerType {
  if (age < bands.childFrom) return 'IN';
  if (age < bands.adultFrom) return 'CH';
  return age >= bands.seniorFrom ? 'SE' : 'AD';
}

/**
 * The type a passenger travels as once a correction is applied (issue #49, decision 0105): the booked one
 * while the birth date (as corrected, or as booked) still fits it on the day of travel, so a student stays
 * a student and a 70-year-old who booked as an adult stays one; otherwise the type the birth date gives. A
 * corrected birth date that is no day, or falls after the day of travel, proves nothing and is refused; a
 * booked one that cannot be read keeps the booked type (it was the company's to check at the sale).
 */
export function typeAfterCorrection(
  booked: { passengerType: PassengerType; birthDate?: string },
  corrected: { birthDate?: string },
  travelDate: string,
): Result<PassengerType, 'invalidBirthDate' | 'birthDateInFuture'> {
  const problem =
    corrected.birthDate === undefined ? null : birthDateProblem(corrected.birthDate, travelDate);
  if (problem) return err(problem);
  const born = parseBirthDate(corrected.birthDate ?? booked.birthDate ?? '');
  if (!born || born > travelDate) return ok(booked.passengerType);
  const age = ageOn(born, travelDate);
  return ok(typeFitsAge(booked.passengerType, age) ? booked.passengerType : typeOfAge(age));
}

/** The types the birth date decides: they cannot be given without one. */
export const AGE_DECIDED_TYPES: readonly PassengerType[] = ['IN', 'CH', 'SE'];

/**
 * Whether the passenger travels on a fare that the crew may ask to see proven at boarding: any type but
 * adult (the birth date in an ID, a student or disability card), or a discount (large family, island
 * resident, loyalty card). Step 2 and the voucher say so (decision 0050).
 */
export function showsProofAtBoarding(
  passenger: Pick<Passenger, 'passengerType' | 'discountIdOrCode' | 'manNumber' | 'loyaltyCard'>,
): boolean {
  return (
    passenger.passengerType !== 'AD' ||
    Boolean(passenger.discountIdOrCode || passenger.manNumber || passenger.loyaltyCard)
  );
}
