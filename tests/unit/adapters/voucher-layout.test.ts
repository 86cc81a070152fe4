import { describe, expect, it } from 'vitest';
import { PdfkitVoucherRenderer } from '#adapters/pdf/pdfkit-voucher-renderer.ts';
import type { VoucherDocument } from '#application/ports/voucher-renderer.ts';
import { LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { overlappingRuns, readTextBoxes } from '../../support/pdf-text-boxes.ts';
import { aVoucher, aVoucherLeg, aVoucherPassenger } from '../../support/voucher-builder.ts';

const renderer = new PdfkitVoucherRenderer(messageWords);
/** The reference the third report saw break as "P207-K0QG-7BTQ-" / "BJ74" over the issue date. */
const LONG_REFERENCE = 'P207-K0QG-7BTQ-BJ74';

/**
 * A long order: a family with long names on two sailings, the second from Corfu to Sarandë (Albania an
 * hour behind), with the long ticket numbers some companies issue.
 */
function aLongOrder(locale: LocaleCode): VoucherDocument {
  const family = (company: string) =>
    ['Marie-Christine Delacroix-Beaumont', 'Jean-Baptiste Delacroix-Beaumont', 'Éloïse Delacroix'].map(
      (fullName, index) =>
        aVoucherPassenger({
          fullName,
          passengerType: index === 2 ? 'CH' : 'AD',
          accommodation: 'Airline seat (economy class)',
          ticketNumber: `${company}-2026-00012345${index}`,
        }),
    );
  return aVoucher({
    locale,
    reference: LONG_REFERENCE,
    leader: {
      fullName: 'Marie-Christine Delacroix-Beaumont',
      email: 'marie-christine.delacroix-beaumont@example.com',
      mobile: '+33 6 12 34 56 78',
    },
    legs: [
      aVoucherLeg({ passengers: family('BSF') }),
      aVoucherLeg({
        companyCode: 'FIN',
        companyName: 'Finikas Lines',
        from: { code: 'CFU', name: 'Corfu' },
        to: { code: 'SAR', name: 'Sarandë' },
        departureDatetime: '2026-12-16T09:30:00+02:00',
        arrivalDatetime: '2026-12-16T09:10:00+01:00',
        passengers: family('FIN'),
      }),
    ],
    discount: { kind: 'fixed', amount: 1_000 },
  });
}

// Each test draws a long voucher and reads every text run back with pdf.js: seconds on a busy 2-core machine.
describe('the voucher’s layout', { timeout: 30_000 }, () => {
  it.each(LOCALE_CODES)('draws no text over other text, a long order in %s', async (locale) => {
    const pages = await readTextBoxes(await renderer.render(aLongOrder(locale)));

    for (const [page, boxes] of pages.entries())
      expect(overlappingRuns(boxes), `page ${page + 1}`).toEqual([]);
  });

  it.each(['fr', 'de'] as const)(
    'keeps a long booking reference, every ticket number and each word of a passenger type whole, in %s',
    async (locale) => {
      const voucher = aLongOrder(locale);
      const pages = await readTextBoxes(await renderer.render(voucher));
      const runs = pages.flat().map((box) => box.text);

      expect(runs).toContain(LONG_REFERENCE);
      for (const leg of voucher.legs)
        for (const { ticketNumber } of leg.passengers) expect(runs).toContain(ticketNumber);
      expect(runs).toContain(messageWords(locale)('voucher_passengerType_AD'));
    },
  );

  it('says each time’s zone where the ports keep different clocks, and only there', async () => {
    const pages = await readTextBoxes(await renderer.render(aLongOrder('it')));
    const runs = pages
      .flat()
      .map((box) => box.text)
      .join(' | ');

    expect(runs).toContain('Partenza · ora locale (UTC+2)');
    expect(runs).toContain('Arrivo · ora locale (UTC+1)');
    expect(runs.match(/ora locale \(UTC/g)).toHaveLength(2);
  });
});
