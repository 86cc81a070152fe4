import { useId } from 'react';
import { FieldError } from '../forms/field-error.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { NativePortSelect } from './native-port-select.tsx';
import type { SearchPort } from './search-ports.server.ts';
import { useHydrated } from './use-hydrated.ts';
import { usePortCombobox } from './use-port-combobox.ts';

interface PortComboboxProps {
  /** The form field name the port code is sent under (`from`, `to`). */
  name: string;
  label: string;
  /** The ports one may choose here (already narrowed by the other end of the route). */
  ports: SearchPort[];
  value: string;
  onChange(code: string): void;
  error?: string;
  errorId: string;
}

/**
 * A port picker that finds ports as the traveller types (WAI-ARIA combobox with a list box: arrows
 * move, Enter chooses, Escape closes). Without JavaScript it is a native select of the same ports.
 */
export function PortCombobox(props: PortComboboxProps) {
  const { name, label, value, error, errorId } = props;
  const intl = useIntl();
  const hydrated = useHydrated();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const combobox = usePortCombobox({ id, ports: props.ports, value, onChange: props.onChange });

  if (!hydrated) return <NativePortSelect {...props} id={inputId} />;
  return (
    <div className="form-field search-field port-combobox">
      <label htmlFor={inputId}>{label}</label>
      <input type="hidden" name={name} value={value} />
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={combobox.open}
        aria-controls={listId}
        aria-activedescendant={combobox.activeOption}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={intl.formatMessage({ id: 'searchTypePort' })}
        value={combobox.shown}
        onChange={(event) => combobox.onType(event.target.value)}
        onFocus={(event) => event.target.select()}
        onClick={combobox.onOpen}
        onKeyDown={combobox.onKeyDown}
        // Options keep the focus in the input (mousedown is prevented), so a blur means the traveller left.
        onBlur={combobox.onLeave}
      />
      <PortOptions listId={listId} label={label} value={value} combobox={combobox} />
      {combobox.open && combobox.options.length === 0 && (
        <p className="port-combobox__list port-combobox__empty" role="status">
          {intl.formatMessage({ id: 'searchNoPortFound' })}
        </p>
      )}
      <FieldError id={errorId} messageKey={error} />
    </div>
  );
}

interface PortOptionsProps {
  listId: string;
  label: string;
  value: string;
  combobox: ReturnType<typeof usePortCombobox>;
}

/** The list box of the ports that match what is typed, the active one followed by the input's focus. */
function PortOptions({ listId, label, value, combobox }: PortOptionsProps) {
  const { open, options, active } = combobox;
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={label}
      className="port-combobox__list"
      hidden={!open || options.length === 0}
    >
      {options.map((port, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: options stay unfocused; the input drives them with aria-activedescendant (WAI-ARIA combobox)
        <div
          key={port.code}
          id={combobox.optionId(index)}
          role="option"
          aria-selected={index === active}
          className="port-option"
          data-current={port.code === value || undefined}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => combobox.setActive(index)}
          onClick={() => combobox.choose(port)}
        >
          <PortName port={port} />
        </div>
      ))}
    </div>
  );
}

function PortName({ port }: { port: SearchPort }) {
  const other = port.localName !== port.name ? port.localName : port.englishName;
  return (
    <>
      <span>{port.name}</span>
      {other !== port.name && <span className="port-option__other">{other}</span>}
    </>
  );
}
