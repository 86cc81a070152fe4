import { useIntl } from '../i18n/intl.tsx';

/**
 * Why a control goes no further (issue #30): the number of passengers, vehicles or pets stands at its cap.
 * Its id is what the disabled "more" button's aria-describedby points at; polite, so a screen reader
 * hears it when the cap is reached.
 */
export function LimitNote({
  id,
  messageKey,
  values,
}: {
  id: string;
  messageKey: string | undefined;
  values?: Record<string, string | number>;
}) {
  const intl = useIntl();
  return (
    <p className="limit-note" id={id} aria-live="polite">
      {messageKey ? intl.formatMessage({ id: messageKey }, values) : null}
    </p>
  );
}
