import type { Logger } from '#application/ports/logger.ts';
import type { RegisteredCompany, TaxRegistry, TaxRegistryError } from '#application/ports/tax-registry.ts';
import type { VatNumber } from '#domain/invoice/vat-number.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { type AfmAnswer, readAfmAnswer } from './rg-ws-public2-answer.ts';
import { afmRequestEnvelope } from './rg-ws-public2-request.ts';

export interface AadeTaxRegistryDeps {
  /** `https://www1.gsis.gr/wsaade/RgWsPublic2/RgWsPublic2`, or a fake in tests. */
  url: string;
  username: string;
  password: string;
  callerVat: string;
  timeoutMs: number;
  logger: Logger;
}

/** The registry's error codes that are about the number asked for; every other code is about Kyma's access. */
const ANSWER_ERRORS: Record<string, TaxRegistryError> = {
  RG_WS_PUBLIC_WRONG_AFM: 'invalidVatNumber',
  RG_WS_PUBLIC_TAXPAYER_NF: 'notFound',
  // The number exists but never belonged to a business: nothing to put on an invoice.
  RG_WS_PUBLIC_EPIT_NF: 'notFound',
};

/**
 * AADE's public registry service RgWsPublic2 (`rgWsPublic2AfmMethod`), for legal entities looking up the
 * businesses they invoice. A call that does not answer in time, a SOAP fault, an unreadable answer, a
 * record for another number and access errors (credentials, call limits) are all `unavailable`; the access
 * errors are logged, as only the operator can fix them.
 */
export class AadeTaxRegistry implements TaxRegistry {
  readonly #deps: AadeTaxRegistryDeps;

  constructor(deps: AadeTaxRegistryDeps) {
    this.#deps = deps;
  }

  async lookup(vatNumber: VatNumber): Promise<Result<RegisteredCompany, TaxRegistryError>> {
    const answer = await this.#call(vatNumber);
    if (!answer) return err('unavailable');
    if (answer.kind === 'error') {
      const known = ANSWER_ERRORS[answer.code];
      if (!known) this.#deps.logger.error({ code: answer.code }, 'AADE refused the registry lookup');
      return err(known ?? 'unavailable');
    }
    const { basic, activities } = answer;
    if (basic.afm !== vatNumber) {
      this.#deps.logger.warn({ asked: vatNumber, answered: basic.afm }, 'AADE answered for another number');
      return err('unavailable');
    }
    const isMain = (kind: string) => kind === '1';
    return ok({
      vatNumber,
      name: basic.onomasia,
      commercialTitle: basic.commer_title,
      address: `${basic.postal_address} ${basic.postal_address_no}`.trim(),
      zip: basic.postal_zip_code,
      city: basic.postal_area_description,
      taxOffice: basic.doy_descr,
      activities: activities
        .map((activity) => ({
          code: activity.firm_act_code,
          description: activity.firm_act_descr,
          main: isMain(activity.firm_act_kind),
        }))
        .sort((a, b) => Number(b.main) - Number(a.main)),
      active: basic.deactivation_flag === '1',
    });
  }

  async #call(vatNumber: VatNumber): Promise<AfmAnswer | null> {
    try {
      const response = await fetch(this.#deps.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/soap+xml; charset=utf-8', Accept: 'application/soap+xml' },
        body: afmRequestEnvelope({
          username: this.#deps.username,
          password: this.#deps.password,
          callerVat: this.#deps.callerVat,
          vatNumber,
        }),
        redirect: 'error',
        signal: AbortSignal.timeout(this.#deps.timeoutMs),
      });
      const text = await response.text();
      // Errors about the number come back as HTTP 200 with `error_rec`; anything else is a fault or an outage.
      if (!response.ok) {
        this.#deps.logger.warn({ status: response.status }, 'AADE registry answered with an HTTP error');
        return null;
      }
      return readAfmAnswer(text);
    } catch (error) {
      this.#deps.logger.warn({ err: error }, 'AADE registry did not answer');
      return null;
    }
  }
}
