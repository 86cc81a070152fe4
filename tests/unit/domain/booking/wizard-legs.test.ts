import { describe, expect, it } from 'vitest';
import { setResidentNumber } from '#domain/booking/leg-discounts.ts';
import { addPassenger, updatePassenger } from '#domain/booking/leg-passengers.ts';
import { addPet, assignPet, updatePet } from '#domain/booking/leg-pets.ts';
import {
  addVehicle,
  attachTrailer,
  removeVehicle,
  updateTrailer,
  updateVehicle,
} from '#domain/booking/leg-vehicles.ts';
import { selectTrip } from '#domain/booking/wizard.ts';
import {
  editEveryLeg,
  editFollowingLegs,
  editLeg,
  FOLLOW_BY,
  setPassengerType,
} from '#domain/booking/wizard-legs.ts';
import { receivePricing, tripTotals } from '#domain/booking/wizard-pricing.ts';
import { aLegPricing, aSearch, aTrip, aWizard, taken } from '../support/builders.ts';

const response = aLegPricing('T1', { passengerPrices: 3900, vehiclePrices: 8000, servicePrices: 150 });

const selected = () => taken(selectTrip(aWizard(aSearch('roundTrip')), 0, aTrip()));

describe('editing a leg of the wizard', () => {
  const pricedState = () => taken(receivePricing(selected(), 0, response));

  it('keeps the price when only personal details change', () => {
    const state = taken(
      editLeg(pricedState(), 0, (leg) => updatePassenger(leg, 0, { name: 'Ada', documentId: 'AB1' })),
    );
    expect(state.bookingRequest[0]?.passengers[0]?.name).toBe('Ada');
    expect(state.pricingResponse).toHaveLength(1);
    expect(tripTotals(state)).toEqual([12050]);
  });

  it('drops the leg price when what is priced changes', () => {
    const state = taken(editLeg(pricedState(), 0, (leg, { trip }) => addPassenger(leg, trip)));
    expect(state.bookingRequest[0]?.passengers).toHaveLength(2);
    expect(state.pricingResponse).toEqual([]);
    expect(tripTotals(state)).toBeNull();
  });

  it('drops the leg price when a MAN number or a loyalty card is entered or changed, as each must be checked again', () => {
    const resident = taken(editLeg(pricedState(), 0, (leg) => setResidentNumber(leg, 0, '123456782')));
    expect(resident.pricingResponse).toEqual([]);
    const priced = taken(receivePricing(resident, 0, response));
    const changed = taken(editLeg(priced, 0, (leg) => setResidentNumber(leg, 0, '987654324')));
    expect(changed.pricingResponse).toEqual([]);
    const card = editLeg(pricedState(), 0, (leg) => updatePassenger(leg, 0, { loyaltyCard: '700100000002' }));
    expect(taken(card).pricingResponse).toEqual([]);
  });

  it('drops the leg price when a trailer is attached or its length changes', () => {
    const trip = aTrip();
    let state = taken(selectTrip(aWizard(aSearch('oneWay', { passengers: 1, vehicles: 1 })), 0, trip));
    state = taken(editLeg(state, 0, (leg, { supportsTrailer }) => attachTrailer(leg, 0, supportsTrailer)));
    const priced = taken(receivePricing(state, 0, response));
    const longer = taken(editLeg(priced, 0, (leg) => updateTrailer(leg, 0, { length: 6 })));
    expect(longer.pricingResponse).toEqual([]);
  });

  it('drops the leg price when a pet boards or its kind changes, but not for its chip number or its keeper', () => {
    const withPet = taken(editLeg(pricedState(), 0, (leg, { trip }) => addPet(leg, trip)));
    expect(withPet.bookingRequest[0]?.pets).toHaveLength(1);
    expect(withPet.pricingResponse).toEqual([]);
    const typed = taken(editLeg(withPet, 0, (leg) => updatePet(leg, 0, { code: 'SMALL' })));
    const priced = taken(receivePricing(typed, 0, response));
    const chip = taken(editLeg(priced, 0, (leg) => updatePet(leg, 0, { identityNumber: '941000012345678' })));
    const kept = taken(editLeg(chip, 0, (leg) => assignPet(leg, 0, 0)));
    expect(kept.bookingRequest[0]?.pets[0]).toMatchObject({
      identityNumber: '941000012345678',
      passengerIndex: 0,
    });
    expect(kept.pricingResponse).toHaveLength(1);
    expect(taken(editLeg(kept, 0, (leg) => updatePet(leg, 0, { code: 'LARGE' }))).pricingResponse).toEqual(
      [],
    );
  });

  it('refuses edits of a leg with no selected trip', () => {
    expect(editLeg(selected(), 1, (leg) => leg)).toEqual({ ok: false, error: 'unknownLeg' });
  });

  it('passes the site trailer support to the edit', () => {
    const seen: boolean[] = [];
    editLeg(taken(selectTrip(aWizard(aSearch(), false), 0, aTrip())), 0, (leg, context) => {
      seen.push(context.supportsTrailer);
      return leg;
    });
    expect(seen).toEqual([false]);
  });
});

describe('editing every leg at once', () => {
  it('applies one edit to each selected leg, as for the same traveller on an outbound and a return', () => {
    let state = taken(selectTrip(aWizard(aSearch('roundTrip')), 0, aTrip({ id: 'out', tripId: 'out' })));
    state = taken(
      selectTrip(
        state,
        1,
        aTrip({ id: 'back', tripId: 'back', departureDatetime: '2026-07-08T10:00:00+03:00' }),
      ),
    );
    const named = editEveryLeg(state, (leg) => updatePassenger(leg, 0, { name: 'Eleni' }));
    expect(named.bookingRequest).toHaveLength(2);
    expect(named.bookingRequest.map((leg) => leg.passengers[0]!.name)).toEqual(['Eleni', 'Eleni']);
  });
});

describe('a passenger’s fare type across legs', () => {
  const roundTrip = () => {
    const out = taken(selectTrip(aWizard(aSearch('roundTrip')), 0, aTrip({ id: 'out', tripId: 'out' })));
    return taken(
      selectTrip(
        out,
        1,
        aTrip({ id: 'back', tripId: 'back', departureDatetime: '2026-07-08T10:00:00+03:00' }),
      ),
    );
  };
  const types = (state: ReturnType<typeof roundTrip>) =>
    state.bookingRequest.map((leg) => leg.passengers[0]!.passengerType);

  it('carries a child on the outbound leg to the return, each leg priced again', () => {
    const child = taken(setPassengerType(roundTrip(), 0, 0, 'CH'));
    expect(types(child)).toEqual(['CH', 'CH']);
  });

  it('keeps a leg whose type was set apart, and refuses a passenger who is not there', () => {
    const apart = taken(setPassengerType(roundTrip(), 1, 0, 'ST'));
    expect(types(apart)).toEqual(['AD', 'ST']);
    expect(types(taken(setPassengerType(apart, 0, 0, 'CH')))).toEqual(['CH', 'ST']);
    expect(setPassengerType(apart, 0, 4, 'CH')).toEqual({ ok: false, error: 'unknownLeg' });
  });
});

describe('a car and a pet across legs', () => {
  const roundTrip = () => {
    const out = taken(selectTrip(aWizard(aSearch('roundTrip')), 0, aTrip({ id: 'out', tripId: 'out' })));
    return taken(
      selectTrip(
        out,
        1,
        aTrip({ id: 'back', tripId: 'back', departureDatetime: '2026-07-08T10:00:00+03:00' }),
      ),
    );
  };
  const addCar = (state: ReturnType<typeof roundTrip>, legIndex: number) =>
    taken(
      editFollowingLegs(state, legIndex, (leg, { trip }) => addVehicle(leg, trip), FOLLOW_BY.vehicleCount),
    );
  const vehicles = (state: ReturnType<typeof roundTrip>) =>
    state.bookingRequest.map((leg) => leg.vehicles.map((v) => [v.accommodationType, v.length]));

  it('travels back with the car added, typed and measured on the outbound leg, each leg priced again', () => {
    const withCar = addCar(roundTrip(), 0);
    const camper = taken(
      editFollowingLegs(
        withCar,
        0,
        (leg) => updateVehicle(leg, 0, { accommodationType: 'CAMPER', length: 6.5 }),
        FOLLOW_BY.vehicle(0),
      ),
    );
    expect(vehicles(camper)).toEqual([[['CAMPER', 6.5]], [['CAMPER', 6.5]]]);
    expect(camper.pricingResponse).toEqual([]);
    const none = taken(editFollowingLegs(camper, 0, removeVehicle, FOLLOW_BY.vehicleCount));
    expect(vehicles(none)).toEqual([[], []]);
  });

  it('keeps a return set apart, and never changes an earlier leg', () => {
    const returnOnly = addCar(roundTrip(), 1);
    expect(vehicles(returnOnly).map((leg) => leg.length)).toEqual([0, 1]);
    // The outbound leg had no car where the return had one: the return keeps its one car.
    expect(vehicles(addCar(returnOnly, 0)).map((leg) => leg.length)).toEqual([1, 1]);
    const shorter = taken(
      editFollowingLegs(
        addCar(roundTrip(), 0),
        1,
        (leg) => updateVehicle(leg, 0, { length: 3 }),
        FOLLOW_BY.vehicle(0),
      ),
    );
    expect(vehicles(shorter).map((leg) => leg[0]![1])).toEqual([null, 3]);
  });

  it('takes the pet, its kind and its owner to the return', () => {
    const withPet = taken(
      editFollowingLegs(roundTrip(), 0, (leg, { trip }) => addPet(leg, trip), FOLLOW_BY.pets),
    );
    const dog = taken(
      editFollowingLegs(
        withPet,
        0,
        (leg) => updatePet(leg, 0, { code: 'DOG', description: 'Dog' }),
        FOLLOW_BY.pets,
      ),
    );
    const owned = taken(editFollowingLegs(dog, 0, (leg) => assignPet(leg, 0, 0), FOLLOW_BY.pets));
    expect(owned.bookingRequest.map((leg) => leg.pets.map((p) => [p.code, p.passengerIndex]))).toEqual([
      [['DOG', 0]],
      [['DOG', 0]],
    ]);
  });
});
