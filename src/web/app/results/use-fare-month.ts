import { useEffect, useRef, useState } from 'react';
import { dayAfterKey, dayWithin } from '../search/calendar-month.ts';

/**
 * The focused day of a month grid that is always open (the results page's fare calendar): never before
 * `min` nor after `max`, moved by the WAI-ARIA date grid's keys, and followed by the keyboard focus once a key moved it.
 */
export function useFareMonth(day: string, min: string, max?: string) {
  const [focused, setFocused] = useState(dayWithin(day, min, max));
  const grid = useRef<HTMLDivElement>(null);
  const keyed = useRef(false);

  useEffect(() => {
    if (keyed.current) grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  return {
    focused,
    grid,
    move: (iso: string) => setFocused(dayWithin(iso, min, max)),
    onGridKeyDown(event: React.KeyboardEvent) {
      const next = dayAfterKey(event.key, focused);
      if (next === null) return;
      keyed.current = true;
      setFocused(dayWithin(next, min, max));
      event.preventDefault();
    },
  };
}
