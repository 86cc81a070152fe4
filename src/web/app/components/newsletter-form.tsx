import { FormattedMessage, useIntl } from 'react-intl';
import { type FetcherWithComponents, Form } from 'react-router';

/** What the newsletter action answers. */
export type NewsletterActionData =
  | { status: 'pending' }
  | { status: 'invalid'; fields: { path: string; key: string }[] }
  | { status: 'failed' };

/**
 * The newsletter sign-up (footer of every page). Through a fetcher it answers in place; without
 * JavaScript it posts to the newsletter page, which shows the answer.
 */
export function NewsletterForm({
  idPrefix,
  action,
  result,
  pending,
  fetcher,
}: {
  idPrefix: string;
  action: string;
  result: NewsletterActionData | undefined;
  pending: boolean;
  fetcher?: FetcherWithComponents<NewsletterActionData>;
}) {
  const intl = useIntl();
  const FormElement = fetcher ? fetcher.Form : Form;
  const error = result?.status === 'invalid' ? result.fields[0]?.key : undefined;
  if (result?.status === 'pending') {
    return (
      <p className="newsletter__status" role="status">
        <FormattedMessage id="newsletterCheckInbox" />
      </p>
    );
  }
  return (
    <FormElement method="post" action={action} className="newsletter__form" noValidate={Boolean(fetcher)}>
      <label htmlFor={`${idPrefix}-email`}>{intl.formatMessage({ id: 'newsletterEmailLabel' })}</label>
      <div className="newsletter__row">
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idPrefix}-email-error` : undefined}
        />
        <button type="submit" className="button button--accent" disabled={pending}>
          <FormattedMessage id={pending ? 'newsletterSubmitting' : 'newsletterSubmit'} />
        </button>
      </div>
      {error && (
        <p className="form-field__error" id={`${idPrefix}-email-error`}>
          {intl.formatMessage({ id: error })}
        </p>
      )}
      {result?.status === 'failed' && (
        <p className="form-field__error" role="alert">
          <FormattedMessage id="newsletterError" />
        </p>
      )}
    </FormElement>
  );
}
