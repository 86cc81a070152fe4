import { FieldError } from '../forms/field-error.tsx';
import { type FormAnswer, fieldErrorOf } from '../forms/form-answer.ts';
import { formElementOf, type InPlaceFormProps } from '../forms/in-place-form.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

/** What the newsletter action answers. */
export type NewsletterActionData = FormAnswer<'pending'>;

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
}: InPlaceFormProps<NewsletterActionData>) {
  const intl = useIntl();
  const FormElement = formElementOf(fetcher);
  const error = fieldErrorOf(result, 'email');
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
      <FieldError id={`${idPrefix}-email-error`} messageKey={error} />
      {result?.status === 'failed' && (
        <p className="form-field__error" role="alert">
          <FormattedMessage id="newsletterError" />
        </p>
      )}
    </FormElement>
  );
}
