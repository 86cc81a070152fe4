import type { FindBookingRequest } from '#domain/orders/find-booking-schema.ts';
import { isLeaderAddress } from '#domain/orders/leader-address.ts';
import { maskedOrder } from '#domain/orders/masked-order.ts';
import type { Order } from '#domain/orders/order.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { LimitBookingLookups } from '../ferry/limit-booking-lookups.ts';
import type { OrderRepository } from '../ports/order-repository.ts';

export interface FindBookingFailure {
  code: 'reservationNotFound' | 'tooManyRequests';
}

export interface FindBookingDeps {
  orders: OrderRepository;
  lookups: LimitBookingLookups;
}

/**
 * "Find your booking" by its reference and the lead traveller's e-mail (decision 0016). Knowing both is
 * less than holding the order's secret: the answer is the order with its personal data masked. Every try
 * counts against the client address's look-up limit, and a wrong e-mail answers exactly as an unknown
 * reference does, so neither references nor addresses can be probed.
 */
export class FindBooking {
  readonly #deps: FindBookingDeps;
  constructor(deps: FindBookingDeps) {
    this.#deps = deps;
  }

  /** `reference` and `email` as `findBookingSchema` reads them (the driver checks the form with it). */
  async execute(input: FindBookingRequest & { ip: string }): Promise<Result<Order, FindBookingFailure>> {
    const limit = await this.#deps.lookups.execute({ ip: input.ip });
    if (!limit.allowed) return err({ code: 'tooManyRequests' });
    const found = await this.#deps.orders.findByReference(input.reference);
    if (!found || !isLeaderAddress(found.order, input.email)) {
      return err({ code: 'reservationNotFound' });
    }
    return ok(maskedOrder(found.order));
  }
}
