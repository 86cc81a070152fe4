import { describe, expect, it } from 'vitest';
import { tripRequestsOf } from '#adapters/liknoss/request-mapping.ts';
import type { PassengerRequest } from '#application/ports/ferry-booking-requests.ts';

const passenger = (extra: Partial<PassengerRequest> = {}): PassengerRequest => ({
  passengerType: 'AD',
  accommodationType: 'DECK',
  accommodationRequestType: 'COMPLETE',
  ...extra,
});

describe('Liknoss requests: a passenger’s assistance request (decision 0091)', () => {
  it('raises the special-needs flag for a passenger who asks, and only for them', () => {
    const requests = tripRequestsOf([
      {
        tripId: 'BSF.BDEL.PIR.JTR.20270715.0725',
        passengers: [
          passenger({ assistance: { needs: ['wheelchair'], note: '' } }),
          passenger({ assistance: { needs: [], note: '' } }),
          passenger(),
        ],
        vehicles: [],
        pets: [],
      },
    ]);
    if (!requests.ok) throw new Error(JSON.stringify(requests.error));
    expect(requests.value[0]!.passengers.map((p) => p.ssr)).toEqual([true, false, false]);
  });
});
