import type { Refusal } from '#domain/errors/refusal.ts';
import { maskedOrder } from '#domain/orders/masked-order.ts';
import type { Order } from '#domain/orders/order.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { Seals } from '../ports/seals.ts';
import type { CompletePayment, PaymentOutcome } from './complete-payment.ts';

/**
 * How long the page a verified return lands on shows the order masked (decision 0113): the tickets' issuing
 * and a reload or two. Later, the e-mailed voucher and the sign-in link are the way in.
 */
export const PAID_RETURN_LASTS_SECONDS = 60 * 60;

/** What a proof is a seal of: this purpose, the reference and the second the proof ends. */
const sealedText = (reference: string, until: number) => `paid-return|${reference}|${until}`;

export interface PaidReturnDeps {
  completePayment: Pick<CompletePayment, 'execute'>;
  orders: Pick<OrderRepository, 'findByReference'>;
  seals: Seals;
  clock: Clock;
}

/**
 * The browser back from the card provider (decision 0013): the payment is completed only once the provider
 * verified it, and then the browser is handed a short-lived proof of that return for the order's page, which
 * opens the order masked wherever the link was paid (decision 0113). A change's payment gets none: its page
 * is the booking's own.
 */
export class ReturnFromPayment {
  readonly #deps: PaidReturnDeps;
  constructor(deps: PaidReturnDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    provider: string;
    params: Record<string, string>;
  }): Promise<Result<PaymentOutcome & { proof: string | null }, Refusal>> {
    const completed = await this.#deps.completePayment.execute(input);
    if (!completed.ok) return completed;
    const { order, change } = completed.value;
    if (change) return ok({ ...completed.value, proof: null });
    const until = Math.floor(this.#deps.clock.now().getTime() / 1000) + PAID_RETURN_LASTS_SECONDS;
    const seal = await this.#deps.seals.seal(sealedText(order.reference, until));
    return ok({ ...completed.value, proof: `${until}.${seal}` });
  }
}

const PROOF = /^(\d{1,12})\.([\w-]{43})$/;

/**
 * The order a verified return's proof stands for, masked as for someone who knows its reference and e-mail
 * (decision 0016): never more without the order's own proof. A forged, altered or lapsed proof answers
 * exactly as an unknown reference does.
 */
export class OpenPaidReturn {
  readonly #deps: Omit<PaidReturnDeps, 'completePayment'>;
  constructor(deps: Omit<PaidReturnDeps, 'completePayment'>) {
    this.#deps = deps;
  }

  async execute(input: { reference: string; proof: string }): Promise<Result<Order, Refusal>> {
    const notFound = err({ code: 'reservationNotFound' as const });
    const reference = normalizeReference(input.reference);
    const proof = PROOF.exec(input.proof);
    if (!reference || !proof) return notFound;
    const until = Number(proof[1]);
    if (until * 1000 <= this.#deps.clock.now().getTime()) return notFound;
    if (!(await this.#deps.seals.opens(sealedText(reference, until), proof[2]!))) return notFound;
    const found = await this.#deps.orders.findByReference(reference);
    return found ? ok(maskedOrder(found.order)) : notFound;
  }
}
