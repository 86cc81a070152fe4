import { type RefObject, useEffect } from 'react';

/**
 * Closes an open `<details>` when the reader clicks elsewhere or presses Escape (focus goes back to its
 * summary), as a menu does; without JavaScript it still opens and closes by its summary.
 */
export function useDismissable(disclosure: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const close = (event: Event) => {
      const details = disclosure.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [disclosure]);
}
