import type { SubscriptionStatus } from '#application/ports/back-office-reads.ts';
import { pageNumber } from '#domain/back-office/page-number.ts';

const STATUSES: readonly SubscriptionStatus[] = ['pending', 'confirmed', 'unsubscribed'];

/** Which group, state and page of the newsletter's sign-ups the address asks for. */
export function subscriberQuery(params: URLSearchParams, firstGroup: string) {
  const status = params.get('status');
  return {
    group: (params.get('group') ?? firstGroup).slice(0, 100),
    status: STATUSES.includes(status as SubscriptionStatus) ? (status as SubscriptionStatus) : null,
    page: pageNumber(params.get('page')),
  };
}
