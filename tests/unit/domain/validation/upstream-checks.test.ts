import { describe, expect, it } from 'vitest';
import { buildLeg } from '../../../../src/domain/booking/leg-booking.ts';
import {
  loyaltyValidationRequests,
  manValidationRequests,
} from '../../../../src/domain/validation/upstream-checks.ts';
import { aTrip } from '../support/builders.ts';

const leg = buildLeg(0, aTrip(), { passengers: 3, vehicles: 1, pets: 0 });
const withCards = {
  ...leg,
  passengers: leg.passengers.map((p, i) => ({
    ...p,
    loyaltyCard: ['L1', '', 'L2'][i]!,
    manNumber: ['', 'M1', 'M1'][i]!,
  })),
  vehicles: leg.vehicles.map((v) => ({ ...v, loyaltyCard: ' L1 ' })),
};

describe('checks the ferry company performs', () => {
  it('asks the company once per distinct loyalty card of passengers and vehicles', () => {
    expect(loyaltyValidationRequests(withCards)).toEqual([
      { tripId: 'T1', company: 'BLS', loyaltyCard: 'L1', agentName: 'sim' },
      { tripId: 'T1', company: 'BLS', loyaltyCard: 'L2', agentName: 'sim' },
    ]);
  });

  it('asks the company once per distinct MAN number', () => {
    expect(manValidationRequests(withCards)).toEqual([
      { tripId: 'T1', company: 'BLS', residentIdOrCode: 'M1', agentName: 'sim' },
    ]);
  });

  it('asks nothing when no card or MAN number was entered', () => {
    expect(loyaltyValidationRequests(leg)).toEqual([]);
    expect(manValidationRequests(leg)).toEqual([]);
  });
});
