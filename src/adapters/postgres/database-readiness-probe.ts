import type { ReadinessProbe } from '#application/ports/readiness-probe.ts';
import type { Knex } from 'knex';

export function databaseReadinessProbe(knex: Knex): ReadinessProbe {
  return {
    name: 'database',
    async check() {
      await knex.raw('select 1');
    },
  };
}
