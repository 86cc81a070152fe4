import type { FerryServices } from '../ferry/ferry-services.ts';
import { createCourierVoucherHandler } from '../orders/create-courier-voucher.ts';
import { GetOrder } from '../orders/get-order.ts';
import { GetOrderVoucher } from '../orders/get-order-voucher.ts';
import { issueTicketsHandler } from '../orders/issue-tickets.ts';
import { refundOrderHandler } from '../orders/refund-order.ts';
import { releaseHoldsHandler } from '../orders/release-holds.ts';
import { sendOrderConfirmationHandler } from '../orders/send-order-confirmation.ts';
import type { Clock } from '../ports/clock.ts';
import type { Courier } from '../ports/courier.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandlers } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { OrderReferences } from '../ports/order-references.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OrderShipmentRepository } from '../ports/order-shipment-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';
import type { SettingsRepository } from '../ports/settings-repository.ts';
import type { VoucherRenderer } from '../ports/voucher-renderer.ts';
import type { CheckoutServices } from './checkout-services.ts';
import { CompletePayment } from './complete-payment.ts';
import { ORDER_JOBS } from './order-jobs.ts';
import { PlaceOrder } from './place-order.ts';
import { PriceCart } from './price-cart.ts';
import { StartPayment } from './start-payment.ts';

export interface CheckoutDeps {
  orders: OrderRepository;
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
  /** Carries printed tickets to travellers who asked for courier delivery. */
  courier: Courier;
  shipments: OrderShipmentRepository;
}

/** Wires the checkout use cases and the order jobs over one set of ports (composition root and tests). */
export function createCheckout(deps: CheckoutDeps): { services: CheckoutServices; jobHandlers: JobHandlers } {
  const priceCart = new PriceCart({ priceTrips: deps.ferry.priceTrips });
  const getOrder = new GetOrder({ orders: deps.orders, tokens: deps.tokens });
  const voucherSources = {
    listPorts: deps.ferry.listPorts,
    settings: deps.settings,
    publicUrl: deps.publicUrl,
  };
  const services: CheckoutServices = {
    priceCart,
    placeOrder: new PlaceOrder({
      orders: deps.orders,
      priceCart,
      holdBooking: deps.ferry.holdBooking,
      insertBooking: deps.ferry.insertBooking,
      failBooking: deps.ferry.failBooking,
      companies: deps.ferry.getCompanyDetails,
      references: deps.references,
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
    getOrder,
    getOrderVoucher: new GetOrderVoucher({ ...voucherSources, getOrder, renderer: deps.voucherRenderer }),
  };
  const jobHandlers: JobHandlers = {
    [ORDER_JOBS.issueTickets]: issueTicketsHandler({
      orders: deps.orders,
      finalizeBooking: deps.ferry.finalizeBooking,
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
      clock: deps.clock,
    }),
    [ORDER_JOBS.releaseHolds]: releaseHoldsHandler({
      orders: deps.orders,
      failBooking: deps.ferry.failBooking,
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
      clock: deps.clock,
      logger: deps.logger,
    }),
  };
  return { services, jobHandlers };
}
