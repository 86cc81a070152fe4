import pino from 'pino';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '#application/app-services.ts';
import { contactMessageSchema } from '#domain/validation/contact-message-schema.ts';
import { answerForm } from '#web/app/forms/answer-form.server.ts';
import { requestContext } from '#web/app/request-context.ts';

/** The request's log lines, as JSON. */
const logged: Array<{ level: number; msg: string; err?: { stack?: string } }> = [];
const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });

/** A form posted to the contact page, with the context React Router gives its action. */
const posted = (fields: Record<string, string>) => {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    services: {} as AppServices,
    cspNonce: 'n',
    bookingPartnerUserId: 0,
    publicUrl: 'https://kyma.test',
    clientIp: '',
    consent: null,
    queueDashboardPath: null,
    sandboxPayments: false,
    requestLog: () => log,
  });
  const request = new Request('https://kyma.test/en/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return { request, context };
};

const contact = {
  name: 'Giorgos',
  lastName: 'Papadopoulos',
  email: ' giorgos@example.com ',
  message: 'Which ferry to Chania has cabins?',
  termsAccepted: 'true',
};

describe('a visitor form’s answer', () => {
  it('runs the use case on what the schema read, in the page’s language', async () => {
    const runs: unknown[] = [];
    const answer = await answerForm(posted(contact), 'sent', contactMessageSchema, async (input) => {
      runs.push(input);
    });
    expect(answer).toEqual({ status: 'sent' });
    expect(runs).toEqual([
      {
        form: { ...contact, email: 'giorgos@example.com', phone: '', termsAccepted: true },
        locale: 'en',
      },
    ]);
  });

  it('names the refused fields and runs nothing', async () => {
    const runs: unknown[] = [];
    const answer = await answerForm(
      // An unticked box is not sent at all.
      posted({ name: contact.name, lastName: contact.lastName, email: 'nope', message: contact.message }),
      'sent',
      contactMessageSchema,
      async (input) => {
        runs.push(input);
      },
    );
    expect(answer).toEqual({
      status: 'invalid',
      fields: [
        { path: 'email', key: 'invalidEmail' },
        { path: 'termsAccepted', key: 'acceptTermsAndPrivacy' },
      ],
    });
    expect(runs).toEqual([]);
  });

  // Issue #49 point 7: the failure went to stderr with console.error, outside the JSON log.
  it('answers a failure of the use case with 503 and logs it at error with its stack, not on stderr', async () => {
    const consoleError = vi.spyOn(console, 'error');
    try {
      const answer = await answerForm(posted(contact), 'sent', contactMessageSchema, async () => {
        throw new Error('the mail queue is down');
      });
      expect(answer).toMatchObject({ data: { status: 'failed' }, init: { status: 503 } });
      expect(logged).toEqual([expect.objectContaining({ level: 50, msg: 'a form could not be answered' })]);
      expect(logged[0]?.err?.stack).toMatch(/the mail queue is down\n\s+at /);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});
