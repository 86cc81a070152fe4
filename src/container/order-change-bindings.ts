import type { Bind } from 'inversify';
import { ConfirmBookingChange } from '#application/ferry/confirm-booking-change.ts';
import { FerryNetwork } from '#application/ferry/ferry-network.ts';
import { GetCompanyDetails } from '#application/ferry/get-company-details.ts';
import { HoldBookingChange } from '#application/ferry/hold-booking-change.ts';
import { QuoteBookingChange } from '#application/ferry/quote-booking-change.ts';
import { ReleaseBookingChange } from '#application/ferry/release-booking-change.ts';
import { changeRefusedEmailHandler } from '#application/orders/change-refused-email-job.ts';
import { ConfirmOrderChange } from '#application/orders/confirm-order-change.ts';
import { confirmOrderChangeHandler } from '#application/orders/confirm-order-change-job.ts';
import { ExpireLapsedChanges } from '#application/orders/expire-lapsed-changes.ts';
import { GetOrder } from '#application/orders/get-order.ts';
import { GetOrderChange } from '#application/orders/get-order-change.ts';
import { HoldOrderChange } from '#application/orders/hold-order-change.ts';
import { ListChangeSailings } from '#application/orders/list-change-sailings.ts';
import { ListOpenChanges } from '#application/orders/list-open-changes.ts';
import { ORDER_CHANGE_JOBS } from '#application/orders/order-change-jobs.ts';
import { QuoteOrderChange } from '#application/orders/quote-order-change.ts';
import { sendChangePaymentLinkHandler } from '#application/orders/send-change-payment-link-job.ts';
import { sendChangeVoucherHandler } from '#application/orders/send-change-voucher-job.ts';
import { NotifyPassHolders } from '#application/wallet/notify-pass-holders.ts';
import { WalletPassAttachments } from '#application/wallet/wallet-pass-attachments.ts';
import type { Config } from '#config';
import { bindEachTo } from './binding-helpers.ts';
import { voucherSources } from './order-job-handlers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** Changes to a ticketed order's legs (issue #25 points 4–6, decision 0068): quote, hold, apply, and their jobs. */
export function bindOrderChanges(bind: Bind, config: Config): void {
  bind(QuoteOrderChange).toDynamicValue(
    (c) => new QuoteOrderChange({ getOrder: c.get(GetOrder), quoteBookingChange: c.get(QuoteBookingChange) }),
  );
  bind(HoldOrderChange).toDynamicValue(
    (c) =>
      new HoldOrderChange({
        getOrder: c.get(GetOrder),
        holdBookingChange: c.get(HoldBookingChange),
        releaseBookingChange: c.get(ReleaseBookingChange),
        changes: c.get(PORTS.orderChanges),
        disruptions: c.get(PORTS.disruptions),
        audit: c.get(PORTS.auditLog),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(ListChangeSailings).toDynamicValue(
    (c) =>
      new ListChangeSailings({
        getOrder: c.get(GetOrder),
        network: c.get(FerryNetwork),
        quoteOrderChange: c.get(QuoteOrderChange),
        disruptions: c.get(PORTS.disruptions),
      }),
  );
  bind(ExpireLapsedChanges).toDynamicValue(
    (c) =>
      new ExpireLapsedChanges({
        changes: c.get(PORTS.orderChanges),
        releaseBookingChange: c.get(ReleaseBookingChange),
        clock: c.get(PORTS.clock),
        logger: c.get(PARTS.logger),
      }),
  );
  bindEachTo(bind, [GetOrderChange, ListOpenChanges], (c) => ({
    getOrder: c.get(GetOrder),
    changes: c.get(PORTS.orderChanges),
    releaseBookingChange: c.get(ReleaseBookingChange),
    clock: c.get(PORTS.clock),
  }));
  bind(ConfirmOrderChange).toDynamicValue(
    (c) =>
      new ConfirmOrderChange({
        getChange: c.get(GetOrderChange),
        changes: c.get(PORTS.orderChanges),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
  bindOrderChangeJobs(bind, config);
}

/** The change machine's jobs (decision 0068), the refusal's e-mail (0094) and the payment link's (0095). */
function bindOrderChangeJobs(bind: Bind, config: Config): void {
  bind(PARTS.jobHandlers).toDynamicValue((c) => ({
    [ORDER_CHANGE_JOBS.confirm]: confirmOrderChangeHandler({
      orders: c.get(PORTS.orders),
      changes: c.get(PORTS.orderChanges),
      confirmBookingChange: c.get(ConfirmBookingChange),
      releaseBookingChange: c.get(ReleaseBookingChange),
      companies: c.get(GetCompanyDetails),
      ids: c.get(PORTS.ids),
      clock: c.get(PORTS.clock),
      logger: c.get(PARTS.logger),
    }),
    [ORDER_CHANGE_JOBS.sendVoucher]: sendChangeVoucherHandler({
      ...voucherSources(c, config),
      orders: c.get(PORTS.orders),
      changes: c.get(PORTS.orderChanges),
      gateways: c.get(PORTS.paymentGateways),
      renderer: c.get(PORTS.voucherRenderer),
      mailer: c.get(PORTS.mailer),
      emailLog: c.get(PORTS.emailLog),
      emailRenderer: c.get(PORTS.emailRenderer),
      logger: c.get(PARTS.logger),
      clock: c.get(PORTS.clock),
      ids: c.get(PORTS.ids),
      walletPasses: c.get(WalletPassAttachments),
      notifyPassHolders: c.get(NotifyPassHolders),
    }),
    [ORDER_CHANGE_JOBS.refusedEmail]: changeRefusedEmailHandler({
      orders: c.get(PORTS.orders),
      changes: c.get(PORTS.orderChanges),
      mailer: c.get(PORTS.mailer),
      emailLog: c.get(PORTS.emailLog),
      emailRenderer: c.get(PORTS.emailRenderer),
      words: c.get(PORTS.messageWords),
      publicUrl: config.publicUrl,
      clock: c.get(PORTS.clock),
    }),
    [ORDER_CHANGE_JOBS.sendPaymentLink]: sendChangePaymentLinkHandler({
      orders: c.get(PORTS.orders),
      changes: c.get(PORTS.orderChanges),
      signIns: c.get(PORTS.addressSignIns),
      secrets: c.get(PORTS.secretTokens),
      words: c.get(PORTS.messageWords),
      mailer: c.get(PORTS.mailer),
      emailLog: c.get(PORTS.emailLog),
      emailRenderer: c.get(PORTS.emailRenderer),
      publicUrl: config.publicUrl,
      ids: c.get(PORTS.ids),
      clock: c.get(PORTS.clock),
    }),
  }));
}
