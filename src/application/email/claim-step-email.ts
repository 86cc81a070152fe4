import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { ClaimDraft, ClaimStep } from '#domain/passenger-rights/compensation-claim.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { euros } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';

/** What the e-mail says of the claim: the compensation's share of the fare, or only the care's amount. */
type ClaimTold = Pick<ClaimDraft, 'claimant' | 'amount' | 'from' | 'to' | 'companyName'> &
  ({ kind: 'compensation'; percent: number } | { kind: 'care' });

/**
 * Tells the traveller that their compensation or care claim (decision 0089) reached a step at the company (decision 0070): taken,
 * accepted, refused or paid, for the amount claimed. Words: `claimEmail_*`, `claimEmail_care*` for care.
 */
export function claimStepEmail(
  input: {
    locale: LocaleCode;
    reference: string;
    claim: ClaimTold;
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
    percent: claim.kind === 'compensation' ? claim.percent : 0,
    company: claim.companyName,
    from: claim.from,
    to: claim.to,
  };
  const [subject, body] =
    claim.kind === 'care'
      ? ['claimEmail_careSubject', 'claimEmail_careStep']
      : ['claimEmail_subject', 'claimEmail_step'];
  return letterEmail(
    input.locale,
    words(subject, values),
    [
      words('claimEmail_greeting', { name: `${claim.claimant.firstName} ${claim.claimant.lastName}` }),
      words(body, values),
    ],
    [words('claimEmail_signature')],
    { label: words('email_manageBooking'), url: input.manageUrl },
  );
}
