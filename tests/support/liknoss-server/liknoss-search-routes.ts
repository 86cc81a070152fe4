import { type Request, type Response, Router } from 'express';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import { findSailing } from './liknoss-requests.ts';
import { answer, faultTolerant, refuse } from './liknoss-server.ts';
import { liknossTripOf, locationOf } from './liknoss-shapes.ts';

const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

interface TimetableRequest {
  departureDate: string;
  originIdOrCode: string;
  destinationIdOrCode: string;
  quoteRequest?: { passengers?: number; vehicles?: number; pets?: number };
}

/** `/trips`: the sailings of a day with their availability, and the dictionary of their companies. */
async function tripsWithDictionary(inventory: FerryInventory, request: TimetableRequest) {
  const trips = await inventory.searchTrips({
    from: String(request.originIdOrCode),
    to: String(request.destinationIdOrCode),
    date: String(request.departureDate),
    passengers: request.quoteRequest?.passengers ?? 1,
    vehicles: request.quoteRequest?.vehicles ?? 0,
    pets: request.quoteRequest?.pets ?? 0,
  });
  const companies = Object.fromEntries(trips.map((trip) => [trip.company.code, { name: trip.company.name }]));
  return { trips: trips.map(liknossTripOf), companies };
}

async function locations(inventory: FerryInventory, request: Request, response: Response) {
  const [ports, countries] = await Promise.all([inventory.ports(), inventory.countries()]);
  const names = new Map(countries.map((country) => [country.code, country.name]));
  const company = request.query.companyAbbreviations;
  let served: Set<string> | undefined;
  if (typeof company === 'string') {
    const details = await inventory.capabilities.companyDirectory!.companyDetails({ companyCode: company });
    served = new Set(details.ok ? details.value.flatMap((c) => c.ports) : []);
  }
  const wanted = ports.filter((port) => !served || served.has(port.code));
  response.json(wanted.map((port) => locationOf(port, names.get(port.countryCode) ?? port.countryCode)));
}

/** The reads: locations, countries, routes, companies, trips, trips per day, route frequency, checks. */
export function searchRoutes(inventory: FerryInventory): Router {
  const router = Router();
  router.get(
    '/locations',
    faultTolerant((request, response) => locations(inventory, request, response)),
  );
  router.get(
    '/countries',
    faultTolerant(async (_request, response) => {
      response.json((await inventory.countries()).map((c) => ({ idOrCode: c.code, name: c.name })));
    }),
  );
  router.get(
    '/routes',
    faultTolerant(async (_request, response) => {
      const ports = await inventory.ports();
      const routes = await Promise.all(
        ports.map(async (port) => ({
          origin: { idOrCode: port.code },
          destinations: (await inventory.destinations(port.code)).map((idOrCode) => ({ idOrCode })),
        })),
      );
      response.json(routes.filter((route) => route.destinations.length > 0));
    }),
  );
  router.get(
    '/companies',
    faultTolerant(async (_request, response) => {
      answer(response, await inventory.capabilities.companyDirectory!.companyDetails({}), (companies) =>
        companies.map((company) => ({
          abbreviation: company.code,
          description: company.name,
          country: company.country,
          website: company.website,
          phone: company.phone,
          vessels: company.vessels.map((v) => ({
            idOrCode: v.code,
            name: v.name,
            type: v.highSpeed ? 'HIGH_SPEED' : 'CONVENTIONAL',
            capacity: v.passengers,
          })),
        })),
      );
    }),
  );
  router.post(
    '/trips',
    faultTolerant(async (request, response) => {
      response.json(await tripsWithDictionary(inventory, request.body));
    }),
  );
  router.post(
    '/list-of-trips',
    faultTolerant(async (request, response) => {
      const requests: TimetableRequest[] = Array.isArray(request.body) ? request.body : [];
      const answers = await Promise.all(requests.map((one) => tripsWithDictionary(inventory, one)));
      response.json({ tripsWithDictionary: answers });
    }),
  );
  router.post(
    '/trips-per-day',
    faultTolerant((request, response) => tripsPerDay(inventory, request, response)),
  );
  checkRoutes(router, inventory);
  return router;
}

/** `/trips-per-day`: the days `daysToSearch` either side of the day asked, with each day's trips. */
async function tripsPerDay(inventory: FerryInventory, request: Request, response: Response) {
  const { departureDate, originIdOrCode, destinationIdOrCode, daysToSearch } = request.body ?? {};
  const span = Math.min(Math.max(Number(daysToSearch) || 0, 0), 31);
  if (typeof departureDate !== 'string')
    return refuse(response, 400, 'INVALID_REQUEST', 'departureDate is required');
  const dates = await inventory.departureDates({
    origin: String(originIdOrCode),
    destination: String(destinationIdOrCode),
    from: addDays(departureDate, -span),
    days: 2 * span + 1,
  });
  response.json(
    dates.map((date) => ({
      departureDate: date.date,
      trips: Array.from({ length: date.departures }, () => ({ basicPrice: date.lowestFare })),
    })),
  );
}

/** The loyalty card and resident (MAN) checks against a sailing. */
function checkRoutes(router: Router, inventory: FerryInventory) {
  router.post(
    '/resident-validation',
    faultTolerant(async (request, response) => {
      const trip = await findSailing(inventory, request.body?.trip);
      if (!trip) return refuse(response, 404, 'TRIP_NOT_FOUND', 'no such sailing');
      const residentIdOrCode = String(request.body?.passengerData?.[0]?.residentIdOrCode ?? '');
      const check = { tripId: trip.tripId, company: String(request.body.company), residentIdOrCode };
      answer(response, await inventory.capabilities.discountChecks!.validateResident(check), (result) => ({
        company: check.company,
        passengerData: [
          {
            residentIdOrCode,
            valid: result.valid,
            eligible: result.eligible,
            discount: result.discountPercent,
          },
        ],
      }));
    }),
  );
  router.post(
    '/loyalty-validation',
    faultTolerant(async (request, response) => {
      const trip = await findSailing(inventory, request.body?.trip);
      if (!trip) return refuse(response, 404, 'TRIP_NOT_FOUND', 'no such sailing');
      const check = {
        tripId: trip.tripId,
        company: String(request.body.company),
        loyaltyCard: String(request.body.loyaltyNumber ?? ''),
      };
      answer(response, await inventory.capabilities.discountChecks!.validateLoyaltyCard(check), (result) => ({
        valid: result.valid,
        programme: result.programme,
        discount: result.discountPercent,
      }));
    }),
  );
}
