import { useEffect, useMemo, useState } from 'react';
import { matchPorts } from '#domain/search/port-matching.ts';
import type { SearchPort } from './search-ports.server.ts';

/** Enough to pick from while typing; more would only make the list scroll. */
const MAX_OPTIONS = 50;

/**
 * The state of a port combobox (WAI-ARIA combobox with a list box): what is typed, whether the list is
 * open, the active option, and the keys that move through it (arrows move, Enter chooses, Escape closes,
 * then clears what was typed).
 */
export function usePortCombobox({
  id,
  ports,
  value,
  onChange,
}: {
  id: string;
  ports: SearchPort[];
  value: string;
  onChange(code: string): void;
}) {
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useMemo(
    () => (text === null ? ports : matchPorts(ports, text)).slice(0, MAX_OPTIONS),
    [ports, text],
  );
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const choose = (port: SearchPort) => {
    onChange(port.code);
    setText(null);
    setOpen(false);
  };
  return {
    open,
    active,
    options,
    optionId,
    choose,
    setActive,
    shown: text ?? ports.find((port) => port.code === value)?.name ?? '',
    activeOption: open && options[active] ? optionId(active) : undefined,
    onType(typed: string) {
      setText(typed);
      setActive(0);
      setOpen(true);
    },
    onOpen: () => setOpen(true),
    onLeave() {
      setOpen(false);
      setText(null);
    },
    onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
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
    },
  };
}
