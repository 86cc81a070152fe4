import { useEffect } from 'react';
import { BillingStep } from './billing-step.tsx';
import { PassengersStep } from './passengers-step.tsx';
import type { BookingWizard } from './use-booking-wizard.ts';

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
      {step === 1 ? <PassengersStep wizard={wizard} portName={portName} /> : <BillingStep wizard={wizard} />}
    </div>
  );
}
