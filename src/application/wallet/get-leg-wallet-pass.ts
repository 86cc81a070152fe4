import type { Refusal } from '#domain/errors/refusal.ts';
import type { Order } from '#domain/orders/order.ts';
import { hasTickets } from '#domain/orders/order-status.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { passLastModified } from '#domain/wallet/leg-pass.ts';
import type { GetOrder, OrderAccess } from '../orders/get-order.ts';
import type { Clock } from '../ports/clock.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';
import type {
  AppleWalletPasses,
  GoogleWalletLinks,
  IssuedPass,
  WalletPassStore,
  WordedLegPass,
} from '../ports/wallet-passes.ts';
import { type PassWordsSources, wordedLegPass } from './worded-leg-pass.ts';

/** The wallets this site can fill: a traveller is offered a button only for these (decision 0129). */
export interface WalletOffer {
  apple: boolean;
  google: boolean;
}

export interface WalletPassDeps extends PassWordsSources {
  orders: Pick<OrderRepository, 'versions'>;
  store: WalletPassStore;
  apple: AppleWalletPasses | null;
  google: GoogleWalletLinks | null;
  tokens: SecretTokens;
  clock: Clock;
  /** Kyma's public address: Wallet's web service is under it, Google's link names it as its origin. */
  publicUrl: string;
}

/** Where Apple Wallet asks for a pass's updates: the web service's root, before `/v1/…`. */
const walletWebServiceUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/wallet`;

export type ApplePassFile = { bytes: Uint8Array; fileName: string; lastModified: string };

/**
 * A sailing's signed Apple pass as it stands now: recorded (with its token) the first time it is handed out,
 * so Wallet can ask for it again; last modified when its sailing last changed in the order's versions.
 */
export async function signedApplePass(
  deps: WalletPassDeps,
  order: Order,
  pass: WordedLegPass,
  issued: IssuedPass,
): Promise<ApplePassFile | null> {
  if (!deps.apple) return null;
  const bytes = await deps.apple.sign(pass, {
    webServiceUrl: walletWebServiceUrl(deps.publicUrl),
    authenticationToken: issued.authenticationToken,
  });
  const versions = await deps.orders.versions(order.id);
  return {
    bytes,
    fileName: `kyma-${pass.serialNumber}.pkpass`,
    lastModified: passLastModified(versions, pass.legIndex, order.updatedAt),
  };
}

/** A sailing's pass handed out: recorded with a new token the first time, then signed as it stands. */
export async function handedOutApplePass(
  deps: WalletPassDeps,
  order: Order,
  pass: WordedLegPass,
): Promise<ApplePassFile | null> {
  const issued = await deps.store.issue(
    { serialNumber: pass.serialNumber, orderId: order.id, legIndex: pass.legIndex },
    deps.tokens.create(),
    deps.clock.now(),
  );
  return signedApplePass(deps, order, pass, issued);
}

/**
 * One sailing's pass for whoever holds the order's proof (the voucher's, decision 0114): Apple's `.pkpass`
 * or Google Wallet's save link. An order without tickets, a sailing it does not have and a wallet not
 * configured answer alike, as an unknown order.
 */
export class GetLegWalletPass {
  readonly #deps: WalletPassDeps & { getOrder: GetOrder };
  constructor(deps: WalletPassDeps & { getOrder: GetOrder }) {
    this.#deps = deps;
  }

  offer(): WalletOffer {
    return { apple: this.#deps.apple !== null, google: this.#deps.google !== null };
  }

  async execute(
    input: OrderAccess & { legIndex: number; wallet: 'apple' | 'google' },
  ): Promise<Result<{ file: ApplePassFile } | { link: string }, Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok || !hasTickets(found.value.order.status)) return err({ code: 'reservationNotFound' });
    const order = found.value.order;
    const pass = await wordedLegPass(order, input.legIndex, this.#deps);
    if (!pass || pass.voided) return err({ code: 'reservationNotFound' });
    if (input.wallet === 'google') {
      if (!this.#deps.google) return err({ code: 'reservationNotFound' });
      return ok({ link: await this.#deps.google.saveLink(pass, this.#deps.publicUrl) });
    }
    const file = await handedOutApplePass(this.#deps, order, pass);
    return file ? ok({ file }) : err({ code: 'reservationNotFound' });
  }
}
