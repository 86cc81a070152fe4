import type { Principal } from '#domain/auth/principal.ts';
import { hasScope } from '#domain/auth/scope.ts';
import { mayStaff, type StaffAbility } from '#domain/back-office/staff-permissions.ts';
import type { Authenticate } from '../auth/authenticate.ts';

/** Who may drive bookings at the upstream level: staff, and systems booking through Kyma as an agent. */
export const AGENT_PERMISSIONS = ['admin', 'agent'] as const;

export type AgentAccess = 'allowed' | 'unauthenticated' | 'forbidden';

/**
 * The booking API's raw booking calls (hold, insert, finalize, fail, cancel, voucher, retrieve by upstream
 * order code) act on any booking whose code is known, so they need a bearer token with an agent permission.
 * Travellers never call them: their checkout goes through Kyma's orders and a verified payment.
 */
export class AuthorizeAgent {
  readonly #authenticate: Authenticate;
  constructor(deps: { authenticate: Authenticate }) {
    this.#authenticate = deps.authenticate;
  }

  /** `token`: the caller's access token, undefined when none came along. */
  async execute(input: { token: string | undefined }): Promise<AgentAccess> {
    return this.#access(input.token, () => false);
  }

  /** A reseller's account and credit are for that reseller's own user, and for agents and staff (spec §6). */
  mayReadReseller(input: { token: string | undefined; userId: number }): Promise<AgentAccess> {
    return this.#access(input.token, (principal) => principal.id === input.userId);
  }

  /** Calls for staff alone (causing a disruption): the back-office permission, never an agent's. */
  async mayActAsStaff(input: { token: string | undefined; ability: StaffAbility }): Promise<AgentAccess> {
    const principal = await this.#authenticate.execute({ token: input.token });
    if (!principal.ok || principal.value === null) return 'unauthenticated';
    return mayStaff(principal.value, input.ability) ? 'allowed' : 'forbidden';
  }

  async #access(token: string | undefined, alsoAllowed: (principal: Principal) => boolean) {
    const principal = await this.#authenticate.execute({ token });
    if (!principal.ok || principal.value === null) return 'unauthenticated';
    const agent = AGENT_PERMISSIONS.some((permission) => hasScope(principal.value, permission));
    return agent || alsoAllowed(principal.value) ? 'allowed' : 'forbidden';
  }
}
