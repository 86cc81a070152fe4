import { describe, expect, it } from 'vitest';
import type { Result } from '#domain/shared/result.ts';
import {
  canGoForward,
  canJumpTo,
  goBack,
  goForward,
  jumpTo,
  newStepProgress,
  type StepProgress,
  setStepValid,
} from '#domain/shared/step-progress.ts';

const allValid = () => newStepProgress([true, true, true]);
/** The progress a move led to; a refusal fails the test with its reason. */
const taken = <P extends StepProgress>(result: Result<P, string>): P => {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.value;
};
const forward = <P extends StepProgress>(progress: P) => taken(goForward(progress));

describe('step progress', () => {
  it('starts at step 0 with nothing reached beyond it', () => {
    expect(newStepProgress([false, false, true])).toEqual({
      steps: [{ valid: false }, { valid: false }, { valid: true }],
      currentStep: 0,
      maximumStep: 0,
    });
  });

  it('moves forward only when the current step is valid', () => {
    const progress = newStepProgress([false, true, true]);
    expect(canGoForward(progress)).toBe(false);
    expect(goForward(progress)).toEqual({ ok: false, error: 'stepIncomplete' });
  });

  it('does not move forward from the last step and tracks the furthest step reached', () => {
    const atLast = forward(forward(allValid()));
    expect(atLast.currentStep).toBe(2);
    expect(atLast.maximumStep).toBe(2);
    expect(goForward(atLast)).toEqual({ ok: false, error: 'lastStep' });
    expect(taken(goBack(atLast)).maximumStep).toBe(2);
  });

  it('pulls the current step back to a step that becomes invalid', () => {
    const atLast = forward(forward(allValid()));
    expect(setStepValid(atLast, 1, false).currentStep).toBe(1);
    expect(setStepValid(atLast, 2, false).currentStep).toBe(2);
    const back = taken(goBack(atLast));
    expect(setStepValid(back, 2, false).currentStep).toBe(1);
  });

  it('ignores steps that do not exist', () => {
    const progress = allValid();
    expect(setStepValid(progress, 3, false)).toBe(progress);
    expect(setStepValid(progress, -1, false)).toBe(progress);
  });

  it('jumps only to steps already reached whose earlier steps are all valid', () => {
    const atLast = forward(forward(allValid()));
    const atFirst = taken(jumpTo(atLast, 0));
    expect(atFirst.currentStep).toBe(0);
    expect(taken(jumpTo(atFirst, 2)).currentStep).toBe(2);
    const broken = setStepValid(atFirst, 1, false);
    expect(canJumpTo(broken, 2)).toBe(false);
    expect(jumpTo(broken, 2)).toEqual({ ok: false, error: 'stepNotOpen' });
    expect(canJumpTo(forward(allValid()), 2)).toBe(false);
    expect(canJumpTo(allValid(), 0.5)).toBe(false);
    expect(canJumpTo(allValid(), -1)).toBe(false);
  });

  it('goes back one step, and refuses to go back from step 0', () => {
    const first = allValid();
    expect(goBack(first)).toEqual({ ok: false, error: 'firstStep' });
    expect(taken(goBack(forward(first))).currentStep).toBe(0);
  });
});
