import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES, type RefusalCode } from '#domain/errors/refusal-codes.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { refusalAnswer, refusalBody, refusalStatus } from '#web/refusal-http.ts';

describe('the one refusal table', () => {
  it('gives every refusal code a client or server error status', () => {
    for (const code of REFUSAL_CODES) {
      const status = refusalStatus(code);
      expect(status >= 400 && status < 600, `${code} → ${status}`).toBe(true);
    }
  });

  it('is checked for exhaustiveness by the typecheck', () => {
    // @ts-expect-error a table that leaves a code out does not satisfy Record<RefusalCode, number>
    const partial = { notFound: 404 } satisfies Record<RefusalCode, number>;
    expect(partial.notFound).toBe(404);
  });

  it.each(LOCALE_CODES)('has a message for every refusal code in the %s catalogue', (lang) => {
    const missing = REFUSAL_CODES.filter((code) => !(code in MESSAGES[lang]));
    expect(missing).toEqual([]);
  });
});

describe('a refusal answered', () => {
  it('has the one body: code and key, the message and each field worded in the caller’s language', () => {
    const answer = refusalAnswer(
      { code: 'invalidForm', fields: [{ path: 'leader.email', key: 'invalidEmail' }] },
      'de',
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalidForm',
          key: 'invalidForm',
          message: MESSAGES.de.invalidForm,
          fields: [{ path: 'leader.email', key: 'invalidEmail', message: MESSAGES.de.invalidEmail }],
        },
      },
    });
  });

  it('fills the message’s placeholders from its values', () => {
    const body = refusalBody({ code: 'jobStateForbids', values: { state: 'done' } }, 'en');
    expect(body.error.message).toBe('Not possible in the job’s current state: Done.');
    // A state is a word of the reader's language, never the database's (issue #51).
    const french = refusalBody({ code: 'orderStateForbids', values: { status: 'paid' } }, 'fr');
    expect(french.error.message).toBe('Impossible dans l’état actuel de la commande : Payée.');
  });

  it('passes on what a refusal carries besides its shape, beside the error', () => {
    const quote = { refund: 1200, fee: 300 };
    const answer = refusalAnswer({ code: 'refundChanged', quote } as never, 'fr');
    expect(answer).toMatchObject({ status: 409, body: { quote, error: { code: 'refundChanged' } } });
  });
});
