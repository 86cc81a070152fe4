import { useEffect, useRef, useState } from 'react';
import { dayAfterKey, laterDay } from '../search/calendar-month.ts';

/**
 * The focused day of a month grid that is always open (the results page's fare calendar): never before
 * `min`, moved by the WAI-ARIA date grid's keys, and followed by the keyboard focus once a key moved it.
 */
export function useFareMonth(day: string, min: string) {
  const [focused, setFocused] = useState(laterDay(day, min));
  const grid = useRef<HTMLDivElement>(null);
  const keyed = useRef(false);

  useEffect(() => {
    if (keyed.current) grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  return {
    focused,
    grid,
    move: (iso: string) => setFocused(laterDay(iso, min)),
    onGridKeyDown(event: React.KeyboardEvent) {
      const next = dayAfterKey(event.key, focused);
      if (next === null) return;
      keyed.current = true;
      setFocused(laterDay(next, min));
      event.preventDefault();
    },
  };
}
