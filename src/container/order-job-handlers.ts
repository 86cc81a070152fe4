import type { ResolutionContext } from 'inversify';
import { ORDER_JOBS } from '#application/checkout/order-jobs.ts';
import { CancelBooking } from '#application/ferry/cancel-booking.ts';
import { FailBooking } from '#application/ferry/fail-booking.ts';
import { FinalizeBooking } from '#application/ferry/finalize-booking.ts';
import { ListPorts } from '#application/ferry/list-ports.ts';
import { cancelOrderHandler } from '#application/orders/cancel-order-job.ts';
import { createCourierVoucherHandler } from '#application/orders/create-courier-voucher-job.ts';
import { issueTicketsHandler } from '#application/orders/issue-tickets-job.ts';
import { refundOrderHandler } from '#application/orders/refund-order-job.ts';
import { refundSurplusPaymentsHandler } from '#application/orders/refund-surplus-payments-job.ts';
import { releaseHoldsHandler } from '#application/orders/release-holds-job.ts';
import { SEND_SIGN_IN_LINK_JOB } from '#application/orders/request-sign-in-link.ts';
import { sendOrderConfirmationHandler } from '#application/orders/send-order-confirmation-job.ts';
import { sendSignInLinkHandler } from '#application/orders/send-sign-in-link-job.ts';
import type { JobHandlers } from '#application/ports/job-queue.ts';
import { NotifyPassHolders } from '#application/wallet/notify-pass-holders.ts';
import { WalletPassAttachments } from '#application/wallet/wallet-pass-attachments.ts';
import type { Config } from '#config';
import { fiscalPdfDeps } from './fiscal-module.ts';
import { PARTS, PORTS } from './tokens.ts';

/** The order jobs by name: tickets, confirmation e-mail, hold release, courier voucher, refund, cancellation. */
export function orderJobHandlers(c: ResolutionContext, config: Config): JobHandlers {
  const orders = c.get(PORTS.orders);
  const clock = c.get(PORTS.clock);
  const logger = c.get(PARTS.logger);
  const emailRenderer = c.get(PORTS.emailRenderer);
  const words = c.get(PORTS.messageWords);
  const confirmation = {
    ...voucherSources(c, config),
    orders,
    renderer: c.get(PORTS.voucherRenderer),
    mailer: c.get(PORTS.mailer),
    emailLog: c.get(PORTS.emailLog),
    emailRenderer,
    clock,
    fiscal: fiscalPdfDeps(c),
    walletPasses: c.get(WalletPassAttachments),
  };
  return {
    [ORDER_JOBS.issueTickets]: issueTicketsHandler({
      orders,
      finalizeBooking: c.get(FinalizeBooking),
      coupons: c.get(PORTS.coupons),
      gateways: c.get(PORTS.paymentGateways),
      ids: c.get(PORTS.ids),
      clock,
      logger,
    }),
    [ORDER_JOBS.sendConfirmation]: sendOrderConfirmationHandler(confirmation),
    [ORDER_JOBS.sendAgencyCopy]: sendOrderConfirmationHandler(confirmation, 'agency'),
    [ORDER_JOBS.releaseHolds]: releaseHoldsHandler({
      orders,
      failBooking: c.get(FailBooking),
      coupons: c.get(PORTS.coupons),
      clock,
      logger,
    }),
    [ORDER_JOBS.createCourierVoucher]: createCourierVoucherHandler({
      orders,
      shipments: c.get(PORTS.shipments),
      courier: c.get(PORTS.courier),
      clock,
      logger,
    }),
    [SEND_SIGN_IN_LINK_JOB]: sendSignInLinkHandler({
      orders,
      signIns: c.get(PORTS.addressSignIns),
      secrets: c.get(PORTS.secretTokens),
      mailer: c.get(PORTS.mailer),
      emailLog: c.get(PORTS.emailLog),
      emailRenderer,
      words,
      publicUrl: config.publicUrl,
      ids: c.get(PORTS.ids),
      clock,
    }),
    ...moneyBackJobHandlers(c, config),
  };
}

/** The jobs that give money back: a failed order's refund, a surplus payment's, a cancellation's. */
function moneyBackJobHandlers(c: ResolutionContext, config: Config): JobHandlers {
  return {
    [ORDER_JOBS.refund]: refundOrderHandler({
      orders: c.get(PORTS.orders),
      gateways: c.get(PORTS.paymentGateways),
      settings: c.get(PORTS.settings),
      emailRenderer: c.get(PORTS.emailRenderer),
      words: c.get(PORTS.messageWords),
      publicUrl: config.publicUrl,
      ids: c.get(PORTS.ids),
      clock: c.get(PORTS.clock),
      logger: c.get(PARTS.logger),
    }),
    [ORDER_JOBS.refundSurplus]: refundSurplusPaymentsHandler({
      orders: c.get(PORTS.orders),
      gateways: c.get(PORTS.paymentGateways),
      ids: c.get(PORTS.ids),
      clock: c.get(PORTS.clock),
      logger: c.get(PARTS.logger),
    }),
    [ORDER_JOBS.cancel]: cancelOrderHandler({
      orders: c.get(PORTS.orders),
      notifyPassHolders: c.get(NotifyPassHolders),
      cancelBooking: c.get(CancelBooking),
      gateways: c.get(PORTS.paymentGateways),
      mailer: c.get(PORTS.mailer),
      emailLog: c.get(PORTS.emailLog),
      emailRenderer: c.get(PORTS.emailRenderer),
      words: c.get(PORTS.messageWords),
      publicUrl: config.publicUrl,
      listPorts: c.get(ListPorts),
      settings: c.get(PORTS.settings),
      ids: c.get(PORTS.ids),
      clock: c.get(PORTS.clock),
      logger: c.get(PARTS.logger),
    }),
  };
}

/** What the voucher PDF is drawn from besides the order: port names, the agency's details, the site. */
export function voucherSources(c: ResolutionContext, config: Config) {
  return {
    listPorts: c.get(ListPorts),
    settings: c.get(PORTS.settings),
    publicUrl: config.publicUrl,
    words: c.get(PORTS.messageWords),
    resellers: c.get(PORTS.resellers),
    // The voucher's after-sale block reads the order's ledger (decision 0112).
    orders: c.get(PORTS.orders),
    refunds: c.get(PORTS.refunds),
    changes: c.get(PORTS.orderChanges),
  };
}
