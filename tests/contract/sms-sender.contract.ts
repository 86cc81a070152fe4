import { describe, expect, it } from 'vitest';
import type { SmsSender } from '#application/ports/sms-sender.ts';

export interface SmsSenderUnderTest {
  sender: SmsSender;
  /** What reached the phone (or its stand-in) for this message, as the provider keeps it. */
  delivered(sent: { id: string; providerId: string }): Promise<{ to: string; text: string } | undefined>;
}

/** What every SMS sender does: accept a message for an E.164 number, whole, in any script, and say so. */
export function smsSenderContract(name: string, subject: () => SmsSenderUnderTest) {
  describe(`SmsSender contract: ${name}`, () => {
    it('delivers the text to the number and answers the provider’s id of the message', async () => {
      const { sender, delivered } = subject();
      const sent = await sender.send({
        id: 'sms-contract-1',
        to: '+306912345678',
        text: 'Kyma: your ferry is late',
      });
      expect(sent.providerId).not.toBe('');
      expect(await delivered({ id: 'sms-contract-1', ...sent })).toEqual({
        to: '+306912345678',
        text: 'Kyma: your ferry is late',
      });
    });

    it('keeps Greek and the link in the text as they were written', async () => {
      const { sender, delivered } = subject();
      const text = 'Kyma: το πλοίο σας ακυρώθηκε. https://kyma.example/el/orderdetails/signin?token=a_b-c';
      const sent = await sender.send({ id: 'sms-contract-2', to: '+393331234567', text });
      expect((await delivered({ id: 'sms-contract-2', ...sent }))?.text).toBe(text);
    });
  });
}
