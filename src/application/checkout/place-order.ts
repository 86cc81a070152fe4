import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { PaymentForm } from '#domain/booking/payment-form.ts';
import { domainError } from '#domain/errors/domain-error.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { MarketingOrigin } from '#domain/marketing/marketing-event.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { Order, OrderInvoice, OrderLeader } from '#domain/orders/order.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import { paymentMethodFor } from '#domain/reseller/reseller-mode.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { businessDay } from '#domain/site/business-day.ts';
import type { FailBooking } from '../ferry/fail-booking.ts';
import type { GetCompanyDetails } from '../ferry/get-company-details.ts';
import type { HeldBookings, HoldBooking } from '../ferry/hold-booking.ts';
import type { InsertBooking } from '../ferry/insert-booking.ts';
import type { Clock } from '../ports/clock.ts';
import type { CouponRepository, StoredCoupon } from '../ports/coupon-repository.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderReferences } from '../ports/order-references.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';
import type { CheckCoupon } from './check-coupon.ts';
import type { CheckoutError } from './checkout-error.ts';
import { toLegRequest } from './leg-request.ts';
import { validateOrderForm } from './order-form-validation.ts';
import { orderLegs } from './order-legs.ts';
import type { CartPrice, PriceCart } from './price-cart.ts';
import { insertTravellerDetails, releaseHolds } from './upstream-holds.ts';

export interface PlaceOrderInput {
  locale: LocaleCode;
  legs: LegBooking[];
  leader: OrderLeader;
  payment: PaymentForm;
  invoice: OrderInvoice | null;
  /** The coupon code the traveller redeemed; '' for none. */
  couponCode: string;
  /** The final price the traveller saw and agreed to; the order is placed only at exactly this price. */
  expectedFinalPrice: Cents;
  userId: number | null;
  /** The visitor's address: anonymous holds are counted per address. */
  clientIp: string;
  /** The reseller booking on its credit limit (an authenticated reseller user), or null. */
  resellerUserId: number | null;
  sessionId?: string;
  /** The visitor's marketing consent and, with it, where they bought (for the purchase event). */
  marketingConsent?: boolean;
  marketingOrigin?: MarketingOrigin;
}

export interface PlacedOrder {
  order: Order;
  /** The order's secret: handed to the browser (an HttpOnly cookie) or the API client once, never stored. */
  token: string;
}

export interface PlaceOrderDeps {
  orders: OrderRepository;
  priceCart: PriceCart;
  checkCoupon: CheckCoupon;
  coupons: CouponRepository;
  holdBooking: HoldBooking;
  insertBooking: InsertBooking;
  failBooking: FailBooking;
  companies: GetCompanyDetails;
  references: OrderReferences;
  limiter: RateLimiter;
  /** Passengers that visitors' unpaid orders may hold on one sailing at once (resellers are not counted). */
  maxUnpaidPlacesPerSailing: number;
  tokens: SecretTokens;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * Orders a visitor who is not a reseller may place per hour from one address. With at most nine passengers
 * an order, that bounds what one address can hold of any sailing (decision 0012).
 */
const ANONYMOUS_HOLDS: RateLimit = {
  name: 'anonymous-holds-ip',
  points: 10,
  durationSeconds: 60 * 60,
};

/** The cart as priced on the server, with the coupon the traveller redeemed (null for none). */
interface PricedOrder {
  cart: CartPrice;
  coupon: StoredCoupon | null;
  breakdown: FareBreakdown;
}

/**
 * "Pay and continue" up to the payment (decision 0012): validates what the traveller entered, prices the cart
 * on the server, refuses a price other than the one shown, holds every leg at its system (all or nothing),
 * records Kyma's order and the traveller details at the upstream systems. Any failure after the hold
 * releases the places at once.
 */
export class PlaceOrder {
  readonly #deps: PlaceOrderDeps;
  constructor(deps: PlaceOrderDeps) {
    this.#deps = deps;
  }

  async execute(request: PlaceOrderInput): Promise<Result<PlacedOrder, CheckoutError>> {
    // The payment method is not the traveller's choice: resellers pay from their credit, everyone else by card.
    const input = {
      ...request,
      payment: { ...request.payment, paymentMethod: paymentMethodFor(request.resellerUserId !== null) },
    };
    const valid = validateOrderForm(input, businessDay(this.#deps.clock.now()));
    if (!valid.ok) return valid;
    const admitted = await this.#admit(input);
    if (!admitted.ok) return admitted;
    const priced = await this.#price(input);
    if (!priced.ok) return priced;
    const held = await this.#hold(input, priced.value.breakdown);
    if (!held.ok) return held;
    const order = await this.#newOrder(input, priced.value, held.value);
    return this.#record(order, priced.value.coupon, held.value.bookings, input.sessionId);
  }

  /** Holds take places off sale for a while: one visitor may not block a ship by holding and never paying. */
  async #admit(input: PlaceOrderInput): Promise<Result<true, CheckoutError>> {
    if (input.resellerUserId !== null) return ok(true);
    const counted = await this.#deps.limiter.consume(ANONYMOUS_HOLDS, input.clientIp);
    if (!counted.allowed) return err(domainError('tooManyHolds'));
    if (await this.#sailingWouldBeBlocked(input.legs)) return err(domainError('sailingBusy'));
    return ok(true);
  }

  /**
   * Spread over many addresses, holds could still take a whole ship off sale: unpaid visitors' orders may hold
   * only so many passengers of one sailing at a time (checked before holding, so two orders at the same
   * instant may pass it together; the upstream's own capacity stays the hard limit).
   */
  async #sailingWouldBeBlocked(legs: LegBooking[]): Promise<boolean> {
    const held = await this.#deps.orders.unpaidPlacesOn(
      legs.map((leg) => leg.tripId),
      this.#deps.clock.now(),
    );
    return legs.some(
      (leg) => (held.get(leg.tripId) ?? 0) + leg.passengers.length > this.#deps.maxUnpaidPlacesPerSailing,
    );
  }

  /** The server's price, less the coupon; refused unless it is exactly the price the traveller agreed to. */
  async #price(input: PlaceOrderInput): Promise<Result<PricedOrder, CheckoutError>> {
    const priced = await this.#deps.priceCart.execute({
      legs: input.legs,
      receiveTicketsMethod: input.payment.receiveTicketsMethod,
      sessionId: input.sessionId,
    });
    if (!priced.ok) return priced;
    const coupon = input.couponCode.trim()
      ? await this.#deps.checkCoupon.find({
          code: input.couponCode,
          email: input.leader.email,
          basket: priced.value.breakdown.subtotal,
        })
      : null;
    if (coupon && !coupon.ok)
      return err({ ...coupon.error, fields: [{ path: 'payment.couponNumber', key: 'invalidCouponCode' }] });
    const breakdown = coupon
      ? cartBreakdown(
          priced.value.legs.map((leg) => leg.tripTotal),
          input.payment.receiveTicketsMethod,
          coupon.value.discount,
        )
      : priced.value.breakdown;
    if (breakdown.finalPrice !== input.expectedFinalPrice) return err({ code: 'priceChanged', breakdown });
    return ok({ cart: priced.value, coupon: coupon ? coupon.value : null, breakdown });
  }

  /** Holds every leg; a system that holds at another total than it priced is a changed price. */
  async #hold(
    input: PlaceOrderInput,
    breakdown: FareBreakdown,
  ): Promise<Result<HeldBookings, CheckoutError>> {
    const held = await this.#deps.holdBooking.execute({
      legs: input.legs.map(toLegRequest),
      leader: { ...input.leader },
      sessionId: input.sessionId,
    });
    if (!held.ok) return held;
    if (held.value.total !== breakdown.subtotal) {
      await releaseHolds(this.#deps.failBooking, held.value.bookings, input.sessionId);
      return err({ code: 'priceChanged', breakdown });
    }
    return held;
  }

  async #newOrder(input: PlaceOrderInput, priced: PricedOrder, held: HeldBookings): Promise<Order> {
    const { payment, invoice } = input;
    const now = this.#deps.clock.now().toISOString();
    return {
      id: this.#deps.ids.next(),
      reference: this.#deps.references.next(),
      status: 'held',
      locale: input.locale,
      userId: input.userId,
      resellerId: input.resellerUserId,
      leader: input.leader,
      legs: await orderLegs(this.#deps.companies, input.legs, priced.cart, held.bookings),
      delivery: {
        receiveTicketsMethod: payment.receiveTicketsMethod,
        prefecture: payment.prefecture,
        city: payment.city,
        address: payment.address,
        zipCode: payment.zipCode,
        name: payment.name,
        telephone: payment.telephone,
      },
      invoice: invoice && {
        companyName: invoice.companyName,
        activity: invoice.activity,
        tax: invoice.tax,
        address: invoice.address,
        registry: invoice.registry,
        mobile: invoice.mobile,
      },
      couponCode: priced.coupon ? priced.coupon.name : null,
      breakdown: priced.breakdown,
      paymentMethod: payment.paymentMethod,
      holdExpiresAt: held.expiresAt,
      tickets: [],
      ...(input.marketingConsent && input.marketingOrigin
        ? { marketingConsent: true, marketingOrigin: input.marketingOrigin }
        : {}),
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Stores the order, takes the coupon's use and records the travellers upstream; undoes all on failure. */
  async #record(
    order: Order,
    coupon: StoredCoupon | null,
    bookings: HeldBookings['bookings'],
    sessionId: string | undefined,
  ): Promise<Result<PlacedOrder, CheckoutError>> {
    const token = this.#deps.tokens.create();
    await this.#deps.orders.create({ order, tokenHash: this.#deps.tokens.hash(token), cause: 'places held' });
    // The coupon's use is taken with the order: of two orders racing for its last use, one gets it.
    const reserved = coupon
      ? await this.#deps.coupons.reserve(coupon.id, order.id, new Date(order.createdAt))
      : true;
    const inserted = reserved
      ? await insertTravellerDetails(this.#deps.insertBooking, order, bookings, sessionId)
      : err(domainError('invalidCouponCode', [{ path: 'payment.couponNumber', key: 'invalidCouponCode' }]));
    if (!inserted.ok) {
      await this.#deps.orders.transition({
        orderId: order.id,
        from: ['held'],
        to: 'failed',
        cause: `order refused: ${inserted.error.code}`,
        at: this.#deps.clock.now(),
      });
      await this.#deps.coupons.release(order.id, this.#deps.clock.now());
      await releaseHolds(this.#deps.failBooking, bookings, sessionId);
      return inserted;
    }
    const moved = await this.#deps.orders.transition({
      orderId: order.id,
      from: ['held'],
      to: 'detailsAdded',
      cause: 'traveller details recorded',
      at: this.#deps.clock.now(),
    });
    if (!moved) return err(domainError('reservationError'));
    return ok({ order: moved, token });
  }
}
