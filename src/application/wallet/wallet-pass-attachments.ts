import type { Order } from '#domain/orders/order.ts';
import { offeredPassCode } from '#domain/wallet/leg-pass.ts';
import type { Logger } from '../ports/logger.ts';
import type { MailAttachment } from '../ports/mailer.ts';
import { handedOutApplePass, type WalletPassDeps } from './get-leg-wallet-pass.ts';
import { wordedLegPass } from './worded-leg-pass.ts';

/**
 * The Apple Wallet pass of each valid sailing of a ticketed order, as attachments of its confirmation e-mail
 * (decision 0129): a phone's mail offers "Add to Wallet" for each. None when Apple is not set up. A pass
 * that cannot be made (a certificate expired, a key refused) is logged and left out: the e-mail carries the
 * tickets and the voucher, and must never wait on a pass.
 */
export class WalletPassAttachments {
  readonly #deps: WalletPassDeps & { logger: Logger };
  constructor(deps: WalletPassDeps & { logger: Logger }) {
    this.#deps = deps;
  }

  async execute(order: Order): Promise<MailAttachment[]> {
    if (!this.#deps.apple) return [];
    const attachments: MailAttachment[] = [];
    for (const legIndex of order.legs.keys()) {
      if (offeredPassCode(order, legIndex) === null) continue;
      const file = await this.#passOf(order, legIndex);
      if (file)
        attachments.push({
          filename: file.fileName,
          contentType: 'application/vnd.apple.pkpass',
          content: file.bytes,
        });
    }
    return attachments;
  }

  /** One sailing's signed pass, or null when it has none or it cannot be made now. */
  async #passOf(order: Order, legIndex: number) {
    try {
      const pass = await wordedLegPass(order, legIndex, this.#deps);
      return pass ? await handedOutApplePass(this.#deps, order, pass) : null;
    } catch (error) {
      const { reference } = order;
      this.#deps.logger.error(
        { err: error, reference, legIndex },
        'wallet pass not made: the e-mail goes without it',
      );
      return null;
    }
  }
}
