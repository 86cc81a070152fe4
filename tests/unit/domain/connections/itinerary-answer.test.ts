import { describe, expect, it } from 'vitest';
import { itineraryOf } from '#domain/connections/itinerary.ts';
import { itineraryAnswer } from '#domain/connections/itinerary-answer.ts';
import { aTrip } from '../support/builders.ts';

const at = (time: string) => `2026-12-15T${time}:00+02:00`;
const first = aTrip({
  id: 'sim:a',
  from: 'JMK',
  to: 'SYR',
  departureDatetime: at('08:00'),
  arrivalDatetime: at('09:30'),
});
const second = aTrip({
  id: 'sim:b',
  from: 'SYR',
  to: 'JNX',
  departureDatetime: at('11:00'),
  arrivalDatetime: at('13:00'),
});

describe('a connection as the API and the agents read it', () => {
  it('is one shape whose legs and money each door writes its own way, leg i being leg i of the order', () => {
    const answer = itineraryAnswer(itineraryOf([first, second])!, {
      leg: (trip, legIndex) => `${legIndex}:${trip.id}`,
      money: (cents) => `€${cents / 100}`,
    });
    expect(answer).toEqual({
      id: 'sim:a+sim:b',
      departure: at('08:00'),
      arrival: at('13:00'),
      totalMinutes: 300,
      totalFare: '€78',
      totalCo2Grams: null,
      overnight: false,
      changes: [{ port: 'SYR', waitMinutes: 90, overnight: false, byRoad: null }],
      legs: ['0:sim:a', '1:sim:b'],
    });
  });
});
