import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/**
 * Spec §9: the progress bar waits 200 ms before showing, so quick navigations never flash it; the bar
 * then creeps towards the end over 5000 ms (the animation in app styles) until the page arrives.
 */
const PROGRESS_THROTTLE_MS = 200;

/** The thin bar at the top of the page while the next page loads (search results take a moment). */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return <div className="navigation-progress" data-active={shown} aria-hidden="true" />;
}
