import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { PaymentForm } from '#domain/booking/payment-form.ts';
import { type DomainError, domainError } from '#domain/errors/domain-error.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { MarketingOrigin } from '#domain/marketing/marketing-event.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { Order, OrderInvoice, OrderLeader, OrderLeg } from '#domain/orders/order.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import { paymentMethodFor } from '#domain/reseller/reseller-mode.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { invoiceSchema } from '#domain/validation/invoice-schema.ts';
import { leaderSchema } from '#domain/validation/leader-schema.ts';
import { validateLeg } from '#domain/validation/leg-schema.ts';
import { paymentFormSchema } from '#domain/validation/payment-form-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import type { FailBooking } from '../ferry/fail-booking.ts';
import type { GetCompanyDetails } from '../ferry/get-company-details.ts';
import type { HoldBooking } from '../ferry/hold-booking.ts';
import type { InsertBooking } from '../ferry/insert-booking.ts';
import type { Clock } from '../ports/clock.ts';
import type { CouponRepository } from '../ports/coupon-repository.ts';
import type { UpstreamBooking } from '../ports/ferry-inventory.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderReferences } from '../ports/order-references.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';
import type { CheckCoupon } from './check-coupon.ts';
import type { CheckoutError } from './checkout-error.ts';
import { toLegRequest } from './leg-request.ts';
import type { CartPrice, PriceCart } from './price-cart.ts';

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
export const ANONYMOUS_HOLDS: RateLimit = {
  name: 'anonymous-holds-ip',
  points: 10,
  durationSeconds: 60 * 60,
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

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
    const valid = this.#validate(input);
    if (!valid.ok) return valid;
    // Holds take places off sale for a while: one visitor may not block a ship by holding and never paying.
    if (input.resellerUserId === null) {
      const counted = await this.#deps.limiter.consume(ANONYMOUS_HOLDS, input.clientIp);
      if (!counted.allowed) return err(domainError('tooManyHolds'));
      if (await this.#sailingWouldBeBlocked(input.legs)) return err(domainError('sailingBusy'));
    }
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

    const held = await this.#deps.holdBooking.execute({
      legs: input.legs.map(toLegRequest),
      leader: { ...input.leader },
      sessionId: input.sessionId,
    });
    if (!held.ok) return held;
    const bookings = held.value.bookings;
    if (held.value.total !== breakdown.subtotal) {
      await this.#release(bookings, input.sessionId);
      return err({ code: 'priceChanged', breakdown });
    }

    const now = this.#deps.clock.now();
    const order: Order = {
      id: this.#deps.ids.next(),
      reference: this.#deps.references.next(),
      status: 'held',
      locale: input.locale,
      userId: input.userId,
      resellerId: input.resellerUserId,
      leader: input.leader,
      legs: await this.#orderLegs(input.legs, priced.value, bookings),
      delivery: {
        receiveTicketsMethod: input.payment.receiveTicketsMethod,
        prefecture: input.payment.prefecture,
        city: input.payment.city,
        address: input.payment.address,
        zipCode: input.payment.zipCode,
        name: input.payment.name,
        telephone: input.payment.telephone,
      },
      invoice: input.invoice && {
        companyName: input.invoice.companyName,
        activity: input.invoice.activity,
        tax: input.invoice.tax,
        address: input.invoice.address,
        registry: input.invoice.registry,
        mobile: input.invoice.mobile,
      },
      couponCode: coupon ? coupon.value.name : null,
      breakdown,
      paymentMethod: input.payment.paymentMethod,
      holdExpiresAt: held.value.expiresAt,
      tickets: [],
      ...(input.marketingConsent && input.marketingOrigin
        ? { marketingConsent: true, marketingOrigin: input.marketingOrigin }
        : {}),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    const token = this.#deps.tokens.create();
    await this.#deps.orders.create({ order, tokenHash: this.#deps.tokens.hash(token), cause: 'places held' });

    // The coupon's use is taken with the order: of two orders racing for its last use, one gets it.
    const reserved = coupon ? await this.#deps.coupons.reserve(coupon.value.id, order.id, now) : true;
    const inserted = reserved
      ? await this.#insertDetails(order, bookings, input.sessionId)
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
      await this.#release(bookings, input.sessionId);
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

  #validate(input: PlaceOrderInput): Result<true, CheckoutError> {
    if (input.legs.length === 0)
      return err(domainError('invalidForm', [{ path: 'legs', key: 'fieldRequired' }]));
    const today = isoDay(this.#deps.clock.now());
    for (const [index, leg] of input.legs.entries()) {
      const checked = validateLeg(leg, { today });
      if (!checked.ok) return err(underPath(`legs[${index}]`, checked.error));
    }
    const leader = validateWith(leaderSchema, input.leader, 'invalidForm');
    if (!leader.ok) return err(underPath('leader', leader.error));
    const payment = validateWith(paymentFormSchema, input.payment, 'paymentFormUncompleted', {
      country: input.leader.country,
    });
    if (!payment.ok) return err(underPath('payment', payment.error));
    if (input.invoice) {
      const invoice = validateWith(invoiceSchema, { ...input.invoice, needInvoice: true }, 'invalidForm');
      if (!invoice.ok) return err(underPath('invoice', invoice.error));
    }
    return ok(true);
  }

  async #orderLegs(legs: LegBooking[], price: CartPrice, bookings: UpstreamBooking[]): Promise<OrderLeg[]> {
    const names = await this.#companyNames(legs.map((leg) => leg.company));
    return legs.map((leg, index) => {
      const pricing = price.legs[index]!;
      const booking = bookings.find((b) => b.agentName === leg.agentName)!;
      const company = names.get(leg.company);
      return {
        booking: leg,
        agentName: leg.agentName,
        upstreamOrderCode: booking.orderCode,
        companyName: company?.name ?? leg.company,
        vesselName: company?.vessels.get(leg.vesselCode) ?? leg.vesselCode,
        tripTotal: pricing.tripTotal,
        ...linePrices(pricing),
      };
    });
  }

  /** Company and vessel names as printed on the voucher; a code stands in when a system does not answer. */
  async #companyNames(codes: string[]) {
    // Asked of the upstreams at once: a round trip of two companies must not wait for one then the other.
    const answers = await Promise.all(
      [...new Set(codes)].map(async (code) => {
        const found = await this.#deps.companies.execute({ companyCode: code });
        return found.ok ? found.value.find((company) => company.code === code) : undefined;
      }),
    );
    return new Map(
      answers.flatMap((company) =>
        company
          ? [
              [
                company.code,
                { name: company.name, vessels: new Map(company.vessels.map((v) => [v.code, v.name])) },
              ] as const,
            ]
          : [],
      ),
    );
  }

  async #insertDetails(order: Order, bookings: UpstreamBooking[], sessionId: string | undefined) {
    for (const booking of bookings) {
      const legs = order.legs.filter((leg) => leg.agentName === booking.agentName);
      const answer = await this.#deps.insertBooking.execute({
        orderCode: booking.orderCode,
        agentName: booking.agentName,
        sessionId,
        leader: { ...order.leader },
        passengers: legs.map((leg) =>
          leg.booking.passengers.map((p) => ({
            name: p.name,
            surname: p.surname,
            documentId: p.documentId,
            nationality: p.nationality,
            birthDate: p.birthDate,
            // The passenger form (validateLeg, before the hold) refuses a passenger without one.
            sex: p.sex as 'male' | 'female',
          })),
        ),
      });
      if (!answer.ok) return answer;
    }
    return ok(true);
  }

  async #release(bookings: UpstreamBooking[], sessionId: string | undefined) {
    await Promise.all(
      bookings.map((booking) =>
        this.#deps.failBooking.execute({
          orderCode: booking.orderCode,
          agentName: booking.agentName,
          sessionId,
        }),
      ),
    );
  }
}

/** A section's refusal with its fields named from the whole request (`leader.email`, `legs[1].…`). */
function underPath(section: string, error: DomainError): DomainError {
  return { ...error, fields: error.fields.map((field) => ({ ...field, path: `${section}.${field.path}` })) };
}

function linePrices(pricing: LegPricing) {
  const totals = (group: LegPricing['passengerPrices']) => group.items.map((item) => item.total);
  return {
    passengerPrices: totals(pricing.passengerPrices),
    vehiclePrices: totals(pricing.vehiclePrices),
    trailerPrices: totals(pricing.trailerPrices),
    petPrices: totals(pricing.petPrices),
  };
}
