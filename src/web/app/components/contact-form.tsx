import { type ReactNode, useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { privacyPath, termsPath } from '../content/static-paths.ts';
import { FieldError } from '../forms/field-error.tsx';
import { type FormAnswer, fieldErrorOf } from '../forms/form-answer.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { Link } from './link.tsx';

export type ContactActionData = FormAnswer<'sent'>;

const TEXT_FIELDS = [
  {
    name: 'name',
    label: 'contactFirstName',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
    max: 100,
  },
  {
    name: 'lastName',
    label: 'contactLastName',
    type: 'text',
    autoComplete: 'family-name',
    required: true,
    max: 100,
  },
  { name: 'email', label: 'contactEmail', type: 'email', autoComplete: 'email', required: true, max: 254 },
  { name: 'phone', label: 'contactPhone', type: 'tel', autoComplete: 'tel', required: false, max: 40 },
] as const;

/** The contact form (spec §3 "Contact message"): a plain form post, so it works without JavaScript too. */
export function ContactForm({ result }: { result: ContactActionData | undefined }) {
  const intl = useIntl();
  const pending = useNavigation().state === 'submitting';
  const error = (name: string) => fieldErrorOf(result, name);
  const describedBy = (name: string) => (error(name) ? `contact-${name}-error` : undefined);
  const errorText = (name: string) => <FieldError id={`contact-${name}-error`} messageKey={error(name)} />;
  const form = useRef<HTMLFormElement>(null);
  // A refused form takes the reader to its first wrong field.
  useEffect(() => {
    if (result?.status === 'invalid')
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);
  if (result?.status === 'sent') {
    return (
      <p className="notice notice--ok" role="status">
        <FormattedMessage id="contactSent" />
      </p>
    );
  }
  return (
    // The site's own messages, in the page's language, rather than the browser's ("Please fill out this field").
    <Form method="post" className="contact-form" noValidate ref={form}>
      {TEXT_FIELDS.map((field) => (
        <div className="form-field" key={field.name}>
          <label htmlFor={`contact-${field.name}`}>{intl.formatMessage({ id: field.label })}</label>
          <input
            id={`contact-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required={field.required}
            maxLength={field.max}
            aria-invalid={error(field.name) ? true : undefined}
            aria-describedby={describedBy(field.name)}
          />
          {errorText(field.name)}
        </div>
      ))}
      <div className="form-field">
        <label htmlFor="contact-message">{intl.formatMessage({ id: 'contactMessage' })}</label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={5000}
          aria-invalid={error('message') ? true : undefined}
          aria-describedby={describedBy('message')}
        />
        {errorText('message')}
      </div>
      <TermsField error={error('termsAccepted')} />
      {result?.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id="contactFailed" />
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending}>
        <FormattedMessage id={pending ? 'contactSending' : 'contactSend'} />
      </button>
    </Form>
  );
}

/** The acceptance of the terms and the privacy policy, each a link. */
function TermsField({ error }: { error: string | undefined }) {
  const { locale } = useRootData();
  return (
    <div className="form-field form-field--checkbox">
      <input
        id="contact-terms"
        name="termsAccepted"
        type="checkbox"
        value="true"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'contact-termsAccepted-error' : undefined}
      />
      <label htmlFor="contact-terms">
        <FormattedMessage
          id="contactAcceptTerms"
          values={{
            terms: (chunks: ReactNode[]) => <Link to={termsPath(locale)}>{chunks}</Link>,
            privacy: (chunks: ReactNode[]) => <Link to={privacyPath(locale)}>{chunks}</Link>,
          }}
        />
      </label>
      <FieldError id="contact-termsAccepted-error" messageKey={error} />
    </div>
  );
}
