import { useIntl } from '../i18n/intl.tsx';

/**
 * "local time (UTC+1)" beside a time, shown only where a sailing's two ports keep different clocks: without
 * it Corfu 09:30 → Sarandë 09:10 reads as arriving before it left.
 */
export function LocalTimeZone({ zone }: { zone: string }) {
  const intl = useIntl();
  return (
    <span className="local-time-zone" data-testid="local-time-zone">
      {intl.formatMessage({ id: 'sailingLocalTime' }, { zone })}
    </span>
  );
}
