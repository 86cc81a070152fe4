import { useIntl } from '../i18n/intl.tsx';

/** The message under a refused field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const intl = useIntl();
  if (!messageKey) return null;
  return (
    <p className="form-field__error" id={id}>
      {intl.formatMessage({ id: messageKey })}
    </p>
  );
}
