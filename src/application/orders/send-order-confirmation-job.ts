import { orderOfJob } from '../checkout/order-jobs.ts';
import {
  bookingConfirmationAttachments,
  bookingConfirmationEmail,
} from '../email/booking-confirmation-email.ts';
import { sendLoggedEmail } from '../email/send-logged-email.ts';
import { type FiscalDocumentPdfDeps, fiscalDocumentPdf } from '../fiscal/fiscal-document-pdf.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { VoucherDocument, VoucherRenderer } from '../ports/voucher-renderer.ts';
import { type VoucherSources, voucherDocument } from '../voucher/voucher-document.ts';
import type { WalletPassAttachments } from '../wallet/wallet-pass-attachments.ts';

export interface SendOrderConfirmationDeps extends VoucherSources {
  orders: OrderRepository;
  renderer: VoucherRenderer;
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  clock: Clock;
  /** The order's invoice or receipt, attached beside the voucher (decision 0062). */
  fiscal: FiscalDocumentPdfDeps;
  /** Each valid sailing's Apple Wallet pass, attached when Apple is set up (decision 0129). */
  walletPasses: Pick<WalletPassAttachments, 'execute'>;
}

/**
 * `order.sendConfirmation` (spec §7 `emails/sendSuccessReservation`): the voucher PDF and the sailings'
 * calendar, e-mailed in the traveller's language. The e-mail log keyed by the job id makes it once only:
 * a job retried after the mail went out finds it sent. The voucher is rendered from the order each time,
 * and the same order renders the same bytes. The order's invoice or receipt goes with it, as it stands: with
 * its MARK when the report job (queued first) got one, "MARK pending" otherwise (decision 0063).
 * `order.sendAgencyCopy` sends the same e-mail to the agency that
 * paid the order on its credit (decision 0055), to the contact address of its reseller account.
 */
export function sendOrderConfirmationHandler(
  deps: SendOrderConfirmationDeps,
  recipient: 'traveller' | 'agency' = 'traveller',
): JobHandler {
  return async (payload, job) => {
    const order = await orderOfJob(deps.orders, payload, ['ticketed']);
    if (!order) return;
    const voucher = await voucherDocument(order, deps);
    const to = recipient === 'traveller' ? order.leader.email : agencyAddress(voucher);
    if (!to) return;
    const email = deps.emailRenderer.render(bookingConfirmationEmail(voucher, deps.words(voucher.locale)));
    const fiscal = await fiscalDocumentPdf(order, deps.fiscal);
    await sendLoggedEmail(deps, {
      id: job.id,
      to,
      ...email,
      attachments: [
        ...bookingConfirmationAttachments(
          voucher,
          await deps.renderer.render(voucher),
          deps.words(voucher.locale),
        ),
        ...(fiscal
          ? [{ filename: fiscal.fileName, contentType: 'application/pdf', content: fiscal.pdf }]
          : []),
        ...(await deps.walletPasses.execute(order)),
      ],
      template: 'bookingConfirmation',
      orderId: order.id,
      locale: order.locale,
    });
  };
}

/** Where the agency's copy goes: the reseller account's contact address (none for a card payment). */
function agencyAddress(voucher: VoucherDocument): string | null {
  return voucher.payer.kind === 'agency' ? voucher.payer.email : null;
}
