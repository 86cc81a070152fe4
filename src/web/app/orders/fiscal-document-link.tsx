import type { LaterFiscalDocument } from '#application/fiscal/list-order-fiscal-documents.ts';
import type { OrderInvoice } from '#domain/orders/order.ts';
import { FormattedMessage } from '../i18n/intl.tsx';

/**
 * The download of the order's invoice (when one was asked for at checkout) or retail receipt (decision
 * 0062), then of each later document by its number (decision 0096); the address proves the right to them
 * as the voucher's does.
 */
export function FiscalDocumentLink({
  href,
  invoice,
  later = [],
  className = 'button button--secondary',
}: {
  href: string;
  invoice: OrderInvoice | null;
  later?: LaterFiscalDocument[];
  className?: string;
}) {
  return (
    <>
      <a className={className} href={href} download data-testid="fiscal-document-link">
        <FormattedMessage id={invoice ? 'fiscalInvoiceLink' : 'fiscalReceiptLink'} />
      </a>
      {later.map(({ kind, number }) => (
        <a
          key={number}
          className={className}
          href={`${href}?number=${encodeURIComponent(number)}`}
          download
          data-testid="fiscal-document-link"
        >
          <FormattedMessage id={`fiscalDocumentLink_${kind}`} values={{ number }} />
        </a>
      ))}
    </>
  );
}
