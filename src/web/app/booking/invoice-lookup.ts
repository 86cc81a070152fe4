import { parseVatNumber } from '#domain/invoice/vat-number.ts';

/** The invoice section's fields (spec §3 "Invoice"), as the form holds them. */
export interface InvoiceValue {
  needInvoice: boolean;
  companyName: string;
  activity: string;
  tax: string;
  address: string;
  registry: string;
  mobile: string;
}

export type InvoiceErrors = Partial<Record<keyof InvoiceValue, string>>;

/** The fields the tax registry answers; the mobile stays the traveller's. */
export type RegistryFields = Pick<InvoiceValue, 'tax' | 'companyName' | 'activity' | 'address' | 'registry'>;

export function newInvoiceValue(): InvoiceValue {
  return {
    needInvoice: false,
    companyName: '',
    activity: '',
    tax: '',
    address: '',
    registry: '',
    mobile: '',
  };
}

/** The form with the registry's answer written over the company fields. */
export function applyCompany(value: InvoiceValue, company: RegistryFields): InvoiceValue {
  return { ...value, ...company };
}

export type LookupOutcome = { ok: true; company: RegistryFields } | { ok: false; key: string };

const isRegistryFields = (value: unknown): value is RegistryFields =>
  typeof value === 'object' &&
  value !== null &&
  (['tax', 'companyName', 'activity', 'address', 'registry'] as const).every(
    (name) => typeof (value as Record<string, unknown>)[name] === 'string',
  );

/**
 * Asks `/checkout/tax-registry` for the business behind a VAT number. A malformed number is refused here
 * with the server's own rule and key, without a request; every failure comes back as a message key.
 */
export async function lookUpCompany(
  vatNumber: string,
  fetchJson: typeof fetch = fetch,
): Promise<LookupOutcome> {
  if (!parseVatNumber(vatNumber)) return { ok: false, key: 'invalidVatNumber' };
  try {
    const response = await fetchJson('/checkout/tax-registry', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ vatNumber }),
    });
    const body = (await response.json()) as { company?: unknown; error?: unknown };
    if (response.ok && isRegistryFields(body.company)) return { ok: true, company: body.company };
    return { ok: false, key: typeof body.error === 'string' ? body.error : 'taxRegistryUnavailable' };
  } catch {
    return { ok: false, key: 'taxRegistryUnavailable' };
  }
}
