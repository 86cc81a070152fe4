import { LARGE_FAMILY_DISCOUNT } from './leg-discounts.ts';
import type { Passenger, PassengerType } from './passenger.ts';

/** Fares that a card proves, not the birth date: a student card, a disability card. */
const CARD_PROVEN_TYPES: readonly PassengerType[] = ['ST', 'DI'];

/** Card numbers, like passport numbers (spec §5), are English letters and digits. */
const PROOF_NUMBER_PATTERN = /^[A-Za-z0-9]{1,32}$/;

type ProofFacts = Pick<Passenger, 'passengerType' | 'discountIdOrCode'> & { proofNumber?: string };

/**
 * Whether the passenger's fare or discount lowers the price only on a card whose number must be given
 * (issue #33, decision 0050): the student and disability fares and the large-family discount. The island
 * resident's MAN number and the loyalty card have fields of their own, checked with the company.
 */
export function needsProofNumber(passenger: ProofFacts): boolean {
  return (
    CARD_PROVEN_TYPES.includes(passenger.passengerType) ||
    passenger.discountIdOrCode === LARGE_FAMILY_DISCOUNT
  );
}

/**
 * What is wrong with the passenger's proof number, as a message key: missing where the fare needs one, or
 * not letters and digits. The passenger schema (browser and server) and step 2 both ask this; it needs no
 * schema library, so step 2 can say it at once without loading one.
 */
export function proofNumberProblem(
  passenger: ProofFacts,
): 'proofNumberRequired' | 'documentIdLettersAndDigits' | null {
  const number = passenger.proofNumber ?? '';
  if (number === '') return needsProofNumber(passenger) ? 'proofNumberRequired' : null;
  return PROOF_NUMBER_PATTERN.test(number) ? null : 'documentIdLettersAndDigits';
}
