import { Form } from 'react-router';
import type { WebhookDelivery } from '#domain/partners/webhooks.ts';
import { stamp } from '../back-office/admin-format.ts';
import { AdminTable } from '../back-office/admin-table.tsx';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

/**
 * The latest deliveries of a partner's webhooks (decision 0128): the event, where it went, what became of it
 * after how many attempts and the receiver's last answer; each may be sent again. The reseller's page and
 * the back office show the same log, each posting `redeliverIntent` to its own action.
 */
export function DeliveryLog({
  deliveries,
  redeliverIntent,
  busy,
}: {
  deliveries: readonly WebhookDelivery[];
  redeliverIntent: string;
  busy: boolean;
}) {
  const intl = useIntl();
  if (deliveries.length === 0)
    return (
      <p className="admin-muted">
        <FormattedMessage id="partnerDeliveriesNone" />
      </p>
    );
  return (
    <AdminTable
      columns={[
        'partnerDeliveryEvent',
        'partnerDeliveryAddress',
        'partnerDeliveryState',
        'adminOrderWhen',
        'partnerDeliveryRedeliver',
      ]}
    >
      {deliveries.map((delivery) => (
        <tr key={delivery.id}>
          <td>
            {intl.formatMessage({ id: `partnerEvent.${delivery.eventType}` })}
            <br />
            <code>evt_{delivery.eventId}</code>
          </td>
          <td>
            <code>{delivery.url}</code>
          </td>
          <td>
            {intl.formatMessage({ id: `partnerDeliveryStatus.${delivery.status}` })}
            {' · '}
            <FormattedMessage id="partnerDeliveryAttempts" values={{ count: delivery.attempts }} />
            {delivery.lastError && <span className="admin-muted"> · {delivery.lastError}</span>}
          </td>
          <td>{stamp(delivery.lastAttemptAt)}</td>
          <td>
            <Form method="post">
              <input type="hidden" name="id" value={delivery.id} />
              <button
                type="submit"
                name="intent"
                value={redeliverIntent}
                className="button button--small"
                disabled={busy}
                aria-label={`${intl.formatMessage({ id: 'partnerDeliveryRedeliver' })} evt_${delivery.eventId}`}
              >
                <FormattedMessage id="partnerDeliveryRedeliver" />
              </button>
            </Form>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
