import { Form } from 'react-router';
import { PARTNER_EVENT_TYPES } from '#domain/partners/partner-events.ts';
import type { WebhookDelivery, WebhookEndpoint } from '#domain/partners/webhooks.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { DeliveryLog } from './delivery-log.tsx';

/** A reseller's webhooks (decision 0128): its endpoints and their events, a new one added here, the log. */
export function PartnerWebhooks({
  endpoints,
  deliveries,
  busy,
}: {
  endpoints: readonly WebhookEndpoint[];
  deliveries: readonly WebhookDelivery[];
  busy: boolean;
}) {
  const intl = useIntl();
  const eventsText = (endpoint: WebhookEndpoint) =>
    endpoint.events.map((type) => intl.formatMessage({ id: `partnerEvent.${type}` })).join(', ');
  return (
    <section className="partner-access" aria-labelledby="partner-webhooks-title">
      <h2 id="partner-webhooks-title">
        <FormattedMessage id="partnerWebhooksTitle" />
      </h2>
      <p>
        <FormattedMessage id="partnerWebhooksIntro" />
      </p>
      {endpoints.length === 0 ? (
        <p>
          <FormattedMessage id="partnerWebhookNone" />
        </p>
      ) : (
        <ul className="partner-access__list">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <code>{endpoint.url}</code> · {eventsText(endpoint)}
              <Form method="post" className="partner-access__inline">
                <input type="hidden" name="id" value={endpoint.id} />
                <button
                  type="submit"
                  name="intent"
                  value="removeWebhook"
                  className="button button--small"
                  disabled={busy}
                  aria-label={`${intl.formatMessage({ id: 'partnerWebhookRemove' })} ${endpoint.url}`}
                >
                  <FormattedMessage id="partnerWebhookRemove" />
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="partner-access__form" key={endpoints.length}>
        <label htmlFor="partner-webhook-url">
          <FormattedMessage id="partnerWebhookUrl" />
        </label>
        <input
          id="partner-webhook-url"
          name="url"
          type="url"
          required
          maxLength={500}
          placeholder="https://"
        />
        <fieldset>
          <legend>
            <FormattedMessage id="partnerWebhookEvents" />
          </legend>
          {PARTNER_EVENT_TYPES.map((type) => (
            <label key={type} className="partner-access__choice">
              <input type="checkbox" name={`event-${type}`} defaultChecked />{' '}
              <FormattedMessage id={`partnerEvent.${type}`} />
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="addWebhook"
          className="button button--primary"
          disabled={busy}
        >
          <FormattedMessage id="partnerWebhookAdd" />
        </button>
      </Form>
      <h3>
        <FormattedMessage id="partnerDeliveriesTitle" />
      </h3>
      <DeliveryLog deliveries={deliveries} redeliverIntent="redeliver" busy={busy} />
    </section>
  );
}
