import { createHash } from 'node:crypto';
import type { FiscalReportError, FiscalReporter } from '#application/ports/fiscal-reporter.ts';
import type { FiscalDocument } from '#domain/fiscal/fiscal-document.ts';
import { isValidVatNumber } from '#domain/invoice/vat-number.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

/**
 * The default reporter (decision 0063): accepts what myDATA would and answers a made-up MARK of 15 digits,
 * the same for the same document (issuer, series, year, number), so a retried report changes nothing. Like
 * myDATA it refuses an invoice whose buyer's VAT number is not a valid ΑΦΜ, and a credit invoice that names
 * no invoice's MARK (decision 0096).
 */
export class SandboxFiscalReporter implements FiscalReporter {
  async report(document: FiscalDocument): Promise<Result<{ mark: string }, FiscalReportError[]>> {
    if (document.buyer && !isValidVatNumber(document.buyer.tax)) {
      return err([{ code: '102', message: `Vat number ${document.buyer.tax} is not valid` }]);
    }
    if (document.kind === 'creditInvoice' && !document.correlated?.mark) {
      return err([{ code: '321', message: 'correlatedInvoices is mandatory for this invoice type' }]);
    }
    const key = `${document.issuer.vatNumber}/${document.series}/${document.year}/${document.number}`;
    const digits = BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 15)}`);
    return ok({ mark: `9${(digits % 10n ** 14n).toString().padStart(14, '0')}` });
  }
}
