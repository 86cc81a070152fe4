import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import type { DisruptionLegView } from './disruption-choices-view.ts';
import { PassengerRightsPanel } from './rights-panel.tsx';

/** The full refund, one click and a confirmation away: the figure is the quote the confirmation accepts. */
function FullRefund({ reference, view }: { reference: string; view: DisruptionLegView }) {
  const pending = useNavigation().state === 'submitting';
  if (!view.refund) return null;
  return (
    <details className="disruption-choice__refund" data-testid={`disruption-refund-${view.legIndex}`}>
      <summary className="button button--primary">
        <FormattedMessage id="disruptionChoice_refund" values={{ amount: view.refund.amount }} />
      </summary>
      <Form method="post" className="disruption-choice__confirm">
        <p>
          <FormattedMessage id="disruptionChoice_confirmText" values={{ amount: view.refund.amount }} />
        </p>
        <input type="hidden" name="intent" value="disruptionRefund" />
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="leg" value={view.legIndex} />
        <input type="hidden" name="acceptedRefund" value={view.refund.cents} />
        <button type="submit" className="button button--danger" disabled={pending}>
          <FormattedMessage id="disruptionChoice_confirm" values={{ amount: view.refund.amount }} />
        </button>
      </Form>
    </details>
  );
}

/** Another sailing of the route at no cost: the change page, opened on the day for this disruption. */
function Rebook({ reference, view }: { reference: string; view: DisruptionLegView }) {
  const { locale } = useRootData();
  if (!view.rebook) return null;
  return (
    <Form method="get" action={`${orderDetailsPath(locale)}/change`} className="disruption-choice__rebook">
      <input type="hidden" name="ref" value={reference} />
      <input type="hidden" name="leg" value={view.legIndex} />
      <input type="hidden" name="date" value={view.rebook.date} />
      <input type="hidden" name="for" value="disruption" />
      <button
        type="submit"
        className="button button--primary"
        data-testid={`disruption-rebook-${view.legIndex}`}
      >
        <FormattedMessage id="disruptionChoice_rebook" />
      </button>
    </Form>
  );
}

/** What was chosen for the leg, and by whom. */
function Chosen({ chosen }: { chosen: NonNullable<DisruptionLegView['chosen']> }) {
  const id = chosen.choice === 'rebook' ? 'disruptionChoice_rebooked' : 'disruptionChoice_chosen';
  return (
    <p className="notice notice--ok" role="status">
      <FormattedMessage id={chosen.byStaff ? `${id}ByStaff` : id} />
    </p>
  );
}

function LegChoices({
  reference,
  view,
  claimAction,
}: {
  reference: string;
  view: DisruptionLegView;
  claimAction: string;
}) {
  // The rights panel is named by its own heading and this event's: a leg may carry two events, each with rights.
  const eventTitleId = useId();
  return (
    <li className="disruption-choice" data-testid={`disruption-leg-${view.legIndex}`}>
      <h3 id={eventTitleId}>
        <FormattedMessage
          id={view.connection ? 'disruptionChoice_connection' : `disruptionChoice_${view.kind}`}
          values={{ sailing: view.legIndex + 1, route: `${view.from} → ${view.to}` }}
        />
      </h3>
      {view.chosen ? (
        <Chosen chosen={view.chosen} />
      ) : (
        <>
          <Rebook reference={reference} view={view} />
          <FullRefund reference={reference} view={view} />
        </>
      )}
      {view.rights && (
        <PassengerRightsPanel panel={view.rights} claimAction={claimAction} eventTitleId={eventTitleId} />
      )}
    </li>
  );
}

/**
 * What the traveller may do about each disrupted sailing of the booking (issue #26 points 3 and 4): another
 * sailing of the route at no cost, or a full refund without fee, for a sailing the company cancelled or whose
 * connection it broke, and the rights the
 * regulation gives with the claim to send. The notice's link lands here (`#disruption`).
 */
export function DisruptionChoices({
  reference,
  views,
  claimAction,
}: {
  reference: string;
  views: DisruptionLegView[];
  claimAction: string;
}) {
  if (views.length === 0) return null;
  return (
    <section id="disruption" className="disruption-choices" aria-labelledby="disruption-choices-title">
      <h2 id="disruption-choices-title">
        <FormattedMessage id="disruptionChoice_title" />
      </h2>
      <ul className="disruption-choices__legs">
        {views.map((view) => (
          <LegChoices
            key={`${view.legIndex}-${view.kind}-${view.connection}`}
            reference={reference}
            view={view}
            claimAction={claimAction}
          />
        ))}
      </ul>
    </section>
  );
}
