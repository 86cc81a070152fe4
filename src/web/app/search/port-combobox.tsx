import escapeHtml from 'escape-html';
import { useEffect, useId, useMemo, useState } from 'react';
import { matchPorts } from '#domain/search/port-matching.ts';
import { FieldError } from '../forms/field-error.tsx';
import { useIntl } from '../i18n/intl.tsx';
import type { SearchPort } from './search-ports.server.ts';
import { useHydrated } from './use-hydrated.ts';

/** Enough to pick from while typing; more would only make the list scroll. */
const MAX_OPTIONS = 50;

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

function PortName({ port }: { port: SearchPort }) {
  const other = port.localName !== port.name ? port.localName : port.englishName;
  return (
    <>
      <span>{port.name}</span>
      {other !== port.name && <span className="port-option__other">{other}</span>}
    </>
  );
}

/**
 * The no-JavaScript list's options as one string, the chosen port selected: rendering its ~100 options as
 * React elements was about a tenth of the CPU of a page with the search form (two lists). Only the
 * server writes them; the browser keeps what it sent until the combobox replaces the list.
 */
function nativeOptions(ports: SearchPort[], value: string, placeholder: string): string {
  const options = ports.map(({ code, name }) => {
    const selected = code === value ? ' selected=""' : '';
    return `<option value="${escapeHtml(code)}"${selected}>${escapeHtml(name)}</option>`;
  });
  return `<option value="">${escapeHtml(placeholder)}</option>${options.join('')}`;
}

/**
 * A port picker that finds ports as the traveller types (WAI-ARIA combobox with a list box: arrows
 * move, Enter chooses, Escape closes). Without JavaScript it is a native select of the same ports.
 */
export function PortCombobox({ name, label, ports, value, onChange, error, errorId }: PortComboboxProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const selected = ports.find((port) => port.code === value);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = text ?? selected?.name ?? '';
  const options = useMemo(
    () => (text === null ? ports : matchPorts(ports, text)).slice(0, MAX_OPTIONS),
    [ports, text],
  );
  const describedBy = error ? errorId : undefined;

  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  if (!hydrated) {
    return (
      <div className="form-field search-field">
        <label htmlFor={inputId}>{label}</label>
        <select
          id={inputId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the options' texts are escaped (nativeOptions)
          dangerouslySetInnerHTML={{
            __html:
              typeof document === 'undefined'
                ? nativeOptions(ports, value, intl.formatMessage({ id: 'searchChoosePort' }))
                : '',
          }}
          // In the browser the options the server sent stay until the combobox takes the list's place.
          suppressHydrationWarning
        />
        <FieldError id={errorId} messageKey={error} />
      </div>
    );
  }

  const choose = (port: SearchPort) => {
    onChange(port.code);
    setText(null);
    setOpen(false);
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeOption = open && options[active] ? optionId(active) : undefined;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((index) => Math.min(index + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter': {
        const option = options[active];
        if (open && option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else setText(null);
        break;
    }
  };

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
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={intl.formatMessage({ id: 'searchTypePort' })}
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Options keep the focus in the input (mousedown is prevented), so a blur means the traveller left.
          setOpen(false);
          setText(null);
        }}
      />
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
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="port-option"
            data-current={port.code === value || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(port)}
          >
            <PortName port={port} />
          </div>
        ))}
      </div>
      {open && options.length === 0 && (
        <p className="port-combobox__list port-combobox__empty" role="status">
          {intl.formatMessage({ id: 'searchNoPortFound' })}
        </p>
      )}
      <FieldError id={errorId} messageKey={error} />
    </div>
  );
}
