import type { OrderInvoice } from '#domain/orders/order.ts';
import { FormattedMessage } from '../i18n/intl.tsx';

const FIELDS = [
  ['companyName', 'invoiceCompanyName'],
  ['tax', 'invoiceTaxNumber'],
  ['registry', 'invoiceRegistry'],
  ['activity', 'invoiceActivity'],
  ['address', 'invoiceAddress'],
] as const satisfies ReadonlyArray<readonly [keyof OrderInvoice, string]>;

/** The invoice the traveller asked for, as stored with the order (issue #24), under the invoice form's labels. */
export function InvoiceDetails({ invoice }: { invoice: OrderInvoice | null }) {
  if (!invoice) return null;
  return (
    <section className="order-invoice" aria-labelledby="order-invoice-title" data-testid="order-invoice">
      <h2 id="order-invoice-title">
        <FormattedMessage id="invoiceRequested" />
      </h2>
      <dl className="order-details__facts">
        {FIELDS.map(([field, label]) => (
          <div key={field}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{invoice[field]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
