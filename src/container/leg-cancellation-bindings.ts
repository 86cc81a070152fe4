import type { Bind } from 'inversify';
import { CancelBookingLeg } from '#application/ferry/cancel-booking-leg.ts';
import { CancelOrder } from '#application/orders/cancel-order.ts';
import { CancelOrderLeg } from '#application/orders/cancel-order-leg.ts';
import { CANCEL_ORDER_LEG_JOB, cancelOrderLegHandler } from '#application/orders/cancel-order-leg-job.ts';
import { GetOrder } from '#application/orders/get-order.ts';
import { QuoteLegCancellation } from '#application/orders/quote-leg-cancellation.ts';
import { QuoteOrderCancellation } from '#application/orders/quote-order-cancellation.ts';
import { REFUND_STEP_EMAIL_JOB, refundStepEmailHandler } from '#application/orders/refund-step-email-job.ts';
import {
  SEND_LEG_CANCELLATION_JOB,
  sendLegCancellationHandler,
} from '#application/orders/send-leg-cancellation-job.ts';
import { NotifyPassHolders } from '#application/wallet/notify-pass-holders.ts';
import type { Config } from '#config';
import { voucherSources } from './order-job-handlers.ts';
import { PARTS, PORTS } from './tokens.ts';

/**
 * Cancelling one sailing of an order (decision 0067): its quote, its confirmation, its job and its one
 * e-mail (decision 0111); and the e-mails of every other refund's steps (decision 0075).
 */
export function bindLegCancellation(bind: Bind, config: Config): void {
  bind(QuoteLegCancellation).toDynamicValue(
    (c) =>
      new QuoteLegCancellation({
        getOrder: c.get(GetOrder),
        cancelBookingLeg: c.get(CancelBookingLeg),
        quoteOrder: c.get(QuoteOrderCancellation),
        disruptions: c.get(PORTS.disruptions),
      }),
  );
  bind(CancelOrderLeg).toDynamicValue(
    (c) =>
      new CancelOrderLeg({
        quote: c.get(QuoteLegCancellation),
        getOrder: c.get(GetOrder),
        cancelOrder: c.get(CancelOrder),
        orders: c.get(PORTS.orders),
        audit: c.get(PORTS.auditLog),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(PARTS.jobHandlers).toDynamicValue((c) => ({
    [CANCEL_ORDER_LEG_JOB]: cancelOrderLegHandler({
      orders: c.get(PORTS.orders),
      cancelBookingLeg: c.get(CancelBookingLeg),
      gateways: c.get(PORTS.paymentGateways),
      ids: c.get(PORTS.ids),
      clock: c.get(PORTS.clock),
      logger: c.get(PARTS.logger),
    }),
    [SEND_LEG_CANCELLATION_JOB]: sendLegCancellationHandler({
      ...voucherSources(c, config),
      notifyPassHolders: c.get(NotifyPassHolders),
      orders: c.get(PORTS.orders),
      renderer: c.get(PORTS.voucherRenderer),
      mailer: c.get(PORTS.mailer),
      emailLog: c.get(PORTS.emailLog),
      emailRenderer: c.get(PORTS.emailRenderer),
      clock: c.get(PORTS.clock),
    }),
    [REFUND_STEP_EMAIL_JOB]: refundStepEmailHandler({
      orders: c.get(PORTS.orders),
      refunds: c.get(PORTS.refunds),
      changes: c.get(PORTS.orderChanges),
      mailer: c.get(PORTS.mailer),
      emailLog: c.get(PORTS.emailLog),
      emailRenderer: c.get(PORTS.emailRenderer),
      words: c.get(PORTS.messageWords),
      publicUrl: config.publicUrl,
      clock: c.get(PORTS.clock),
    }),
  }));
}
