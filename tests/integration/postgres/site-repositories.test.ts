import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresLanguageRepository } from '#adapters/postgres/postgres-language-repository.ts';
import { PostgresMenuRepository } from '#adapters/postgres/postgres-menu-repository.ts';
import { PostgresSettingsRepository } from '#adapters/postgres/postgres-settings-repository.ts';
import { SEED_CONTACT } from '#adapters/postgres/seed/reference-data.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { SITE_MENUS } from '#application/ports/menu-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedReferenceData(db.knex);
});
afterAll(() => db.destroy());

async function menuRoot(name: string, language: string): Promise<number> {
  const row = await db.knex('menus').where({ name, language_code: language }).whereNull('parent_id').first();
  return row.id;
}

describe('seeded reference data', () => {
  it('lists the seven active languages in order, Greek the single default', async () => {
    const languages = await new PostgresLanguageRepository(db.knex).listActive();
    expect(languages.map((language) => language.code)).toEqual(['el', 'en', 'de', 'es', 'fr', 'it', 'sq']);
    expect(languages.filter((language) => language.isDefault).map((language) => language.code)).toEqual([
      'el',
    ]);
  });

  it('hides inactive languages', async () => {
    await db.knex('languages').where({ code: 'sq' }).update({ active: false });
    const codes = (await new PostgresLanguageRepository(db.knex).listActive()).map(
      (language) => language.code,
    );
    await db.knex('languages').where({ code: 'sq' }).update({ active: true });
    expect(codes).not.toContain('sq');
  });

  it('keeps the contact details as a setting, and a second seed does not overwrite staff edits', async () => {
    const settings = new PostgresSettingsRepository(db.knex);
    expect(await settings.get('contact')).toEqual(SEED_CONTACT);
    const edited = { ...SEED_CONTACT, phones: ['+30 210 999 9999', '+30 690 999 9999'] };
    await db
      .knex('settings')
      .where({ key: 'contact' })
      .update({ value: JSON.stringify(edited) });
    await seedReferenceData(db.knex);
    expect(await settings.get('contact')).toEqual(edited);
    expect(await settings.get('missing')).toBeUndefined();
  });

  it('gives contact details seeded before per-language addresses those addresses, once', async () => {
    const settings = new PostgresSettingsRepository(db.knex);
    const { addresses: _added, ...older } = SEED_CONTACT;
    await db
      .knex('settings')
      .where({ key: 'contact' })
      .update({ value: JSON.stringify(older) });
    await seedReferenceData(db.knex);
    expect(await settings.get('contact')).toEqual(SEED_CONTACT);
    const own = { ...SEED_CONTACT, addresses: { en: 'Our own words' } };
    await db
      .knex('settings')
      .where({ key: 'contact' })
      .update({ value: JSON.stringify(own) });
    await seedReferenceData(db.knex);
    expect(await settings.get('contact')).toEqual(own);
  });

  it('refuses a second default language', async () => {
    await expect(db.knex('languages').where({ code: 'en' }).update({ is_default: true })).rejects.toThrow(
      /languages_single_default/,
    );
  });
});

describe('menus', () => {
  it('returns the active entries of each menu of a language as ordered trees', async () => {
    const main = await menuRoot('Main Menu', 'en');
    const [destinations] = await db
      .knex('menus')
      .insert({
        parent_id: main,
        name: 'Destinations',
        language_code: 'en',
        link: '/en/destinations',
        position: 2,
      })
      .returning('id');
    await db.knex('menus').insert([
      { parent_id: main, name: 'Offers', language_code: 'en', link: '/en/offers', position: 1 },
      {
        parent_id: main,
        name: 'Hidden',
        language_code: 'en',
        link: '/en/hidden',
        position: 0,
        active: false,
      },
      {
        parent_id: destinations.id,
        name: 'Cyclades',
        language_code: 'en',
        link: '/en/destinations/cyclades',
      },
      {
        parent_id: await menuRoot('Main Menu', 'de'),
        name: 'Angebote',
        language_code: 'de',
        link: '/de/offers',
      },
    ]);

    const menus = await new PostgresMenuRepository(db.knex).activeMenus(SITE_MENUS, 'en');
    expect(menus['Main Menu']).toEqual([
      { id: expect.any(Number), name: 'Offers', url: '/en/offers', children: [] },
      {
        id: destinations.id,
        name: 'Destinations',
        url: '/en/destinations',
        children: [
          { id: expect.any(Number), name: 'Cyclades', url: '/en/destinations/cyclades', children: [] },
        ],
      },
    ]);
    expect(menus['Footer Menu']).toEqual([]);
    expect(menus['Footer Bottom Menu']).toEqual([]);
  });

  it('gives nothing from an inactive menu', async () => {
    const footer = await menuRoot('Footer Menu', 'it');
    await db
      .knex('menus')
      .insert({ parent_id: footer, name: 'Offerte', language_code: 'it', link: '/it/offers' });
    await db.knex('menus').where({ id: footer }).update({ active: false });
    const menus = await new PostgresMenuRepository(db.knex).activeMenus(SITE_MENUS, 'it');
    expect(menus['Footer Menu']).toEqual([]);
  });
});
