import { useState } from 'react';
import { dropPrices, wizardChargeLines } from '#domain/booking/wizard-pricing.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { businessDay } from '#domain/site/business-day.ts';
import { chargeLinesTotal } from '#domain/pricing/charge-lines.ts';
import { type InvoiceErrors, newInvoiceValue } from './invoice-lookup.ts';
import { followRedirect, submitCheckout } from './submit-checkout.ts';
import { type FormErrors, serverErrors } from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

/** The form's checks arrive once the traveller starts on the form; the module is fetched once. */
export const loadBillingChecks = () => import('./billing-checks.ts');

/**
 * "Pay and continue": checks the form in the browser, then asks the server to place the order at the price
 * shown and follows it to the payment; what either refuses comes back as field errors and a notice.
 */
export function usePayAndContinue(wizard: BookingWizard, locale: LocaleCode) {
  const { state, update } = wizard;
  const [errors, setErrors] = useState<FormErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // View state: the invoice section is asked for on this step only.
  const [invoice, setInvoice] = useState(newInvoiceValue);
  const [invoiceProblems, setInvoiceProblems] = useState<InvoiceErrors>({});

  const pay = async () => {
    const { billingErrors, invoiceErrors } = await loadBillingChecks();
    const found = billingErrors(state, businessDay(new Date()));
    const invoiceFound = invoiceErrors(invoice);
    setErrors(found);
    setInvoiceProblems(invoiceFound);
    setNotice(null);
    if (Object.keys(found).length > 0 || Object.keys(invoiceFound).length > 0) {
      setNotice('invalidPassangersForm');
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    // The sum of the lines the summary shows: the price the server must find again to place the order.
    const expected = chargeLinesTotal(wizardChargeLines(state) ?? []);
    setPaying(true);
    const { needInvoice, ...invoiceDetails } = invoice;
    const answer = await submitCheckout(state, locale, expected, needInvoice ? invoiceDetails : null);
    if (answer.ok) {
      followRedirect(answer.redirect);
      return;
    }
    setPaying(false);
    setErrors(serverErrors(answer.fields));
    setNotice(answer.error);
    // A changed fare: every leg is priced again, and the traveller sees the new figure before paying.
    if (answer.error === 'priceChanged') update(dropPrices);
  };

  return { pay, errors, notice, paying, invoice, setInvoice, invoiceProblems };
}
