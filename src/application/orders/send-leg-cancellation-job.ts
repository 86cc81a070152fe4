import { type LegCancellationReason, legCancellationEmail } from '../email/leg-cancellation-email.ts';
import { sendLoggedEmail, toLeadTraveller } from '../email/send-logged-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';
import type { VoucherRenderer } from '../ports/voucher-renderer.ts';
import { type VoucherSources, voucherDocument } from '../voucher/voucher-document.ts';
import type { NotifyPassHolders } from '../wallet/notify-pass-holders.ts';
import { cancelledSailings, cancellingCalendar } from './cancelled-sailings.ts';

export const SEND_LEG_CANCELLATION_JOB = 'order.sendLegCancellation';

interface LegCancellationPayload {
  orderId: string;
  legIndex: number;
  reason: LegCancellationReason;
}

/** The job of a cancelled sailing's one e-mail, written with the move that records its refund sent. */
export function sendLegCancellationJob(id: string, payload: LegCancellationPayload, at: Date): OutboxMessage {
  return { id, name: SEND_LEG_CANCELLATION_JOB, payload, createdAt: at };
}

export interface SendLegCancellationDeps extends VoucherSources {
  /** The devices holding the cancelled sailing's pass are told: it is voided (decision 0129). */
  notifyPassHolders: Pick<NotifyPassHolders, 'execute'>;
  orders: OrderRepository;
  renderer: VoucherRenderer;
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  clock: Clock;
}

function payloadOf(payload: unknown): LegCancellationPayload | null {
  const { orderId, legIndex, reason } = (payload ?? {}) as Record<string, unknown>;
  if (typeof orderId !== 'string' || typeof legIndex !== 'number') return null;
  return { orderId, legIndex, reason: reason === 'disruption' ? 'disruption' : 'asked' };
}

/**
 * `order.sendLegCancellation` (decision 0111): the one e-mail of a sailing cancelled alone, written once its
 * refund is sent. It tells what was cancelled and the refund, and carries the updated voucher of the sailings
 * left and the `METHOD:CANCEL` calendar file of the cancelled one. Once per job (the e-mail log).
 */
export function sendLegCancellationHandler(deps: SendLegCancellationDeps): JobHandler {
  return async (payload, job) => {
    const asked = payloadOf(payload);
    const order = asked ? await deps.orders.findById(asked.orderId) : null;
    const cancellation = asked && order?.legs[asked.legIndex]?.cancellation;
    if (!asked || !order || cancellation?.status !== 'refunded') return;
    const voucher = await voucherDocument(order, deps);
    const words = deps.words(order.locale);
    const [sailing] = await cancelledSailings(deps.listPorts, order, [asked.legIndex]);
    const email = legCancellationEmail(order, sailing!, cancellation, asked.reason, voucher.manageUrl, words);
    await sendLoggedEmail(deps, {
      id: job.id,
      ...deps.emailRenderer.render(email),
      attachments: [
        {
          filename: `kyma-${order.reference}.pdf`,
          contentType: 'application/pdf',
          content: await deps.renderer.render(voucher),
        },
        await cancellingCalendar(
          deps,
          order,
          [sailing!],
          `kyma-${order.reference}-cancelled-${asked.legIndex + 1}.ics`,
        ),
      ],
      ...toLeadTraveller(order, 'legCancellation'),
    });
    await deps.notifyPassHolders.execute(order.id);
  };
}
