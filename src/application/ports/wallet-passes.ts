import type { LegPass } from '#domain/wallet/leg-pass.ts';

/** A sailing's pass with everything a wallet shows worded in the order's language (decision 0129). */
export interface WordedLegPass extends LegPass {
  locale: string;
  fromName: string;
  toName: string;
  /** The labels of the pass's fields and its one-line description, from the `voucher` catalogue. */
  words: {
    description: string;
    from: string;
    to: string;
    departure: string;
    arrival: string;
    vessel: string;
    passengers: string;
    booking: string;
  };
}

/** Apple Wallet: a signed `.pkpass` per sailing, updated through Kyma's pass web service. */
export interface AppleWalletPasses {
  readonly passTypeIdentifier: string;
  /** The signed bundle; Wallet asks `webServiceUrl` for updates with `authenticationToken`. */
  sign(
    pass: WordedLegPass,
    service: { webServiceUrl: string; authenticationToken: string },
  ): Promise<Uint8Array>;
}

/** Google Wallet: an "Add to Google Wallet" link carrying the sailing's transit object, signed. */
export interface GoogleWalletLinks {
  saveLink(pass: WordedLegPass, origin: string): Promise<string>;
}

export interface IssuedPass {
  serialNumber: string;
  orderId: string;
  legIndex: number;
  authenticationToken: string;
}

/** The passes handed out and the devices registered for their updates (`wallet_passes`, `wallet_registrations`). */
export interface WalletPassStore {
  /** The pass of a sailing, recorded with `token` the first time it is handed out; its own token after. */
  issue(pass: Omit<IssuedPass, 'authenticationToken'>, token: string, at: Date): Promise<IssuedPass>;
  find(serialNumber: string): Promise<IssuedPass | null>;
  /** `created` for a new registration, `existing` when the device already had it. */
  register(
    registration: { device: string; passType: string; serialNumber: string; pushToken: string },
    at: Date,
  ): Promise<'created' | 'existing'>;
  unregister(registration: { device: string; passType: string; serialNumber: string }): Promise<void>;
  /** The passes a device registered for, with their orders. */
  registeredOn(device: string, passType: string): Promise<IssuedPass[]>;
  /** The push tokens of the devices holding one of an order's passes. */
  pushTokensOf(orderId: string): Promise<string[]>;
}

/**
 * Tells devices that a pass they hold changed, so they ask the web service for it. APNs is not reached from
 * here: the adapter records what would be pushed (decision 0129).
 */
export interface WalletPushNotifier {
  passesChanged(passTypeIdentifier: string, pushTokens: string[]): Promise<void>;
}
