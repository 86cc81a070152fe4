import type { DisruptionKind } from '#domain/disruptions/disruption.ts';
import { FormattedMessage } from '../i18n/intl.tsx';

/** One disruption of an order's sailing, as its banner tells it. */
export interface DisruptionNoticeView {
  kind: DisruptionKind;
  legIndex: number;
  minutes: number;
  /** For a delay: the new departure on the port's clock (HH:MM). */
  newTime: string | null;
  vessel: string | null;
}

interface BannerLeg {
  from: string;
  to: string;
  departure: { date: string; time: string };
}

/**
 * The banner on "My booking" and in "My trips" (issue #26): what the company told about a sailing of this
 * booking, most serious first (a cancellation before a delay before a new ship or a weather warning).
 */
export function DisruptionBanner({ notices, legs }: { notices: DisruptionNoticeView[]; legs: BannerLeg[] }) {
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
        {sorted.map((notice) => {
          const leg = legs[notice.legIndex];
          return (
            <li key={`${notice.kind}-${notice.legIndex}-${notice.minutes}`}>
              <FormattedMessage
                id={`disruptionBanner_${notice.kind}`}
                values={{
                  route: leg ? `${leg.from} → ${leg.to}` : '',
                  date: leg?.departure.date ?? '',
                  time: leg?.departure.time ?? '',
                  minutes: notice.minutes,
                  newTime: notice.newTime ?? '',
                  vessel: notice.vessel ?? '',
                }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
