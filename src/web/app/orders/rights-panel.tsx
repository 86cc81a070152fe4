import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormattedMessage } from '../i18n/intl.tsx';
import { CareClaimForm, CareLines } from './care-claim.tsx';
import type { ClaimDraftView, ClaimTrackView, RightsPanelView } from './rights-panel-view.ts';

function Article({ article }: { article: string }) {
  return (
    <p className="rights-panel__article">
      <FormattedMessage id="rightsPanel_article" values={{ article }} />
    </p>
  );
}

function RightsList({ panel }: { panel: RightsPanelView }) {
  return (
    <ul className="rights-panel__rights">
      {panel.rights.map((right) => (
        <li key={right.kind} className="rights-panel__right" data-testid={`right-${right.kind}`}>
          <h3>
            <FormattedMessage id="rightsPanel_name" values={{ kind: right.kind }} />
          </h3>
          <p>
            <FormattedMessage id={`rightsPanel_${right.kind}`} values={right.values} />
          </p>
          <Article article={right.article} />
        </li>
      ))}
      {panel.withheld.map((right) => (
        <li
          key={right.kind}
          className="rights-panel__right rights-panel__right--withheld"
          data-testid={`withheld-${right.kind}`}
        >
          <h3>
            <FormattedMessage id="rightsPanel_name" values={{ kind: right.kind }} />
          </h3>
          <p>
            <FormattedMessage id="rightsPanel_withheld" values={{ reason: right.reason }} />
          </p>
          <Article article={right.article} />
        </li>
      ))}
    </ul>
  );
}

/** The claim prefilled from the order; with `action` the traveller sends it from here. */
function ClaimDraft({ draft, action }: { draft: ClaimDraftView; action?: string }) {
  const pending = useNavigation().state === 'submitting';
  const rows: Array<[string, React.ReactNode]> = [
    ['rightsPanel_claimant', `${draft.claimant} · ${draft.email}`],
    [
      'rightsPanel_sailing',
      <FormattedMessage key="sailing" id="rightsPanel_sailingValue" values={draft.sailing} />,
    ],
    ['rightsPanel_tickets', draft.tickets.join(', ')],
    [
      'rightsPanel_amount',
      <FormattedMessage
        key="amount"
        id="rightsPanel_amountValue"
        values={{ amount: draft.amount, percent: draft.percent }}
      />,
    ],
  ];
  return (
    <div className="rights-panel__claim" data-testid="claim-draft">
      <h3>
        <FormattedMessage id="rightsPanel_claimTitle" />
      </h3>
      <dl className="rights-panel__claim-fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {action && (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="claim" />
          <input type="hidden" name="leg" value={draft.legIndex} />
          <input type="hidden" name="disruptionKey" value={draft.disruptionKey} />
          <button type="submit" className="button" disabled={pending}>
            <FormattedMessage id="rightsPanel_send" values={{ company: draft.sailing.company }} />
          </button>
        </Form>
      )}
    </div>
  );
}

/** A claim sent, step by step, as a refund is followed; a care claim with its lines explained. */
export function ClaimTrack({ claim }: { claim: ClaimTrackView }) {
  const care = claim.kind === 'care';
  return (
    <div className="rights-panel__claim" data-testid={care ? 'care-track' : 'claim-track'}>
      <h3>
        <FormattedMessage
          id={care ? 'rightsPanel_careProgress' : 'rightsPanel_progress'}
          values={{ company: claim.company }}
        />
      </h3>
      {claim.care && <CareLines lines={claim.care} amount={claim.amount} />}
      <p className={`rights-panel__progress rights-panel__progress--${claim.progress}`} role="status">
        <FormattedMessage id="rightsPanel_step" values={{ step: claim.progress }} />
      </p>
      <ol className="rights-panel__steps">
        {claim.steps.map((entry) => (
          <li key={entry.step}>
            <FormattedMessage id="rightsPanel_step" values={{ step: entry.step }} />{' '}
            <span className="rights-panel__when">
              <FormattedMessage id="rightsPanel_stepAt" values={entry} />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * What Regulation (EU) 1177/2010 gives the traveller on one disrupted leg (decision 0070), each right with
 * a plain line and its article, the compensation claim (prefilled, or followed once sent) and the care
 * claim (its form, or followed once sent; decision 0089).
 */
export function PassengerRightsPanel({
  panel,
  claimAction,
  eventTitleId,
}: {
  panel: RightsPanelView;
  claimAction?: string;
  /** The heading of the event the rights come from: with it, each panel's name differs from the others'. */
  eventTitleId: string;
}) {
  // One panel per disrupted event on the order page: each heading its own id.
  const titleId = useId();
  return (
    <section className="rights-panel" aria-labelledby={`${titleId} ${eventTitleId}`}>
      <h2 id={titleId}>
        <FormattedMessage id="rightsPanel_title" />
      </h2>
      <p className="rights-panel__intro">
        <FormattedMessage id="rightsPanel_intro" values={{ from: panel.from, to: panel.to }} />
      </p>
      <RightsList panel={panel} />
      {panel.claim && <ClaimTrack claim={panel.claim} />}
      {panel.draft && <ClaimDraft draft={panel.draft} action={claimAction} />}
      {panel.careClaim && <ClaimTrack claim={panel.careClaim} />}
      {panel.careForm && (
        <CareClaimForm form={panel.careForm} action={claimAction} eventTitleId={eventTitleId} />
      )}
    </section>
  );
}
