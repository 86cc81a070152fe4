import type { Knex } from 'knex';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type {
  CustomerDetails,
  CustomerRecord,
  UserRecord,
  UserRepository,
} from '#application/ports/user-repository.ts';
import { insertOutboxMessages } from './outbox-rows.ts';

type Row = Record<string, unknown>;

const toUser = (row: Row): UserRecord => ({
  id: row.id as number,
  email: row.email as string,
  passwordHash: row.password_hash as string,
  name: (row.name as string | null) ?? null,
  active: row.active as boolean,
  scope: row.scope,
  customerId: (row.customer_id as number | null) ?? null,
  locale: row.locale as string,
  tokenVersion: row.token_version as number,
  activatedAt: (row.activated_at as Date | null) ?? null,
  createdAt: row.created_at as Date,
});

const CUSTOMER_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  zipCode: 'zip_code',
  city: 'city',
  country: 'country',
} as const;

const toCustomer = (row: Row): CustomerRecord =>
  ({
    id: row.id as number,
    ...Object.fromEntries(
      Object.entries(CUSTOMER_COLUMNS).map(([field, column]) => [field, row[column] ?? null]),
    ),
  }) as CustomerRecord;

export class PostgresUserRepository implements UserRepository {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  async findByEmail(email: string) {
    const row = await this.#knex('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).first();
    return row ? toUser(row) : undefined;
  }

  async findById(id: number) {
    const row = await this.#knex('users').where({ id }).first();
    return row ? toUser(row) : undefined;
  }

  async findCustomer(id: number) {
    const row = await this.#knex('customers').where({ id }).first();
    return row ? toCustomer(row) : undefined;
  }

  async create(
    user: {
      email: string;
      passwordHash: string;
      name: string | null;
      locale: string;
      scope: unknown;
      active: boolean;
    },
    outbox: (user: UserRecord) => Promise<OutboxMessage[]>,
  ) {
    return this.#knex.transaction(async (trx) => {
      const [row] = await trx('users')
        .insert({
          email: user.email,
          password_hash: user.passwordHash,
          name: user.name,
          locale: user.locale,
          scope: JSON.stringify(user.scope),
          active: user.active,
        })
        .onConflict()
        .ignore()
        .returning('*');
      if (!row) return undefined;
      const created = toUser(row);
      await insertOutboxMessages(trx, await outbox(created));
      return created;
    });
  }

  async activate(id: number, at: Date) {
    await this.#knex('users').where({ id }).update({ active: true, activated_at: at, updated_at: at });
  }

  async changePassword(id: number, passwordHash: string) {
    await this.#knex('users')
      .where({ id })
      .update({
        password_hash: passwordHash,
        token_version: this.#knex.raw('token_version + 1'),
        updated_at: this.#knex.fn.now(),
      });
  }

  async updateProfile(
    id: number,
    changes: { name?: string | null; locale?: string; customer?: CustomerDetails },
  ) {
    await this.#knex.transaction(async (trx) => {
      const user = await trx('users').where({ id }).forUpdate().first();
      if (!user) return;
      const values: Row = { updated_at: trx.fn.now() };
      if (changes.name !== undefined) values.name = changes.name;
      if (changes.locale !== undefined) values.locale = changes.locale;
      if (changes.customer && Object.keys(changes.customer).length > 0) {
        const columns = Object.fromEntries(
          Object.entries(changes.customer).map(([field, value]) => [
            CUSTOMER_COLUMNS[field as keyof CustomerDetails],
            value,
          ]),
        );
        if (user.customer_id) {
          await trx('customers')
            .where({ id: user.customer_id })
            .update({ ...columns, updated_at: trx.fn.now() });
        } else {
          const [customer] = await trx('customers').insert(columns).returning('id');
          values.customer_id = customer.id;
        }
      }
      await trx('users').where({ id }).update(values);
    });
  }
}
