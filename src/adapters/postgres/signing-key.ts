import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Without JWT_SECRET the processes share a signing key (and the sandbox payment provider and the payment returns' seals their own) generated once and kept in the database, so the
 * embedded default and several replicas agree without configuration and no key is ever a known default.
 */
export async function loadOrCreateSigningKey(
  knex: Knex,
  id: 'jwt' | 'sandbox-payments' | 'payment-returns' = 'jwt',
): Promise<string> {
  await knex('signing_keys')
    .insert({ id, secret: randomBytes(48).toString('base64url') })
    .onConflict('id')
    .ignore();
  const row = await knex('signing_keys').where({ id }).first('secret');
  return row.secret as string;
}
