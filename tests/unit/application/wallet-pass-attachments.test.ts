import { describe, expect, it } from 'vitest';
import { WalletPassAttachments } from '#application/wallet/wallet-pass-attachments.ts';
import { ok } from '#domain/shared/result.ts';
import { anOrder, anOrderLeg } from '../domain/support/order-builder.ts';

/** Anything whose every method fails as a signer with an expired certificate does. */
const failing = new Proxy({}, { get: () => () => Promise.reject(new Error('certificate expired')) });

describe('the confirmation e-mail’s wallet passes (decision 0129)', () => {
  it('leave a pass out, logged, when it cannot be made: the e-mail never waits on a pass', async () => {
    const errors: unknown[] = [];
    const attachments = new WalletPassAttachments({
      listPorts: { execute: async () => ok([]) },
      words: () => (id: string) => id,
      orders: { versions: async () => [] },
      store: { issue: async () => ({ token: 'pass-token', updatedAt: new Date(0) }) },
      apple: failing,
      google: null,
      tokens: { create: () => 'pass-token' },
      clock: { now: () => new Date('2026-12-07T10:00:00Z') },
      publicUrl: 'https://kyma.test',
      logger: { info() {}, warn() {}, error: (fields: unknown) => void errors.push(fields) },
    } as never);
    const order = anOrder({ status: 'ticketed', legs: [anOrderLeg(), anOrderLeg()] });
    expect(await attachments.execute(order)).toEqual([]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ reference: order.reference, legIndex: 0 });
  });
});
