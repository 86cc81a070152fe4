import { describe, expect, it } from 'vitest';
import {
  newSearchQuery,
  setReturnDate,
  setTripType,
  updateSearchLeg,
} from '../../../../src/domain/search/search-query.ts';
import { changeSearchQuery, newSearchWizard } from '../../../../src/domain/search/search-wizard.ts';

const leg = { departurePort: 'PIR', destinationPort: 'JTR', departureDate: '2026-07-01' };

describe('search wizard', () => {
  it('has three steps of which only the third is valid at first', () => {
    expect(newSearchWizard().steps.map((s) => s.valid)).toEqual([false, false, true]);
  });

  it('validates the route and dates steps from the query and pulls back when a field is emptied', () => {
    const complete = updateSearchLeg(newSearchQuery(), 0, leg);
    let wizard = changeSearchQuery(newSearchWizard(), complete);
    expect(wizard.steps.map((s) => s.valid)).toEqual([true, true, true]);
    wizard = { ...wizard, currentStep: 2, maximumStep: 2 };
    wizard = changeSearchQuery(wizard, updateSearchLeg(complete, 0, { departurePort: '' }));
    expect(wizard.currentStep).toBe(0);
  });

  it('requires a return date not before the departure for round trips', () => {
    const round = setTripType(updateSearchLeg(newSearchQuery(), 0, leg), 'roundTrip');
    expect(changeSearchQuery(newSearchWizard(), round).steps[1]?.valid).toBe(false);
    const early = setReturnDate(round, '2026-06-30');
    expect(changeSearchQuery(newSearchWizard(), early).steps[1]?.valid).toBe(false);
    const fine = setReturnDate(round, '2026-07-05');
    expect(changeSearchQuery(newSearchWizard(), fine).steps[1]?.valid).toBe(true);
  });
});
