import type { Knex } from 'knex';
import type { ResellerAccount, ResellerRepository } from '#application/ports/reseller-repository.ts';
import { ResellerModel } from './models/reseller-model.ts';

export class PostgresResellerRepository implements ResellerRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async findByUserId(userId: number): Promise<ResellerAccount | undefined> {
    const row = await ResellerModel.query(this.#knex).findOne({ user_id: userId });
    return (
      row && {
        userId: row.user_id,
        companyName: row.company_name,
        contactEmail: row.contact_email,
        creditLimit: row.credit_limit,
        creditUsed: row.credit_used,
        active: row.active,
      }
    );
  }
}
