import type { VatNumber } from '#domain/invoice/vat-number.ts';
import type { Result } from '#domain/shared/result.ts';

interface CompanyActivity {
  code: string;
  description: string;
  /** The registry's main activity (ΚΥΡΙΑ) comes first and is the one an invoice names. */
  main: boolean;
}

/** A business as the tax registry knows it (AADE's `basic_rec` and `firm_act_tab`). */
export interface RegisteredCompany {
  vatNumber: VatNumber;
  name: string;
  commercialTitle: string;
  /** Street and number. */
  address: string;
  zip: string;
  city: string;
  /** The tax office (ΔΟΥ) the business belongs to. */
  taxOffice: string;
  activities: CompanyActivity[];
  /** False once the registry deactivated the number (the business closed). */
  active: boolean;
}

/**
 * `invalidVatNumber`: the registry itself calls the number malformed; `notFound`: a well-formed number no
 * business holds; `unavailable`: no usable answer (down, slow, over its call limits, credentials refused).
 */
export type TaxRegistryError = 'notFound' | 'invalidVatNumber' | 'unavailable';

/** The tax registry invoices are filled from (spec §7 `aade/retriveInformation`). */
export interface TaxRegistry {
  lookup(vatNumber: VatNumber): Promise<Result<RegisteredCompany, TaxRegistryError>>;
}
