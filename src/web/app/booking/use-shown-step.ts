import { startTransition, useLayoutEffect, useState } from 'react';

/**
 * The booking step on the screen, which follows the wizard's in two frames (issue #48). First the page goes
 * to its top (spec §4: each step starts at the top) with the step before still on it; once that frame is
 * painted, the next step replaces it in a transition, which keeps the step before on the screen until the
 * next one's code has loaded rather than an empty placeholder. The page being at least a screen high
 * (`.booking-page`), the footer is below the screen whenever the steps change: nothing a reader sees moves
 * (no layout shift), however late the step's code or its price arrive.
 */
export function useShownStep(step: number): number {
  const [shown, setShown] = useState(step);
  useLayoutEffect(() => {
    if (step === shown) return;
    window.scrollTo({ top: 0 });
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => startTransition(() => setShown(step)));
    });
    return () => cancelAnimationFrame(frame);
  }, [step, shown]);
  return shown;
}
