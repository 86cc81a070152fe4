import { err, type Result } from '../shared/result.ts';
import type { StepRefusal } from '../shared/step-progress.ts';
import type { BookingWizardState } from './wizard-state.ts';

/**
 * Why the wizard refused a transition. The screen offers only what is allowed, so a refusal means it was
 * out of date (a leg no longer selected, a step no longer open) or a company's answer made no sense.
 */
export type WizardRefusal =
  | StepRefusal
  /** No such leg in the search, or no trip selected for it. */
  | 'unknownLeg'
  /** A price that does not add up or is not whole cents (spec message key). */
  | 'unableToCalculatePrice';

export type WizardResult = Result<BookingWizardState, WizardRefusal>;

export const refuse = (refusal: WizardRefusal): WizardResult => err(refusal);
