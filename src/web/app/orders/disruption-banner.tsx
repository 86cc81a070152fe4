import type { DisruptionKind } from '#domain/disruptions/disruption.ts';
import { FormattedMessage } from '../i18n/intl.tsx';

/** One disruption of an order's sailing, as its banner tells it. */
export interface DisruptionNoticeView {
  kind: DisruptionKind;
  legIndex: number;
  /** The sailing it happened to, as the leg stood then (decision 0116). */
  sailing: { route: string; date: string; time: string };
  /** The leg has moved to another sailing since: the notice is its history. */
  moved: boolean;
  minutes: number;
  /** For a delay: the new departure on the port's clock (HH:MM). */
  newTime: string | null;
  vessel: string | null;
}

/**
 * The banner on "My booking" and in "My trips" (issue #26): what the company told about a sailing of this
 * booking, most serious first (a cancellation before a delay before a new ship or a weather warning).
 */
export function DisruptionBanner({ notices }: { notices: DisruptionNoticeView[] }) {
  if (notices.length === 0) return null;
  const order: DisruptionKind[] = ['cancelled', 'delayed', 'vesselChanged', 'weatherWarning'];
  const sorted = [...notices].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return (
    <div
      className={`disruption-banner disruption-banner--${sorted[0]!.kind}`}
      role="alert"
      data-testid="disruption-banner"
    >
      <strong className="disruption-banner__title">
        <FormattedMessage id="disruptionBannerTitle" />
      </strong>
      <ul className="disruption-banner__list">
        {sorted.map((notice) => (
          <li
            key={`${notice.kind}-${notice.legIndex}-${notice.minutes}-${notice.sailing.date}`}
            className={notice.moved ? 'disruption-banner__history' : undefined}
          >
            <FormattedMessage
              id={`disruptionBanner_${notice.kind}`}
              values={{
                route: notice.sailing.route,
                date: notice.sailing.date,
                time: notice.sailing.time,
                minutes: notice.minutes,
                newTime: notice.newTime ?? '',
                vessel: notice.vessel ?? '',
              }}
            />
            {notice.moved && (
              <>
                {' '}
                <FormattedMessage id="disruptionBannerMoved" />
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
