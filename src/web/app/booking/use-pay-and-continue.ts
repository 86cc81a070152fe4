import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { dropPrices, wizardChargeLines } from '#domain/booking/wizard-pricing.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { chargeLinesTotal } from '#domain/pricing/charge-lines.ts';
import { useRootData } from '../use-root-data.ts';
import { type InvoiceErrors, newInvoiceValue } from './invoice-lookup.ts';
import { followRedirect, submitCheckout } from './submit-checkout.ts';
import {
  type FormErrors,
  firstWrongSection,
  type ServerRefusal,
  serverErrors,
  serverRefusal,
  standingServerErrors,
} from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

/** The notice of a refused form: worded by the part of the form still wrong when shown. */
const CHECK_THE_FORM = 'checkTheForm';

/** The form's checks arrive once the traveller starts on the form; the module is fetched once. */
export const loadBillingChecks = () => import('./billing-checks.ts');

/**
 * "Pay and continue": checks the form in the browser, then asks the server to place the order at the price
 * shown and follows it to the payment; what either refuses comes back as field errors and a notice.
 */
export function usePayAndContinue(wizard: BookingWizard, locale: LocaleCode) {
  const { state, update } = wizard;
  // The site's day, not the browser's: a traveller abroad near midnight is checked as the server will.
  const { today } = useRootData();
  // The browser's checks run on every change once "Pay and continue" was refused, so a mended field loses
  // its message at once; the server's refusals last until their field changes.
  const [checked, setChecked] = useState<{ errors: FormErrors; invoice: InvoiceErrors } | null>(null);
  const [refusal, setRefusal] = useState<ServerRefusal>({ errors: {}, values: {} });
  const [notice, setNotice] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // View state: the invoice section is asked for on this step only.
  const [invoice, setInvoice] = useState(newInvoiceValue);

  const watching = checked !== null;
  useEffect(() => {
    if (!watching) return;
    let current = true;
    void loadBillingChecks().then(({ billingErrors, invoiceErrors }) => {
      if (current)
        setChecked({
          errors: billingErrors(state, today),
          invoice: invoiceErrors(invoice),
        });
    });
    return () => {
      current = false;
    };
  }, [watching, state, invoice, today]);

  const errors = { ...standingServerErrors(refusal, state), ...checked?.errors };
  const invoiceProblems = checked?.invoice ?? {};
  const wrongSection = firstWrongSection([
    ...Object.keys(errors),
    ...Object.keys(invoiceProblems).map((name) => `invoice.${name}`),
  ]);
  // The notice names the part of the form still wrong, and goes once nothing is.
  const shownNotice = notice === CHECK_THE_FORM ? wrongSection && `checkSection_${wrongSection}` : notice;

  const pay = async () => {
    const { billingErrors, invoiceErrors } = await loadBillingChecks();
    const found = { errors: billingErrors(state, today), invoice: invoiceErrors(invoice) };
    // Committed before focusing: the first wrong field is marked only once React has rendered the refusal.
    flushSync(() => {
      setChecked(found);
      setRefusal({ errors: {}, values: {} });
      setNotice(null);
    });
    if (Object.keys(found.errors).length > 0 || Object.keys(found.invoice).length > 0) {
      flushSync(() => setNotice(CHECK_THE_FORM));
      document.querySelector<HTMLElement>('.booking-form [aria-invalid="true"]')?.focus();
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
    const refused = serverErrors(answer.fields);
    flushSync(() => {
      setRefusal(serverRefusal(refused, state));
      setNotice(Object.keys(refused).length > 0 ? CHECK_THE_FORM : answer.error);
    });
    document.querySelector<HTMLElement>('.booking-form [aria-invalid="true"]')?.focus();
    // A changed fare: every leg is priced again, and the traveller sees the new figure before paying.
    if (answer.error === 'priceChanged') update(dropPrices);
  };

  return { pay, errors, notice: shownNotice, paying, invoice, setInvoice, invoiceProblems };
}
