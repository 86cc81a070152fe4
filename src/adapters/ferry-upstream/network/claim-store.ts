import type { Knex } from 'knex';
import type { ClaimRequest } from '#application/ports/ferry-claims.ts';
import type { ClaimDecision, StoredClaim } from './claim-steps.ts';

interface ClaimRow {
  claim_code: string;
  agent_name: string;
  request: ClaimRequest | string;
  decision: ClaimDecision;
  submitted_at: Date | string;
}

/** Claims kept before care claims existed (decision 0089) are compensation claims without a `kind`. */
const requestOfRow = (stored: ClaimRequest | string): ClaimRequest => {
  const request = typeof stored === 'string' ? (JSON.parse(stored) as ClaimRequest) : stored;
  return request.kind ? request : ({ ...(request as object), kind: 'compensation' } as ClaimRequest);
};

const claimOfRow = (row: ClaimRow): StoredClaim => ({
  claimCode: row.claim_code,
  agentName: row.agent_name,
  request: requestOfRow(row.request),
  decision: row.decision,
  submittedAt: new Date(row.submitted_at),
});

/** The simulated companies' claims, in the `ferry_claims` table: one per system and Kyma's claim key. */
export class ClaimStore {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  /** Keeps the claim unless one with its key was kept before; answers the one kept either way. */
  async add(claim: StoredClaim): Promise<StoredClaim> {
    await this.#knex('ferry_claims')
      .insert({
        claim_code: claim.claimCode,
        agent_name: claim.agentName,
        claim_key: claim.request.claimKey,
        order_code: claim.request.orderCode,
        request: JSON.stringify(claim.request),
        decision: claim.decision,
        submitted_at: claim.submittedAt,
      })
      .onConflict(['agent_name', 'claim_key'])
      .ignore();
    const row = (await this.#knex('ferry_claims')
      .where({ agent_name: claim.agentName, claim_key: claim.request.claimKey })
      .first()) as ClaimRow;
    return claimOfRow(row);
  }

  async find(agentName: string, claimCode: string): Promise<StoredClaim | undefined> {
    const row = (await this.#knex('ferry_claims')
      .where({ agent_name: agentName, claim_code: claimCode })
      .first()) as ClaimRow | undefined;
    return row ? claimOfRow(row) : undefined;
  }
}
