import { type Bind, ContainerModule } from 'inversify';
import { randomOrderReferences } from '#adapters/crypto/random-order-references.ts';
import { PdfkitVoucherRenderer } from '#adapters/pdf/pdfkit-voucher-renderer.ts';
import { PostgresOrderChangeRepository } from '#adapters/postgres/orders/postgres-order-change-repository.ts';
import { PostgresOrderRepository } from '#adapters/postgres/orders/postgres-order-repository.ts';
import { PostgresOrderShipmentRepository } from '#adapters/postgres/orders/postgres-order-shipment-repository.ts';
import { PostgresAddressSignInRepository } from '#adapters/postgres/postgres-address-sign-in-repository.ts';
import { PostgresCouponRepository } from '#adapters/postgres/postgres-coupon-repository.ts';
import { CheckCoupon } from '#application/checkout/check-coupon.ts';
import { CompletePayment } from '#application/checkout/complete-payment.ts';
import { PayWithCredit } from '#application/checkout/pay-with-credit.ts';
import { PlaceOrder } from '#application/checkout/place-order.ts';
import { PriceCart } from '#application/checkout/price-cart.ts';
import { StartPayment } from '#application/checkout/start-payment.ts';
import { CancelBooking } from '#application/ferry/cancel-booking.ts';
import { FailBooking } from '#application/ferry/fail-booking.ts';
import { FerryNetwork } from '#application/ferry/ferry-network.ts';
import { GetCompanyDetails } from '#application/ferry/get-company-details.ts';
import { HoldBooking } from '#application/ferry/hold-booking.ts';
import { InsertBooking } from '#application/ferry/insert-booking.ts';
import { LimitBookingLookups } from '#application/ferry/limit-booking-lookups.ts';
import { PriceTrips } from '#application/ferry/price-trips.ts';
import { ValidateLoyaltyCard } from '#application/ferry/validate-loyalty-card.ts';
import { ValidateResident } from '#application/ferry/validate-resident.ts';
import { CancelOrder } from '#application/orders/cancel-order.ts';
import { ExpireLapsedOrders } from '#application/orders/expire-lapsed-orders.ts';
import { FindBooking } from '#application/orders/find-booking.ts';
import { FollowProviderRefunds } from '#application/orders/follow-provider-refunds.ts';
import { GetOrder } from '#application/orders/get-order.ts';
import { ListMyTrips } from '#application/orders/list-my-trips.ts';
import { ProveAddress } from '#application/orders/prove-address.ts';
import { QuoteOrderCancellation } from '#application/orders/quote-order-cancellation.ts';
import { ReadOrderPayment } from '#application/orders/read-order-payment.ts';
import { RedeemSignInLink } from '#application/orders/redeem-sign-in-link.ts';
import { RequestSignInLink } from '#application/orders/request-sign-in-link.ts';
import { VoidUncapturedAuthorisations } from '#application/orders/void-uncaptured-authorisations.ts';
import { GetOrderVoucher } from '#application/voucher/get-order-voucher.ts';
import { ResendVoucher } from '#application/voucher/resend-voucher.ts';
import type { Config } from '#config';
import { bindEachTo, onDatabase, onKnex } from './binding-helpers.ts';
import { bindLegCancellation } from './leg-cancellation-bindings.ts';
import { bindOrderChanges } from './order-change-bindings.ts';
import { orderJobHandlers, voucherSources } from './order-job-handlers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** Orders from "Pay and continue" to the tickets: their storage, references, voucher PDFs, use cases and jobs. */
export const checkoutModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.orders).toDynamicValue(onDatabase(PostgresOrderRepository));
    bind(PORTS.orderChanges).toDynamicValue(onDatabase(PostgresOrderChangeRepository));
    bind(PORTS.shipments).toDynamicValue(onDatabase(PostgresOrderShipmentRepository));
    bind(PORTS.coupons).toDynamicValue(onDatabase(PostgresCouponRepository));
    bind(PORTS.addressSignIns).toDynamicValue(onKnex(PostgresAddressSignInRepository));
    bind(PORTS.orderReferences).toConstantValue(randomOrderReferences);
    bind(PORTS.voucherRenderer).toDynamicValue((c) => new PdfkitVoucherRenderer(c.get(PORTS.messageWords)));
    bindCheckout(bind, config);
    bindAfterSale(bind, config);
    bindOrderChanges(bind, config);
    bindLegCancellation(bind, config);
    bind(PARTS.jobHandlers).toDynamicValue((c) => orderJobHandlers(c, config));
  });

/** Pricing, the order and its payment. */
function bindCheckout(bind: Bind, config: Config) {
  bind(PriceCart).toDynamicValue(
    (c) =>
      new PriceCart({
        priceTrips: c.get(PriceTrips),
        validateResident: c.get(ValidateResident),
        validateLoyaltyCard: c.get(ValidateLoyaltyCard),
        disruptions: c.get(PORTS.disruptions),
      }),
  );
  bind(CheckCoupon).toDynamicValue(
    (c) => new CheckCoupon({ coupons: c.get(PORTS.coupons), clock: c.get(PORTS.clock) }),
  );
  bind(PlaceOrder).toDynamicValue(
    (c) =>
      new PlaceOrder({
        orders: c.get(PORTS.orders),
        priceCart: c.get(PriceCart),
        checkCoupon: c.get(CheckCoupon),
        coupons: c.get(PORTS.coupons),
        holdBooking: c.get(HoldBooking),
        network: c.get(FerryNetwork),
        insertBooking: c.get(InsertBooking),
        failBooking: c.get(FailBooking),
        companies: c.get(GetCompanyDetails),
        references: c.get(PORTS.orderReferences),
        limiter: c.get(PORTS.rateLimiter),
        maxUnpaidPlacesPerSailing: config.unpaidHoldPlacesPerSailing,
        anonymousOrdersPerHour: config.anonymousOrdersPerHour,
        tokens: c.get(PORTS.secretTokens),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(StartPayment).toDynamicValue(
    (c) =>
      new StartPayment({
        orders: c.get(PORTS.orders),
        gateways: c.get(PORTS.paymentGateways),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
        publicUrl: config.publicUrl,
      }),
  );
  bind(CompletePayment).toDynamicValue(
    (c) =>
      new CompletePayment({
        orders: c.get(PORTS.orders),
        changes: c.get(PORTS.orderChanges),
        gateways: c.get(PORTS.paymentGateways),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
        logger: c.get(PARTS.logger),
      }),
  );
  bind(VoidUncapturedAuthorisations).toDynamicValue(
    (c) =>
      new VoidUncapturedAuthorisations({
        orders: c.get(PORTS.orders),
        gateways: c.get(PORTS.paymentGateways),
        clock: c.get(PORTS.clock),
        logger: c.get(PARTS.logger),
      }),
  );
  bind(FollowProviderRefunds).toDynamicValue(
    (c) =>
      new FollowProviderRefunds({
        orders: c.get(PORTS.orders),
        gateways: c.get(PORTS.paymentGateways),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
        logger: c.get(PARTS.logger),
      }),
  );
  bindEachTo(bind, [PayWithCredit, ExpireLapsedOrders], (c) => ({
    orders: c.get(PORTS.orders),
    ids: c.get(PORTS.ids),
    clock: c.get(PORTS.clock),
  }));
}

/** A traveller's proof of their address from another device: the one-time sign-in link (decision 0065). */
function bindSignIns(bind: Bind) {
  bind(ProveAddress).toDynamicValue(
    (c) =>
      new ProveAddress({
        signIns: c.get(PORTS.addressSignIns),
        secrets: c.get(PORTS.secretTokens),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(RequestSignInLink).toDynamicValue(
    (c) =>
      new RequestSignInLink({
        outbox: c.get(PORTS.outbox),
        limiter: c.get(PORTS.rateLimiter),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(RedeemSignInLink).toDynamicValue(
    (c) =>
      new RedeemSignInLink({
        signIns: c.get(PORTS.addressSignIns),
        secrets: c.get(PORTS.secretTokens),
        clock: c.get(PORTS.clock),
      }),
  );
}

/** What a traveller does with an order afterwards: read it, find it, its voucher again, cancel it. */
function bindAfterSale(bind: Bind, config: Config) {
  bind(GetOrder).toDynamicValue(
    (c) =>
      new GetOrder({
        orders: c.get(PORTS.orders),
        refunds: c.get(PORTS.refunds),
        changes: c.get(PORTS.orderChanges),
        tokens: c.get(PORTS.secretTokens),
        proveAddress: c.get(ProveAddress),
      }),
  );
  bindSignIns(bind);
  bind(GetOrderVoucher).toDynamicValue(
    (c) =>
      new GetOrderVoucher({
        ...voucherSources(c, config),
        getOrder: c.get(GetOrder),
        renderer: c.get(PORTS.voucherRenderer),
      }),
  );
  bind(FindBooking).toDynamicValue(
    (c) => new FindBooking({ orders: c.get(PORTS.orders), lookups: c.get(LimitBookingLookups) }),
  );
  bind(ListMyTrips).toDynamicValue(
    (c) =>
      new ListMyTrips({ orders: c.get(PORTS.orders), clock: c.get(PORTS.clock), getOrder: c.get(GetOrder) }),
  );
  bind(ResendVoucher).toDynamicValue(
    (c) =>
      new ResendVoucher({
        findBooking: c.get(FindBooking),
        outbox: c.get(PORTS.outbox),
        limiter: c.get(PORTS.rateLimiter),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(QuoteOrderCancellation).toDynamicValue(
    (c) =>
      new QuoteOrderCancellation({
        getOrder: c.get(GetOrder),
        cancelBooking: c.get(CancelBooking),
        shipments: c.get(PORTS.shipments),
        disruptions: c.get(PORTS.disruptions),
      }),
  );
  bind(ReadOrderPayment).toDynamicValue(
    (c) =>
      new ReadOrderPayment({
        orders: c.get(PORTS.orders),
        refunds: c.get(PORTS.refunds),
        changes: c.get(PORTS.orderChanges),
        resellers: c.get(PORTS.resellers),
      }),
  );
  bind(CancelOrder).toDynamicValue(
    (c) =>
      new CancelOrder({
        quote: c.get(QuoteOrderCancellation),
        orders: c.get(PORTS.orders),
        audit: c.get(PORTS.auditLog),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
}
