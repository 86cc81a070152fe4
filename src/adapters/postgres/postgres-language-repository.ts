import type { Knex } from 'knex';
import type { Language, LanguageRepository } from '#application/ports/language-repository.ts';
import { isLocaleCode } from '#domain/i18n/locales.ts';
import { LanguageModel } from './models/language-model.ts';

export class PostgresLanguageRepository implements LanguageRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async listActive(): Promise<Language[]> {
    const rows = await LanguageModel.query(this.#knex).where('active', true).orderBy('position');
    // A language the interface has no messages for cannot be offered, whatever the table says.
    return rows.flatMap((row) =>
      isLocaleCode(row.code)
        ? [
            {
              code: row.code,
              name: row.name,
              isDefault: row.is_default,
              active: row.active,
              position: row.position,
            },
          ]
        : [],
    );
  }
}
