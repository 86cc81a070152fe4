import { amountDue } from '#domain/orders/order.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';
import { orderOfJob } from '../checkout/order-jobs.ts';
import { orderRefundEmail } from '../email/order-refund-email.ts';
import { emailMessage } from '../email/send-email-job.ts';
import { toLeadTraveller } from '../email/send-logged-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { type PaymentGateway, refundKey } from '../ports/payment-gateway.ts';
import type { SettingsRepository } from '../ports/settings-repository.ts';
import { CONTACT_SETTING_KEY } from '../site/load-site-shell.ts';
import { orderDetailsUrl } from './order-details-url.ts';
import { orderPayment } from './order-payment.ts';

/**
 * `order.refund`: gives the money of a paid order that could not be ticketed back through the provider that
 * took it, or to the reseller's credit limit it was charged to, and tells the traveller with the sales contact
 * (spec §2 "Reservation failure"). The attempt is marked refunded only after the provider accepted, and the
 * provider refuses a second refund of the same money, so a retried job never pays back twice.
 */
export function refundOrderHandler(deps: {
  orders: OrderRepository;
  gateways: PaymentGateway[];
  settings: SettingsRepository;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  /** Kyma's public address, for the e-mail's link to the booking. */
  publicUrl: string;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}): JobHandler {
  return async (payload) => {
    const order = await orderOfJob(deps.orders, payload, ['needsAttention']);
    if (!order) return;
    const attempts = await deps.orders.paymentAttempts(order.id);
    const paid = orderPayment(attempts);
    if (paid) {
      const gateway = deps.gateways.find((g) => g.provider === paid.provider);
      if (!gateway) throw new Error(`no gateway ${paid.provider} to refund order ${order.id}`);
      const refunded = await gateway.refund(
        paid.providerPaymentId,
        amountDue(order),
        refundKey('unticketed', paid.id),
      );
      if (!refunded.ok) {
        deps.logger.error({ orderId: order.id }, 'provider refused the refund: staff must refund by hand');
        return;
      }
      await deps.orders.completeRefund(paid.id, deps.clock.now(), refunded.value.refundId);
    }
    const credited =
      order.paymentMethod === 'creditLimit' && (await deps.orders.refundCredit(order.id, deps.clock.now()));
    const now = deps.clock.now();
    const contact = (await deps.settings.get(CONTACT_SETTING_KEY)) as SiteContact;
    // The traveller hears of it once: the e-mail is written with the move, which happens once.
    const told =
      paid || credited
        ? [
            emailMessage(deps.ids.next(), now, {
              ...deps.emailRenderer.render(
                orderRefundEmail(
                  order,
                  contact,
                  orderDetailsUrl(deps.publicUrl, order),
                  deps.words(order.locale),
                ),
              ),
              ...toLeadTraveller(order, 'orderRefund'),
            }),
          ]
        : [];
    await deps.orders.transition({
      orderId: order.id,
      from: ['needsAttention'],
      to: 'refunded',
      cause: paid
        ? { code: 'refundedThrough', values: { provider: paid.provider } }
        : { code: credited ? 'refundedToCredit' : 'nothingCharged' },
      at: now,
      outbox: told,
    });
  };
}
