import { lazy, useEffect } from 'react';
import type { BookingWizard } from './use-booking-wizard.ts';

// Each step loads when it is reached (the results page's Suspense shows while it does): the passengers step
// does not carry the billing forms, and neither is on the results page before a sailing is chosen.
const PassengersStep = lazy(() =>
  import('./passengers-step.tsx').then((module) => ({ default: module.PassengersStep })),
);
const BillingStep = lazy(() =>
  import('./billing-step.tsx').then((module) => ({ default: module.BillingStep })),
);

/** The booking steps after the results: passengers and vehicles, then details, billing and payment. */
export function BookingSteps({
  wizard,
  portName,
}: {
  wizard: BookingWizard;
  portName: (code: string) => string;
}) {
  const step = wizard.state.currentStep;
  // Spec §4: the page starts at the top of each step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change itself is what triggers the scroll
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);
  return (
    <div className="container">
      {step === 1 ? (
        <PassengersStep wizard={wizard} portName={portName} />
      ) : (
        <BillingStep wizard={wizard} portName={portName} />
      )}
    </div>
  );
}
