import type { Knex } from 'knex';
import { SEED_ADDRESSES, SEED_CONTACT, SEED_LANGUAGES, SEED_MENU_NAMES } from './reference-data.ts';

/**
 * Inserts what the site cannot run without (languages, contact settings, the menu roots),
 * leaving anything staff already changed untouched; safe to run on every start.
 */
export async function seedReferenceData(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('languages').insert(SEED_LANGUAGES).onConflict('code').ignore();
    await trx('settings')
      .insert({ key: 'contact', value: JSON.stringify(SEED_CONTACT) })
      .onConflict('key')
      .ignore();
    // Sites seeded before addresses were written per language get them, once; staff's own stay.
    await trx('settings')
      .where({ key: 'contact' })
      .whereRaw(`not jsonb_exists(value, 'addresses')`)
      .update({
        value: trx.raw(`value || jsonb_build_object('addresses', ?::jsonb)`, [
          JSON.stringify(SEED_ADDRESSES),
        ]),
      });
    for (const { code } of SEED_LANGUAGES) {
      for (const [position, name] of SEED_MENU_NAMES.entries()) {
        const exists = await trx('menus').where({ name, language_code: code }).whereNull('parent_id').first();
        if (!exists) await trx('menus').insert({ name, language_code: code, position, active: true });
      }
    }
  });
}
