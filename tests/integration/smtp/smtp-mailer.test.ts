import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '#adapters/smtp/smtp-mailer.ts';
import { attachmentsOf } from '../../support/eml-attachments.ts';

const received: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});
let mailer: SmtpMailer;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  mailer = new SmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Kyma <bookings@kyma.travel>' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SmtpMailer', () => {
  it('sends the attachments of a message over SMTP, bytes and text alike', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
    await mailer.send({
      id: 'confirmation-smtp-1',
      to: 'traveller@example.com',
      subject: 'Your ferry booking KY1 is confirmed',
      text: 'Hello',
      html: '<p>Hello</p>',
      attachments: [
        { filename: 'kyma-KY1.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'kyma-KY1.ics', contentType: 'text/calendar', content: 'SUMMARY:Πλοίο' },
      ],
    });

    expect(received).toHaveLength(1);
    const [pdfPart, icsPart] = attachmentsOf(received[0]!);
    expect(pdfPart).toMatchObject({ filename: 'kyma-KY1.pdf', contentType: 'application/pdf' });
    expect(pdfPart?.content.equals(Buffer.from(pdf))).toBe(true);
    expect(icsPart?.content.toString('utf8')).toBe('SUMMARY:Πλοίο');
    expect(received[0]).toContain('Message-ID: <confirmation-smtp-1@kyma.mail>');
  });
});
