import { describe, expect, it } from 'vitest';
import { PdfkitFiscalDocumentRenderer } from '#adapters/pdf/pdfkit-fiscal-document-renderer.ts';
import { fiscalPrintout } from '#application/fiscal/fiscal-printout.ts';
import { creditDraft, type FiscalDocument, fiscalDraft } from '#domain/fiscal/fiscal-document.ts';
import { LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import type { Order } from '#domain/orders/order.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { overlappingRuns, readTextBoxes } from '../../support/pdf-text-boxes.ts';
import { anOrder } from '../domain/support/order-builder.ts';

const renderer = new PdfkitFiscalDocumentRenderer();
const ISSUER = {
  name: 'Kyma Shipping & Travel Μονοπρόσωπη Ι.Κ.Ε.',
  vatNumber: '999999993',
  taxOffice: 'ΔΟΥ Πειραιά',
  address: 'Akti Miaouli 85, 185 38 Piraeus, Greece',
};
/** A buyer with the long names Greek companies register. */
const BUYER = {
  companyName: 'ΑΙΓΑΙΟ ΤΡΟΦΙΜΑ ΚΑΙ ΠΟΤΑ ΑΝΩΝΥΜΗ ΕΜΠΟΡΙΚΗ ΚΑΙ ΒΙΟΜΗΧΑΝΙΚΗ ΕΤΑΙΡΕΙΑ',
  activity: 'Χονδρικό εμπόριο τροφίμων, ποτών και καπνού (μη εξειδικευμένο)',
  tax: '099900027',
  address: 'Λεωφόρος Ανδρέα Συγγρού 350, 176 74 Καλλιθέα Αττικής',
  registry: 'ΦΑΕ ΑΘΗΝΩΝ',
  mobile: '+306900000000',
};

/** The order's sale document, numbered and reported, as the fiscal job issues it. */
function issued(order: Order): FiscalDocument {
  const draft = fiscalDraft(order, linesOfOrder(order), ISSUER);
  return { ...draft, year: 2026, number: 100_017, issuedAt: '2026-12-07T10:15:00Z', mark: '400001951868157' };
}

/** The credit document of a whole refund of that sale, numbered and reported. */
function credited(order: Order, sale: FiscalDocument): FiscalDocument {
  const lines = sale.lines.map(({ line, treatment }) => ({ line, treatment }));
  const draft = creditDraft(order, sale, lines, ISSUER, 'refund-1');
  return { ...draft, year: 2026, number: 2_041, issuedAt: '2026-12-09T16:40:00Z', mark: '400001951870042' };
}

const ordered = (locale: LocaleCode, invoice: boolean) =>
  anOrder({ locale, reference: 'P207-K0QG-7BTQ-BJ74', invoice: invoice ? BUYER : null });

// Each test draws a document and reads every text run back with pdf.js: seconds on a busy 2-core machine.
describe('the fiscal documents’ layout (issue #51 item 4)', { timeout: 30_000 }, () => {
  it.each(LOCALE_CODES)(
    'draws no text over other text on an invoice, a receipt and their credit notes, in %s',
    async (locale) => {
      for (const invoice of [true, false]) {
        const order = ordered(locale, invoice);
        const sale = issued(order);
        for (const document of [sale, credited(order, sale)]) {
          const printout = fiscalPrintout(document, order, messageWords);
          const pages = await readTextBoxes(await renderer.render(printout));
          const runs = pages.flat().map((box) => box.text);
          expect(runs.join(' '), document.kind).toContain(printout.number);
          for (const [page, boxes] of pages.entries())
            expect(overlappingRuns(boxes), `${document.kind} page ${page + 1}`).toEqual([]);
        }
      }
    },
  );
});
