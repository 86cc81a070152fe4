import { Form } from 'react-router';
import type { DeskEventRow, DeskOrderRow } from '#application/disruptions/read-disruption-desk.ts';
import { fullRefundLegs } from '#domain/disruptions/disruption-choices.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { moneyText } from '../booking/booking-text.ts';
import { Link } from '../components/link.tsx';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { stamp } from './admin-format.ts';
import { adminPath } from './admin-paths.ts';
import { LabelledField } from './labelled-field.tsx';

/** A staff action on the desk for one order: the intent, its fields, its button's words. */
function DeskAction({ fields, label }: { fields: Record<string, string | number>; label: React.ReactNode }) {
  return (
    <Form method="post" className="admin-inline-form">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--secondary">
        {label}
      </button>
    </Form>
  );
}

/** Who was told and when, by e-mail and text message. */
function Notices({ order }: { order: DeskOrderRow }) {
  if (order.notices.length === 0) return <FormattedMessage id="adminDesk_notYetTold" />;
  return (
    <ul className="admin-plain-list">
      {order.notices.map((notice) => (
        <li key={`${notice.channel}-${notice.to}-${notice.sentAt}`}>
          <FormattedMessage
            id="adminDesk_notice"
            values={{
              channel: notice.channel,
              to: notice.to,
              status: notice.status,
              at: stamp(notice.sentAt),
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Another sailing at no cost for the traveller: the traveller's own change page, opened for the disruption,
 * where staff holding `actForTraveller` may act (the choice recorded under their address, decision 0082).
 */
function RebookLink({ order, leg }: { order: DeskOrderRow; leg: number }) {
  const { locale } = useRootData();
  const query = new URLSearchParams({ ref: order.reference, leg: String(leg), for: 'disruption' });
  return (
    <Link className="button button--secondary" to={`${orderDetailsPath(locale)}/change?${query}`}>
      <FormattedMessage id="adminDesk_rebookLeg" values={{ sailing: leg + 1 }} />
    </Link>
  );
}

/** Who chose what, and what is still owed a choice, with the refund or rebooking staff may take for the traveller. */
function Choices({ event, order }: { event: DeskEventRow; order: DeskOrderRow }) {
  const owed = fullRefundLegs([{ disruption: event.disruption, ...order }]);
  return (
    <ul className="admin-plain-list">
      {order.choices.map((choice) => (
        <li key={`${choice.legIndex}-${choice.at}`}>
          <FormattedMessage
            id={choice.choice === 'rebook' ? 'adminDesk_choiceRebook' : 'adminDesk_choice'}
            values={{ sailing: choice.legIndex + 1, by: choice.by, at: stamp(choice.at) }}
          />
        </li>
      ))}
      {owed
        .filter((leg) => !order.choices.some((choice) => choice.legIndex === leg))
        .map((leg) => (
          <li key={`owed-${leg}`}>
            <DeskAction
              fields={{ intent: 'disruptionRefund', orderId: order.orderId, legIndex: leg }}
              label={<FormattedMessage id="adminDesk_refundLeg" values={{ sailing: leg + 1 }} />}
            />
            <RebookLink order={order} leg={leg} />
          </li>
        ))}
    </ul>
  );
}

/** The claims not yet paid or refused, compensation and care alike, each with the button that asks the company now. */
function OpenClaims({ order }: { order: DeskOrderRow }) {
  const { locale } = useRootData();
  return (
    <ul className="admin-plain-list">
      {order.openClaims.map((claim) => (
        <li key={claim.id} data-testid={`desk-claim-${claim.kind}`}>
          <FormattedMessage
            id="adminDesk_claim"
            values={{
              kind: claim.kind,
              sailing: claim.legIndex + 1,
              company: claim.companyName,
              amount: moneyText(claim.amount, locale),
              step: claim.progress,
            }}
          />
          <DeskAction
            fields={{ intent: 'advanceClaim', orderId: order.orderId, claimId: claim.id }}
            label={<FormattedMessage id="adminDesk_advanceClaim" />}
          />
        </li>
      ))}
    </ul>
  );
}

/** A care claim staff file for the traveller on one touched leg (decision 0089), with what they spent. */
function FileCareClaim({ event, order, leg }: { event: DeskEventRow; order: DeskOrderRow; leg: number }) {
  const intl = useIntl();
  const id = (name: string) => `care-${order.orderId}-${leg}-${name}`;
  return (
    <details>
      <summary>
        <FormattedMessage id="adminDesk_fileCare" values={{ sailing: leg + 1 }} />
      </summary>
      <Form method="post" className="admin-inline-form" noValidate>
        <input type="hidden" name="intent" value="careClaim" />
        <input type="hidden" name="orderId" value={order.orderId} />
        <input type="hidden" name="legIndex" value={leg} />
        <input type="hidden" name="disruptionKey" value={event.disruption.id} />
        {(['meals', 'nights', 'perNight'] as const).map((name) => (
          <LabelledField key={name} id={id(name)} label={`adminDesk_care_${name}`}>
            <input
              id={id(name)}
              name={name}
              inputMode={name === 'nights' ? 'numeric' : 'decimal'}
              maxLength={9}
            />
          </LabelledField>
        ))}
        <button type="submit" className="button button--secondary">
          {intl.formatMessage({ id: 'adminDesk_fileCareSend' })}
        </button>
      </Form>
    </details>
  );
}

/** Every touched leg without an open care claim may have one filed from here. */
function CareClaims({ event, order }: { event: DeskEventRow; order: DeskOrderRow }) {
  const claimed = (leg: number) =>
    order.openClaims.some((claim) => claim.kind === 'care' && claim.legIndex === leg);
  return order.legs
    .filter((leg) => !claimed(leg))
    .map((leg) => <FileCareClaim key={leg} event={event} order={order} leg={leg} />);
}

/** One order a disruption touched: its page, its leader, its legs, the notices, the choices, the claims. */
export function DeskOrderRowView({ event, order }: { event: DeskEventRow; order: DeskOrderRow }) {
  const { locale } = useRootData();
  return (
    <tr data-testid={`desk-order-${order.reference}`}>
      <td className="admin-table__reference">
        <Link to={adminPath(locale, `/bookings/${order.orderId}`)}>{order.reference}</Link>
        <br />
        <span className="admin-muted">{order.leader}</span>
      </td>
      <td>
        <FormattedMessage
          id="adminDesk_legs"
          values={{
            legs: order.legs.map((leg) => leg + 1).join(', '),
            connections: order.connectionLegs.map((leg) => leg + 1).join(', ') || 'none',
          }}
        />
      </td>
      <td>
        <Notices order={order} />
      </td>
      <td>
        <Choices event={event} order={order} />
      </td>
      <td>
        <OpenClaims order={order} />
        <CareClaims event={event} order={order} />
      </td>
    </tr>
  );
}
