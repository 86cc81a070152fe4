import type { WalletPushNotifier } from '#application/ports/wallet-passes.ts';

const KEPT = 100;

/**
 * Records the pushes Wallet's devices would be sent (decision 0129): Kyma does not reach APNs, so a device
 * learns of a changed pass when it next asks the web service for its updated serial numbers.
 */
export class RecordingWalletPush implements WalletPushNotifier {
  /** The latest pushes, at most `KEPT`: a process never grows by what it records. */
  readonly pushed: { passTypeIdentifier: string; pushTokens: string[] }[] = [];

  async passesChanged(passTypeIdentifier: string, pushTokens: string[]) {
    this.pushed.push({ passTypeIdentifier, pushTokens });
    if (this.pushed.length > KEPT) this.pushed.shift();
  }
}
