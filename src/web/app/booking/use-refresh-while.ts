import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** While the tickets are being issued the page asks again this often. */
const REFRESH_MS = 1500;

function ignoreAbort(error: unknown) {
  if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
}

/** Asks the server again until the tickets are issued: the wait is visible, never a dead end. */
export function useRefreshWhile(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== 'idle') return;
    // A navigation (a click on the page) aborts a revalidation in flight, and its promise rejects with the
    // abort: nothing is wrong, the next page loads its own data. Unhandled, it surfaced as a page error.
    const timer = setTimeout(() => revalidate().catch(ignoreAbort), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [active, state, revalidate]);
}
