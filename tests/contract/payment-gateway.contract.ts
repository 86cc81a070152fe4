import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentAuthorisation,
  PaymentGateway,
  PaymentRequest,
  StartedPayment,
  VerifiedPayment,
} from '#application/ports/payment-gateway.ts';
import { referenceFromBytes } from '#domain/orders/order-reference.ts';

export type CardHolderChoice = 'succeeded' | 'declined' | 'abandoned';

export interface GatewayFixture {
  gateway: PaymentGateway;
  /** Plays the card holder at the provider's page; answers what the provider sends back through the browser. */
  payAs(started: StartedPayment, choice: CardHolderChoice): Promise<Record<string, string>>;
  /** A well-formed return of a paid payment, changed to name a payment the provider never had. */
  unknownPayment(paid: Record<string, string>): Record<string, string> | Promise<Record<string, string>>;
}

export interface ReturnShape {
  /** Names of the fields of the browser return that carry the amount, the status and the provider's signature, when it carries them at all. */
  amountField?: string;
  statusField?: string;
  signatureField?: string;
  /** What a payment cancelled at the provider verifies as: `declined` where the provider cannot tell. */
  cancelledAs: 'abandoned' | 'declined';
  /**
   * What a declined card verifies as: `pending` where the provider's page still takes the payment after a
   * decline (Viva's checkout lets the card holder try again), `declined` where the attempt is over.
   */
  declinedAs: 'declined' | 'pending';
  /** The provider declares authorise-then-capture (decision 0127): its part of the contract runs too. */
  authorises: boolean;
}

/** €10.29 is 1028.9999999999998 cents in floating point: amounts must survive the trip exactly. */
const AMOUNTS = [1029, 30, 123_456_789];

const aRequest = (amount: number): PaymentRequest => ({
  reference: referenceFromBytes(randomBytes(10)),
  amount,
  currency: 'EUR',
  description: 'Kyma test order',
  locale: 'el',
  customer: { email: 'eleni@example.com', fullName: 'Eleni Papadopoulou', phone: '+306912345678' },
  returnUrl: 'http://kyma.test/payment-return/test',
});

/**
 * What every `PaymentGateway` must do, whatever provider stands behind it (decision 0013): a payment is
 * what the provider confirms, to the cent, and nothing the browser changes makes it more than that.
 */
export function paymentGatewayContract(
  name: string,
  shape: ReturnShape,
  makeFixture: () => GatewayFixture | Promise<GatewayFixture>,
) {
  describe(`PaymentGateway contract: ${name}`, () => {
    let fixture: GatewayFixture;
    beforeAll(async () => {
      fixture = await makeFixture();
    });

    async function attempt(choice: CardHolderChoice, amount = AMOUNTS[0]!) {
      const request = aRequest(amount);
      const started = await fixture.gateway.start(request);
      const params = await fixture.payAs(started, choice);
      const truth: VerifiedPayment = {
        providerPaymentId: started.providerPaymentId,
        status:
          choice === 'abandoned' ? shape.cancelledAs : choice === 'declined' ? shape.declinedAs : choice,
        amount,
        currency: 'EUR',
        reference: request.reference,
      };
      return { request, started, params, truth };
    }

    it('sends the browser to the provider for a payment of its own', async () => {
      const first = await fixture.gateway.start(aRequest(1029));
      const second = await fixture.gateway.start(aRequest(1029));
      expect(first.providerPaymentId).not.toBe(second.providerPaymentId);
      expect(first.redirect.url).toMatch(/^https?:\/\//);
    });

    it('verifies a paid payment as succeeded, for the exact amount in cents and our reference', async () => {
      for (const amount of AMOUNTS) {
        const { params, truth } = await attempt('succeeded', amount);
        expect(await fixture.gateway.verify(params)).toEqual({ ok: true, value: truth });
      }
    });

    it(`verifies a declined card as ${shape.declinedAs}`, async () => {
      const { params, truth } = await attempt('declined');
      expect(await fixture.gateway.verify(params)).toEqual({ ok: true, value: truth });
    });

    it(`verifies a payment cancelled at the provider as ${shape.cancelledAs}`, async () => {
      const { params, truth } = await attempt('abandoned');
      expect(await fixture.gateway.verify(params)).toEqual({ ok: true, value: truth });
    });

    it('answers a replayed return exactly as the first time', async () => {
      const { params, truth } = await attempt('succeeded');
      await fixture.gateway.verify(params);
      expect(await fixture.gateway.verify(params)).toEqual({ ok: true, value: truth });
    });

    it('refuses a return whose amount was changed, or answers the amount the provider holds', async () => {
      const { params, truth } = await attempt('succeeded');
      if (shape.amountField) {
        const changed = { ...params, [shape.amountField]: '0.30' };
        expect(await fixture.gateway.verify(changed)).toEqual({ ok: false, error: 'forged' });
      } else {
        const claimed = { ...params, amount: '30', Amount: '0.30', orderAmount: '0.30' };
        expect(await fixture.gateway.verify(claimed)).toEqual({ ok: true, value: truth });
      }
    });

    it("refuses a declined payment's return changed to claim success, or still answers declined", async () => {
      const paid = await attempt('succeeded');
      const declined = await attempt('declined');
      if (shape.statusField) {
        const claimed = { ...declined.params, [shape.statusField]: paid.params[shape.statusField]! };
        expect(await fixture.gateway.verify(claimed)).toEqual({ ok: false, error: 'forged' });
      } else {
        const claimed = { ...declined.params, status: 'succeeded', StatusId: 'F', eventId: '0' };
        expect(await fixture.gateway.verify(claimed)).toEqual({ ok: true, value: declined.truth });
      }
    });

    if (shape.signatureField) {
      const signature = shape.signatureField;
      it('refuses a return whose signature is broken as forged', async () => {
        const { params } = await attempt('succeeded');
        const value = params[signature]!;
        const broken = `${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
        expect(await fixture.gateway.verify({ ...params, [signature]: broken })).toEqual({
          ok: false,
          error: 'forged',
        });
      });
    }

    it('refuses a return naming a payment the provider never had', async () => {
      const { params } = await attempt('succeeded');
      const verified = await fixture.gateway.verify(await fixture.unknownPayment(params));
      expect(verified.ok).toBe(false);
      expect(['forged', 'malformed', 'unknownPayment']).toContain(!verified.ok && verified.error);
    });

    it('refuses an empty return as malformed', async () => {
      expect(await fixture.gateway.verify({})).toEqual({ ok: false, error: 'malformed' });
    });

    it('never verifies a changed or mixed return as a payment the provider does not hold', async () => {
      const paid = await attempt('succeeded');
      const declined = await attempt('declined');
      const identity = (payment: VerifiedPayment) => ({
        providerPaymentId: payment.providerPaymentId,
        amount: payment.amount,
        reference: payment.reference,
      });
      for (const [base, other] of [
        [declined.params, paid.params],
        [paid.params, declined.params],
      ] as const) {
        for (const key of new Set([...Object.keys(base), ...Object.keys(other)])) {
          const { [key]: _dropped, ...without } = base;
          const variants = [
            without,
            { ...base, [key]: `${base[key] ?? ''}0` },
            ...(other[key] === undefined ? [] : [{ ...base, [key]: other[key] }]),
          ];
          for (const variant of variants) {
            const verified = await fixture.gateway.verify(variant);
            if (!verified.ok) continue;
            expect([identity(paid.truth), identity(declined.truth)]).toContainEqual(identity(verified.value));
            if (verified.value.status === 'succeeded') expect(verified.value).toEqual(paid.truth);
          }
        }
      }
    });

    it('refunds a paid payment once; a second full refund is refused', async () => {
      const { started, params, request } = await attempt('succeeded');
      expect((await fixture.gateway.verify(params)).ok).toBe(true);
      const first = await fixture.gateway.refund(
        started.providerPaymentId,
        request.amount,
        `order|${started.providerPaymentId}`,
      );
      expect(first.ok).toBe(true);
      expect(first.ok && first.value.refundId).toBeTruthy();
      // Given back at once here, and read back so from the provider (decision 0130).
      expect(first.ok && first.value.state).toBe('settled');
      if (first.ok)
        expect(await fixture.gateway.refundState(started.providerPaymentId, first.value.refundId)).toBe(
          'settled',
        );
      expect(
        await fixture.gateway.refund(
          started.providerPaymentId,
          request.amount,
          `leg-0|${started.providerPaymentId}`,
        ),
      ).toEqual({
        ok: false,
        error: 'refused',
      });
    });

    it('answers a refund sent again with its key with the first refund, never refunding twice', async () => {
      const { started, params, request } = await attempt('succeeded');
      expect((await fixture.gateway.verify(params)).ok).toBe(true);
      const part = Math.floor(request.amount / 3);
      const first = await fixture.gateway.refund(
        started.providerPaymentId,
        part,
        `leg-0|${started.providerPaymentId}`,
      );
      expect(first.ok).toBe(true);
      // A retry after a crash or a lost answer: the same key, the same refund, no money moved again.
      expect(
        await fixture.gateway.refund(started.providerPaymentId, part, `leg-0|${started.providerPaymentId}`),
      ).toEqual(first);
      expect(
        await fixture.gateway.refund(started.providerPaymentId, part, `leg-0|${started.providerPaymentId}`),
      ).toEqual(first);
      // Another refund of the same payment has its own key and is a refund of its own: what is left, once.
      const rest = request.amount - part;
      const second = await fixture.gateway.refund(
        started.providerPaymentId,
        rest,
        `leg-1|${started.providerPaymentId}`,
      );
      expect(second.ok).toBe(true);
      expect(second.ok && first.ok && second.value.refundId).not.toBe(first.ok && first.value.refundId);
      expect(
        await fixture.gateway.refund(started.providerPaymentId, 1, `order|${started.providerPaymentId}`),
      ).toEqual({
        ok: false,
        error: 'refused',
      });
    });

    it('refuses to refund a payment that was declined', async () => {
      const { started, request } = await attempt('declined');
      expect(
        await fixture.gateway.refund(
          started.providerPaymentId,
          request.amount,
          `order|${started.providerPaymentId}`,
        ),
      ).toEqual({
        ok: false,
        error: 'refused',
      });
    });

    if (shape.authorises) authorisationContract(() => fixture);
  });
}

/**
 * Authorise, then capture or void (decision 0127): the provider holds what the card holder approved, takes
 * at most that in one capture, whole or part, once per key, and lets go of an authorisation nothing took.
 */
function authorisationContract(fixtureOf: () => GatewayFixture) {
  describe('authorisation', () => {
    const authorisation = (): PaymentAuthorisation => {
      const declared = fixtureOf().gateway.capabilities.authorisation;
      if (!declared) throw new Error('the provider does not declare authorisation');
      return declared;
    };

    async function authorised(choice: CardHolderChoice = 'succeeded', amount = AMOUNTS[0]!) {
      const request = aRequest(amount);
      const started = await authorisation().authorise(request);
      const params = await fixtureOf().payAs(started, choice);
      return { request, id: started.providerPaymentId, params };
    }

    it('verifies an approved authorisation as authorised, for the exact amount and our reference', async () => {
      const { request, id, params } = await authorised('succeeded', 123_456_789);
      expect(await fixtureOf().gateway.verify(params)).toEqual({
        ok: true,
        value: {
          providerPaymentId: id,
          status: 'authorised',
          amount: 123_456_789,
          currency: 'EUR',
          reference: request.reference,
        },
      });
    });

    it('captures part of an authorisation once per key, and nothing after it', async () => {
      const { id, params } = await authorised();
      expect((await fixtureOf().gateway.verify(params)).ok).toBe(true);
      const first = await authorisation().capture(id, 600, `capture|${id}`);
      expect(first.ok).toBe(true);
      // A retry after a crash or a lost answer: the same key, the same capture, no money taken again.
      expect(await authorisation().capture(id, 600, `capture|${id}`)).toEqual(first);
      expect(await authorisation().capture(id, 100, `capture-again|${id}`)).toEqual({
        ok: false,
        error: 'refused',
      });
      expect(await authorisation().void(id, AMOUNTS[0]!)).toEqual({ ok: false, error: 'refused' });
    });

    it('refuses a capture above what was authorised', async () => {
      const { id } = await authorised();
      expect(await authorisation().capture(id, AMOUNTS[0]! + 1, `capture|${id}`)).toEqual({
        ok: false,
        error: 'refused',
      });
      expect((await authorisation().capture(id, AMOUNTS[0]!, `capture|${id}|whole`)).ok).toBe(true);
    });

    it('voids an authorisation nothing captured, once; nothing captures it after', async () => {
      const { id } = await authorised();
      const voided = await authorisation().void(id, AMOUNTS[0]!);
      expect(voided.ok).toBe(true);
      expect(await authorisation().void(id, AMOUNTS[0]!)).toEqual(voided);
      expect(await authorisation().capture(id, AMOUNTS[0]!, `capture|${id}`)).toEqual({
        ok: false,
        error: 'refused',
      });
    });

    it('captures nothing of a declined authorisation', async () => {
      const { id } = await authorised('declined');
      expect(await authorisation().capture(id, AMOUNTS[0]!, `capture|${id}`)).toEqual({
        ok: false,
        error: 'refused',
      });
    });

    it('refunds what was captured, never more', async () => {
      const { id } = await authorised();
      expect((await authorisation().capture(id, 1000, `capture|${id}`)).ok).toBe(true);
      expect(await fixtureOf().gateway.refund(id, 1001, `order|${id}`)).toEqual({
        ok: false,
        error: 'refused',
      });
      expect((await fixtureOf().gateway.refund(id, 1000, `order|${id}|all`)).ok).toBe(true);
    });
  });
}
