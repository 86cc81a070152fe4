import { describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '#adapters/email-react/react-email-renderer.ts';
import { claimStepEmail } from '#application/email/claim-step-email.ts';
import type { ClaimStep } from '#domain/passenger-rights/compensation-claim.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';

const claim = {
  kind: 'compensation' as const,
  claimant: { firstName: 'Eleni', lastName: 'Karra', email: 'eleni@example.com' },
  amount: 1_083,
  percent: 25 as const,
  from: 'Piraeus',
  to: 'Santorini',
  companyName: 'Blue Star Ferries',
};
const email = (step: ClaimStep, locale: 'en' | 'el' = 'en') =>
  new ReactEmailRenderer().render(
    claimStepEmail(
      {
        locale,
        reference: 'KY7Q-3MZD-W1HC-9RTA',
        claim,
        step,
        manageUrl: 'https://kyma.test/en/orderdetails',
      },
      messageWords(locale),
    ),
  );

describe('the compensation claim e-mails, one per step', () => {
  it('says the claim went to the company, for how much and which crossing', () => {
    const sent = email('submitted');
    expect(sent.subject).toBe('Your compensation claim for booking KY7Q-3MZD-W1HC-9RTA is sent');
    expect(sent.text).toContain('Hello Eleni Karra,');
    expect(sent.text).toContain(
      'We have sent Blue Star Ferries your claim for €10.83 (25% of the fare) for arriving late on Piraeus – Santorini.',
    );
    expect(sent.text).toContain('https://kyma.test/en/orderdetails');
  });

  it('words each later step on its own, in the traveller’s language', () => {
    expect(email('accepted').subject).toContain('is accepted');
    expect(email('refused').text).toContain('has refused your claim for €10.83');
    expect(email('paid').text).toContain('Blue Star Ferries has paid your compensation of €10.83');
    expect(email('paid', 'el').subject).toBe('Η αποζημίωση για την κράτηση KY7Q-3MZD-W1HC-9RTA πληρώθηκε');
  });

  it('words a care claim by its amount alone, without a share of the fare', () => {
    const care = new ReactEmailRenderer().render(
      claimStepEmail(
        {
          locale: 'en',
          reference: 'KY7Q-3MZD-W1HC-9RTA',
          claim: { ...claim, kind: 'care' },
          step: 'submitted',
          manageUrl: 'https://kyma.test/en/orderdetails',
        },
        messageWords('en'),
      ),
    );
    expect(care.subject).toBe('Your care expenses claim for booking KY7Q-3MZD-W1HC-9RTA is sent');
    expect(care.text).toContain(
      'We have sent Blue Star Ferries your claim for €10.83 for the meals and accommodation you paid for while waiting on Piraeus – Santorini.',
    );
  });
});
