import type { PassengerType } from '#domain/booking/passenger.ts';
import type { Cents } from '#domain/money/cents.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { BookingReference } from './booking-lifecycle.ts';
import { onBooking } from './booking-lifecycle.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Spec §3 "Confirmation": what the voucher and the success page show. */
export interface Voucher {
  reservationNumber: string;
  fullName: string;
  total: Cents;
  legs: Array<{
    companyCode: string;
    vesselCode: string;
    from: string;
    to: string;
    departureDatetime: string;
    arrivalDatetime: string;
    tickets: Array<{
      ticketNumber: string;
      fullName: string;
      passengerType: PassengerType;
      sex: string | null;
      seatType: string;
      price: Cents;
    }>;
  }>;
}

/** The voucher of a confirmed booking (booking API `voucher`). */
export class GetVoucher {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  async execute(input: BookingReference): Promise<Result<Voucher, FerryError>> {
    const found = await onBooking(this.deps.network, input, 'retrieveBooking', input.orderCode);
    if (!found.ok) return found;
    const booking = found.value;
    if (booking.status !== 'confirmed') {
      return err({
        code: 'invalidBookingState',
        message: `booking ${booking.orderCode} is ${booking.status}; vouchers exist for confirmed bookings`,
      });
    }
    return ok({
      reservationNumber: booking.orderCode,
      fullName: booking.leader ? `${booking.leader.firstName} ${booking.leader.lastName}` : '',
      total: booking.total,
      legs: booking.legs.map((leg, legIndex) => ({
        companyCode: leg.companyCode,
        vesselCode: leg.vesselCode,
        from: leg.from,
        to: leg.to,
        departureDatetime: leg.departureDatetime,
        arrivalDatetime: leg.arrivalDatetime,
        tickets: booking.tickets
          .filter((ticket) => ticket.legIndex === legIndex)
          .map((ticket) => {
            const passenger = leg.request.passengers[ticket.passengerIndex];
            return {
              ticketNumber: ticket.ticketNumber,
              fullName: [passenger?.name, passenger?.surname].filter(Boolean).join(' '),
              passengerType: ticket.passengerType,
              sex: passenger?.sex ?? null,
              seatType: ticket.accommodationType,
              price: ticket.price,
            };
          }),
      })),
    });
  }
}
