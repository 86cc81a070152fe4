import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** While the tickets are being issued the page asks again this often. */
const REFRESH_MS = 1500;

/** Asks the server again until the tickets are issued: the wait is visible, never a dead end. */
export function useRefreshWhile(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== 'idle') return;
    const timer = setTimeout(() => void revalidate(), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [active, state, revalidate]);
}
