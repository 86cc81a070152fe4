import { Form } from 'react-router';
import { localizePath } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import type { OrderSummary } from '../booking/order-summary.ts';
import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import type { LegView } from './leg-view.ts';
import { WalletPassLinks } from './wallet-pass-links.tsx';

/** The change page opens on another sailing or a correction, or on an addition (decision 0083). */
const CHANGE_PAGES = [
  { part: null, label: 'changeLeg' },
  { part: 'addition', label: 'addToLeg' },
] as const;

/**
 * The sailings of a multi-sailing order, each with its own "Change this sailing" (decision 0068), "Add a
 * vehicle, trailer or pet" (decision 0083) and "Cancel
 * this sailing" (a GET that asks its company for the refund first); a cancelled sailing's refund is followed in
 * `OrderRefundsPanel`.
 */
export function OrderLegsPanel({
  reference,
  legs,
  summary,
  canCancel,
}: {
  reference: string;
  legs: LegView[];
  summary: OrderSummary;
  /** The browser may change the order (not a masked view). */
  canCancel: boolean;
}) {
  const { locale } = useRootData();
  if (legs.length === 0) return null;
  return (
    <section className="order-legs" aria-labelledby="order-legs-title">
      <h2 id="order-legs-title">
        <FormattedMessage id="ordersLegsTitle" />
      </h2>
      <ol className="order-legs__list">
        {legs.map((leg) => {
          const sailing = summary.legs[leg.index]!;
          return (
            <li
              key={leg.index}
              className={`order-leg order-leg--${leg.status}`}
              data-testid={`order-leg-${leg.index}`}
            >
              <p className="order-leg__route">
                <strong>
                  {sailing.from} → {sailing.to}
                </strong>{' '}
                <span>
                  {sailing.departure.date} {sailing.departure.time}
                </span>{' '}
                <span className="order-leg__status" data-testid="leg-status">
                  <FormattedMessage id={`legStatus_${leg.status}`} />
                </span>
              </p>
              <WalletPassLinks
                reference={reference}
                legIndex={leg.index}
                code={canCancel ? leg.passCode : null}
                route={sailing}
              />
              {canCancel &&
                leg.cancellable &&
                !leg.changeOnRequest &&
                CHANGE_PAGES.map(({ part, label }) => (
                  <Form
                    key={label}
                    method="get"
                    action={`${orderDetailsPath(locale)}/change`}
                    className="change-start"
                  >
                    <input type="hidden" name="ref" value={reference} />
                    <input type="hidden" name="leg" value={leg.index} />
                    {part && <input type="hidden" name="part" value={part} />}
                    <button type="submit" className="button button--secondary" data-testid={label}>
                      <FormattedMessage id={label} />
                    </button>
                  </Form>
                ))}
              {canCancel && leg.cancellable && leg.cancelAlone && (
                <Form method="get" className="cancel-start">
                  <input type="hidden" name="ref" value={reference} />
                  <input type="hidden" name="step" value="cancel" />
                  <input type="hidden" name="leg" value={leg.index} />
                  <button type="submit" className="button button--danger-outline">
                    <FormattedMessage id="ordersLegCancel" />
                  </button>
                </Form>
              )}
              {canCancel && leg.cancellable && leg.changeOnRequest && (
                <DeskNotice id="changeOnRequest" testId="leg-change-on-request" />
              )}
              {canCancel && leg.cancelOnRequest && (
                <DeskNotice id="legCancellationOnRequest" testId="leg-cancel-on-request" />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** What the company does only when asked, with the way to ask: the Contact page (decision 0121). */
function DeskNotice({ id, testId }: { id: string; testId: string }) {
  const { locale } = useRootData();
  return (
    <p className="notice" data-testid={testId}>
      <FormattedMessage id={id} />{' '}
      <Link to={localizePath('/contact', locale)}>
        <FormattedMessage id="footerContact" />
      </Link>
    </p>
  );
}
