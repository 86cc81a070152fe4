import type { Refusal } from '#domain/errors/refusal.ts';
import type { Result } from '#domain/shared/result.ts';
import { err } from '#domain/shared/result.ts';
import type {
  CallOptions,
  FerryCapabilities,
  FerryCapability,
  FerryInventory,
  InventoryError,
  UpstreamFailureKind,
} from '../ports/ferry-inventory.ts';
import { UpstreamFailure } from '../ports/ferry-inventory.ts';

/** No upstream system could answer: the web layer shows a notice, never a crash. */
export interface UpstreamUnavailable {
  code: 'upstreamUnavailable';
  message: string;
}

export type FerryError = InventoryError | UpstreamUnavailable;

/** The interface of one capability, as a system that has it declares it. */
type Capable<C extends FerryCapability> = NonNullable<FerryCapabilities[C]>;

export interface UpstreamOutcome<T> {
  agentName: string;
  ok: boolean;
  value?: T;
  failure?: UpstreamFailureKind;
}

/**
 * The upstream systems Kyma talks to, and the one way it calls them: each call gets its own deadline, and a
 * system that is slow or failing becomes an outcome to report, not an exception to propagate.
 */
export class FerryNetwork {
  readonly upstreams: FerryInventory[];
  readonly timeoutMs: number;

  constructor(deps: { upstreams: FerryInventory[]; timeoutMs: number }) {
    this.upstreams = deps.upstreams;
    this.timeoutMs = deps.timeoutMs;
  }

  find(agentName: string): FerryInventory | undefined {
    return this.upstreams.find((upstream) => upstream.agentName === agentName);
  }

  /**
   * The sailing whose places a trip of this system takes (`FerryInventory.sailingIdOf`); the trip id itself
   * for a system not configured, which will refuse the trip anyway.
   */
  sailingIdOf(agentName: string, tripId: string): string {
    return this.find(agentName)?.sailingIdOf(tripId) ?? tripId;
  }

  /**
   * Whether the named system has the capability (decision 0121): it can cancel one leg, take a change, a
   * claim… A system not configured has none.
   */
  offers(agentName: string, capability: FerryCapability): boolean {
    return this.find(agentName)?.capabilities[capability] !== undefined;
  }

  /**
   * `route` for an optional capability: the named system, refused with `notOffered` when it lacks it, or
   * without a name every system that has it (one without it is "not found").
   */
  routeTo<C extends FerryCapability, T>(
    capability: C,
    agentName: string | undefined,
    work: (capable: Capable<C>, options: CallOptions) => Promise<Result<T, InventoryError>>,
    options: CallOptions = {},
    notFound: InventoryError['code'] = 'bookingNotFound',
  ): Promise<Result<T, FerryError>> {
    if (agentName !== undefined && this.find(agentName) && !this.offers(agentName, capability))
      return Promise.resolve(err({ code: 'notOffered', message: `${agentName} offers no ${capability}` }));
    return this.route(
      agentName,
      (upstream, callOptions) => {
        const capable = upstream.capabilities[capability] as Capable<C> | undefined;
        if (capable) return work(capable, callOptions);
        return Promise.resolve(
          err({ code: notFound, message: `${upstream.agentName} offers no ${capability}` }),
        );
      },
      options,
      notFound,
    );
  }

  /** The same call to every upstream that has the capability, at once. */
  allWith<C extends FerryCapability, T>(
    capability: C,
    work: (capable: Capable<C>, options: CallOptions) => Promise<T>,
  ): Promise<UpstreamOutcome<T>[]> {
    const capable = this.upstreams.flatMap((upstream) => {
      const it = upstream.capabilities[capability] as Capable<C> | undefined;
      return it ? [{ upstream, it }] : [];
    });
    return Promise.all(
      capable.map(({ upstream, it }) => this.call(upstream, (options) => work(it, options))),
    );
  }

  /** Calls one upstream with the deadline; infrastructure failures become a failed outcome. */
  async call<T>(
    upstream: FerryInventory,
    work: (options: CallOptions) => Promise<T>,
    options: CallOptions = {},
  ): Promise<UpstreamOutcome<T>> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const failure = new UpstreamFailure(
          upstream.agentName,
          'timeout',
          `no answer within ${this.timeoutMs} ms`,
        );
        controller.abort(failure);
        reject(failure);
      }, this.timeoutMs);
    });
    try {
      // The race guards against an adapter that ignores the abort signal.
      const value = await Promise.race([work({ ...options, signal: controller.signal }), deadline]);
      return { agentName: upstream.agentName, ok: true, value };
    } catch (error) {
      if (error instanceof UpstreamFailure) {
        const failure = controller.signal.aborted ? 'timeout' : error.kind;
        return { agentName: upstream.agentName, ok: false, failure };
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The same call to every upstream at once. */
  all<T>(
    work: (upstream: FerryInventory, options: CallOptions) => Promise<T>,
    options: CallOptions = {},
  ): Promise<UpstreamOutcome<T>[]> {
    return Promise.all(
      this.upstreams.map((upstream) =>
        this.call(upstream, (callOptions) => work(upstream, callOptions), options),
      ),
    );
  }

  /**
   * For calls about one booking or trip: the named upstream, or when none is named, the first upstream whose
   * answer is not "not found" (order codes are unique across systems).
   */
  async route<T>(
    agentName: string | undefined,
    work: (upstream: FerryInventory, options: CallOptions) => Promise<Result<T, InventoryError>>,
    options: CallOptions = {},
    notFound: InventoryError['code'] = 'bookingNotFound',
  ): Promise<Result<T, FerryError>> {
    const candidates =
      agentName === undefined ? this.upstreams : this.upstreams.filter((u) => u.agentName === agentName);
    if (candidates.length === 0)
      return err({ code: 'invalidRequest', message: `unknown agent ${agentName}`, path: 'agentName' });
    const outcomes = await Promise.all(
      candidates.map((upstream) => this.call(upstream, (o) => work(upstream, o), options)),
    );
    const answered = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.value!);
    const found = answered.find((result) => result.ok || result.error.code !== notFound);
    if (found) return found;
    if (answered.length > 0 && answered.length === outcomes.length) return answered[0]!;
    if (answered.length > 0 && agentName === undefined) {
      return err({
        code: 'upstreamUnavailable',
        message: 'not found on the systems that answered; others did not answer',
      });
    }
    return err(unavailable(outcomes));
  }
}

export function unavailable(outcomes: UpstreamOutcome<unknown>[]): UpstreamUnavailable {
  const failed = outcomes
    .filter((outcome) => !outcome.ok)
    .map((outcome) => `${outcome.agentName} (${outcome.failure})`);
  return { code: 'upstreamUnavailable', message: `no answer from ${failed.join(', ') || 'any upstream'}` };
}

/**
 * A company's refusal in the one shape (decision 0052): the field it names carries the same code, and its
 * diagnostic sentence stays behind (the web words the code). A refusal already in the shape passes as it is.
 */
export function ferryRefusal(error: FerryError | Refusal): Refusal {
  if (typeof error.message !== 'string') return error as Refusal;
  const path = 'path' in error ? error.path : undefined;
  return path ? { code: error.code, fields: [{ path, key: error.code }] } : { code: error.code };
}
