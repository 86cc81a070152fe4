import { describe, expect, it } from 'vitest';
import { accessibleCabinNotice } from '#domain/booking/accessible-cabin-notice.ts';
import { newPassenger } from '#domain/booking/passenger.ts';
import type { CabinOffer } from '#domain/trips/trip.ts';
import { aTrip } from '../support/builders.ts';

const cabin = (code: string, accessible: boolean, wholeCabins = 2): CabinOffer => ({
  code,
  name: `Cabin ${code}`,
  berthsPerCabin: 2,
  maleBerths: wholeCabins * 2,
  femaleBerths: wholeCabins * 2,
  wholeCabins,
  lowestFare: 9000,
  wholeCabinFare: 18000,
  accessible,
});

const onDeck = newPassenger({ code: 'DECK', description: 'Deck' });
const asking = { ...onDeck, assistance: { needs: ['accessibleCabin' as const], note: '' } };

describe('telling a passenger who asked for an accessible cabin that the chosen place is not one', () => {
  const fitted = aTrip({ cabinAvailability: [cabin('A4', false), cabin('A2', true)] });

  it('says nothing to a passenger who did not ask for one', () => {
    const wheelchair = { ...onDeck, assistance: { needs: ['wheelchair' as const], note: '' } };
    expect(accessibleCabinNotice(onDeck, fitted)).toBeNull();
    expect(accessibleCabinNotice(wheelchair, fitted)).toBeNull();
  });

  it('points to the accessible cabin the sailing offers while another place is chosen', () => {
    expect(accessibleCabinNotice(asking, fitted)).toBe('notChosen');
    expect(accessibleCabinNotice({ ...asking, accommodationType: 'A4' }, fitted)).toBe('notChosen');
    expect(accessibleCabinNotice({ ...asking, accommodationType: 'A2' }, fitted)).toBeNull();
  });

  it('says the sailing has none when no accessible cabin is fitted or left', () => {
    const none = aTrip({ cabinAvailability: [cabin('A4', false)] });
    const soldOut = aTrip({ cabinAvailability: [cabin('A2', true, 0)] });
    expect(accessibleCabinNotice(asking, none)).toBe('noneOffered');
    expect(accessibleCabinNotice(asking, soldOut)).toBe('noneOffered');
  });
});
