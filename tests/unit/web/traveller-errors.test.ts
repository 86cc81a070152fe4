import { describe, expect, it } from 'vitest';
import { changeLeader, changePaymentForm } from '#domain/booking/wizard.ts';
import { newBookingWizard } from '#domain/booking/wizard-state.ts';
import { newSearchQuery } from '#domain/search/search-query.ts';
import { firstWrongSection, serverRefusal, standingServerErrors } from '#web/app/booking/traveller-errors.ts';

describe('the last step’s refusals', () => {
  it('name the first part of the form, in reading order, that holds a wrong field', () => {
    expect(firstWrongSection(['payment.zipCode', 'leader.email'])).toBe('contact');
    expect(firstWrongSection(['payment.receiveTicketsMethod', 'payment.checked'])).toBe('delivery');
    expect(firstWrongSection(['payment.checked', 'passengers[0].birthDate'])).toBe('passengers');
    expect(firstWrongSection(['invoice.tax'])).toBe('invoice');
    expect(firstWrongSection([])).toBeNull();
  });

  it('keep a refusal only the server could judge until its field changes', () => {
    const state = changeLeader(newBookingWizard({ uuid: 'u', search: newSearchQuery() }), {
      email: 'a@example.com',
    });
    const refusal = serverRefusal(
      { 'leader.email': 'invalidEmail', 'payment.zipCode': 'invalidZipCode' },
      state,
    );
    const elsewhere = changePaymentForm(state, { city: 'Athens' });
    expect(standingServerErrors(refusal, elsewhere)).toEqual(refusal.errors);
    const mended = changeLeader(elsewhere, { email: 'b@example.com' });
    expect(standingServerErrors(refusal, mended)).toEqual({ 'payment.zipCode': 'invalidZipCode' });
  });
});
