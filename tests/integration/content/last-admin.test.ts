import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ApiHarness, startApiHarness } from './api-harness.ts';

let h: ApiHarness;
let admin: string;
let adminId: number;

beforeAll(async () => {
  h = await startApiHarness();
  admin = await h.login(ADMIN.email, ADMIN.password);
  const me = await request(h.app)
    .get('/api/users')
    .query({ where: JSON.stringify({ email: ADMIN.email }) })
    .set('Authorization', admin)
    .expect(200);
  adminId = me.body.data[0].id;
});
afterAll(async () => {
  await h.close();
});

const api = () => request(h.app);
const adminRow = () => h.knex('users').where('id', adminId).first();

describe('the last active administrator', () => {
  it('cannot delete their own account, deactivate it or drop admin from its scope: 409 in the caller language', async () => {
    const deleted = await api()
      .delete(`/api/users/${adminId}`)
      .set('Authorization', admin)
      .set('Accept-Language', 'de-DE,de;q=0.9')
      .expect(409);
    expect(deleted.body.error).toMatchObject({ code: 'lastAdmin', key: 'lastAdmin' });
    expect(deleted.body.error.message).toContain('Administrator');
    const deactivated = await api()
      .patch(`/api/users/${adminId}`)
      .query({ lang: 'en' })
      .set('Authorization', admin)
      .send({ active: false })
      .expect(409);
    expect(deactivated.body.error.message).toMatch(/last active administrator/);
    const demoted = await api()
      .patch(`/api/users/${adminId}`)
      .set('Authorization', admin)
      .send({ scope: ['users:read', 'users:write'] })
      .expect(409);
    // No language asked for: the site's default, Greek.
    expect(demoted.body.error.message).toMatch(/διαχειριστής/);
    await api()
      .patch(`/api/users/${adminId}`)
      .set('Authorization', admin)
      .send({ scope: { admin: false } })
      .expect(409);
    expect(await adminRow()).toMatchObject({ active: true, scope: ['admin'] });
  });

  it('may still change their own name, and changes that keep the admin pass', async () => {
    await api()
      .patch(`/api/users/${adminId}`)
      .set('Authorization', admin)
      .send({ name: 'Chief', scope: ['admin', 'users:read'] })
      .expect(200);
    expect(await adminRow()).toMatchObject({ name: 'Chief', scope: ['admin', 'users:read'] });
  });

  it('is not removable by a user manager either', async () => {
    const manager = await h.userWithScope(['users:read', 'users:write']);
    await api().delete(`/api/users/${adminId}`).set('Authorization', manager).expect(409);
    await api()
      .patch(`/api/users/${adminId}`)
      .set('Authorization', manager)
      .send({ active: false })
      .expect(409);
    expect(await adminRow()).toMatchObject({ active: true });
  });

  it('can leave once another active administrator exists, and that one is then the last', async () => {
    const second = await h.userWithScope({ admin: true }, 'second-admin@kyma.test');
    const secondId = (await h.knex('users').where('email', 'second-admin@kyma.test').first()).id;
    await api().patch(`/api/users/${adminId}`).set('Authorization', admin).send({ scope: [] }).expect(200);
    await api().delete(`/api/users/${secondId}`).set('Authorization', second).expect(409);
    // An inactive admin does not count.
    await api()
      .patch(`/api/users/${adminId}`)
      .set('Authorization', second)
      .send({ scope: ['admin'] })
      .expect(200);
    await api()
      .patch(`/api/users/${adminId}`)
      .set('Authorization', second)
      .send({ active: false })
      .expect(200);
    await api().delete(`/api/users/${secondId}`).set('Authorization', second).expect(409);
  });
});
