import { lazy, useEffect } from 'react';
import type { BookingWizard } from './use-booking-wizard.ts';

const passengersStepCode = () => import('./passengers-step.tsx');
const billingStepCode = () => import('./billing-step.tsx');

/** Starts fetching a step's code (1: passengers, 2: billing) before the traveller moves to it. */
export function preloadStep(step: 1 | 2) {
  void (step === 1 ? passengersStepCode() : billingStepCode());
}

// Each step loads when it is reached, or just before (preloadStep): the passengers step does not carry the
// billing forms, and neither is on the results page before a sailing is chosen. The results page keeps the
// step before on the screen while a step's code loads.
const PassengersStep = lazy(() =>
  passengersStepCode().then((module) => ({ default: module.PassengersStep })),
);
const BillingStep = lazy(() => billingStepCode().then((module) => ({ default: module.BillingStep })));

/**
 * The booking steps after the results: passengers and vehicles, then details, billing and payment. `step`
 * is the step on the screen, which follows the wizard's at the page's top once its code has loaded
 * (use-shown-step.ts).
 */
export function BookingSteps({
  wizard,
  step,
  portName,
}: {
  wizard: BookingWizard;
  step: number;
  portName: (code: string) => string;
}) {
  // On step 2, step 3's code comes while the traveller fills the form.
  useEffect(() => preloadStep(2), []);
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
