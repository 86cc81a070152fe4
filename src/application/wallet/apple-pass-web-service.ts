import { passLastModified } from '#domain/wallet/leg-pass.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { IssuedPass } from '../ports/wallet-passes.ts';
import { type ApplePassFile, signedApplePass, type WalletPassDeps } from './get-leg-wallet-pass.ts';
import { wordedLegPass } from './worded-leg-pass.ts';

type Deps = WalletPassDeps & { orders: Pick<OrderRepository, 'versions' | 'findById'> };

/** A request Wallet makes about one pass: its type, serial number and the pass's own token. */
export interface PassRequest {
  passType: string;
  serialNumber: string;
  token: string;
}

/**
 * Apple's pass web service (issue #53, decision 0129): a device registers for a pass's updates with the
 * token the pass carries, asks which of its passes changed since its last tag, and fetches a changed pass;
 * the pass is made again from the order's current version each time, voided once its sailing is not valid.
 */
export class ApplePassWebService {
  readonly #deps: Deps;
  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** `unauthorized` for a pass Kyma did not hand out, another type, or a wrong token. */
  async register(request: PassRequest & { device: string; pushToken: string }) {
    if (!(await this.#authorized(request))) return 'unauthorized' as const;
    const { device, passType, serialNumber, pushToken } = request;
    return this.#deps.store.register({ device, passType, serialNumber, pushToken }, this.#deps.clock.now());
  }

  async unregister(request: PassRequest & { device: string }) {
    if (!(await this.#authorized(request))) return 'unauthorized' as const;
    await this.#deps.store.unregister(request);
    return 'done' as const;
  }

  /**
   * The serial numbers of the device's passes changed after `since` (the tag this answered last time: the
   * latest change in milliseconds), or null when none did.
   */
  async updatedSerials(input: { device: string; passType: string; since?: string | undefined }) {
    const passes = await this.#deps.store.registeredOn(input.device, input.passType);
    const changed = await Promise.all(
      passes.map(async (pass) => ({ pass, at: await this.#lastModified(pass) })),
    );
    const since = Number(input.since ?? Number.NaN);
    const updated = changed.filter(({ at }) => at !== null && !(at <= since));
    if (updated.length === 0) return null;
    return {
      serialNumbers: updated.map(({ pass }) => pass.serialNumber),
      lastUpdated: String(Math.max(...changed.map(({ at }) => at ?? 0))),
    };
  }

  /** The pass as it stands, `notModified` when it has not changed since the device's copy. */
  async latestPass(
    request: PassRequest & { modifiedSince?: Date | undefined },
  ): Promise<'unauthorized' | 'notModified' | ApplePassFile> {
    const issued = await this.#authorized(request);
    if (!issued) return 'unauthorized';
    const order = await this.#deps.orders.findById(issued.orderId);
    const pass = order && (await wordedLegPass(order, issued.legIndex, this.#deps));
    if (!order || !pass) return 'unauthorized';
    const versions = await this.#deps.orders.versions(order.id);
    const lastModified = Date.parse(passLastModified(versions, issued.legIndex, order.updatedAt));
    // HTTP dates count whole seconds.
    if (request.modifiedSince && Math.floor(lastModified / 1000) <= request.modifiedSince.getTime() / 1000)
      return 'notModified';
    return (await signedApplePass(this.#deps, order, pass, issued)) ?? 'unauthorized';
  }

  async #authorized(request: PassRequest): Promise<IssuedPass | null> {
    const { apple, store, tokens } = this.#deps;
    if (!apple || request.passType !== apple.passTypeIdentifier) return null;
    const issued = await store.find(request.serialNumber);
    if (!issued || tokens.hash(issued.authenticationToken) !== tokens.hash(request.token)) return null;
    return issued;
  }

  async #lastModified(pass: IssuedPass): Promise<number | null> {
    const order = await this.#deps.orders.findById(pass.orderId);
    if (!order) return null;
    const versions = await this.#deps.orders.versions(order.id);
    return Date.parse(passLastModified(versions, pass.legIndex, order.updatedAt));
  }
}
