import { FieldError } from '../forms/field-error.tsx';
import { type FormAnswer, fieldErrorOf } from '../forms/form-answer.ts';
import { formElementOf, type InPlaceFormProps } from '../forms/in-place-form.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

/** What the chat action answers: the form shows it in place (widget) or on the chat page. */
export type ChatActionData = FormAnswer<'sent'>;

const FIELDS = [
  { name: 'name', label: 'chatName', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'chatEmail', type: 'email', autoComplete: 'email', required: true },
  { name: 'bookingCode', label: 'chatBookingCode', type: 'text', autoComplete: 'off', required: false },
] as const;

/**
 * The chat message form (spec §3 "Chat message"). Inside the widget it submits through a fetcher and
 * answers in place; without JavaScript it posts to the chat page, which shows the same form and answer.
 */
export function ChatForm({ idPrefix, action, result, pending, fetcher }: InPlaceFormProps<ChatActionData>) {
  const intl = useIntl();
  const FormElement = formElementOf(fetcher);
  const fieldError = (name: string) => fieldErrorOf(result, name);
  if (result?.status === 'sent') {
    return (
      <p className="chat-form__status chat-form__status--ok" role="status">
        <FormattedMessage id="chatSent" />
      </p>
    );
  }
  return (
    <FormElement method="post" action={action} className="chat-form" noValidate={Boolean(fetcher)}>
      {FIELDS.map((field) => {
        const error = fieldError(field.name);
        return (
          <div className="form-field" key={field.name}>
            <label htmlFor={`${idPrefix}-${field.name}`}>{intl.formatMessage({ id: field.label })}</label>
            <input
              id={`${idPrefix}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              maxLength={field.name === 'bookingCode' ? 40 : 254}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${idPrefix}-${field.name}-error` : undefined}
            />
            <FieldError id={`${idPrefix}-${field.name}-error`} messageKey={error} />
          </div>
        );
      })}
      <div className="form-field">
        <label htmlFor={`${idPrefix}-message`}>{intl.formatMessage({ id: 'chatMessage' })}</label>
        <textarea
          id={`${idPrefix}-message`}
          name="message"
          rows={4}
          required
          maxLength={5000}
          aria-invalid={fieldError('message') ? true : undefined}
          aria-describedby={fieldError('message') ? `${idPrefix}-message-error` : undefined}
        />
        <FieldError id={`${idPrefix}-message-error`} messageKey={fieldError('message')} />
      </div>
      {result?.status === 'failed' && (
        <p className="chat-form__status chat-form__status--error" role="alert">
          <FormattedMessage id="chatError" />
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending}>
        <FormattedMessage id={pending ? 'chatSending' : 'chatSend'} />
      </button>
    </FormElement>
  );
}
