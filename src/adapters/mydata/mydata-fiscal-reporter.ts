import type { FiscalReportError, FiscalReporter } from '#application/ports/fiscal-reporter.ts';
import type { Logger } from '#application/ports/logger.ts';
import type { FiscalDocument } from '#domain/fiscal/fiscal-document.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { invoicesDoc } from './invoices-doc.ts';
import { readSendInvoiceAnswer } from './response-doc.ts';

export interface MyDataFiscalReporterDeps {
  /** `https://mydataapidev.aade.gr` (test) or `https://mydatapi.aade.gr/myDATA` (production), or a fake. */
  url: string;
  userId: string;
  subscriptionKey: string;
  timeoutMs: number;
  logger: Logger;
}

/** Thrown so the report job tries again later: no readable answer is not a refusal. */
class MyDataUnavailable extends Error {
  override name = 'MyDataUnavailable';
}

/**
 * AADE's myDATA REST API, `POST /SendInvoices` with the `InvoicesDoc` of one document, authenticated by the
 * `aade-user-id` and `Ocp-Apim-Subscription-Key` headers (decision 0063). `ResponseDoc` gives the MARK or
 * the validation errors; anything else (HTTP errors, a timeout, an unreadable body) throws.
 */
export class MyDataFiscalReporter implements FiscalReporter {
  readonly #deps: MyDataFiscalReporterDeps;

  constructor(deps: MyDataFiscalReporterDeps) {
    this.#deps = deps;
  }

  async report(document: FiscalDocument): Promise<Result<{ mark: string }, FiscalReportError[]>> {
    const response = await fetch(new URL('SendInvoices', withSlash(this.#deps.url)), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/xml',
        'aade-user-id': this.#deps.userId,
        'Ocp-Apim-Subscription-Key': this.#deps.subscriptionKey,
      },
      body: invoicesDoc(document),
      redirect: 'error',
      signal: AbortSignal.timeout(this.#deps.timeoutMs),
    });
    const body = await response.text();
    const answer = response.ok ? readSendInvoiceAnswer(body) : null;
    if (!answer) {
      this.#deps.logger.warn({ status: response.status }, 'myDATA gave no readable answer');
      throw new MyDataUnavailable(`myDATA answered HTTP ${response.status} without a ResponseDoc`);
    }
    return answer.kind === 'accepted' ? ok({ mark: answer.mark }) : err(answer.errors);
  }
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
