import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '#domain/validation/contact-message-schema.ts';
import { answerForm } from '#web/app/forms/answer-form.server.ts';

const posted = (fields: Record<string, string>) =>
  new Request('https://kyma.test/en/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

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
});
