import type { AppleWalletPasses, WalletPassStore, WalletPushNotifier } from '../ports/wallet-passes.ts';

/**
 * Tells the devices holding one of an order's passes that it changed (a sailing moved, corrected or
 * cancelled), so Wallet fetches it again from the web service (decision 0129).
 */
export class NotifyPassHolders {
  readonly #deps: { store: WalletPassStore; push: WalletPushNotifier; apple: AppleWalletPasses | null };
  constructor(deps: { store: WalletPassStore; push: WalletPushNotifier; apple: AppleWalletPasses | null }) {
    this.#deps = deps;
  }

  async execute(orderId: string): Promise<void> {
    const { apple, store, push } = this.#deps;
    if (!apple) return;
    const pushTokens = await store.pushTokensOf(orderId);
    if (pushTokens.length > 0) await push.passesChanged(apple.passTypeIdentifier, pushTokens);
  }
}
