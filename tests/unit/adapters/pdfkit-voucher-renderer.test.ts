import { describe, expect, it } from 'vitest';
import { PdfkitVoucherRenderer } from '#adapters/pdf/pdfkit-voucher-renderer.ts';
import type { VoucherDocument } from '#application/ports/voucher-renderer.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { readPdf } from '../../support/pdf-reader.ts';
import { aVoucher, aVoucherLeg, aVoucherPassenger } from '../../support/voucher-builder.ts';

const renderer = new PdfkitVoucherRenderer(messageWords);
const oneSpace = (text: string) => text.replace(/\s+/g, ' ');
const euros = (iso: string, cents: number) =>
  oneSpace(new Intl.NumberFormat(iso, { style: 'currency', currency: 'EUR' }).format(cents / 100));
const ticketNumbers = (voucher: VoucherDocument) =>
  voucher.legs.flatMap((leg) => leg.passengers.map((passenger) => passenger.ticketNumber));

/** Two sailings, the second from Italy (+02:00), with a family of four on each. */
function twoSailings(names: [string, string, string, string]): VoucherDocument['legs'] {
  const passengers = (company: string) =>
    names.map((fullName, index) =>
      aVoucherPassenger({
        fullName,
        passengerType: index === 3 ? 'CH' : 'AD',
        sex: index % 2 === 0 ? 'female' : 'male',
        ticketNumber: `${company}-77100${index}`,
      }),
    );
  const lines = names.map((_, index) => ({
    description: `Passenger ${index + 1}`,
    price: 4_450 + index * 100,
  }));
  return [
    aVoucherLeg({ passengers: passengers('BSF'), lines }),
    aVoucherLeg({
      companyCode: 'MIN',
      companyName: 'Minoan Lines',
      vesselName: 'Cruise Olympia',
      from: { code: 'ANC', name: 'Ancona' },
      to: { code: 'IGO', name: 'Igoumenitsa' },
      departureDatetime: '2026-07-20T13:30:00+02:00',
      arrivalDatetime: '2026-07-21T07:30:00+03:00',
      passengers: passengers('MIN'),
      lines: [...lines, { description: 'Vehicle 1 · Car · AB 1234', price: 12_000 }],
    }),
  ];
}

describe('PdfkitVoucherRenderer', () => {
  it('prints a Greek traveller’s voucher with Greek labels, every ticket, one QR code each and the price paid', async () => {
    const voucher = aVoucher({
      locale: 'el',
      legs: twoSailings([
        'Μαρία Παπαδοπούλου',
        'Γιώργος Παπαδόπουλος',
        'Ελένη Παπαδοπούλου',
        'Νίκος Παπαδόπουλος',
      ]),
      discount: { kind: 'fixed', amount: 1_000 },
      extraCost: 150,
    });
    const pdf = await renderer.render(voucher);

    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(pdf.subarray(-6)).toString('latin1')).toContain('%%EOF');
    const read = await readPdf(pdf);
    const text = read.pageTexts.join(' ');
    expect(text).toContain('KY7Q2M9X');
    for (const label of [
      'Αριθμός κράτησης',
      'Ονοματεπώνυμο',
      'Αρ. εισιτηρίου',
      'Ποσό πληρωμής',
      'Ενήλικας',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Γιώργος Παπαδόπουλος');
    for (const ticket of ticketNumbers(voucher)) expect(text).toContain(ticket);
    expect(text).toContain(euros('el-GR', voucher.breakdown.finalPrice));
    expect(text).toContain(`Έκπτωση −${euros('el-GR', 1_000)}`);
    expect(read.imagesPerPage.reduce((sum, count) => sum + count, 0)).toBe(8);
  });

  it('writes each sailing’s times on its own port’s clock, whatever the server’s zone', async () => {
    const voucher = aVoucher({ locale: 'en', legs: twoSailings(['A One', 'B Two', 'C Three', 'D Four']) });
    const text = (await readPdf(await renderer.render(voucher))).pageTexts.join(' ');

    expect(text).toContain('Mon, Jul 20, 2026, 13:30');
    expect(text).toContain('Tue, Jul 21, 2026, 07:30');
    expect(text).toContain('Tue, Jul 14, 2026, 07:25');
  });

  it('prints an Albanian traveller’s voucher with Albanian labels and letters', async () => {
    const voucher = aVoucher({
      locale: 'sq',
      legs: twoSailings(['Ëndrit Çela', 'Blerina Hoxha', 'Arbër Krasniqi', 'Dëshira Çela']),
      leader: { fullName: 'Ëndrit Çela', email: 'endrit@example.com', mobile: '+355 69 123 4567' },
      delivery: 'eTicket',
    });
    const read = await readPdf(await renderer.render(voucher));
    const text = read.pageTexts.join(' ');

    for (const label of [
      'Numri i rezervimit',
      'Nr. i biletës',
      'Shuma e paguar',
      'Biletë elektronike',
      'Mashkull',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Ëndrit Çela');
    expect(text).toContain('Dëshira Çela');
    for (const ticket of ticketNumbers(voucher)) expect(text).toContain(ticket);
    expect(text).toContain(euros('sq-AL', voucher.breakdown.finalPrice));
    expect(read.imagesPerPage.reduce((sum, count) => sum + count, 0)).toBe(8);
  });

  it('says under a sailing with a reduced fare that its proof is shown at boarding, and only there', async () => {
    const reduced = aVoucherLeg({
      passengers: [aVoucherPassenger({ passengerType: 'ST' })],
      proofAtBoarding: true,
    });
    const withProof = (
      await readPdf(await renderer.render(aVoucher({ locale: 'en', legs: [reduced] })))
    ).pageTexts.join(' ');
    expect(withProof).toContain('shows the document that proves it at boarding');
    const adults = (await readPdf(await renderer.render(aVoucher({ locale: 'en' })))).pageTexts.join(' ');
    expect(adults).not.toContain('proves it at boarding');
  });

  it('prints the card proving a passenger’s reduced fare next to that passenger, to be shown at boarding', async () => {
    const student = aVoucherPassenger({
      fullName: 'Eleni Markou',
      passengerType: 'ST',
      proofNumber: 'UOA20931',
    });
    const leg = aVoucherLeg({ passengers: [student, aVoucherPassenger()], proofAtBoarding: true });
    const text = oneSpace(
      (await readPdf(await renderer.render(aVoucher({ locale: 'en', legs: [leg] })))).pageTexts.join(' '),
    );
    expect(text).toContain('Eleni Markou');
    expect(text).toContain('Discount card UOA20931, shown at boarding');
    expect(text.match(/Discount card/g)).toHaveLength(1);
  });

  it('leaves out price lines that would only repeat the final price', async () => {
    const voucher = aVoucher({ locale: 'en', serviceFee: 0 });
    const text = (await readPdf(await renderer.render(voucher))).pageTexts.join(' ');

    expect(text).toContain(`Amount paid ${euros('en-US', voucher.breakdown.finalPrice)}`);
    for (const line of ['Subtotal', 'Discount', 'Service fee', 'Payment surcharge']) {
      expect(text).not.toContain(line);
    }
  });

  it('continues on further pages when many sailings and passengers do not fit on one, losing no ticket', async () => {
    const legs = Array.from({ length: 4 }, (_, leg) =>
      aVoucherLeg({
        passengers: Array.from({ length: 7 }, (_, seat) =>
          aVoucherPassenger({ fullName: `Traveller ${leg}-${seat}`, ticketNumber: `T${leg}${seat}-0099` }),
        ),
      }),
    );
    const voucher = aVoucher({ locale: 'de', legs });
    const read = await readPdf(await renderer.render(voucher));

    expect(read.pages).toBeGreaterThan(2);
    const text = read.pageTexts.join(' ');
    for (const ticket of ticketNumbers(voucher)) expect(text).toContain(ticket);
    expect(read.imagesPerPage.reduce((sum, count) => sum + count, 0)).toBe(28);
    expect(read.pageTexts.at(-1)).toContain(`Seite ${read.pages} von ${read.pages}`);
    expect(read.pageTexts.at(-1)).toContain(euros('de-DE', voucher.breakdown.finalPrice));
  });

  it('renders the same voucher to the same bytes, dated when the tickets were issued', async () => {
    const voucher = aVoucher();
    const [first, second] = await Promise.all([renderer.render(voucher), renderer.render(voucher)]);

    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect((await readPdf(first)).info.CreationDate).toBe('D:20260602094100Z');
  });
});
