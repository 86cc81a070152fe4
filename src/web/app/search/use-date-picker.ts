import { useEffect, useRef, useState } from 'react';
import { dayAfterKey, laterDay } from './calendar-month.ts';

/**
 * The state of a date picker's dialog: whether it is open, the focused day (never before `min`), and the
 * moves that keep focus where the WAI-ARIA date picker pattern wants it (the focused day while open, the
 * trigger once closed; a click outside closes).
 */
export function useDatePicker({
  value,
  min,
  onChange,
}: {
  value: string;
  min: string;
  onChange(date: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(value || min);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [open, focused]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!dialog.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const move = (iso: string) => setFocused(laterDay(iso, min));
  return {
    open,
    focused,
    trigger,
    dialog,
    move,
    close,
    toggle() {
      setFocused(value || min);
      setOpen((was) => !was);
    },
    choose(iso: string) {
      onChange(iso);
      close();
    },
    onGridKeyDown(event: React.KeyboardEvent) {
      const day = dayAfterKey(event.key, focused);
      if (day === null) return;
      move(day);
      event.preventDefault();
    },
  };
}
