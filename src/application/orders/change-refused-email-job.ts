import { changeRefusedEmail } from '../email/change-refused-email.ts';
import { sendLoggedEmail, toLeadTraveller } from '../email/send-logged-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { changeIdOf } from './order-change-jobs.ts';
import { orderDetailsUrl } from './order-details-url.ts';

export interface ChangeRefusedEmailDeps {
  orders: OrderRepository;
  changes: OrderChangeRepository;
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  publicUrl: string;
  clock: Clock;
}

/**
 * `order.changeRefusedEmail` (decision 0094): written with the move that fails a change the company refused
 * to apply, it tells the traveller — who was told "your change is being applied" — in the order's language
 * that nothing changed and what is still theirs to choose. Once per job, through the e-mail log.
 */
export function changeRefusedEmailHandler(deps: ChangeRefusedEmailDeps): JobHandler {
  return async (payload, job) => {
    const changeId = changeIdOf(payload);
    const change = changeId ? await deps.changes.find(changeId) : null;
    const order = change?.status === 'failed' ? await deps.orders.findById(change.orderId) : null;
    if (!change || !order) return;
    await sendLoggedEmail(deps, {
      id: job.id,
      ...deps.emailRenderer.render(
        changeRefusedEmail(order, change, orderDetailsUrl(deps.publicUrl, order), deps.words(order.locale)),
      ),
      ...toLeadTraveller(order, 'changeRefused'),
    });
  };
}
