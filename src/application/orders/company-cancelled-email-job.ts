import type { Order } from '#domain/orders/order.ts';
import { type LetterEmail, letterEmail } from '../email/letter-email.ts';
import { sendLoggedEmail, toLeadTraveller } from '../email/send-logged-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { FormatMessage } from './charge-line-words.ts';
import { orderDetailsUrl } from './order-details-url.ts';

export interface CompanyCancelledEmailDeps {
  orders: OrderRepository;
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  publicUrl: string;
  clock: Clock;
}

/**
 * The company cancelled the booking without Kyma asking (found by the daily reconciliation, decision 0115):
 * which sailings, and that what was paid for them is owed back and staff will send it. Words:
 * `companyCancelledEmail_*`.
 */
function companyCancelledEmail(
  order: Pick<Order, 'reference' | 'locale' | 'leader'>,
  legs: number[],
  manageUrl: string,
  words: FormatMessage,
): LetterEmail {
  const sailings = legs.map((leg) => String(leg + 1)).join(', ');
  return letterEmail(
    order.locale,
    words('companyCancelledEmail_subject', { reference: order.reference }),
    [
      words('cancellationEmail_greeting', { name: `${order.leader.firstName} ${order.leader.lastName}` }),
      words('companyCancelledEmail_intro', { sailings }),
      words('companyCancelledEmail_refund'),
    ],
    [words('cancellationEmail_signOff'), 'Kyma'],
    { label: words('email_manageBooking'), url: manageUrl },
  );
}

function legsOf(payload: unknown): { orderId: string; legs: number[] } | null {
  const { orderId, legs } = (payload ?? {}) as { orderId?: unknown; legs?: unknown };
  if (typeof orderId !== 'string' || !Array.isArray(legs)) return null;
  return { orderId, legs: legs.filter((leg): leg is number => Number.isInteger(leg)) };
}

/** `order.companyCancelledEmail`: written with the finding, sent once per job through the e-mail log. */
export function companyCancelledEmailHandler(deps: CompanyCancelledEmailDeps): JobHandler {
  return async (payload, job) => {
    const told = legsOf(payload);
    const order = told ? await deps.orders.findById(told.orderId) : null;
    if (!told || !order) return;
    const email = companyCancelledEmail(
      order,
      told.legs,
      orderDetailsUrl(deps.publicUrl, order),
      deps.words(order.locale),
    );
    await sendLoggedEmail(deps, {
      id: job.id,
      ...deps.emailRenderer.render(email),
      ...toLeadTraveller(order, 'companyCancelled'),
    });
  };
}
