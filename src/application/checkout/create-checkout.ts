import type { FerryServices } from '../ferry/ferry-services.ts';
import { LimitBookingLookups } from '../ferry/limit-booking-lookups.ts';
import { CancelOrder } from '../orders/cancel-order.ts';
import { cancelOrderHandler } from '../orders/cancel-order-job.ts';
import { createCourierVoucherHandler } from '../orders/create-courier-voucher.ts';
import { ExpireLapsedOrders } from '../orders/expire-lapsed-orders.ts';
import { FindBooking } from '../orders/find-booking.ts';
import { GetOrder } from '../orders/get-order.ts';
import { GetOrderVoucher } from '../orders/get-order-voucher.ts';
import { issueTicketsHandler } from '../orders/issue-tickets.ts';
import { QuoteOrderCancellation } from '../orders/quote-order-cancellation.ts';
import { refundOrderHandler } from '../orders/refund-order.ts';
import { refundSurplusPaymentsHandler } from '../orders/refund-surplus-payments.ts';
import { releaseHoldsHandler } from '../orders/release-holds.ts';
import { ResendVoucher } from '../orders/resend-voucher.ts';
import { sendOrderConfirmationHandler } from '../orders/send-order-confirmation.ts';
import type { Clock } from '../ports/clock.ts';
import type { CouponRepository } from '../ports/coupon-repository.ts';
import type { Courier } from '../ports/courier.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandlers } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { OrderReferences } from '../ports/order-references.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OrderShipmentRepository } from '../ports/order-shipment-repository.ts';
import type { OutboxRepository } from '../ports/outbox-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';
import type { SettingsRepository } from '../ports/settings-repository.ts';
import type { VoucherRenderer } from '../ports/voucher-renderer.ts';
import { CheckCoupon } from './check-coupon.ts';
import type { CheckoutServices } from './checkout-services.ts';
import { CompletePayment } from './complete-payment.ts';
import { ORDER_JOBS } from './order-jobs.ts';
import { PayWithCredit } from './pay-with-credit.ts';
import { PlaceOrder } from './place-order.ts';
import { PriceCart } from './price-cart.ts';
import { StartPayment } from './start-payment.ts';

export interface CheckoutDeps {
  orders: OrderRepository;
  coupons: CouponRepository;
  ferry: FerryServices;
  /** Card providers, the default first. */
  gateways: PaymentGateway[];
  references: OrderReferences;
  tokens: SecretTokens;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  settings: SettingsRepository;
  voucherRenderer: VoucherRenderer;
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  outbox: OutboxRepository;
  /** Counts look-ups by reference and voucher re-sends (shared by every process when on Redis). */
  limiter: RateLimiter;
  /** Passengers that visitors' unpaid orders may hold on one sailing at once. */
  maxUnpaidPlacesPerSailing: number;
  /** Carries printed tickets to travellers who asked for courier delivery. */
  courier: Courier;
  shipments: OrderShipmentRepository;
}

/** Wires the checkout use cases and the order jobs over one set of ports (composition root and tests). */
export interface Checkout {
  services: CheckoutServices;
  jobHandlers: JobHandlers;
  /** Run every minute where jobs run: expires lapsed unpaid holds. */
  expireLapsedOrders: ExpireLapsedOrders;
}

export function createCheckout(deps: CheckoutDeps): Checkout {
  const priceCart = new PriceCart({
    priceTrips: deps.ferry.priceTrips,
    validateResident: deps.ferry.validateResident,
    validateLoyaltyCard: deps.ferry.validateLoyaltyCard,
  });
  const checkCoupon = new CheckCoupon({ coupons: deps.coupons, clock: deps.clock });
  const getOrder = new GetOrder({ orders: deps.orders, tokens: deps.tokens });
  const voucherSources = {
    listPorts: deps.ferry.listPorts,
    settings: deps.settings,
    publicUrl: deps.publicUrl,
  };
  const findBooking = new FindBooking({
    orders: deps.orders,
    lookups: new LimitBookingLookups({ limiter: deps.limiter }),
  });
  const quoteCancellation = new QuoteOrderCancellation({
    getOrder,
    cancelBooking: deps.ferry.cancelBooking,
  });
  const services: CheckoutServices = {
    priceCart,
    checkCoupon,
    placeOrder: new PlaceOrder({
      orders: deps.orders,
      priceCart,
      checkCoupon,
      coupons: deps.coupons,
      holdBooking: deps.ferry.holdBooking,
      insertBooking: deps.ferry.insertBooking,
      failBooking: deps.ferry.failBooking,
      companies: deps.ferry.getCompanyDetails,
      references: deps.references,
      limiter: deps.limiter,
      maxUnpaidPlacesPerSailing: deps.maxUnpaidPlacesPerSailing,
      tokens: deps.tokens,
      ids: deps.ids,
      clock: deps.clock,
    }),
    startPayment: new StartPayment({
      orders: deps.orders,
      gateways: deps.gateways,
      ids: deps.ids,
      clock: deps.clock,
      publicUrl: deps.publicUrl,
    }),
    completePayment: new CompletePayment({
      orders: deps.orders,
      gateways: deps.gateways,
      ids: deps.ids,
      clock: deps.clock,
      logger: deps.logger,
    }),
    payWithCredit: new PayWithCredit({ orders: deps.orders, ids: deps.ids, clock: deps.clock }),
    getOrder,
    getOrderVoucher: new GetOrderVoucher({ ...voucherSources, getOrder, renderer: deps.voucherRenderer }),
    findBooking,
    resendVoucher: new ResendVoucher({
      findBooking,
      outbox: deps.outbox,
      limiter: deps.limiter,
      ids: deps.ids,
      clock: deps.clock,
    }),
    quoteCancellation,
    cancelOrder: new CancelOrder({
      quote: quoteCancellation,
      orders: deps.orders,
      ids: deps.ids,
      clock: deps.clock,
    }),
  };
  const jobHandlers: JobHandlers = {
    [ORDER_JOBS.issueTickets]: issueTicketsHandler({
      orders: deps.orders,
      finalizeBooking: deps.ferry.finalizeBooking,
      coupons: deps.coupons,
      ids: deps.ids,
      clock: deps.clock,
      logger: deps.logger,
    }),
    [ORDER_JOBS.sendConfirmation]: sendOrderConfirmationHandler({
      ...voucherSources,
      orders: deps.orders,
      renderer: deps.voucherRenderer,
      mailer: deps.mailer,
      emailLog: deps.emailLog,
      emailRenderer: deps.emailRenderer,
      clock: deps.clock,
    }),
    [ORDER_JOBS.releaseHolds]: releaseHoldsHandler({
      orders: deps.orders,
      failBooking: deps.ferry.failBooking,
      coupons: deps.coupons,
      clock: deps.clock,
      logger: deps.logger,
    }),
    [ORDER_JOBS.createCourierVoucher]: createCourierVoucherHandler({
      orders: deps.orders,
      shipments: deps.shipments,
      courier: deps.courier,
      clock: deps.clock,
      logger: deps.logger,
    }),
    [ORDER_JOBS.refund]: refundOrderHandler({
      orders: deps.orders,
      gateways: deps.gateways,
      settings: deps.settings,
      emailRenderer: deps.emailRenderer,
      ids: deps.ids,
      clock: deps.clock,
      logger: deps.logger,
    }),
    [ORDER_JOBS.refundSurplus]: refundSurplusPaymentsHandler({
      orders: deps.orders,
      gateways: deps.gateways,
      clock: deps.clock,
      logger: deps.logger,
    }),
    [ORDER_JOBS.cancel]: cancelOrderHandler({
      orders: deps.orders,
      cancelBooking: deps.ferry.cancelBooking,
      gateways: deps.gateways,
      mailer: deps.mailer,
      emailLog: deps.emailLog,
      emailRenderer: deps.emailRenderer,
      clock: deps.clock,
      logger: deps.logger,
    }),
  };
  return {
    services,
    jobHandlers,
    expireLapsedOrders: new ExpireLapsedOrders({ orders: deps.orders, ids: deps.ids, clock: deps.clock }),
  };
}
