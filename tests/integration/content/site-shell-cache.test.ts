import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ApiHarness, startApiHarness } from './api-harness.ts';

let h: ApiHarness;
let admin: string;

beforeAll(async () => {
  // The root loader's shell is cached as long as content reads are: a write must show at once anyway.
  h = await startApiHarness({ CONTENT_CACHE_TTL_MS: '600000' });
  admin = await h.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await h.close();
});

const api = () => request(h.app);
const shell = () => h.composition.services.loadSiteShell.execute({ locale: 'en' });

describe('the cached site shell (header and footer of every page)', () => {
  it('shows a contact setting change and a new menu entry written through the content API at once', async () => {
    const before = await shell();
    const contact = { ...before.contact, companyName: 'Kyma Ferries (renamed)' };
    await api()
      .patch('/api/settings/contact')
      .set('Authorization', admin)
      .send({ value: contact })
      .expect(200);
    expect((await shell()).contact).toMatchObject({ companyName: 'Kyma Ferries (renamed)' });

    const mainMenu = await h.knex('menus').where({ name: 'Main Menu', language_code: 'en' }).first();
    await api()
      .post('/api/menus')
      .set('Authorization', admin)
      .send({
        name: 'Island hopping',
        languageCode: 'en',
        link: '/en/offers',
        parentId: mainMenu.id,
        active: true,
      })
      .expect(201);
    expect((await shell()).menus['Main Menu'].map((entry) => entry.name)).toContain('Island hopping');
  });

  it("shows a change made behind the API once that entity's cache is cleared", async () => {
    await shell();
    await h.knex('languages').where({ code: 'sq' }).update({ active: false });
    expect((await shell()).languages.map((language) => language.code)).toContain('sq');
    await api().delete('/api/languages/clear-cache').set('Authorization', admin).expect(204);
    expect((await shell()).languages.map((language) => language.code)).not.toContain('sq');
  });
});
