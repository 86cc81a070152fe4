import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { VivaPaymentGateway } from '../../src/adapters/viva/viva-payment-gateway.ts';
import { type FakeViva, startFakeViva } from '../support/fake-viva-server.ts';
import { paymentGatewayContract } from './payment-gateway.contract.ts';

let viva: FakeViva;

beforeAll(async () => {
  viva = await startFakeViva();
});
afterAll(async () => {
  await viva?.close();
});

paymentGatewayContract(
  'Viva Wallet Smart Checkout against the fake Viva',
  // Viva's return is an unsigned pair of ids; everything else is asked of Viva server to server.
  { cancelledAs: 'abandoned' },
  () => ({
    gateway: new VivaPaymentGateway(
      {
        ...viva.credentials,
        accountsUrl: viva.accountsUrl,
        apiUrl: viva.apiUrl,
        checkoutUrl: viva.checkoutUrl,
        timeoutMs: 5000,
      },
      { now: () => new Date() },
    ),
    async payAs(started, choice) {
      const page = await fetch(started.redirect.url);
      if (page.status !== 200) throw new Error(`Smart Checkout answered ${page.status}`);
      return viva.pay(started.providerPaymentId, choice);
    },
    unknownPayment: (paid) => ({ ...paid, t: randomUUID() }),
  }),
);
