import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { PaymentForm } from '#domain/booking/payment-form.ts';
import { type Refusal, refusal } from '#domain/errors/refusal.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { MarketingOrigin } from '#domain/marketing/marketing-event.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { Order, OrderInvoice, OrderLeader } from '#domain/orders/order.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import { chargeLines } from '#domain/pricing/charge-lines.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import { paymentMethodFor } from '#domain/reseller/reseller-mode.ts';
import { addressBlock } from '#domain/shared/address-block.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { businessDay } from '#domain/site/business-day.ts';
import type { FailBooking } from '../ferry/fail-booking.ts';
import { type FerryNetwork, ferryRefusal } from '../ferry/ferry-network.ts';
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
  /** Which sailing (voyage) each leg's trip takes its places from, for the cap on unpaid places. */
  network: Pick<FerryNetwork, 'sailingIdOf'>;
  insertBooking: InsertBooking;
  failBooking: FailBooking;
  companies: GetCompanyDetails;
  references: OrderReferences;
  limiter: RateLimiter;
  /**
   * Passengers that visitors' unpaid orders may hold on one sailing at once, over every pair of its stops
   * (resellers are not counted).
   */
  maxUnpaidPlacesPerSailing: number;
  /** Orders a visitor who is not a reseller may place per hour from one address (ANONYMOUS_ORDERS_PER_HOUR). */
  anonymousOrdersPerHour: number;
  tokens: SecretTokens;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * Orders a visitor who is not a reseller may place per hour from one address. With at most nine passengers
 * an order, that bounds what one address can hold of any sailing (decision 0012).
 */
const anonymousHolds = (points: number): RateLimit => ({
  name: 'anonymous-holds-ip',
  points,
  durationSeconds: 60 * 60,
});

/**
 * How long places claimed for an order stay claimed while it is being placed (pricing, holding at every
 * upstream under its deadline, recording): well past any placement, short enough that a process dying
 * halfway blocks nobody for long.
 */
const PLACING_CLAIM_MS = 2 * 60 * 1000;

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

  async execute(request: PlaceOrderInput): Promise<Result<PlacedOrder, Refusal>> {
    // The payment method is not the traveller's choice: resellers pay from their credit, everyone else by card.
    const input = {
      ...request,
      payment: { ...request.payment, paymentMethod: paymentMethodFor(request.resellerUserId !== null) },
    };
    const valid = validateOrderForm(input, businessDay(this.#deps.clock.now()));
    if (!valid.ok) return valid;
    const orderId = this.#deps.ids.next();
    const admitted = await this.#admit(input, orderId);
    if (!admitted.ok) return admitted;
    const placed = await this.#place(input, orderId);
    // An order not placed gives its claimed places back now rather than when the claim lapses.
    if (!placed.ok) await this.#deps.orders.dropUnpaidPlacesClaim(orderId);
    return placed;
  }

  async #place(input: PlaceOrderInput, orderId: string): Promise<Result<PlacedOrder, Refusal>> {
    const priced = await this.#price(input);
    if (!priced.ok) return priced;
    const held = await this.#hold(input, priced.value.breakdown);
    if (!held.ok) return held;
    const order = await this.#newOrder(input, orderId, priced.value, held.value);
    return this.#record(order, priced.value.coupon, held.value.bookings, input.sessionId);
  }

  /** Holds take places off sale for a while: one visitor may not block a ship by holding and never paying. */
  async #admit(input: PlaceOrderInput, orderId: string): Promise<Result<true, Refusal>> {
    if (input.resellerUserId !== null) return ok(true);
    // An IPv6 subscriber has a whole /64 to rotate through: the block is the address counted.
    const counted = await this.#deps.limiter.consume(
      anonymousHolds(this.#deps.anonymousOrdersPerHour),
      addressBlock(input.clientIp),
    );
    if (!counted.allowed) return err(refusal('tooManyHolds'));
    // Spread over many addresses, holds could still take a whole ship off sale: visitors' unpaid orders may
    // hold only so many passengers of one sailing at a time, claimed before the upstream is asked to hold.
    // The places are the voyage's, whichever pair of its stops a leg books (decision 0107).
    const now = this.#deps.clock.now();
    const claimed = await this.#deps.orders.claimUnpaidPlaces({
      orderId,
      places: input.legs.map((leg) => ({
        sailingId: this.#deps.network.sailingIdOf(leg.agentName, leg.tripId),
        places: leg.passengers.length,
      })),
      cap: this.#deps.maxUnpaidPlacesPerSailing,
      now,
      until: new Date(now.getTime() + PLACING_CLAIM_MS),
    });
    return claimed ? ok(true) : err(refusal('sailingBusy'));
  }

  /** The server's price, less the coupon; refused unless it is exactly the price the traveller agreed to. */
  async #price(input: PlaceOrderInput): Promise<Result<PricedOrder, Refusal>> {
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
  async #hold(input: PlaceOrderInput, breakdown: FareBreakdown): Promise<Result<HeldBookings, Refusal>> {
    const held = await this.#deps.holdBooking.execute({
      legs: input.legs.map(toLegRequest),
      leader: { ...input.leader },
      sessionId: input.sessionId,
    });
    if (!held.ok) return err(ferryRefusal(held.error));
    if (held.value.total !== breakdown.subtotal) {
      await releaseHolds(this.#deps.failBooking, held.value.bookings, input.sessionId);
      return err({ code: 'priceChanged', breakdown });
    }
    return held;
  }

  async #newOrder(
    input: PlaceOrderInput,
    id: string,
    priced: PricedOrder,
    held: HeldBookings,
  ): Promise<Order> {
    const { payment, invoice } = input;
    const now = this.#deps.clock.now().toISOString();
    return {
      id,
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
      chargeLines: chargeLines(
        input.legs.map((booking, index) => ({ booking, pricing: priced.cart.legs[index]! })),
        priced.breakdown,
      ),
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
  ): Promise<Result<PlacedOrder, Refusal>> {
    const token = this.#deps.tokens.create();
    await this.#deps.orders.create({
      order,
      tokenHash: this.#deps.tokens.hash(token),
      cause: { code: 'placesHeld' },
    });
    // The coupon's use is taken with the order: of two orders racing for its last use, one gets it.
    const reserved = coupon
      ? await this.#deps.coupons.reserve(coupon.id, order.id, new Date(order.createdAt))
      : true;
    const inserted = reserved
      ? await insertTravellerDetails(this.#deps.insertBooking, order, bookings, sessionId)
      : err(refusal('invalidCouponCode', [{ path: 'payment.couponNumber', key: 'invalidCouponCode' }]));
    if (!inserted.ok) {
      await this.#deps.orders.transition({
        orderId: order.id,
        from: ['held'],
        to: 'failed',
        cause: { code: 'orderRefused', values: { code: inserted.error.code } },
        at: this.#deps.clock.now(),
      });
      await this.#deps.coupons.release(order.id, this.#deps.clock.now());
      await releaseHolds(this.#deps.failBooking, bookings, sessionId);
      return err(ferryRefusal(inserted.error));
    }
    const moved = await this.#deps.orders.transition({
      orderId: order.id,
      from: ['held'],
      to: 'detailsAdded',
      cause: { code: 'travellerDetailsRecorded' },
      at: this.#deps.clock.now(),
    });
    if (!moved) return err(refusal('reservationError'));
    return ok({ order: moved, token });
  }
}
