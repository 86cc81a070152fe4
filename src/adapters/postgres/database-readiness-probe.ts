import type { Knex } from 'knex';
import type { ReadinessProbe } from '#application/ports/readiness-probe.ts';

export function databaseReadinessProbe(knex: Knex): ReadinessProbe {
  return {
    name: 'database',
    async check() {
      await knex.raw('select 1');
    },
  };
}
