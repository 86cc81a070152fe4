import express from 'express';
import { escapeHtml } from '#application/email/escape-html.ts';
import {
  SANDBOX_CARDS,
  type SandboxPayment,
  type SandboxPaymentProvider,
} from './sandbox-payment-provider.ts';
import { SANDBOX_TEXTS } from './sandbox-payment-texts.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#eef3f8;color:#14213d;margin:0}
main{max-width:420px;margin:8vh auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 8px 30px #14213d22}
h1{font-size:1.4rem;margin:0 0 4px}.notice{background:#fff4d6;border-radius:8px;padding:8px 12px;font-size:.9rem}
.amount{font-size:1.8rem;font-weight:700;margin:16px 0}label{display:block;font-weight:600;margin-top:12px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #8a99b3;border-radius:8px;margin-top:4px}
input:focus,button:focus{outline:3px solid #1d6fd8;outline-offset:2px}.error{color:#a11;font-size:.95rem}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 16px;margin-top:16px;width:100%;cursor:pointer}
.pay{background:#0b5ed7;color:#fff}.cancel{background:#e4e9f0;color:#14213d}`;

function page(payment: SandboxPayment, error: string | null): string {
  const t = SANDBOX_TEXTS[payment.locale] ?? SANDBOX_TEXTS.en!;
  const amount = new Intl.NumberFormat(payment.locale, {
    style: 'currency',
    currency: payment.currency,
  }).format(payment.amount / 100);
  return `<!doctype html><html lang="${escapeHtml(payment.locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/sandbox-payments/page.css"></head><body><main>
<h1>${escapeHtml(t.title)}</h1><p class="notice">${escapeHtml(t.notice)}</p>
<p>${escapeHtml(payment.description)}</p><p class="amount" aria-label="${escapeHtml(t.amount)}">${escapeHtml(amount)}</p>
<form method="post"><label for="card">${escapeHtml(t.card)}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required${error ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
${error ? `<p class="error" id="card-error" role="alert">${escapeHtml(error)}</p>` : ''}
<button class="pay" name="action" value="pay">${escapeHtml(t.pay)} ${escapeHtml(amount)}</button>
<button class="cancel" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button></form></main></body></html>`;
}

/**
 * The sandbox provider's hosted payment page, mounted at `/sandbox-payments` by the composition root. It plays
 * the provider's side of the redirect: Kyma's own pages never decide a payment.
 */
export function sandboxPaymentPages(sandbox: SandboxPaymentProvider): express.Router {
  const router = express.Router();
  router.get('/page.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(STYLE);
  });
  // The provider's own account of a payment, as a merchant dashboard shows it: what was paid and refunded.
  router.get('/:id/status', async (req, res) => {
    const payment = await sandbox.find(req.params.id);
    if (!payment) return void res.status(404).json({ error: 'unknown payment' });
    const { id, merchantReference, amount, currency, status, refunded } = payment;
    res.set('Cache-Control', 'no-store').json({ id, merchantReference, amount, currency, status, refunded });
  });
  router.get('/:id', async (req, res) => {
    const payment = await sandbox.find(req.params.id);
    if (!payment) return void res.status(404).type('text/plain').send('Unknown payment.');
    res.set('Cache-Control', 'no-store');
    if (payment.status !== 'pending')
      return void res.redirect(303, (await sandbox.decide(payment.id, 'abandoned'))!);
    res.type('html').send(page(payment, null));
  });
  router.post(
    '/:id',
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }),
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
        const t = SANDBOX_TEXTS[payment.locale] ?? SANDBOX_TEXTS.en!;
        return void res.status(422).type('html').send(page(payment, t.notATestCard));
      }
      res.redirect(303, (await sandbox.decide(payment.id, outcome))!);
    },
  );
  return router;
}
