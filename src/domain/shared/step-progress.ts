import { err, ok, type Result } from './result.ts';

/**
 * Progress through a fixed list of steps, shared by the booking and search wizards (spec §4).
 * Invariant kept by every function here: every step before the current one is valid, and the current
 * step never lies beyond the furthest step reached.
 */
interface StepState {
  valid: boolean;
}

export interface StepProgress {
  steps: StepState[];
  currentStep: number;
  /** The furthest step reached so far. */
  maximumStep: number;
}

export function newStepProgress(validity: boolean[]): StepProgress {
  return { steps: validity.map((valid) => ({ valid })), currentStep: 0, maximumStep: 0 };
}

/** Invalidating a step the user has already passed pulls them back to it. */
export function setStepValid<P extends StepProgress>(progress: P, step: number, valid: boolean): P {
  if (step < 0 || step >= progress.steps.length) return progress;
  const steps = progress.steps.map((s, i) => (i === step ? { valid } : s));
  const currentStep = !valid && progress.currentStep > step ? step : progress.currentStep;
  return { ...progress, steps, currentStep };
}

function isLastStep(progress: StepProgress): boolean {
  return progress.currentStep === progress.steps.length - 1;
}

export function canGoForward(progress: StepProgress): boolean {
  return progress.steps[progress.currentStep]?.valid === true && !isLastStep(progress);
}

/** Why a move between steps was refused. */
export type StepRefusal = 'stepIncomplete' | 'lastStep' | 'firstStep' | 'stepNotOpen';

export function goForward<P extends StepProgress>(progress: P): Result<P, StepRefusal> {
  if (isLastStep(progress)) return err('lastStep');
  if (!canGoForward(progress)) return err('stepIncomplete');
  const currentStep = progress.currentStep + 1;
  return ok({ ...progress, currentStep, maximumStep: Math.max(progress.maximumStep, currentStep) });
}

/**
 * A step can be opened from the breadcrumb when it has been reached before and every step leading to it
 * is valid: that is what makes the step itself a valid place to be.
 */
export function canJumpTo(progress: StepProgress, step: number): boolean {
  if (!Number.isInteger(step) || step < 0 || step > progress.maximumStep) return false;
  return progress.steps.slice(0, step).every((s) => s.valid);
}

export function jumpTo<P extends StepProgress>(progress: P, step: number): Result<P, StepRefusal> {
  return canJumpTo(progress, step) ? ok({ ...progress, currentStep: step }) : err('stepNotOpen');
}

export function goBack<P extends StepProgress>(progress: P): Result<P, StepRefusal> {
  if (progress.currentStep === 0) return err('firstStep');
  return ok({ ...progress, currentStep: progress.currentStep - 1 });
}
