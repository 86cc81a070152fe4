import { describe, expect, it } from 'vitest';
import { setResidentNumber } from '../../../../src/domain/booking/leg-discounts.ts';
import { addPassenger, updatePassenger } from '../../../../src/domain/booking/leg-passengers.ts';
import { attachTrailer, updateTrailer } from '../../../../src/domain/booking/leg-vehicles.ts';
import { selectTrip } from '../../../../src/domain/booking/wizard.ts';
import { editEveryLeg, editLeg } from '../../../../src/domain/booking/wizard-legs.ts';
import { receivePricing } from '../../../../src/domain/booking/wizard-pricing.ts';
import type { LegPricingResponse } from '../../../../src/domain/pricing/leg-pricing.ts';
import { aSearch, aTrip, aWizard } from '../support/builders.ts';

const response: LegPricingResponse = {
  passengerPrices: { items: [{ index: 0, amount: 3900 }], total: 3900 },
  vehiclePrices: { items: [], total: 8000 },
  trailerPrices: { items: [], total: 2000 },
  servicePrices: { items: [], total: 150 },
  petPrices: { items: [], total: 500 },
  departureDatetime: '2026-07-01T07:25:00+03:00',
};

const selected = () => selectTrip(aWizard(aSearch('roundTrip')), 0, aTrip());

describe('editing a leg of the wizard', () => {
  const pricedState = () => {
    const result = receivePricing(selected(), 0, response);
    if (!result.ok) throw new Error('priced');
    return result.value;
  };

  it('keeps the price when only personal details change', () => {
    const state = editLeg(pricedState(), 0, (leg) =>
      updatePassenger(leg, 0, { name: 'Ada', documentId: 'AB1' }),
    );
    expect(state.bookingRequest[0]?.passengers[0]?.name).toBe('Ada');
    expect(state.pricingResponse).toHaveLength(1);
    expect(state.total).toBe(14550);
  });

  it('drops the leg price when what is priced changes', () => {
    const state = editLeg(pricedState(), 0, (leg, { trip }) => addPassenger(leg, trip));
    expect(state.bookingRequest[0]?.passengers).toHaveLength(2);
    expect(state.bookingRequest[0]?.tripTotal).toBeNull();
    expect(state.pricingResponse).toEqual([]);
    expect(state.total).toBe(0);
  });

  it('drops the leg price when a MAN number or a loyalty card is entered or changed, as each must be checked again', () => {
    const resident = editLeg(pricedState(), 0, (leg) => setResidentNumber(leg, 0, '123456782'));
    expect(resident.bookingRequest[0]?.tripTotal).toBeNull();
    const priced = receivePricing(resident, 0, response);
    if (!priced.ok) throw new Error('priced');
    expect(editLeg(priced.value, 0, (leg) => setResidentNumber(leg, 0, '987654324')).pricingResponse).toEqual(
      [],
    );
    const card = editLeg(pricedState(), 0, (leg) => updatePassenger(leg, 0, { loyaltyCard: '700100000002' }));
    expect(card.pricingResponse).toEqual([]);
  });

  it('drops the leg price when a trailer is attached or its length changes', () => {
    const trip = aTrip();
    let state = selectTrip(aWizard(aSearch('oneWay', { passengers: 1, vehicles: 1 })), 0, trip);
    state = editLeg(state, 0, (leg, { supportsTrailer }) => attachTrailer(leg, 0, supportsTrailer));
    const result = receivePricing(state, 0, response);
    if (!result.ok) throw new Error('priced');
    const longer = editLeg(result.value, 0, (leg) => updateTrailer(leg, 0, { length: 6 }));
    expect(longer.pricingResponse).toEqual([]);
  });

  it('ignores edits of a leg with no selected trip', () => {
    const state = selected();
    expect(editLeg(state, 1, (leg) => leg)).toBe(state);
  });

  it('passes the site trailer support to the edit', () => {
    const seen: boolean[] = [];
    editLeg(selectTrip(aWizard(aSearch(), false), 0, aTrip()), 0, (leg, context) => {
      seen.push(context.supportsTrailer);
      return leg;
    });
    expect(seen).toEqual([false]);
  });
});

describe('editing every leg at once', () => {
  it('applies one edit to each selected leg, as for the same traveller on an outbound and a return', () => {
    let state = selectTrip(aWizard(aSearch('roundTrip')), 0, aTrip({ id: 'out', tripId: 'out' }));
    state = selectTrip(
      state,
      1,
      aTrip({ id: 'back', tripId: 'back', departureDatetime: '2026-07-08T10:00:00+03:00' }),
    );
    const named = editEveryLeg(state, (leg) => updatePassenger(leg, 0, { name: 'Eleni' }));
    expect(named.bookingRequest).toHaveLength(2);
    expect(named.bookingRequest.map((leg) => leg.passengers[0]!.name)).toEqual(['Eleni', 'Eleni']);
  });
});
