import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { SandboxPaymentGateway } from '#adapters/sandbox-payment/sandbox-payment-gateway.ts';
import { SandboxPaymentProvider } from '#adapters/sandbox-payment/sandbox-payment-provider.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { testClock } from '../support/test-today.ts';
import { paymentGatewayContract } from './payment-gateway.contract.ts';

let database: TestDatabase;
let sandbox: SandboxPaymentProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = new SandboxPaymentProvider({
    knex: database.knex,
    secret: async () => 'contract-test-secret',
    clock: testClock(),
  });
});
afterAll(async () => {
  await database?.destroy();
});

paymentGatewayContract(
  'the sandbox provider Kyma plays itself',
  {
    statusField: 'status',
    signatureField: 'signature',
    cancelledAs: 'abandoned',
    declinedAs: 'declined',
    authorises: true,
  },
  () => ({
    gateway: new SandboxPaymentGateway({ sandbox, pagesUrl: 'http://kyma.test/sandbox-payments' }),
    async payAs(started, choice) {
      const back = await sandbox.decide(started.providerPaymentId, choice);
      return Object.fromEntries(new URL(back!).searchParams);
    },
    async unknownPayment() {
      // Signed as the sandbox signs, so only the missing payment can give it away.
      const id = `sbx_${randomBytes(12).toString('base64url')}`;
      return { payment: id, status: 'succeeded', signature: await sandbox.sign(id, 'succeeded') };
    },
  }),
);
