import { businessDay } from '../site/business-day.ts';
import type { SailingDisruption } from './disruption.ts';
import { fullRefundLegs } from './disruption-choices.ts';

/** What the desk filters on (issue #26 point 6): the business day of departure, the company, the status. */
export interface DeskFilter {
  /** YYYY-MM-DD, Athens; null for today. */
  day: string | null;
  /** A company code, or empty for every company. */
  company: string;
  status: DeskStatus | 'all';
}

/** An event is `open` while an order it touched still has a leg owed a choice or an open claim. */
export type DeskStatus = 'open' | 'settled';

interface DeskOrderFacts {
  legs: number[];
  connectionLegs: number[];
  choices: { legIndex: number }[];
  openClaims: number;
}

/** Whether the desk still has work on an event: a leg owed a full refund not yet chosen, or a claim open. */
export function deskStatus(
  disruption: Pick<SailingDisruption, 'kind' | 'delayMinutes'>,
  orders: readonly DeskOrderFacts[],
): DeskStatus {
  const waiting = orders.some(
    (order) =>
      order.openClaims > 0 ||
      fullRefundLegs([{ disruption, legs: order.legs, connectionLegs: order.connectionLegs }]).some(
        (leg) => !order.choices.some((choice) => choice.legIndex === leg),
      ),
  );
  return waiting ? 'open' : 'settled';
}

const DESK_STATUSES: readonly DeskFilter['status'][] = ['open', 'settled', 'all'];

/** The desk's filter from its address: anything malformed reads as no filter (today, every company, all). */
export function readDeskFilter(params: URLSearchParams): DeskFilter {
  const day = params.get('day') ?? '';
  const company = (params.get('company') ?? '').trim().toUpperCase();
  const status = params.get('status') as DeskFilter['status'];
  return {
    day: /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : null,
    company: /^[A-Z0-9]{1,16}$/.test(company) ? company : '',
    status: DESK_STATUSES.includes(status) ? status : 'all',
  };
}

/** The events of the filter's day and company (before the status, which needs their orders). */
export function onDeskDay(
  disruption: Pick<SailingDisruption, 'departure' | 'companyCode'>,
  filter: { day: string; company: string },
): boolean {
  return (
    businessDay(new Date(disruption.departure)) === filter.day &&
    (filter.company === '' || disruption.companyCode === filter.company)
  );
}
