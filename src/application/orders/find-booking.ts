import type { FieldError } from '#domain/errors/domain-error.ts';
import { findBookingSchema } from '#domain/orders/find-booking-schema.ts';
import { isLeaderAddress } from '#domain/orders/leader-address.ts';
import { maskedOrder } from '#domain/orders/masked-order.ts';
import type { Order } from '#domain/orders/order.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { validateWith } from '#domain/validation/validate.ts';
import type { LimitBookingLookups } from '../ferry/limit-booking-lookups.ts';
import type { OrderRepository } from '../ports/order-repository.ts';

export interface FindBookingFailure {
  code: 'invalidForm' | 'reservationNotFound' | 'tooManyRequests';
  fields: FieldError[];
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

  async execute(input: { form: unknown; ip: string }): Promise<Result<Order, FindBookingFailure>> {
    const valid = validateWith(findBookingSchema, input.form, 'invalidForm');
    if (!valid.ok) return err({ code: 'invalidForm', fields: valid.error.fields });
    const limit = await this.#deps.lookups.execute({ ip: input.ip });
    if (!limit.allowed) return err({ code: 'tooManyRequests', fields: [] });
    const found = await this.#deps.orders.findByReference(valid.value.reference);
    if (!found || !isLeaderAddress(found.order, valid.value.email)) {
      return err({ code: 'reservationNotFound', fields: [] });
    }
    return ok(maskedOrder(found.order));
  }
}
