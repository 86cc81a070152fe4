import type { OrderInvoice } from '#domain/orders/order.ts';
import { FormattedMessage } from '../i18n/intl.tsx';

/**
 * The download of the order's invoice (when one was asked for at checkout) or retail receipt (decision
 * 0062); the address proves the right to it as the voucher's does.
 */
export function FiscalDocumentLink({
  href,
  invoice,
  className = 'button button--secondary',
}: {
  href: string;
  invoice: OrderInvoice | null;
  className?: string;
}) {
  return (
    <a className={className} href={href} download data-testid="fiscal-document-link">
      <FormattedMessage id={invoice ? 'fiscalInvoiceLink' : 'fiscalReceiptLink'} />
    </a>
  );
}
