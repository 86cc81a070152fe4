import type { Order } from '#domain/orders/order.ts';
import { offeredPassCode } from '#domain/wallet/leg-pass.ts';
import type { MailAttachment } from '../ports/mailer.ts';
import { handedOutApplePass, type WalletPassDeps } from './get-leg-wallet-pass.ts';
import { wordedLegPass } from './worded-leg-pass.ts';

/**
 * The Apple Wallet pass of each valid sailing of a ticketed order, as attachments of its confirmation e-mail
 * (decision 0129): a phone's mail offers "Add to Wallet" for each. None when Apple is not set up.
 */
export class WalletPassAttachments {
  readonly #deps: WalletPassDeps;
  constructor(deps: WalletPassDeps) {
    this.#deps = deps;
  }

  async execute(order: Order): Promise<MailAttachment[]> {
    if (!this.#deps.apple) return [];
    const attachments: MailAttachment[] = [];
    for (const legIndex of order.legs.keys()) {
      if (offeredPassCode(order, legIndex) === null) continue;
      const pass = await wordedLegPass(order, legIndex, this.#deps);
      if (!pass) continue;
      const file = await handedOutApplePass(this.#deps, order, pass);
      if (file)
        attachments.push({
          filename: file.fileName,
          contentType: 'application/vnd.apple.pkpass',
          content: file.bytes,
        });
    }
    return attachments;
  }
}
