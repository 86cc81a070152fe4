import { randomUUID } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import { findCompany } from '#adapters/ferry-upstream/catalogue/companies.ts';
import { vesselOrThrow } from '#adapters/ferry-upstream/catalogue/vessels.ts';
import { athensTimeOf } from '#adapters/liknoss/liknoss-time.ts';
import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { BookedLeg, UpstreamBooking } from '#application/ports/upstream-booking.ts';
import { cancellationRoute } from './liknoss-cancellation-route.ts';
import { legOf } from './liknoss-requests.ts';
import { answer, faultTolerant, type LiknossServerOptions, refuse, refuseWith } from './liknoss-server.ts';
import { liknossBookingOf, pricedTripOf } from './liknoss-shapes.ts';

/** The ship of a booked leg, as a Liknoss trip names it. */
function shipOf(leg: BookedLeg) {
  const vessel = vesselOrThrow(leg.vesselCode);
  const company = { code: leg.companyCode, name: findCompany(leg.companyCode)?.name ?? leg.companyCode };
  return { vesselName: vessel.name, company, garage: vessel.garageMetres > 0, highSpeed: vessel.highSpeed };
}

/** Reservation ids (Liknoss numbers its bookings) for the simulated system's order codes, and back. */
class Ledger {
  readonly #orderCodes = new Map<number, string>();
  readonly #ids = new Map<string, number>();
  #next = 70_000_001;
  /** The legs each booking identifier priced; an optional booking names one. */
  readonly priced = new Map<string, LegRequest[]>();

  idOf(orderCode: string): number {
    let id = this.#ids.get(orderCode);
    if (id === undefined) {
      id = this.#next++;
      this.#ids.set(orderCode, id);
      this.#orderCodes.set(id, orderCode);
    }
    return id;
  }

  orderCodeOf(id: unknown): string | undefined {
    return this.#orderCodes.get(Number(id));
  }
}

/** The pricing, optional booking, modification, issue, retrieval, cancellation and voucher calls. */
export function bookingRoutes(options: LiknossServerOptions): Router {
  const { inventory } = options;
  const ledger = new Ledger();
  const router = Router();
  const asLiknoss = (booking: UpstreamBooking) =>
    liknossBookingOf(booking, ledger.idOf(booking.orderCode), shipOf);
  /** The booking a reservation id names, if the server has it. */
  const lookup = async (id: unknown) => {
    const orderCode = ledger.orderCodeOf(id);
    const found = orderCode ? await inventory.retrieveBooking(orderCode) : undefined;
    return found?.ok ? found.value : undefined;
  };
  /** The booking a path or body names, or a 404 answered. */
  const booking = async (id: unknown, response: Response) => {
    const found = await lookup(id);
    if (!found) refuse(response, 404, 'BOOKING_NOT_FOUND', `no booking ${String(id)}`);
    return found;
  };

  router.post(
    '/pricing',
    faultTolerant(async (request, response) => {
      const trips: unknown[] = Array.isArray(request.body?.trips) ? request.body.trips : [];
      if (trips.length === 0) return refuse(response, 400, 'INVALID_REQUEST', 'trips are required');
      const sailings = await Promise.all(trips.map((trip) => legOf(inventory, trip as never)));
      if (sailings.some((sailing) => !sailing))
        return refuse(response, 404, 'TRIP_NOT_FOUND', 'no such sailing');
      const legs = sailings.map((sailing) => sailing!.leg);
      const bookingIdentifier = randomUUID();
      answer(response, await inventory.price({ legs }), (pricing) => {
        ledger.priced.set(bookingIdentifier, legs);
        return {
          bookingIdentifier,
          fareIdOrCode: pricing[0]?.fareOption ?? 'STANDARD',
          trips: pricing.map((leg, index) => pricedTripOf(sailings[index]!.trip, legs[index]!, leg)),
        };
      });
    }),
  );

  router.post(
    '/optional-booking',
    faultTolerant(async (request, response) => {
      const identifier = request.get('booking-identifier-id') ?? '';
      const legs = ledger.priced.get(identifier);
      if (!legs)
        return refuse(response, 400, 'INVALID_REQUEST', 'price first: unknown booking-identifier-id');
      ledger.priced.delete(identifier);
      answer(response, await inventory.hold({ legs, leader: request.body?.leader ?? undefined }), (held) => ({
        crsReservationId: ledger.idOf(held.orderCode),
        optionDateTime: athensTimeOf(new Date(held.expiresAt)),
      }));
    }),
  );

  router.post(
    '/modify',
    faultTolerant(async (request, response) => {
      const found = await booking(request.body?.crsReservationId, response);
      if (!found) return;
      const trips: Array<{ passengers?: Array<Record<string, string>> }> = request.body.trips ?? [];
      const passengers = trips.map((trip) =>
        (trip.passengers ?? []).map((p) => ({
          name: p.name ?? '',
          surname: p.surname ?? '',
          sex: p.sex === 'female' ? ('female' as const) : ('male' as const),
          ...(p.documentNumber ? { documentId: p.documentNumber } : {}),
          ...(p.nationality ? { nationality: p.nationality } : {}),
          ...(p.birthDate ? { birthDate: p.birthDate } : {}),
        })),
      );
      const inserted = await inventory.insertBooking({
        orderCode: found.orderCode,
        leader: request.body.leader,
        passengers,
      });
      answer(response, inserted, asLiknoss);
    }),
  );

  afterSaleRoutes(router, options, { lookup, booking, asLiknoss });
  return router;
}

export interface Lookups {
  lookup: (id: unknown) => Promise<UpstreamBooking | undefined>;
  booking: (id: unknown, response: Response) => Promise<UpstreamBooking | undefined>;
  asLiknoss: (booking: UpstreamBooking) => unknown;
}

/** Issue (once), retrieval, the two cancellations and the voucher. */
function afterSaleRoutes(
  router: Router,
  options: LiknossServerOptions,
  { lookup, booking, asLiknoss }: Lookups,
) {
  const { inventory } = options;
  const issue = faultTolerant(async (request: Request, response: Response) => {
    const found = await booking(request.params.id, response);
    if (!found) return;
    // Tickets are issued once: issuing an issued booking answers the same tickets.
    if (found.status === 'confirmed') return void response.json(asLiknoss(found));
    answer(response, await inventory.finalizeBooking(found.orderCode), asLiknoss);
  });
  router.get('/issue-booking/:id', issue);
  router.get('/issue-booking/:id/:approvalCode', issue);

  router.get(
    '/retrieve-bookings',
    faultTolerant(async (request, response) => {
      const ids = String(request.query.crsReservationIds ?? '')
        .split(',')
        .filter(Boolean);
      const found = await Promise.all(ids.map(lookup));
      response.json(found.filter((b): b is UpstreamBooking => b !== undefined).map(asLiknoss));
    }),
  );

  router.get(
    '/cancellation/:id',
    faultTolerant(async (request, response) => {
      const found = await booking(request.params.id, response);
      if (!found) return;
      const id = Number(request.params.id);
      if (found.status === 'held' || found.status === 'inserted') {
        const failed = await inventory.failBooking(found.orderCode);
        return answer(response, failed, () => ({
          crsReservationId: id,
          refundValue: 0,
          cancelledWhileAskingForFees: false,
        }));
      }
      const cancelled = await inventory.cancelBooking({ orderCode: found.orderCode, confirm: true });
      answer(response, cancelled, (outcome) => ({
        crsReservationId: id,
        refundValue: outcome.refund.refund,
        cancelledWhileAskingForFees: false,
      }));
    }),
  );

  cancellationRoute(router, options, { booking, asLiknoss });

  router.get(
    '/generate-voucher/:id',
    faultTolerant(async (request, response) => {
      const found = await booking(request.params.id, response);
      if (!found) return;
      if (found.status !== 'confirmed')
        return refuseWith(response, { code: 'invalidBookingState', message: 'not issued' });
      const lines = found.tickets.map(
        (t) => `${t.ticketNumber} ${found.legs[t.legIndex]?.from}-${found.legs[t.legIndex]?.to}`,
      );
      response.json({ voucher: [`Reservation ${request.params.id}`, ...lines] });
    }),
  );
}
