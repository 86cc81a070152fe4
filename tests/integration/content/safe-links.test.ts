import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ApiHarness, startApiHarness } from './api-harness.ts';

let h: ApiHarness;
let admin: string;

beforeAll(async () => {
  h = await startApiHarness();
  admin = await h.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await h.close();
});

const api = () => request(h.app);
const contact = async () => (await h.knex('settings').where('key', 'contact').first()).value;

const HOSTILE = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
];

describe('links written through the content API', () => {
  it('refuses hostile links in the contact setting with a localized 400 naming the field', async () => {
    const before = await contact();
    for (const href of HOSTILE) {
      for (const [field, value] of [
        ['value.mapsUrl', { ...before, mapsUrl: href }],
        ['value.messaging[0].url', { ...before, messaging: [{ name: 'WhatsApp', url: href }] }],
        [
          'value.social[1].url',
          {
            ...before,
            social: [
              { name: 'A', url: 'https://a.example' },
              { name: 'B', url: href },
            ],
          },
        ],
      ] as const) {
        const refused = await api()
          .patch('/api/settings/contact')
          .query({ lang: 'fr' })
          .set('Authorization', admin)
          .send({ value })
          .expect(400);
        expect(refused.body.error, `${field} = ${href}`).toMatchObject({
          code: 'unsafeLink',
          key: 'unsafeLink',
        });
        expect(refused.body.error.fields[0]).toMatchObject({ path: field, key: 'unsafeLink' });
        expect(refused.body.error.message).toContain(field);
        expect(refused.body.error.message).toMatch(/n’est pas autorisé/);
      }
    }
    expect(await contact()).toEqual(before);
  });

  it('keeps web, mail, phone and messaging links and same-site paths in the contact setting', async () => {
    const before = await contact();
    const value = {
      ...before,
      mapsUrl: 'https://maps.example/?q=Piraeus',
      messaging: [{ name: 'Viber', url: 'viber://chat?number=%2B306944182000' }],
      social: [{ name: 'Blog', url: '/en/blog' }],
    };
    await api().patch('/api/settings/contact').set('Authorization', admin).send({ value }).expect(200);
    expect(await contact()).toEqual(value);
  });

  it('refuses them in a new setting, a menu link and a section value, and accepts safe ones', async () => {
    await api()
      .post('/api/settings')
      .set('Authorization', admin)
      .send({ key: 'promo', value: { bannerLink: 'javascript:alert(1)' }, public: true })
      .expect(400);
    const root = await api()
      .post('/api/menus')
      .set('Authorization', admin)
      .send({ name: 'Footer', languageCode: 'en', link: '/\\evil.example', active: true })
      .expect(400);
    expect(root.body.error.message).toMatch(/link/);
    const menu = await api()
      .post('/api/menus')
      .set('Authorization', admin)
      .send({ name: 'Offers', languageCode: 'en', link: '/en/offers', active: true })
      .expect(201);
    await api()
      .patch(`/api/menus/${menu.body.id}`)
      .set('Authorization', admin)
      .send({ link: 'data:text/html,hi' })
      .expect(400);
    const page = await api()
      .post('/api/pages')
      .set('Authorization', admin)
      .send({ slug: 'links', languageCode: 'en', title: 'Links', active: true })
      .expect(201);
    const section = await api()
      .post('/api/sections')
      .set('Authorization', admin)
      .send({ pageId: page.body.id, component: 'banner', value: [{ key: 'url', value: '//evil.example' }] })
      .expect(400);
    expect(section.body.error.fields[0].path).toBe('value[0].value');
    await api()
      .post('/api/sections')
      .set('Authorization', admin)
      .send({ pageId: page.body.id, component: 'banner', value: [{ key: 'url', value: '/en/offers' }] })
      .expect(201);
  });
});
