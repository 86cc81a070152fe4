import type { RegisteredCompany, TaxRegistry } from '#application/ports/tax-registry.ts';
import type { VatNumber } from '#domain/invoice/vat-number.ts';
import { err, ok } from '#domain/shared/result.ts';

const company = (fields: Omit<RegisteredCompany, 'vatNumber'> & { vatNumber: string }) =>
  fields as RegisteredCompany;

/**
 * Made-up businesses with valid check digits, so the invoice section can be tried end to end without AADE
 * credentials. They hold no real company's number.
 */
export const SANDBOX_COMPANIES: readonly RegisteredCompany[] = [
  company({
    vatNumber: '099900015',
    name: 'ΚΥΜΑ ΤΑΞΙΔΙΩΤΙΚΗ ΜΟΝΟΠΡΟΣΩΠΗ Ι.Κ.Ε.',
    commercialTitle: 'KYMA TRAVEL',
    address: 'ΑΚΤΗ ΜΙΑΟΥΛΗ 10',
    zip: '18535',
    city: 'ΠΕΙΡΑΙΑΣ',
    taxOffice: 'Α΄ ΠΕΙΡΑΙΑ',
    activities: [
      { code: '79111000', description: 'ΥΠΗΡΕΣΙΕΣ ΤΑΞΙΔΙΩΤΙΚΩΝ ΠΡΑΚΤΟΡΕΙΩΝ', main: true },
      { code: '79901000', description: 'ΥΠΗΡΕΣΙΕΣ ΚΡΑΤΗΣΕΩΝ', main: false },
    ],
    active: true,
  }),
  company({
    vatNumber: '099900027',
    name: 'ΑΙΓΑΙΟ ΤΡΟΦΙΜΑ Α.Ε.',
    commercialTitle: 'AEGEAN FOODS',
    address: 'ΛΕΩΦ. ΣΥΓΓΡΟΥ 120',
    zip: '11745',
    city: 'ΑΘΗΝΑ',
    taxOffice: 'ΦΑΕ ΑΘΗΝΩΝ',
    activities: [{ code: '46381000', description: 'ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΤΡΟΦΙΜΩΝ', main: true }],
    active: true,
  }),
  company({
    vatNumber: '099900039',
    name: 'ΝΑΞΙΑΚΑ ΤΥΡΟΚΟΜΙΚΑ Ο.Ε.',
    commercialTitle: '',
    address: 'ΠΑΡΑΛΙΑ ΧΩΡΑΣ 3',
    zip: '84300',
    city: 'ΝΑΞΟΣ',
    taxOffice: 'ΝΑΞΟΥ',
    activities: [{ code: '10511000', description: 'ΠΑΡΑΓΩΓΗ ΤΥΡΙΟΥ', main: true }],
    active: true,
  }),
  company({
    vatNumber: '099900040',
    name: 'ΠΑΛΑΙΑ ΝΑΥΤΙΛΙΑΚΗ Ε.Π.Ε.',
    commercialTitle: 'OLD SHIPPING',
    address: 'ΚΑΠΟΔΙΣΤΡΙΟΥ 44',
    zip: '49100',
    city: 'ΚΕΡΚΥΡΑ',
    taxOffice: 'ΚΕΡΚΥΡΑΣ',
    activities: [{ code: '50101000', description: 'ΘΑΛΑΣΣΙΕΣ ΜΕΤΑΦΟΡΕΣ ΕΠΙΒΑΤΩΝ', main: true }],
    active: false,
  }),
];

/** The embedded default tax registry: the companies above, every other valid number unknown. */
export class SandboxTaxRegistry implements TaxRegistry {
  readonly #companies = new Map<string, RegisteredCompany>(
    SANDBOX_COMPANIES.map((known) => [known.vatNumber, known]),
  );

  async lookup(vatNumber: VatNumber) {
    const found = this.#companies.get(vatNumber);
    return found ? ok(structuredClone(found)) : err('notFound' as const);
  }
}
