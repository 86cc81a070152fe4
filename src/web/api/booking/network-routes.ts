import type { Router } from 'express';
import type { SearchQuery } from '#domain/search/search-query.ts';
import { businessDay } from '#domain/site/business-day.ts';
import { answer, type BookingRouteKit, type FerryServices } from './booking-route-kit.ts';
import { validate } from './read-request.ts';
import * as schemas from './request-schemas.ts';

type SearchFilters = Parameters<FerryServices['searchFares']['execute']>[0]['filters'];

/** What the network offers: ports, countries, companies, departure days and the fare comparison. */
export function networkRoutes(router: Router, services: FerryServices, { handle, post }: BookingRouteKit) {
  router.get(
    '/getPorts',
    handle(async (_req, lang) =>
      answer(await services.listPorts.execute({ lang }), lang, (ports) => ({ ports })),
    ),
  );
  router.get(
    '/countries',
    handle(async (_req, lang) =>
      answer(await services.listCountries.execute({ lang }), lang, (countries) => ({ countries })),
    ),
  );
  router.post(
    '/company-details',
    post(
      schemas.companyDetailsSchema,
      (body) =>
        services.getCompanyDetails.execute({ companyCode: body.company_code, portCode: body.port_code }),
      (companies) => ({ companies }),
    ),
  );
  const ports = (found: unknown) => ({ ports: found });
  router.post(
    '/getDestinations',
    post(
      schemas.destinationsSchema,
      (body, _req, lang) => services.listDestinations.execute({ origin: body.origin, lang }),
      ports,
    ),
  );
  router.post(
    '/getOrigins',
    post(
      schemas.originsSchema,
      (body, _req, lang) => services.listOrigins.execute({ destination: body.destination, lang }),
      ports,
    ),
  );
  router.post(
    '/getDates',
    post(
      schemas.datesSchema,
      (body) =>
        services.listDepartureDates.execute({
          origin: body.origin,
          destination: body.destination,
          from: body.from ?? businessDay(new Date()),
          days: body.days,
        }),
      (dates) => ({ dates }),
    ),
  );
  router.post(
    '/results',
    handle(async (req) => {
      const { sort, filters, ...query } = validate(schemas.resultsSchema, req.body);
      const results = await services.searchFares.execute({
        query: query as SearchQuery,
        sort,
        filters: filters as SearchFilters,
      });
      return { status: 200, body: results };
    }),
  );
}
