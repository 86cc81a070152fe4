import { useContext } from 'react';
import { localePrefix } from '#domain/i18n/locales.ts';
import { FieldError } from '../forms/field-error.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { NativeOptionsContext } from './native-options.ts';
import { NoScriptPortsContext } from './no-script-ports.ts';
import type { SearchPort } from './search-ports.server.ts';

interface NativePortSelectProps {
  id: string;
  name: string;
  label: string;
  ports: SearchPort[];
  value: string;
  error?: string;
  errorId: string;
}

/** Before the script runs: a native select of the same ports, sent under the same name. */
export function NativePortSelect({ id, name, label, ports, value, error, errorId }: NativePortSelectProps) {
  const intl = useIntl();
  const only = useContext(NoScriptPortsContext)?.value;
  const nativeOptions = useContext(NativeOptionsContext);
  return (
    <div className="form-field search-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the options' texts are escaped (native-options.server.ts)
        dangerouslySetInnerHTML={{
          __html: nativeOptions?.(ports, value, intl.formatMessage({ id: 'searchChoosePort' }), only) ?? '',
        }}
        // In the browser the options the server sent stay until the combobox takes the list's place.
        suppressHydrationWarning
      />
      <FieldError id={errorId} messageKey={error} />
    </div>
  );
}

/** Without JavaScript, where the lists offer a page's short list: the way to the search page's lists of every port. */
export function AllPortsLink() {
  const intl = useIntl();
  const { locale } = useRootData();
  if (!useContext(NoScriptPortsContext)) return null;
  return (
    <noscript>
      <p className="search-form__all-ports">
        <a href={`${localePrefix(locale)}/results`}>{intl.formatMessage({ id: 'searchAllPorts' })}</a>
      </p>
    </noscript>
  );
}
