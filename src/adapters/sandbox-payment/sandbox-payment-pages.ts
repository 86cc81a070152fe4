import express from 'express';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FormatMessage } from '#application/orders/charge-line-words.ts';
import type { MessageWords } from '#application/ports/message-words.ts';
import { isLocaleCode } from '#domain/i18n/locales.ts';
import { readBody } from '../../http/body-parsing.ts';
import {
  SANDBOX_CARDS,
  type SandboxPayment,
  type SandboxPaymentProvider,
} from './sandbox-payment-provider.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#eef3f8;color:#14213d;margin:0}
main{max-width:420px;margin:8vh auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 8px 30px #14213d22}
h1{font-size:1.4rem;margin:0 0 4px}.notice{background:#fff4d6;border-radius:8px;padding:8px 12px;font-size:.9rem}
.amount{font-size:1.8rem;font-weight:700;margin:16px 0}label{display:block;font-weight:600;margin-top:12px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #8a99b3;border-radius:8px;margin-top:4px}
input:focus,button:focus{outline:3px solid #1d6fd8;outline-offset:2px}.error{color:#a11;font-size:.95rem}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 16px;margin-top:16px;width:100%;cursor:pointer}
.pay{background:#0b5ed7;color:#fff}.cancel{background:#e4e9f0;color:#14213d}`;

/** The hosted page's words (`sandbox_*`): the payer's language, as a real provider's checkout would be. */
const wordsFor = (words: MessageWords, payment: SandboxPayment): FormatMessage =>
  words(isLocaleCode(payment.locale) ? payment.locale : 'en');

/** The hosted page in the payer's language; `error` when the card typed was not a test card. */
function PaymentPage({
  payment,
  words,
  error,
}: {
  payment: SandboxPayment;
  words: FormatMessage;
  error: string | null;
}) {
  const amount = { amount: payment.amount / 100 };
  return h(
    'html',
    { lang: payment.locale },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width,initial-scale=1' }),
      h('title', null, words('sandbox_title')),
      h('link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
      h('link', { rel: 'stylesheet', href: '/sandbox-payments/page.css' }),
    ),
    h(
      'body',
      null,
      h(
        'main',
        null,
        h('h1', null, words('sandbox_title')),
        h('p', { className: 'notice' }, words('sandbox_notice')),
        h('p', null, payment.description),
        h(
          'p',
          { className: 'amount', 'aria-label': words('sandbox_amountLabel') },
          words('sandbox_amount', amount),
        ),
        h(
          'form',
          { method: 'post' },
          h('label', { htmlFor: 'card' }, words('sandbox_card')),
          h('input', {
            id: 'card',
            name: 'card',
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            required: true,
            ...(error ? { 'aria-invalid': true, 'aria-describedby': 'card-error' } : {}),
          }),
          error ? h('p', { className: 'error', id: 'card-error', role: 'alert' }, error) : null,
          h(
            'button',
            { type: 'submit', className: 'pay', name: 'action', value: 'pay' },
            words('sandbox_pay', amount),
          ),
          h(
            'button',
            { type: 'submit', className: 'cancel', name: 'action', value: 'cancel', formNoValidate: true },
            words('sandbox_cancel'),
          ),
        ),
      ),
    ),
  );
}

const page = (payment: SandboxPayment, words: FormatMessage, error: string | null) =>
  `<!doctype html>${renderToStaticMarkup(h(PaymentPage, { payment, words, error }))}`;

/**
 * The sandbox provider's hosted payment page, mounted at `/sandbox-payments` by the composition root. It plays
 * the provider's side of the redirect: Kyma's own pages never decide a payment.
 */
export function sandboxPaymentPages(sandbox: SandboxPaymentProvider, words: MessageWords): express.Router {
  const router = express.Router();
  router.get('/page.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(STYLE);
  });
  // The provider's own account of a payment, as a merchant dashboard shows it: what was paid and refunded.
  // Only for whoever holds the signature the payment came back with (the merchant, the payer): the id alone
  // is in the hosted page's address, so it is no secret.
  router.get('/:id/status', async (req, res) => {
    const payment = await sandbox.find(req.params.id);
    const signature = typeof req.query.signature === 'string' ? req.query.signature : '';
    // An authorised payment came back signed as authorised; captured or let go since, it keeps that proof.
    const proven = async (status: string) =>
      payment && sandbox.signatureMatches(payment.id, status, signature);
    if (!payment || !((await proven(payment.status)) || (await proven('authorised'))))
      return void res.status(404).json({ error: 'unknown payment' });
    const { id, merchantReference, amount, currency, status, refunded } = payment;
    res.set('Cache-Control', 'no-store').json({ id, merchantReference, amount, currency, status, refunded });
  });
  router.get('/:id', async (req, res) => {
    const payment = await sandbox.find(req.params.id);
    if (!payment) return void res.status(404).type('text/plain').send('Unknown payment.');
    res.set('Cache-Control', 'no-store');
    if (payment.status !== 'pending')
      return void res.redirect(303, (await sandbox.decide(payment.id, 'abandoned'))!);
    res.type('html').send(page(payment, wordsFor(words, payment), null));
  });
  router.post(
    '/:id',
    readBody({
      format: 'form',
      maxBytes: 4 * 1024,
      maxFields: 10,
      types: ['application/x-www-form-urlencoded'],
    }),
    async (req, res) => {
      const payment = await sandbox.find(req.params.id);
      if (!payment) return void res.status(404).type('text/plain').send('Unknown payment.');
      const body = (req.body ?? {}) as Record<string, unknown>;
      const card = typeof body.card === 'string' ? body.card.replace(/[\s-]/g, '') : '';
      let outcome: 'succeeded' | 'declined' | 'abandoned' | null = null;
      if (body.action === 'cancel') outcome = 'abandoned';
      else if (card === SANDBOX_CARDS.succeeds) outcome = 'succeeded';
      else if (card === SANDBOX_CARDS.declined) outcome = 'declined';
      if (outcome === null) {
        const inLanguage = wordsFor(words, payment);
        return void res
          .status(422)
          .type('html')
          .send(page(payment, inLanguage, inLanguage('sandbox_notATestCard')));
      }
      res.redirect(303, (await sandbox.decide(payment.id, outcome))!);
    },
  );
  return router;
}
