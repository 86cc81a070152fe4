import type { Knex } from 'knex';

/** How many rows a query matches (PostgreSQL answers a bigint, which the driver gives as a string). */
export async function countRows(query: Knex.QueryBuilder): Promise<number> {
  const [row] = (await query.count({ count: '*' })) as Array<{ count: string | number }>;
  return Number(row?.count ?? 0);
}
