import type { FieldFailure } from '../forms/form-answer.ts';
import { useIntl } from '../i18n/intl.tsx';

/** What an account form's action answers: done, field errors, or a refusal with its message key. */
export type AccountFormAnswer =
  | { status: 'done' }
  | { status: 'invalid'; fields: FieldFailure[] }
  | { status: 'refused'; message: string };

/** A labelled input whose error, when there is one, is announced with it. */
export function AccountField({
  id,
  name,
  label,
  type,
  autoComplete,
  error,
  minLength,
  maxLength,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  error: string | undefined;
  minLength?: number;
  maxLength: number;
  defaultValue?: string;
}) {
  const intl = useIntl();
  return (
    <div className="form-field">
      <label htmlFor={id}>{intl.formatMessage({ id: label })}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        minLength={minLength}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {intl.formatMessage({ id: error })}
        </p>
      )}
    </div>
  );
}

/** A refusal of the whole form (wrong password, too many attempts, expired link). */
export function AccountFormAlert({ answer }: { answer: AccountFormAnswer | undefined }) {
  const intl = useIntl();
  if (answer?.status !== 'refused') return null;
  return (
    <p className="notice notice--error" role="alert">
      {intl.formatMessage({ id: answer.message })}
    </p>
  );
}
