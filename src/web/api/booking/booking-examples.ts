/**
 * The values the booking API's examples use: a sailing of the simulated network far enough ahead to stay
 * bookable, a reseller and an order code the example test creates or replaces with one it has just booked.
 */
export const EXAMPLE_TRIP = 'BSF1-O-20270715-0725-PIR-JTR';
export const EXAMPLE_ORDER_CODE = 'ATEXAMPLE1';
export const EXAMPLE_RESELLER_USER_ID = 1001;

const adult = { passengerType: 'AD', accommodationType: 'DECK', accommodationRequestType: 'COMPLETE' };

export const EXAMPLE_LEG = {
  agentName: 'attica-direct',
  tripId: EXAMPLE_TRIP,
  passengers: [adult],
  vehicles: [{ accommodationType: 'CAR', length: 4.2 }],
  pets: [],
};

export const EXAMPLE_LEADER = {
  firstName: 'Maria',
  lastName: 'Papadopoulou',
  email: 'maria@example.com',
  mobile: '+30 6912345678',
  country: 'GR',
};

/** A ticket of the example booking and a claim on it: the example test swaps in the ones it has made. */
export const EXAMPLE_TICKET_NUMBER = 'BSFEXAMPLE1';
export const EXAMPLE_CLAIM_CODE = 'CLMEXAMPLE1';
/** A change's code in the examples; the example test replaces it with one it has just held. */
export const EXAMPLE_CHANGE_CODE = 'ATCEXAMPLE';
/** The example sailing a day later: the same line, route and time. */
export const EXAMPLE_NEXT_TRIP = 'BSF1-O-20270716-0725-PIR-JTR';
export const EXAMPLE_NEXT_DAY = '2027-07-16';
/** A disruption event's id as a feed tells it: the example sailing, cancelled by the company. */
export const EXAMPLE_DISRUPTION_ID = 'BSF1-O-20270715-0725:cancelled';
