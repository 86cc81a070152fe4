import { describe, expect, it } from 'vitest';
import { invoiceErrors } from '#web/app/booking/billing-checks.ts';
import { applyCompany, lookUpCompany, newInvoiceValue } from '#web/app/booking/invoice-lookup.ts';

const company = {
  tax: '099900015',
  companyName: 'ΚΥΜΑ Ι.Κ.Ε.',
  activity: 'ΥΠΗΡΕΣΙΕΣ ΤΑΞΙΔΙΩΤΙΚΩΝ ΠΡΑΚΤΟΡΕΙΩΝ',
  address: 'ΑΚΤΗ ΜΙΑΟΥΛΗ 10, 18535 ΠΕΙΡΑΙΑΣ',
  registry: 'Α΄ ΠΕΙΡΑΙΑ',
};

/** A stand-in for the browser's fetch that answers once and records what was asked. */
function answering(status: number, body: unknown) {
  const asked: Array<{ url: string; body: unknown }> = [];
  const fetchJson = (async (url: string, init: RequestInit) => {
    asked.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetchJson, asked };
}

describe('the invoice section', () => {
  it('asks for nothing when no invoice is needed, and for every field when one is', () => {
    expect(invoiceErrors(newInvoiceValue())).toEqual({});
    expect(invoiceErrors({ ...newInvoiceValue(), needInvoice: true })).toEqual({
      companyName: 'fieldRequired',
      activity: 'fieldRequired',
      tax: 'fieldRequired',
      address: 'fieldRequired',
      registry: 'fieldRequired',
      mobile: 'invalidPhoneNumber',
    });
    const filled = applyCompany({ ...newInvoiceValue(), needInvoice: true, mobile: '6912345678' }, company);
    expect(invoiceErrors(filled)).toEqual({});
    expect(filled.mobile).toBe('6912345678');
  });

  it('fills the company from the registry’s answer', async () => {
    const { fetchJson, asked } = answering(200, { company });
    expect(await lookUpCompany('EL099900015', fetchJson)).toEqual({ ok: true, company });
    expect(asked).toEqual([{ url: '/checkout/tax-registry', body: { vatNumber: 'EL099900015' } }]);
  });

  it('refuses a malformed number without asking the server', async () => {
    const { fetchJson, asked } = answering(200, { company });
    expect(await lookUpCompany('099900016', fetchJson)).toEqual({ ok: false, key: 'invalidVatNumber' });
    expect(asked).toEqual([]);
  });

  it('passes the server’s message key on, and makes anything else "unavailable"', async () => {
    expect(await lookUpCompany('099900052', answering(404, { error: 'businessNotFound' }).fetchJson)).toEqual(
      {
        ok: false,
        key: 'businessNotFound',
      },
    );
    expect(await lookUpCompany('099900052', answering(502, '<html>').fetchJson)).toEqual({
      ok: false,
      key: 'taxRegistryUnavailable',
    });
  });
});
