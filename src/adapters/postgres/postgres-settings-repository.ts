import type { Knex } from 'knex';
import type { SettingsRepository } from '#application/ports/settings-repository.ts';
import { SettingModel } from './models/setting-model.ts';

export class PostgresSettingsRepository implements SettingsRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async get(key: string): Promise<unknown> {
    const row = await SettingModel.query(this.#knex).findById(key);
    return row?.value;
  }
}
