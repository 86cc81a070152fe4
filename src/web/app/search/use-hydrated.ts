import { useEffect, useState } from 'react';

/**
 * False on the server and in the first browser render, true after hydration: widgets render their
 * no-JavaScript form (native selects and date inputs) until the script that drives them runs.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
