import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '#application/ports/clock.ts';
import type { PaymentRequest, VerifiedPaymentStatus } from '#application/ports/payment-gateway.ts';

/** Test cards (decision 0013): one that pays, one the bank declines. Any other number is "not a test card". */
export const SANDBOX_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

/** `voided`: an authorisation let go before any capture. */
type SandboxPaymentStatus = VerifiedPaymentStatus | 'voided';

export interface SandboxPayment {
  id: string;
  merchantReference: string;
  amount: number;
  currency: string;
  description: string;
  locale: string;
  returnUrl: string;
  status: SandboxPaymentStatus;
  refunded: number;
  /** Started by `authorise`: an approval holds the money until a capture takes it (decision 0127). */
  authoriseOnly: boolean;
  /** What its one capture took, when it was captured. */
  captured: number | null;
}

interface SandboxRow {
  id: string;
  merchant_reference: string;
  amount: number;
  currency: string;
  description: string;
  locale: string;
  return_url: string;
  status: SandboxPaymentStatus;
  refunded: number;
  authorise_only: boolean;
  captured: number | null;
}

const fromRow = (row: SandboxRow): SandboxPayment => ({
  id: row.id,
  merchantReference: row.merchant_reference,
  amount: row.amount,
  currency: row.currency,
  description: row.description,
  locale: row.locale,
  returnUrl: row.return_url,
  status: row.status,
  refunded: row.refunded,
  authoriseOnly: row.authorise_only,
  captured: row.captured,
});

/**
 * The payment provider Kyma plays itself on a fresh machine: it keeps payments in its own table, serves a
 * hosted page where a test card is typed, sends the browser back with an HMAC-signed answer, and tells the
 * merchant a payment's state when asked, as Viva Wallet or Cardlink would.
 */
export class SandboxPaymentProvider {
  readonly #knex: Knex;
  readonly #secret: () => Promise<string>;
  readonly #clock: Clock;

  constructor(deps: { knex: Knex; secret: () => Promise<string>; clock: Clock }) {
    this.#knex = deps.knex;
    this.#secret = deps.secret;
    this.#clock = deps.clock;
  }

  /** `authoriseOnly`: the card holder's approval holds the money; a capture takes it. */
  async create(request: PaymentRequest, authoriseOnly = false): Promise<SandboxPayment> {
    const row: SandboxRow = {
      id: `sbx_${randomBytes(12).toString('base64url')}`,
      merchant_reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      description: request.description.slice(0, 200),
      locale: request.locale,
      return_url: request.returnUrl,
      status: 'pending',
      refunded: 0,
      authorise_only: authoriseOnly,
      captured: null,
    };
    await this.#knex('sandbox_payments').insert({ ...row, created_at: this.#clock.now() });
    return fromRow(row);
  }

  async find(id: string): Promise<SandboxPayment | null> {
    if (!/^sbx_[\w-]{16}$/.test(id)) return null;
    const row = (await this.#knex('sandbox_payments').where({ id }).first()) as SandboxRow | undefined;
    return row ? fromRow(row) : null;
  }

  /**
   * The card holder's decision on the hosted page. A payment is decided once; the return URL carries the
   * signed outcome either way, so a second visit just goes back with the first answer.
   */
  async decide(id: string, outcome: 'succeeded' | 'declined' | 'abandoned'): Promise<string | null> {
    await this.#knex('sandbox_payments')
      .where({ id, status: 'pending' })
      .update({
        status: this.#knex.raw("case when authorise_only and ? = 'succeeded' then 'authorised' else ? end", [
          outcome,
          outcome,
        ]),
        decided_at: this.#clock.now(),
      });
    const payment = await this.find(id);
    if (!payment) return null;
    const url = new URL(payment.returnUrl);
    url.searchParams.set('payment', payment.id);
    url.searchParams.set('status', payment.status);
    url.searchParams.set('signature', await this.sign(payment.id, payment.status));
    return url.href;
  }

  async sign(id: string, status: string): Promise<string> {
    return createHmac('sha256', await this.#secret())
      .update(`${id}|${status}`)
      .digest('base64url');
  }

  async signatureMatches(id: string, status: string, signature: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(id, status));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * Refunds up to what was paid; a second refund of the same money is refused. A refund sent again with its
   * key is the one made before: answered `known`, nothing refunded twice (however many run at once: the key's
   * row is written in the refund's transaction).
   */
  async refund(id: string, amount: number, key: string): Promise<'refunded' | 'known' | 'refused'> {
    return this.#knex.transaction(async (trx) => {
      const claimed = await trx('sandbox_refunds')
        .insert({ key, payment_id: id, amount, at: this.#clock.now() })
        .onConflict('key')
        .ignore()
        .returning('key');
      if (claimed.length === 0) {
        const known = await trx('sandbox_refunds').where({ key, payment_id: id }).first();
        return known ? 'known' : 'refused';
      }
      const updated = await trx('sandbox_payments')
        .where({ id, status: 'succeeded' })
        .whereRaw('refunded + ? <= coalesce(captured, amount)', [amount])
        .increment('refunded', amount);
      if (updated === 1) return 'refunded';
      await trx('sandbox_refunds').where({ key }).delete();
      return 'refused';
    });
  }

  /**
   * Takes `amount` of an authorised payment, once: at most what was authorised, never after a void or another
   * capture. The same key again is the capture made before, answered `known`.
   */
  async capture(id: string, amount: number, key: string): Promise<'captured' | 'known' | 'refused'> {
    return this.#knex.transaction(async (trx) => {
      const row = (await trx('sandbox_payments').where({ id }).forUpdate().first()) as
        | (SandboxRow & { capture_key: string | null })
        | undefined;
      if (!row) return 'refused';
      if (row.capture_key === key) return 'known';
      if (row.status !== 'authorised' || amount <= 0 || amount > row.amount) return 'refused';
      await trx('sandbox_payments')
        .where({ id })
        .update({ status: 'succeeded', captured: amount, capture_key: key });
      return 'captured';
    });
  }

  /** Lets go of an authorisation nothing captured, whole; a second void is the first. Refused once captured. */
  async void(id: string, amount: number): Promise<'voided' | 'refused'> {
    await this.#knex('sandbox_payments')
      .where({ id, status: 'authorised', amount })
      .update({ status: 'voided' });
    const payment = await this.find(id);
    return payment?.status === 'voided' ? 'voided' : 'refused';
  }
}
