import type { Knex } from 'knex';
import type {
  ClaimAnswer,
  CompensationClaimRepository,
} from '#application/ports/compensation-claim-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type {
  ClaimDraft,
  ClaimKind,
  ClaimProgress,
  ClaimStepEntry,
  CompensationClaim,
} from '#domain/passenger-rights/compensation-claim.ts';
import { insertOutboxMessages } from './outbox-rows.ts';
import { tellPartnersOfClaim } from './partners/partner-event-rows.ts';

/** The company's answers a partner is told of as a claim decided (decision 0128). */
const DECIDED: readonly string[] = ['accepted', 'refused'];

interface ClaimRow {
  id: string;
  order_id: string;
  kind: ClaimKind;
  draft: ClaimDraft | string;
  claim_code: string | null;
  progress: ClaimProgress;
  steps: ClaimStepEntry[] | string;
  created_at: Date | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

// A compensation claim's draft kept before care claims (decision 0089) has no `kind`: the column has it.
const claimOfRow = (row: ClaimRow): CompensationClaim =>
  ({
    ...json(row.draft),
    kind: row.kind,
    id: row.id,
    orderId: row.order_id,
    claimCode: row.claim_code,
    progress: row.progress,
    steps: json(row.steps),
    createdAt: new Date(row.created_at).toISOString(),
  }) as CompensationClaim;

const SETTLED: ClaimProgress[] = ['refused', 'paid'];

export class PostgresCompensationClaimRepository implements CompensationClaimRepository {
  readonly #knex: Knex;
  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  async open(claim: {
    id: string;
    orderId: string;
    draft: ClaimDraft;
    at: Date;
  }): Promise<CompensationClaim> {
    const key = {
      order_id: claim.orderId,
      leg_index: claim.draft.legIndex,
      disruption_key: claim.draft.disruptionKey,
      kind: claim.draft.kind,
    };
    await this.#knex('compensation_claims')
      .insert({
        id: claim.id,
        ...key,
        draft: JSON.stringify(claim.draft),
        progress: 'pending',
        steps: '[]',
        created_at: claim.at,
        updated_at: claim.at,
      })
      .onConflict(['order_id', 'leg_index', 'disruption_key', 'kind'])
      .ignore();
    return claimOfRow(await this.#knex('compensation_claims').where(key).first());
  }

  async find(id: string): Promise<CompensationClaim | null> {
    const row = (await this.#knex('compensation_claims').where({ id }).first()) as ClaimRow | undefined;
    return row ? claimOfRow(row) : null;
  }

  async listOfOrder(orderId: string): Promise<CompensationClaim[]> {
    const rows = (await this.#knex('compensation_claims')
      .where({ order_id: orderId })
      .orderBy([{ column: 'created_at' }, { column: 'leg_index' }, { column: 'kind' }])) as ClaimRow[];
    return rows.map(claimOfRow);
  }

  /** Takes the batch looked at longest ago (never first) and marks it looked at now, so the sweep goes round. */
  async listOpen(limit: number): Promise<CompensationClaim[]> {
    const batch = this.#knex('compensation_claims')
      .select('id')
      .whereNotIn('progress', SETTLED)
      .orderByRaw('checked_at asc nulls first, updated_at asc')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    const rows = (await this.#knex('compensation_claims')
      .whereIn('id', batch)
      .update({ checked_at: this.#knex.fn.now() })
      .returning('*')) as ClaimRow[];
    return rows.map(claimOfRow).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  record(
    id: string,
    knownSteps: number,
    answer: ClaimAnswer,
    at: Date,
    outbox: OutboxMessage[],
  ): Promise<boolean> {
    return this.#knex.transaction(async (trx) => {
      const before = (await trx('compensation_claims').where({ id }).first('order_id', 'progress')) as
        | Pick<ClaimRow, 'order_id' | 'progress'>
        | undefined;
      const updated = await trx('compensation_claims')
        .where({ id })
        .whereRaw('jsonb_array_length(steps) = ?', [knownSteps])
        .update({
          claim_code: answer.claimCode,
          progress: answer.progress,
          steps: JSON.stringify(answer.steps),
          updated_at: at,
        });
      if (updated !== 1) return false;
      await insertOutboxMessages(trx, outbox);
      if (before && before.progress !== answer.progress && DECIDED.includes(answer.progress))
        await tellPartnersOfClaim(trx, { id, orderId: before.order_id, progress: answer.progress, at });
      return true;
    });
  }
}
