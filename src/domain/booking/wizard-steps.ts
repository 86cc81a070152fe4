import { expectedLegCount } from '../search/search-query.ts';
import { ok, type Result } from '../shared/result.ts';
import type { StepRefusal } from '../shared/step-progress.ts';
import * as progress from '../shared/step-progress.ts';
import { isPriced } from './wizard-pricing.ts';
import type { WizardResult } from './wizard-refusal.ts';
import type { BookingWizardState } from './wizard-state.ts';

/**
 * Spec §4: step 0 is valid when every expected leg has a trip; step 1 when, on top of that, every leg has a
 * price (an edit the fare depends on drops the leg's price). The last step opens nothing after it: the
 * checkout decides. Derived on every read, so a stored flag can never disagree with the legs.
 */
export function stepValidity(state: BookingWizardState): boolean[] {
  const chosen = state.routes.length === expectedLegCount(state.search);
  return [chosen, chosen && isPriced(state), false];
}

function progressOf(state: BookingWizardState): progress.StepProgress {
  const steps = stepValidity(state).map((valid) => ({ valid }));
  return { steps, currentStep: state.currentStep, maximumStep: state.maximumStep };
}

/** Moves the wizard as the same move moves its derived progress, or says why not. */
function moved(state: BookingWizardState, result: Result<progress.StepProgress, StepRefusal>): WizardResult {
  if (!result.ok) return result;
  const { currentStep, maximumStep } = result.value;
  return ok({ ...state, currentStep, maximumStep });
}

export function canGoForward(state: BookingWizardState): boolean {
  return progress.canGoForward(progressOf(state));
}

/** A step opens from the breadcrumb when it was reached before and every step leading to it is valid. */
export function canJumpTo(state: BookingWizardState, step: number): boolean {
  return progress.canJumpTo(progressOf(state), step);
}

export function goForward(state: BookingWizardState): WizardResult {
  return moved(state, progress.goForward(progressOf(state)));
}

export function goBack(state: BookingWizardState): WizardResult {
  return moved(state, progress.goBack(progressOf(state)));
}

export function jumpTo(state: BookingWizardState, step: number): WizardResult {
  return moved(state, progress.jumpTo(progressOf(state), step));
}

/**
 * Spec §4: invalidating a step pulls the traveller back to it. Applied when the trips change; a leg that
 * only awaits its new price after an edit leaves the traveller where they are, since the step showing it
 * prices it again.
 */
export function withinReach(state: BookingWizardState): BookingWizardState {
  const firstInvalid = stepValidity(state).indexOf(false);
  return state.currentStep > firstInvalid ? { ...state, currentStep: firstInvalid } : state;
}
