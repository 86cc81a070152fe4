import { Fragment, createElement as h } from 'react';
import type { SailingSummary } from '#application/email/booking-confirmation-email.ts';
import { COLOURS } from './email-layout.ts';
import { Lines } from './email-parts.ts';

const CARD = { borderLeft: `4px solid ${COLOURS.accent}`, padding: '4px 12px', margin: '16px 0' } as const;

/** One sailing of a booking: route and vessel, departure and arrival, the tickets on board, its price lines. */
export function SailingCard({ sailing, ticketsLabel }: { sailing: SailingSummary; ticketsLabel: string }) {
  return h(
    'div',
    { style: CARD },
    h(Lines, { lines: [h('strong', null, sailing.heading), sailing.operator] }),
    h(Lines, {
      lines: sailing.times.map(([label, value]) => h(Fragment, null, `${label}: `, h('strong', null, value))),
    }),
    h(Lines, { lines: [`${ticketsLabel}:`, ...sailing.tickets] }),
    sailing.assistance.length > 0 ? h(Lines, { lines: sailing.assistance }) : null,
    h(Lines, {
      lines: [
        `${sailing.charges.heading}:`,
        ...sailing.charges.lines.map(([label, amount]) => `${label}: ${amount}`),
        h('strong', null, `${sailing.charges.total[0]}: ${sailing.charges.total[1]}`),
      ],
    }),
  );
}
