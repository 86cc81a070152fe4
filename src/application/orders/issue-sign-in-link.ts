import { localePrefix } from '#domain/i18n/locales.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderPageSection } from '#domain/orders/sign-in-link.ts';
import type { AddressSignInRepository } from '../ports/address-sign-in-repository.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';

export interface IssueSignInLinkDeps {
  signIns: AddressSignInRepository;
  secrets: SecretTokens;
  ids: IdGenerator;
  /** Kyma's public address, for the link. */
  publicUrl: string;
}

/**
 * A fresh one-time link that opens the order for its lead traveller's address (decision 0065): random,
 * kept only hashed, redeemed at `/orderdetails/signin` in the order's language. The link is for the
 * message that carries it alone, never a log or the outbox. A `section` lands on that part of the page.
 */
export async function issueSignInLink(
  deps: IssueSignInLinkDeps,
  order: Pick<Order, 'leader' | 'reference' | 'locale'>,
  now: Date,
  expiresAt: Date,
  section?: OrderPageSection,
): Promise<string> {
  const token = deps.secrets.create();
  await deps.signIns.add({
    id: deps.ids.next(),
    email: order.leader.email.trim().toLowerCase(),
    reference: order.reference,
    tokenHash: deps.secrets.hash(token),
    expiresAt,
    createdAt: now,
  });
  const landing = section ? `&to=${section}` : '';
  return `${deps.publicUrl}${localePrefix(order.locale)}/orderdetails/signin?token=${encodeURIComponent(token)}${landing}`;
}
