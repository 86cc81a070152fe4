import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsNotAccepted, TwilioSmsSender } from '#adapters/sms/twilio-sms-sender.ts';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio.ts';
import { smsSenderContract } from './sms-sender.contract.ts';

let twilio: FakeTwilio;
let sender: TwilioSmsSender;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  sender = new TwilioSmsSender({
    baseUrl: twilio.url,
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    from: 'Kyma',
    timeoutMs: 2000,
  });
});
afterAll(async () => {
  await twilio?.close();
});

smsSenderContract('Twilio’s Messages API (a local fake)', () => ({
  sender,
  async delivered({ providerId }) {
    const found = twilio.messages.find((message) => message.sid === providerId);
    return found && { to: found.to, text: found.body };
  },
}));

describe('the Twilio sender', () => {
  it('sends from the configured sender and signs with the account', async () => {
    await sender.send({ id: 'twilio-from', to: '+306900000001', text: 'x' });
    expect(twilio.messages.at(-1)).toMatchObject({ from: 'Kyma', to: '+306900000001' });
  });

  it('throws Twilio’s refusal (so the job is retried or fails visibly) for a number Twilio will not take', async () => {
    await expect(sender.send({ id: 'twilio-bad', to: '6912', text: 'x' })).rejects.toThrow(SmsNotAccepted);
    await expect(sender.send({ id: 'twilio-bad', to: '6912', text: 'x' })).rejects.toThrow(/21211/);
  });

  it('throws on wrong credentials', async () => {
    const wrong = new TwilioSmsSender({
      baseUrl: twilio.url,
      accountSid: twilio.accountSid,
      authToken: 'nope',
      from: 'Kyma',
      timeoutMs: 2000,
    });
    await expect(wrong.send({ id: 'twilio-auth', to: '+306900000001', text: 'x' })).rejects.toThrow(/20003/);
  });
});
