import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ApiHarness, startApiHarness } from '../content/api-harness.ts';

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

describe('content API: the content site fields', () => {
  it('lets staff write per-language slugs, summaries, FAQs and ports, and reads them per language', async () => {
    const faq = [{ question: 'Πόσο διαρκεί;', answer: 'Περίπου 5 ώρες.' }];
    const created = await api()
      .post('/api/destinations')
      .set('Authorization', admin)
      .send({
        slug: 'kythira',
        name: 'Κύθηρα',
        title: 'Κύθηρα: πλοία και οδηγός',
        summary: 'Νησί ανάμεσα σε Πελοπόννησο και Κρήτη.',
        metaDescription: 'Πλοία για Κύθηρα.',
        faq,
        portCodes: ['KIT'],
        active: true,
        position: 0,
        translations: {
          en: {
            slug: 'kythira-island',
            name: 'Kythira',
            faq: [{ question: 'How long?', answer: 'About 5 hours.' }],
          },
        },
      })
      .expect(201);
    expect(created.body).toMatchObject({ slug: 'kythira', faq, portCodes: ['KIT'] });
    const english = await api().get(`/api/destinations/${created.body.id}`).query({ lang: 'en' }).expect(200);
    expect(english.body).toMatchObject({
      slug: 'kythira-island',
      name: 'Kythira',
      summary: 'Νησί ανάμεσα σε Πελοπόννησο και Κρήτη.',
      faq: [{ question: 'How long?', answer: 'About 5 hours.' }],
    });
    const found = await api()
      .get('/api/destinations')
      .query({ lang: 'en', where: JSON.stringify({ slug: 'kythira-island' }) })
      .expect(200);
    expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([created.body.id]);
  });

  it('refuses a slug another item of the collection has in that language, and malformed FAQs and ports', async () => {
    const other = await api()
      .post('/api/destinations')
      .set('Authorization', admin)
      .send({ slug: 'antikythira', name: 'Αντικύθηρα', active: true, position: 1 })
      .expect(201);
    await api()
      .patch(`/api/destinations/${other.body.id}`)
      .set('Authorization', admin)
      .send({ translations: { en: { slug: 'kythira-island' } } })
      .expect(409);
    await api()
      .patch(`/api/destinations/${other.body.id}`)
      .set('Authorization', admin)
      .send({ translations: { de: { slug: 'kythira-island' } } })
      .expect(200);
    await api()
      .patch(`/api/destinations/${other.body.id}`)
      .set('Authorization', admin)
      .send({ faq: [{ question: 'only a question' }] })
      .expect(400);
    await api()
      .patch(`/api/destinations/${other.body.id}`)
      .set('Authorization', admin)
      .send({ portCodes: ['not a code'] })
      .expect(400);
    await api()
      .patch(`/api/destinations/${other.body.id}`)
      .set('Authorization', admin)
      .send({ translations: { en: { slug: 'Not A Slug' } } })
      .expect(400);
  });

  it('groups the language versions of a page by translation key', async () => {
    for (const [languageCode, slug] of [
      ['el', 'oroi-and-proypo8eseis'],
      ['en', 'terms-and-conditions'],
    ]) {
      await api()
        .post('/api/pages')
        .set('Authorization', admin)
        .send({ slug, languageCode, translationKey: 'terms', title: slug, active: true })
        .expect(201);
    }
    const versions = await api()
      .get('/api/pages')
      .query({ where: JSON.stringify({ translationKey: 'terms' }) })
      .expect(200);
    expect(versions.body.data.map((page: { slug: string }) => page.slug).sort()).toEqual([
      'oroi-and-proypo8eseis',
      'terms-and-conditions',
    ]);
  });
});
