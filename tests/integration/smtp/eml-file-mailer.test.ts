import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '#adapters/email-react/react-email-renderer.ts';
import { PdfkitVoucherRenderer } from '#adapters/pdf/pdfkit-voucher-renderer.ts';
import { EmlFileMailer } from '#adapters/smtp/eml-file-mailer.ts';
import {
  bookingConfirmationAttachments,
  bookingConfirmationEmail,
} from '#application/email/booking-confirmation-email.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { attachmentsOf } from '../../support/eml-attachments.ts';
import { aVoucher } from '../../support/voucher-builder.ts';

let dir: string;
let mailer: EmlFileMailer;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kyma-eml-'));
  mailer = new EmlFileMailer({ dir, from: 'Kyma <bookings@kyma.travel>', logger: silent });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('EmlFileMailer', () => {
  it('writes the voucher PDF and the calendar into the .eml as attachments beside the text and HTML', async () => {
    const voucher = aVoucher({ reference: 'KY4EML01' });
    const pdf = await new PdfkitVoucherRenderer(messageWords).render(voucher);
    const email = new ReactEmailRenderer().render(
      bookingConfirmationEmail(voucher, messageWords(voucher.locale)),
    );
    await mailer.send({
      id: 'confirmation-1',
      to: voucher.leader.email,
      ...email,
      attachments: bookingConfirmationAttachments(voucher, pdf, messageWords(voucher.locale)),
    });

    const eml = await readFile(path.join(dir, 'confirmation-1.eml'), 'utf8');
    expect(eml).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(eml).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    const [pdfPart, icsPart, ...others] = attachmentsOf(eml);
    expect(others).toEqual([]);
    expect(pdfPart).toMatchObject({ filename: 'kyma-KY4EML01.pdf', contentType: 'application/pdf' });
    expect(pdfPart?.content.equals(Buffer.from(pdf))).toBe(true);
    expect(icsPart).toMatchObject({ filename: 'kyma-KY4EML01.ics', contentType: 'text/calendar' });
    const ics = icsPart?.content.toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('UID:KY4EML01-0@kyma.travel');
  });

  it('keeps a message without attachments a plain text-and-HTML e-mail', async () => {
    await mailer.send({
      id: 'plain-1',
      to: 'a@example.com',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    });

    const eml = await readFile(path.join(dir, 'plain-1.eml'), 'utf8');
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).not.toMatch(/multipart\/mixed|Content-Disposition: attachment/);
  });
});
