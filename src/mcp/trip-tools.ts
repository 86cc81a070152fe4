import type { InferType } from 'yup';
import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { itineraryAnswer } from '#domain/connections/itinerary-answer.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import { type LegPricing, PRICE_GROUPS } from '#domain/pricing/leg-pricing.ts';
import { cartSchema } from '#domain/validation/cart-schema.ts';
import { NETWORK_ENDPOINTS } from '#web/api/booking/network-endpoints.ts';
import type { resultsSchema } from '#web/api/booking/request-schemas.ts';
import { money, resultsLink, TIMES_NOTE } from './answers.ts';
import { descriptorBody } from './descriptor-body.ts';
import { answered, refused, type Tool, toolOf } from './tool.ts';
import { tripAnswer } from './trip-answers.ts';

/** The cheapest sailings of a leg, for a conversation; the results page (the deep link) has them all. */
const TRIPS_PER_LEG = 15;

type SearchInput = InferType<typeof resultsSchema>;

const searchTrips = toolOf<SearchInput>({
  name: 'search_trips',
  title: 'Search sailings',
  description:
    'Sailings and fares across every ferry company Kyma sells, as the site’s results page shows them: ' +
    '`typeOfTrip` oneWay (one leg), roundTrip (one leg and `returnDate`) or multipleTrips (island hopping, ' +
    '2 to 5 legs, each its own port pair and date); ports are codes from find_ports, dates YYYY-MM-DD. ' +
    'A oneWay search also answers `connections` when a journey with one or two changes of ship is offered ' +
    '(always when the day has no direct sailing): its legs, the wait at each change (`overnight` when it ' +
    'spans a night; `byRoad` when the traveller must go by road to another port of the same town, tell ' +
    'them), the total of the legs’ lowest fares and `totalCo2Grams`, their CO2 per passenger added up ' +
    '(null when a ship has no figure); book one by passing its legs’ cartLegs, in ' +
    `order, as one order. ${TIMES_NOTE} Each sailing carries the \`cartLeg\` to pass to price_trip and ` +
    'start_booking.',
  writes: false,
  readOnly: true,
  ...descriptorBody<SearchInput>(NETWORK_ENDPOINTS, 'results'),
  async run({ services, options, input }) {
    const { sort, filters, ...query } = input;
    const results = await services.ferry.searchTrips.execute({ query, sort, filters });
    return answered({
      legs: results.legs.map((leg, legIndex) => ({
        legIndex,
        from: leg.leg.departurePort,
        to: leg.leg.destinationPort,
        date: leg.leg.departureDate,
        sailings: leg.trips.length,
        trips: leg.trips.slice(0, TRIPS_PER_LEG).map((trip) => tripAnswer(trip, legIndex)),
      })),
      connections: results.connections.map((it) => itineraryAnswer(it, { leg: tripAnswer, money })),
      partial: results.partial,
      link: resultsLink(options.publicUrl, 'en', query),
    });
  },
});

const priceSchema = cartSchema.pick(['legs']);

const priceLines = (leg: LegPricing) =>
  PRICE_GROUPS.flatMap((group) =>
    leg[group].items.map((item) => ({
      kind: group,
      code: item.code,
      description: item.description,
      total: money(item.total),
    })),
  );

/** The spec §3 breakdown, every figure in cents and euros. */
export const breakdownAnswer = (breakdown: FareBreakdown) => ({
  subtotal: money(breakdown.subtotal),
  discount: money(breakdown.discount),
  serviceFee: money(breakdown.serviceFee),
  shippingCost: money(breakdown.shippingCost),
  finalPrice: money(breakdown.finalPrice),
});

const priceTrip = toolOf<InferType<typeof priceSchema>>({
  name: 'price_trip',
  title: 'Price a trip',
  description:
    'The exact price of sailings for a party, asked of the companies that sell them: each leg is a ' +
    '`cartLeg` from search_trips with `passengers` (passengerType AD adult, CH child, IN infant, ST ' +
    'student, SE senior, DI disabled; accommodationType a deck, seat or cabin code of that sailing; in a ' +
    'cabin, accommodationRequestType MALE or FEMALE for a berth in a shared one, COMPLETE for the whole ' +
    'cabin), ' +
    '`vehicles` (accommodationType CAR, MOTO, BIKE or CAMPER, with length in metres) and `pets` (code ' +
    'SMALL or LARGE). Answers `expectedFinalPrice`, which start_booking needs with the same legs.',
  writes: false,
  readOnly: true,
  input: priceSchema,
  async run({ services, input }) {
    const priced = await services.checkout.priceCart.execute({
      legs: input.legs as LegBooking[],
      receiveTicketsMethod: 'portPickup',
    });
    if (!priced.ok) return refused(priced.error);
    const { legs, breakdown } = priced.value;
    return answered({
      legs: legs.map((leg) => ({
        tripId: leg.tripId,
        tripTotal: money(leg.tripTotal),
        lines: priceLines(leg),
      })),
      breakdown: breakdownAnswer(breakdown),
      expectedFinalPrice: breakdown.finalPrice,
    });
  },
});

/** Search and pricing. */
export const TRIP_TOOLS = [searchTrips, priceTrip] as Tool<unknown>[];
