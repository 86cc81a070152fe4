import { describe, expect, it } from 'vitest';
import { selectTrip } from '../../../../src/domain/booking/wizard.ts';
import { newBookingWizard } from '../../../../src/domain/booking/wizard-state.ts';
import {
  parseStoredWizard,
  serializeWizard,
  WIZARD_STATE_VERSION,
} from '../../../../src/domain/booking/wizard-storage.ts';
import { newSearchQuery, updateSearchLeg } from '../../../../src/domain/search/search-query.ts';
import { aTrip } from '../support/builders.ts';

const search = updateSearchLeg(newSearchQuery(), 0, {
  departurePort: 'PIR',
  destinationPort: 'JTR',
  departureDate: '2026-12-15',
});

describe('stored booking wizard', () => {
  it('comes back unchanged after a round trip through storage', () => {
    const state = selectTrip(newBookingWizard({ uuid: 'u-1', search }), 0, aTrip());
    expect(parseStoredWizard(serializeWizard(state, 'en'), search, 'en')).toEqual({ ok: true, value: state });
  });

  it.each([
    ['missing', null],
    ['missing', ''],
    ['malformed', '{not json'],
    ['malformed', '[]'],
    ['malformed', JSON.stringify({ version: WIZARD_STATE_VERSION, state: { steps: 'x' } })],
    ['staleVersion', JSON.stringify({ version: 0, state: {} })],
  ])('is refused as %s for %j', (problem, text) => {
    expect(parseStoredWizard(text, search, 'en')).toEqual({ ok: false, error: problem });
  });

  it('is refused when it answers another search', () => {
    const other = updateSearchLeg(search, 0, { destinationPort: 'MLO' });
    const stored = serializeWizard(newBookingWizard({ uuid: 'u-1', search: other }), 'en');
    expect(parseStoredWizard(stored, search, 'en')).toEqual({ ok: false, error: 'otherSearch' });
  });

  it('is refused in another language: switching language starts the booking over', () => {
    const stored = serializeWizard(newBookingWizard({ uuid: 'u-1', search }), 'el');
    expect(parseStoredWizard(stored, search, 'de')).toEqual({ ok: false, error: 'otherLanguage' });
  });

  it('is refused when the step pointer was tampered with', () => {
    const state = { ...newBookingWizard({ uuid: 'u-1', search }), currentStep: 2, maximumStep: 1 };
    expect(parseStoredWizard(serializeWizard(state, 'en'), search, 'en')).toEqual({
      ok: false,
      error: 'malformed',
    });
  });
});
