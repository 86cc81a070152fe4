import type { Order } from '#domain/orders/order.ts';
import { changeValues, type OrderChange } from '#domain/orders/order-change.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import { changeRefundId } from '#domain/refunds/order-refunds.ts';
import { ORDER_JOBS, orderJob } from '../checkout/order-jobs.ts';
import {
  bookingConfirmationAttachments,
  bookingConfirmationEmail,
} from '../email/booking-confirmation-email.ts';
import { sendLoggedEmail, toLeadTraveller } from '../email/send-logged-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { VoucherRenderer } from '../ports/voucher-renderer.ts';
import { type VoucherSources, voucherDocument } from '../voucher/voucher-document.ts';
import type { NotifyPassHolders } from '../wallet/notify-pass-holders.ts';
import type { WalletPassAttachments } from '../wallet/wallet-pass-attachments.ts';
import { correctedName } from './correction-facts.ts';
import { changeIdOf } from './order-change-jobs.ts';
import { sendRefund } from './send-refund.ts';

export interface SendChangeVoucherDeps extends VoucherSources {
  orders: OrderRepository;
  changes: OrderChangeRepository;
  gateways: PaymentGateway[];
  renderer: VoucherRenderer;
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  logger: Logger;
  clock: Clock;
  ids: IdGenerator;
  /** The changed sailing's new pass, attached; the devices holding it are told (decision 0129). */
  walletPasses: Pick<WalletPassAttachments, 'execute'>;
  notifyPassHolders: Pick<NotifyPassHolders, 'execute'>;
}

/** A correction's passenger name before and after, for the e-mail; nothing for any other change. */
function correctedOf(order: Order, change: OrderChange) {
  const corrected = correctedName(order, change);
  return corrected ? { corrected } : {};
}

/** The provider that gave money back, or `stop` when it must not be asked (again) by this run. */
type MoneyBack = { provider: string } | null | 'stop';

/**
 * Sends a change's money back as the order's refunds go (decision 0095): to the credit of the reseller that
 * paid the booking (once per change, no provider reference), or on the order's card payments, latest first.
 */
async function sendBack(
  deps: SendChangeVoucherDeps,
  order: Order,
  change: OrderChange,
): Promise<{ sentThrough: string; refundReference: string | null } | null> {
  if (order.paymentMethod !== 'creditLimit' || order.resellerId === null)
    return sendRefund(deps, order.id, changeRefundId(change.id), -change.total);
  const reseller = { resellerUserId: order.resellerId, reference: order.reference };
  await deps.changes.refundToCredit(change, reseller, deps.clock.now());
  return { sentThrough: 'credit', refundReference: null };
}

/**
 * `order.sendChangeVoucher` (decision 0068): a change that gives money back first claims it (`owed →
 * claimed`, so two runs never both pay) and sends it back on the order's payments, latest first, as every
 * refund is (decision 0084; `sent`, with the provider refunds' references), or to the reseller's credit when
 * it paid the booking (decision 0095); then the new voucher goes out as "your booking was changed", once per job
 * (the e-mail log), and the change is `done`. A run that finds the money claimed but not sent leaves it to
 * staff rather than risk paying twice.
 */
export function sendChangeVoucherHandler(deps: SendChangeVoucherDeps): JobHandler {
  return async (payload, job) => {
    const changeId = changeIdOf(payload);
    const change = changeId ? await deps.changes.find(changeId) : null;
    if (change?.status !== 'ticketed') return;
    const order = await deps.orders.findById(change.orderId);
    if (!order) return;
    const moneyBack = await giveMoneyBack(deps, order, change);
    if (moneyBack === 'stop') return;
    const voucher = await voucherDocument(order, deps);
    const words = deps.words(voucher.locale);
    await sendLoggedEmail(deps, {
      id: job.id,
      ...deps.emailRenderer.render(
        bookingConfirmationEmail(voucher, words, {
          changedSailing: change.legIndex + 1,
          ...correctedOf(order, change),
        }),
      ),
      attachments: [
        ...bookingConfirmationAttachments(voucher, await deps.renderer.render(voucher), words),
        ...(await deps.walletPasses.execute(order)),
      ],
      ...toLeadTraveller(order, 'bookingChange'),
    });
    await deps.notifyPassHolders.execute(order.id);
    const cause: TimelineCause = moneyBack
      ? { code: 'changeMoneyBackSent', values: { ...changeValues(change), provider: moneyBack.provider } }
      : { code: 'changeVoucherSent', values: changeValues(change) };
    const at = deps.clock.now();
    await deps.changes.move({
      changeId: change.id,
      from: ['ticketed'],
      to: 'done',
      at,
      cause,
      // What the change took or gave back gets its document (decision 0096).
      outbox:
        change.total === 0 ? [] : [orderJob(deps.ids.next(), ORDER_JOBS.reportFiscalDocument, order.id, at)],
    });
  };
}

async function giveMoneyBack(
  deps: SendChangeVoucherDeps,
  order: Order,
  change: OrderChange,
): Promise<MoneyBack> {
  if (!change.moneyBack) return null;
  const at = deps.clock.now();
  const claimed =
    change.moneyBack.status === 'owed' &&
    (await deps.changes.move({
      ...{ changeId: change.id, from: ['ticketed'] as const, to: 'ticketed' as const, at },
      ...{ moneyBackWas: 'owed' as const, moneyBack: { status: 'claimed' as const, reference: null } },
    }));
  // Once sent, asking again draws nothing more and names where it went.
  const mayDraw = claimed || change.moneyBack.status === 'sent';
  const sent = mayDraw ? await sendBack(deps, order, change) : null;
  if (!sent) {
    deps.logger.error({ changeId: change.id }, 'money back of a change not sent: staff must refund by hand');
    return 'stop';
  }
  if (change.moneyBack.status === 'sent') return { provider: sent.sentThrough };
  await deps.changes.move({
    ...{ changeId: change.id, from: ['ticketed'] as const, to: 'ticketed' as const, at },
    ...{
      moneyBackWas: 'claimed' as const,
      moneyBack: { status: 'sent' as const, reference: sent.refundReference },
    },
  });
  return { provider: sent.sentThrough };
}
