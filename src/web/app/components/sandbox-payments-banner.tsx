import { FormattedMessage } from '../i18n/intl.tsx';

/**
 * Said on every page while the sandbox provider takes the card payments (PAYMENT_PROVIDERS lists it, or
 * is left to its default on a fresh machine): nobody should believe a ticket was paid for with real money.
 */
export function SandboxPaymentsBanner() {
  return (
    // A landmark of its own, named by its text, so it is not content outside every landmark.
    <aside className="sandbox-banner" aria-labelledby="sandbox-payments-notice">
      <p id="sandbox-payments-notice">
        <FormattedMessage id="sandboxPaymentsNotice" />
      </p>
    </aside>
  );
}
