import { Form } from 'react-router';
import {
  PARTNER_SCOPES,
  PARTNER_TOKEN_NAME_MAX,
  type PartnerToken,
} from '#domain/partners/partner-scopes.ts';
import { stamp } from '../back-office/admin-format.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

/** A reseller's API keys (decision 0128): each named, with its scopes and use, revocable; a new one made here. */
export function PartnerKeys({ keys, busy }: { keys: readonly PartnerToken[]; busy: boolean }) {
  const intl = useIntl();
  return (
    <section className="partner-access" aria-labelledby="partner-keys-title">
      <h2 id="partner-keys-title">
        <FormattedMessage id="partnerApiTitle" />
      </h2>
      {keys.length === 0 ? (
        <p>
          <FormattedMessage id="partnerTokenNone" />
        </p>
      ) : (
        <ul className="partner-access__list">
          {keys.map((key) => (
            <li key={key.id}>
              <strong>{key.name}</strong>{' '}
              <FormattedMessage id="partnerTokenEnding" values={{ lastFour: key.lastFour }} />
              {' · '}
              {key.scopes.map((scope) => intl.formatMessage({ id: `partnerScope.${scope}` })).join(', ')}
              {' · '}
              {key.lastUsedAt ? (
                <FormattedMessage id="partnerTokenLastUsed" values={{ date: stamp(key.lastUsedAt) }} />
              ) : (
                <FormattedMessage id="partnerTokenNeverUsed" />
              )}
              {key.revokedAt ? (
                <>
                  {' · '}
                  <FormattedMessage id="partnerTokenRevoked" values={{ date: stamp(key.revokedAt) }} />
                </>
              ) : (
                <Form method="post" className="partner-access__inline">
                  <input type="hidden" name="id" value={key.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="revokeToken"
                    className="button button--small"
                    disabled={busy}
                    aria-label={`${intl.formatMessage({ id: 'partnerTokenRevoke' })} ${key.name}`}
                  >
                    <FormattedMessage id="partnerTokenRevoke" />
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="partner-access__form" key={keys.length}>
        <label htmlFor="partner-key-name">
          <FormattedMessage id="partnerTokenName" />
        </label>
        <input id="partner-key-name" name="name" required maxLength={PARTNER_TOKEN_NAME_MAX} />
        <fieldset>
          <legend>
            <FormattedMessage id="partnerTokenScopes" />
          </legend>
          {PARTNER_SCOPES.map((scope) => (
            <label key={scope} className="partner-access__choice">
              <input type="checkbox" name={`scope-${scope}`} defaultChecked={scope === 'read'} />{' '}
              <FormattedMessage id={`partnerScope.${scope}`} />
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="createToken"
          className="button button--primary"
          disabled={busy}
        >
          <FormattedMessage id="partnerTokenCreate" />
        </button>
      </Form>
    </section>
  );
}
