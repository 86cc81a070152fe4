import { Form, Link } from 'react-router';
import type { DeskEventRow, DeskOrderRow } from '#application/disruptions/read-disruption-desk.ts';
import { fullRefundLegs } from '#domain/disruptions/disruption-choices.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { moneyText } from '../booking/booking-text.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { stamp } from './admin-format.ts';
import { adminPath } from './admin-paths.ts';

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

/** The claims not yet paid or refused, each with the button that asks the company now. */
function OpenClaims({ order }: { order: DeskOrderRow }) {
  const { locale } = useRootData();
  return (
    <ul className="admin-plain-list">
      {order.openClaims.map((claim) => (
        <li key={claim.id}>
          <FormattedMessage
            id="adminDesk_claim"
            values={{
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
      </td>
    </tr>
  );
}
