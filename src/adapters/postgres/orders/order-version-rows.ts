import type { Knex } from 'knex';
import type { Order } from '#domain/orders/order.ts';
import { isNewVersion, type OrderVersion, versionContents } from '#domain/orders/order-versions.ts';

interface VersionRow {
  number: number;
  cause_code: string;
  contents: Pick<OrderVersion, 'status' | 'legs'> | string;
  at: Date | string;
}

async function insertVersion(
  trx: Knex.Transaction,
  order: Order,
  number: number,
  cause: string,
  at: Date | string,
): Promise<void> {
  await trx('order_versions').insert({
    order_id: order.id,
    number,
    cause_code: cause,
    contents: JSON.stringify(versionContents(order)),
    at,
  });
}

/** The first version of an order just placed, in the transaction that places it. */
export function insertFirstVersion(trx: Knex.Transaction, order: Order, cause: string): Promise<void> {
  return insertVersion(trx, order, 1, cause, order.createdAt);
}

/**
 * The version a move makes, when it changed what a version records, in the move's transaction (the order's
 * row is locked by then, so numbers follow one another). An order placed before versions were kept first
 * gets the version it stood at.
 */
export async function insertVersionOfMove(
  trx: Knex.Transaction,
  move: { before: Order; after: Order; cause: string; at: Date },
): Promise<void> {
  if (!isNewVersion(move.before, move.after)) return;
  const [row] = (await trx('order_versions')
    .where({ order_id: move.after.id })
    .max({ latest: 'number' })) as Array<{ latest: number | null }>;
  let latest = row?.latest ?? 0;
  if (latest === 0) {
    latest = 1;
    await insertVersion(trx, move.before, latest, 'recorded', move.before.updatedAt);
  }
  await insertVersion(trx, move.after, latest + 1, move.cause, move.at);
}

export async function orderVersions(knex: Knex, orderId: string): Promise<OrderVersion[]> {
  const rows = (await knex('order_versions').where({ order_id: orderId }).orderBy('number')) as VersionRow[];
  return rows.map((row) => {
    const contents = typeof row.contents === 'string' ? JSON.parse(row.contents) : row.contents;
    return {
      number: row.number,
      cause: row.cause_code,
      at: new Date(row.at).toISOString(),
      ...(contents as Pick<OrderVersion, 'status' | 'legs'>),
    };
  });
}
