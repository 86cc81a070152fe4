/**
 * Why an order moved, as a code and its values rather than a sentence (issue #30 point 12, decision 0072):
 * the back office words it in the reader's language, under `adminCause.<code>` in the `admin` catalogue
 * (all seven languages). Values are names that stay as they are in every language: a staff member's
 * address (`staff`), a payment provider (`provider`), its payment's id (`payment`), a ferry company
 * (`upstream`) and the code it refused with (`code`); a change's sailing number (`sailing`) and the address of
 * whoever asked for it (`by`, decision 0068). Rows written before causes had codes keep their
 * English text and are shown as stored.
 */
export const TIMELINE_CAUSE_CODES = [
  'placesHeld',
  'orderRefused',
  'travellerDetailsRecorded',
  'paymentStarted',
  'paymentVerified',
  'surplusPaymentVerified',
  'paymentDeclined',
  'paymentAbandoned',
  'paidFromCredit',
  'ticketsIssued',
  'ticketingRefused',
  // Authorise, issue, then capture (decision 0127): `provider` and `payment`.
  'captureRefused',
  'authorisationVoided',
  'holdLapsed',
  'cancelledByTraveller',
  'cancellationAcceptedAtCompany',
  'cancelledOnBehalf',
  'cancellationRefundedThrough',
  'cancellationRefundedToCredit',
  'refundedThrough',
  'refundedToCredit',
  'nothingCharged',
  'surplusRefunded',
  'cancelledForRefund',
  'cancelledUpstream',
  'ticketingRetried',
  'refundedInFull',
  'legCancelledByTraveller',
  'legCancelledOnBehalf',
  'legCancelledAtCompany',
  'legRefundSent',
  'legRefundSentThrough',
  'legCancelledForDisruption',
  'changeHeld',
  'changeConfirmed',
  'changePaid',
  'changePaidFromCredit',
  'changeApplied',
  'changeRefused',
  'changeMoneyBackSent',
  'changeVoucherSent',
  // The daily reconciliation (decision 0115): `upstream` and `sailing`; `field` names what differs.
  'cancelledAtCompanyFound',
  'differsAtCompany',
] as const;

export type TimelineCauseCode = (typeof TIMELINE_CAUSE_CODES)[number];

export interface TimelineCause {
  code: TimelineCauseCode;
  values?: Record<string, string>;
}

/**
 * Why a reseller's credit moved by itself (staff top-ups and adjustments carry the reason staff typed),
 * worded under `adminLedgerReason.<code>`: `booking` charges (and gives back) the booking `reference`;
 * `bookingChange` a change to its sailing number `sailing` (decision 0095).
 */
export const LEDGER_REASON_CODES = ['booking', 'bookingChange'] as const;

export interface LedgerReason {
  code: (typeof LEDGER_REASON_CODES)[number];
  values?: Record<string, string>;
}
