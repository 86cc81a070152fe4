import { isLeaderAddress } from '#domain/orders/leader-address.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import { SIGN_IN_LINK_MINUTES, signInLinkExpiry } from '#domain/orders/sign-in-link.ts';
import { sendLoggedEmail, toLeadTraveller } from '../email/send-logged-email.ts';
import { signInLinkEmail } from '../email/sign-in-link-email.ts';
import type { AddressSignInRepository } from '../ports/address-sign-in-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';
import { issueSignInLink } from './issue-sign-in-link.ts';
import type { SignInLinkPayload } from './request-sign-in-link.ts';

export interface SendSignInLinkDeps {
  orders: OrderRepository;
  signIns: AddressSignInRepository;
  secrets: SecretTokens;
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  /** Kyma's public address, for the link. */
  publicUrl: string;
  ids: IdGenerator;
  clock: Clock;
}

function isPayload(value: unknown): value is SignInLinkPayload {
  const payload = value as Partial<SignInLinkPayload> | null;
  return typeof payload?.reference === 'string' && typeof payload.email === 'string';
}

/**
 * `order.sendSignInLink`: when the reference is a booking made with the asking address, a fresh token
 * (random, kept only hashed) goes to that address, never anywhere else, in the booking's language. An
 * unknown reference or another address ends here silently, as the page already answered. The token is
 * only in the e-mail, never in a log or the outbox.
 */
export function sendSignInLinkHandler(deps: SendSignInLinkDeps): JobHandler {
  return async (payload, job) => {
    if (!isPayload(payload)) return;
    const reference = normalizeReference(payload.reference);
    const found = reference ? await deps.orders.findByReference(reference) : null;
    if (!found || !isLeaderAddress(found.order, payload.email)) return;
    const { order } = found;
    const now = deps.clock.now();
    const link = await issueSignInLink(deps, order, now, signInLinkExpiry(now));
    const email = signInLinkEmail(
      order.locale,
      { link, reference: order.reference, minutes: SIGN_IN_LINK_MINUTES },
      deps.words(order.locale),
    );
    await sendLoggedEmail(deps, {
      id: job.id,
      ...deps.emailRenderer.render(email),
      ...toLeadTraveller(order, 'signInLink'),
    });
  };
}
