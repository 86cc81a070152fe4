import type { LocaleCode } from '#domain/i18n/locales.ts';
import { moneyText } from '../booking/booking-text.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { stamp } from './admin-format.ts';
import { codedText } from './coded-text.ts';
import type { OrderFileData } from './order-records.tsx';

function keyOf(item: OrderFileData['timeline'][number]): string {
  if (item.kind === 'status') return `status-${item.at}-${item.event.to}`;
  if (item.kind === 'staff') return `staff-${item.at}-${item.entry.action}`;
  if (item.kind === 'refund') return `refund-${item.refund.id}`;
  return `email-${item.email.id}`;
}

/** The order's story, oldest first: state changes, staff actions, refunds and e-mails. */
export function OrderTimeline({
  timeline,
  locale,
}: {
  timeline: OrderFileData['timeline'];
  locale: LocaleCode;
}) {
  const intl = useIntl();
  const status = (value: string | null) => (value ? intl.formatMessage({ id: `adminStatus.${value}` }) : '—');
  return (
    <section aria-labelledby="timeline-title" className="admin-section">
      <h2 id="timeline-title">
        <FormattedMessage id="adminOrderTimeline" />
      </h2>
      <ol className="admin-timeline">
        {timeline.map((item) => (
          <li key={keyOf(item)} className={`admin-timeline__item admin-timeline__item--${item.kind}`}>
            <time dateTime={item.at}>{stamp(item.at)}</time>
            <span className="admin-timeline__kind">
              <FormattedMessage id={`adminTimeline.${item.kind}`} />
            </span>
            <span>
              {item.kind === 'status' &&
                `${status(item.event.from)} → ${status(item.event.to)} · ${codedText(intl, 'adminCause', item.event.cause)}`}
              {item.kind === 'staff' &&
                `${item.entry.actorEmail}: ${intl.formatMessage({ id: `adminAudit.${item.entry.action}` })}`}
              {item.kind === 'refund' &&
                `${moneyText(item.refund.amount, locale)} · ${intl.formatMessage({ id: `adminRefund.${item.refund.status}` })} · ${item.refund.reason}`}
              {item.kind === 'email' &&
                `${item.email.subject} → ${item.email.recipient} (${item.email.status})`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
