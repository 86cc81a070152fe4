import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { ClaimDraft, ClaimStep } from '#domain/passenger-rights/compensation-claim.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { euros } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';

/**
 * Tells the traveller that their compensation claim reached a step at the company (decision 0070): taken,
 * accepted, refused or paid, for the amount claimed. Words: `claimEmail_*`.
 */
export function claimStepEmail(
  input: {
    locale: LocaleCode;
    reference: string;
    claim: Pick<ClaimDraft, 'claimant' | 'amount' | 'percent' | 'from' | 'to' | 'companyName'>;
    step: ClaimStep;
    manageUrl: string;
  },
  words: FormatMessage,
): LetterEmail {
  const { claim, step } = input;
  const values = {
    step,
    reference: input.reference,
    amount: euros(claim.amount),
    percent: claim.percent,
    company: claim.companyName,
    from: claim.from,
    to: claim.to,
  };
  return letterEmail(
    input.locale,
    words('claimEmail_subject', values),
    [
      words('claimEmail_greeting', { name: `${claim.claimant.firstName} ${claim.claimant.lastName}` }),
      words('claimEmail_step', values),
    ],
    [words('claimEmail_signature')],
    { label: words('email_manageBooking'), url: input.manageUrl },
  );
}
