import { Form, useNavigation } from 'react-router';
import type { OrderAction } from '#domain/back-office/order-actions.ts';
import { REFUND_REASON_MAX, TICKET_CHOICES } from '#domain/back-office/refund-request.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { LabelledField } from './labelled-field.tsx';

/** The buttons of the actions this member of staff may take in the order's state; the refund has a form. */
export function OrderActionsPanel({
  actions,
  refundable,
  creditOrder,
  ticketed,
}: {
  actions: OrderAction[];
  refundable: number;
  creditOrder: boolean;
  /** A refund of everything left must then say what becomes of the tickets (decision 0054). */
  ticketed: boolean;
}) {
  const intl = useIntl();
  const busy = useNavigation().state === 'submitting';
  const buttons = actions.filter((action) => action !== 'refund');
  if (actions.length === 0)
    return (
      <p className="admin-muted">
        <FormattedMessage id="adminOrderNoActions" />
      </p>
    );
  return (
    <div className="admin-actions">
      {buttons.length > 0 && (
        <Form method="post" className="admin-actions__buttons">
          {buttons.map((action) => (
            <button
              key={action}
              type="submit"
              name="intent"
              value={action}
              className={action === 'cancelUpstream' ? 'button button--danger' : 'button'}
              disabled={busy}
            >
              <FormattedMessage id={`adminAction.${action}`} />
            </button>
          ))}
        </Form>
      )}
      {actions.includes('refund') && (
        <Form method="post" className="admin-refund" aria-labelledby="refund-title">
          <h3 id="refund-title">
            <FormattedMessage id="adminAction.refund" />
          </h3>
          <input type="hidden" name="intent" value="refund" />
          <LabelledField id="refund-amount" label="adminRefundAmount" className="admin-refund__field">
            <input
              id="refund-amount"
              name="amount"
              inputMode="decimal"
              required
              readOnly={creditOrder}
              pattern="\d+([.,]\d{1,2})?"
              defaultValue={(refundable / 100).toFixed(2)}
              aria-describedby="refund-amount-hint"
            />
            <p id="refund-amount-hint" className="admin-muted">
              {creditOrder
                ? intl.formatMessage({ id: 'adminRefundCreditHint' })
                : intl.formatMessage({ id: 'adminRefundAmountHint' })}
            </p>
          </LabelledField>
          <LabelledField id="refund-reason" label="adminRefundReason" className="admin-refund__field">
            <textarea id="refund-reason" name="reason" required maxLength={REFUND_REASON_MAX} rows={2} />
          </LabelledField>
          {ticketed && <TicketChoice />}
          <button type="submit" className="button button--primary" disabled={busy}>
            <FormattedMessage id="adminRefundSubmit" />
          </button>
        </Form>
      )}
    </div>
  );
}

/** Asked on a ticketed order: a full refund that keeps the tickets leaves them valid at the company. */
function TicketChoice() {
  return (
    <fieldset className="admin-refund__field" aria-describedby="refund-tickets-warning">
      <legend>
        <FormattedMessage id="adminRefundTickets" />
      </legend>
      <p id="refund-tickets-warning" className="admin-muted">
        <FormattedMessage id="adminRefundTicketsWarning" />
      </p>
      {TICKET_CHOICES.map((choice) => (
        <label key={choice} className="admin-check">
          <input type="radio" name="tickets" value={choice} />{' '}
          <FormattedMessage id={`adminRefundTickets.${choice}`} />
        </label>
      ))}
    </fieldset>
  );
}
