import type { Response, Router } from 'express';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { CancellationOutcome, UpstreamBooking } from '#application/ports/upstream-booking.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { Lookups } from './liknoss-booking-routes.ts';
import { answer, faultTolerant, type LiknossServerOptions, refuseWith } from './liknoss-server.ts';

interface NamedTrip {
  origin?: { idOrCode?: string };
  destination?: { idOrCode?: string };
  departureDateTime?: string;
  vessel?: { idOrCode?: string; company?: { abbreviation?: string } };
}
type LiknossTrip = Required<NamedTrip>;

const sameTrip = (asked: NamedTrip, booked: LiknossTrip) =>
  asked.origin?.idOrCode === booked.origin.idOrCode &&
  asked.destination?.idOrCode === booked.destination.idOrCode &&
  asked.departureDateTime === booked.departureDateTime &&
  asked.vessel?.idOrCode === booked.vessel.idOrCode &&
  asked.vessel?.company?.abbreviation === booked.vessel.company?.abbreviation;

/**
 * `POST /cancellation` as Liknoss's `BookingCancellationRequest` has it: `crsReservationId`, `askForFees`
 * (the fees only, unless the company cancels while asked), and `trips`, the booking's trips whose items are
 * cancelled; without trips the whole booking. A trip the booking does not have is refused.
 */
export function cancellationRoute(
  router: Router,
  options: LiknossServerOptions,
  { booking, asLiknoss }: Pick<Lookups, 'booking' | 'asLiknoss'>,
) {
  const { inventory } = options;
  router.post(
    '/cancellation',
    faultTolerant(async (request, response) => {
      const found = await booking(request.body?.crsReservationId, response);
      if (!found) return;
      const quoting = request.body.askForFees === true;
      // At some companies asking for the fees cancels the booking there and then.
      const quoteCancels =
        quoting &&
        found.status === 'confirmed' &&
        options.quoteCancelsAt.includes(found.legs[0]?.companyCode ?? '');
      const confirm = !quoting || quoteCancels;
      const asked: NamedTrip[] = Array.isArray(request.body.trips) ? request.body.trips : [];
      const outcome =
        asked.length === 0
          ? await inventory.cancelBooking({ orderCode: found.orderCode, confirm })
          : await cancelTrips(found, asked, confirm, response);
      if (!outcome) return;
      answer(response, outcome, (cancelled) => ({
        crsReservationId: Number(request.body.crsReservationId),
        refundValue: cancelled.refund.refund,
        cancelledWhileAskingForFees: quoteCancels,
      }));
    }),
  );

  /** The named trips' items cancelled one by one; the refund is what they give back together. */
  async function cancelTrips(
    found: UpstreamBooking,
    asked: NamedTrip[],
    confirm: boolean,
    response: Response,
  ): Promise<Result<CancellationOutcome, InventoryError> | undefined> {
    const booked = (asLiknoss(found) as { trips: LiknossTrip[] }).trips;
    const legIndexes = asked.map((trip) => booked.findIndex((own) => sameTrip(trip, own)));
    if (legIndexes.some((index) => index < 0)) {
      refuseWith(response, { code: 'invalidRequest', message: 'a trip is not one of the booking' });
      return undefined;
    }
    let refund = 0;
    let outcome: CancellationOutcome | undefined;
    for (const legIndex of legIndexes) {
      const one = await inventory.capabilities.legCancellation!.cancelLeg({
        orderCode: found.orderCode,
        legIndex,
        confirm,
      });
      if (!one.ok) return one;
      refund += one.value.refund.refund;
      outcome = one.value;
    }
    return ok({ ...outcome!, refund: { ...outcome!.refund, refund } });
  }
}
