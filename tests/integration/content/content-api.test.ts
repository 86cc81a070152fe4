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

describe('content API: CRUD', () => {
  it('creates, reads, lists, updates and deletes a destination', async () => {
    const created = await api()
      .post('/api/destinations')
      .set('Authorization', admin)
      .send({ slug: 'santorini', name: 'Σαντορίνη', description: 'Νησί', active: true, position: 1 })
      .expect(201);
    expect(created.body).toMatchObject({ slug: 'santorini', name: 'Σαντορίνη', active: true });
    const id = created.body.id;
    await api().get(`/api/destinations/${id}`).expect(200);
    const updated = await api()
      .patch(`/api/destinations/${id}`)
      .set('Authorization', admin)
      .send({ translations: { en: { name: 'Santorini' } }, name: 'Θήρα' })
      .expect(200);
    expect(updated.body.name).toBe('Θήρα');
    const english = await api().get(`/api/destinations/${id}`).query({ lang: 'en' }).expect(200);
    expect(english.body.name).toBe('Santorini');
    const french = await api().get(`/api/destinations/${id}`).query({ lang: 'fr' }).expect(200);
    expect(french.body.name).toBe('Θήρα');
    const list = await api().get('/api/destinations').expect(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, take: 20, pages: 1 });
    await api().delete(`/api/destinations/${id}`).set('Authorization', admin).expect(204);
    await api().get(`/api/destinations/${id}`).expect(404);
  });

  it('hides unpublished rows from anonymous readers but not from permitted ones', async () => {
    const draft = await api()
      .post('/api/offers')
      .set('Authorization', admin)
      .send({ slug: 'draft-offer', title: 'Draft', active: false, position: 0 })
      .expect(201);
    await api().get(`/api/offers/${draft.body.id}`).expect(404);
    await api().get(`/api/offers/${draft.body.id}`).set('Authorization', admin).expect(200);
    const anonymous = await api().get('/api/offers').expect(200);
    expect(anonymous.body.data.map((row: { slug: string }) => row.slug)).not.toContain('draft-offer');
  });

  it('keeps private entities private', async () => {
    await api().get('/api/users').expect(401);
    await api().get('/api/coupons').expect(401);
    const member = await h.userWithScope([]);
    await api().get('/api/customers').set('Authorization', member).expect(403);
    const users = await api().get('/api/users').set('Authorization', admin).expect(200);
    expect(JSON.stringify(users.body)).not.toContain('password');
    expect(JSON.stringify(users.body)).not.toContain('argon2');
  });

  it('grants exactly the permission in the scope, as a list or as a map', async () => {
    const editor = await h.userWithScope(['companies:write']);
    await api()
      .post('/api/companies')
      .set('Authorization', editor)
      .send({ code: 'BLS', slug: 'blue-star', name: 'Blue Star' })
      .expect(201);
    await api().post('/api/offers').set('Authorization', editor).send({ slug: 'x', title: 'X' }).expect(403);
    const mapped = await h.userWithScope({ 'coupons:read': true, 'coupons:write': false });
    await api().get('/api/coupons').set('Authorization', mapped).expect(200);
    await api().post('/api/coupons').set('Authorization', mapped).send({ name: 'SUMMER' }).expect(403);
  });

  it('refuses a non-admin changing a user scope, even with users:write', async () => {
    const manager = await h.userWithScope(['users:write', 'users:read']);
    const list = await api().get('/api/users').set('Authorization', manager).expect(200);
    const someone = list.body.data[0].id;
    const refused = await api()
      .patch(`/api/users/${someone}`)
      .set('Authorization', manager)
      .send({ scope: ['admin'] })
      .expect(403);
    expect(refused.body.error).toMatchObject({ code: 'permissionNeeded', fields: [{ path: 'scope' }] });
    expect(refused.body.error.message).toContain('admin');
  });

  it('answers conflicts and bad references with 409 and 400, not 500', async () => {
    await api()
      .post('/api/tags')
      .set('Authorization', admin)
      .send({ name: 'Islands', slug: 'islands' })
      .expect(201);
    const duplicate = await api()
      .post('/api/tags')
      .set('Authorization', admin)
      .send({ name: 'Islands', slug: 'islands' })
      .expect(409);
    expect(duplicate.body.error.code).toBe('conflict');
    const orphan = await api()
      .post('/api/sections')
      .set('Authorization', admin)
      .send({ pageId: 999999, component: 'Hero', value: [] })
      .expect(400);
    expect(orphan.body.error.fields).toMatchObject([{ path: 'pageId', key: 'unknownReference' }]);
  });
});

describe('content API: query parameters', () => {
  beforeAll(async () => {
    for (const [position, name] of ['Naxos', 'Paros', 'Milos', 'Ios', 'Hydra'].entries()) {
      await api()
        .post('/api/destinations')
        .set('Authorization', admin)
        .send({
          slug: name.toLowerCase(),
          name,
          active: position !== 4,
          position,
          translations: { de: { name: `${name} (DE)` } },
        })
        .expect(201);
    }
  });

  it('selects fields, pages and sorts', async () => {
    const page = await api()
      .get('/api/destinations')
      .query({ select: '["id","name"]', take: '2', page: '2', orderBy: '{"name":"asc"}' })
      .expect(200);
    expect(page.body.total).toBe(4);
    expect(page.body.pages).toBe(2);
    expect(page.body.data).toEqual([
      { id: expect.any(Number), name: 'Naxos' },
      { id: expect.any(Number), name: 'Paros' },
    ]);
  });

  it('filters with operators, AND/OR and lang', async () => {
    const where = (value: unknown) =>
      api()
        .get('/api/destinations')
        .query({ where: JSON.stringify(value), select: 'name' });
    expect((await where({ position: { gte: 1, lt: 3 } })).body.data).toEqual([
      { name: 'Paros' },
      { name: 'Milos' },
    ]);
    expect((await where({ name: { in: ['Ios', 'Naxos'] } })).body.total).toBe(2);
    expect((await where({ name: { contains: 'AX' } })).body.data).toEqual([{ name: 'Naxos' }]);
    expect((await where({ name: { contains: '%' } })).body.total).toBe(0);
    expect((await where({ OR: [{ slug: 'ios' }, { slug: 'milos' }] })).body.total).toBe(2);
    expect((await where({ description: null })).body.total).toBe(4);
    const german = await api()
      .get('/api/destinations')
      .query({ lang: 'de', where: JSON.stringify({ name: { startsWith: 'Paros (' } }), select: 'name' })
      .expect(200);
    expect(german.body.data).toEqual([{ name: 'Paros (DE)' }]);
  });

  it('includes relations and translations', async () => {
    const logo = await api()
      .post('/api/companies')
      .set('Authorization', admin)
      .send({ code: 'SEA', slug: 'seajets', name: 'Seajets' })
      .expect(201);
    const tag = await api()
      .post('/api/tags')
      .set('Authorization', admin)
      .send({ name: 'Ferries', slug: 'ferries' })
      .expect(201);
    const post = await api()
      .post('/api/posts')
      .set('Authorization', admin)
      .send({
        slug: 'hello',
        title: 'Γεια',
        active: true,
        tags: [tag.body.id],
        translations: { en: { title: 'Hello' } },
      })
      .expect(201);
    const read = await api()
      .get(`/api/posts/${post.body.id}`)
      .query({ include: '["tags","translations"]' })
      .expect(200);
    expect(read.body.tags).toEqual([expect.objectContaining({ slug: 'ferries' })]);
    expect(read.body.translations).toEqual({
      en: { slug: null, title: 'Hello', metaDescription: null, summary: null, content: null },
    });
    expect(logo.body.logoId).toBeNull();
  });

  it('refuses names that are not in the allowlist with a 400 that says what is wrong', async () => {
    const cases: [Record<string, string>, { path: string; key: string }][] = [
      [{ select: '["password_hash"]' }, { path: 'select.password_hash', key: 'unknownName' }],
      [
        { where: '{"name; drop table users":1}' },
        { path: 'where.name; drop table users', key: 'unknownField' },
      ],
      [{ where: '{"name":{"regex":"."}}' }, { path: 'where.name.regex', key: 'unknownName' }],
      [{ where: '{"position":"one"}' }, { path: 'where.position.eq', key: 'invalidNumber' }],
      [{ where: 'not json' }, { path: 'where', key: 'invalidJson' }],
      [{ orderBy: '{"name":"sideways"}' }, { path: 'orderBy.name', key: 'unknownName' }],
      [{ include: '["users"]' }, { path: 'include.users', key: 'unknownName' }],
      [{ take: '1000' }, { path: 'take', key: 'numberOutOfRange' }],
      [{ lang: 'xx' }, { path: 'lang', key: 'invalidLanguage' }],
      [{ sneaky: '1' }, { path: 'sneaky', key: 'unknownField' }],
    ];
    for (const [query, field] of cases) {
      const response = await api().get('/api/destinations').query(query).expect(400);
      expect(response.body.error.fields, JSON.stringify(query)).toMatchObject([field]);
    }
    const worded = await api().get('/api/destinations').query({ take: '1000', lang: 'en' }).expect(400);
    expect(worded.body.error.fields[0].message).toBe('Must be a whole number from 1 to 100.');
  });

  it('does not let an include reveal a private entity', async () => {
    await api().get('/api/users/1').query({ include: 'customer' }).expect(401);
    const response = await api().get('/api/resources').expect(401);
    expect(response.body.error.code).toBe('unauthorized');
  });
});
