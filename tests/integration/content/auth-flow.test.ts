import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, startApiHarness } from './api-harness.ts';

let h: ApiHarness;
const api = () => request(h.app);
const REFRESH = 'kyma.auth._refresh_token.local';

beforeAll(async () => {
  h = await startApiHarness();
  await h.composition.startBackgroundWork({ consumeJobs: true });
});
afterAll(async () => {
  await h.close();
});

function refreshCookie(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith(`${REFRESH}=`));
  if (!cookie) throw new Error('no refresh cookie');
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  return cookie.split(';')[0]!;
}

async function mailTo(address: string, template: string): Promise<string> {
  const mailDir = path.join(h.dataDir, 'mail');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = await readdir(mailDir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const text = await readFile(path.join(mailDir, file), 'utf8');
      if (text.includes(`To: ${address}`) && text.includes(template)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${template} e-mail to ${address}`);
}

/** The text part as a reader sees it (quoted-printable soft breaks and `=3D` undone). */
const readable = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const tokenIn = (mail: string) => /token=([\w.-]+)/.exec(readable(mail))![1]!;

async function signingSecret(): Promise<Uint8Array> {
  const row = await h.knex('signing_keys').where({ id: 'jwt' }).first();
  return new TextEncoder().encode(row.secret);
}

describe('accounts end to end', () => {
  // Rate-limit counters live in the shared Redis; a fresh address per run keeps runs independent.
  const email = `traveller-${Date.now()}@kyma.test`;
  const password = 'a-long-secret-1';

  it('registers, e-mails a localized activation link, activates, signs in, refreshes and logs out', async () => {
    await api()
      .post('/api/auth/register')
      .query({ lang: 'de' })
      .send({ email, password, name: 'Anna' })
      .expect(202);
    const denied = await api().post('/api/auth/login').send({ email, password }).expect(403);
    expect(denied.body.error.code).toBe('accountNotActivated');

    const mail = await mailTo(email, 'Aktivieren Sie Ihr Kyma-Konto');
    expect(readable(mail)).toContain('http://localhost:3000/de/activate-account?token=');
    await api()
      .patch('/api/auth/activate-account')
      .set('Authorization', `Bearer ${tokenIn(mail)}`)
      .expect(200);

    const login = await api()
      .post('/api/auth/login')
      .send({ email: email.toUpperCase(), password })
      .expect(200);
    expect(login.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const first = refreshCookie(login);
    const me = await api()
      .get('/api/auth/user')
      .query({ include: 'customer' })
      .set('Authorization', `Bearer ${login.body.access_token}`)
      .expect(200);
    expect(me.body).toMatchObject({ email, name: 'Anna', active: true, scope: [], customer: null });
    expect(JSON.stringify(me.body)).not.toContain('password');

    const refreshed = await api().post('/api/auth/refresh').set('Cookie', first).expect(200);
    const second = refreshCookie(refreshed);
    expect(second).not.toBe(first);
    await api()
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${refreshed.body.access_token}`)
      .expect(200);

    await api().post('/api/auth/logout').set('Cookie', second).expect(204);
    await api().post('/api/auth/refresh').set('Cookie', second).expect(401);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const login = await api().post('/api/auth/login').send({ email, password }).expect(200);
    const stolen = refreshCookie(login);
    const rotated = refreshCookie(await api().post('/api/auth/refresh').set('Cookie', stolen).expect(200));
    await api().post('/api/auth/refresh').set('Cookie', stolen).expect(401);
    // The thief replayed the old token: the legitimate, newer one dies with it.
    await api().post('/api/auth/refresh').set('Cookie', rotated).expect(401);
  });

  it('refuses refresh and logout sent from another site', async () => {
    const login = await api().post('/api/auth/login').send({ email, password }).expect(200);
    await api()
      .post('/api/auth/refresh')
      .set('Cookie', refreshCookie(login))
      .set('Origin', 'https://evil.example')
      .expect(403);
  });

  it('rejects forged, expired, alg:none and wrong-purpose tokens', async () => {
    const user = await h.knex('users').where({ email }).first();
    const claims = { ver: user.token_version };
    const base = () =>
      new SignJWT(claims).setSubject(String(user.id)).setIssuer('kyma').setAudience('access').setIssuedAt();
    const forged = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const expired = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(await signingSecret());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(user.id), iss: 'kyma', aud: 'access', ver: claims.ver, exp: 9_999_999_999, iat: 1 })}.`;
    const hs512 = await base()
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('5m')
      .sign(await signingSecret());
    const activation = await base()
      .setAudience('activation')
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(await signingSecret());
    for (const token of [forged, expired, none, hs512, activation, 'garbage']) {
      const response = await api().get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    const genuine = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(await signingSecret());
    await api().get('/api/auth/user').set('Authorization', `Bearer ${genuine}`).expect(200);
  });

  it('resets a forgotten password with a single-use link and signs every session out', async () => {
    const login = await api().post('/api/auth/login').send({ email, password }).expect(200);
    await api().put('/api/auth/request-password-reset').send({ email, locale: 'it' }).expect(202);
    await api()
      .put('/api/auth/request-password-reset')
      .send({ email: `nobody-${Date.now()}@kyma.test` })
      .expect(202);
    const token = tokenIn(await mailTo(email, 'Reimposta la tua password Kyma'));
    await api()
      .patch('/api/auth/change-password')
      .set('Authorization', `Bearer ${token}`)
      .send({ password: 'short' })
      .expect(400);
    await api()
      .patch('/api/auth/change-password')
      .set('Authorization', `Bearer ${token}`)
      .send({ password: 'the-new-secret-2' })
      .expect(200);
    await api()
      .patch('/api/auth/change-password')
      .set('Authorization', `Bearer ${token}`)
      .send({ password: 'the-new-secret-3' })
      .expect(401);
    await api().get('/api/auth/user').set('Authorization', `Bearer ${login.body.access_token}`).expect(401);
    await api().post('/api/auth/refresh').set('Cookie', refreshCookie(login)).expect(401);
    await api().post('/api/auth/login').send({ email, password }).expect(401);
    await api().post('/api/auth/login').send({ email, password: 'the-new-secret-2' }).expect(200);
  });

  it('changes the password of a signed-in user only with the current one', async () => {
    const login = await api()
      .post('/api/auth/login')
      .send({ email, password: 'the-new-secret-2' })
      .expect(200);
    const bearer = `Bearer ${login.body.access_token}`;
    await api()
      .patch('/api/auth/change-password')
      .set('Authorization', bearer)
      .send({ password: 'another-secret-4' })
      .expect(400);
    await api()
      .patch('/api/auth/change-password')
      .set('Authorization', bearer)
      .send({ password: 'another-secret-4', currentPassword: 'wrong-one-here' })
      .expect(401);
    await api()
      .patch('/api/auth/change-password')
      .set('Authorization', bearer)
      .send({ password: 'another-secret-4', currentPassword: 'the-new-secret-2' })
      .expect(200);
  });

  it('lets a user change only their own record through users/me', async () => {
    const login = await api()
      .post('/api/auth/login')
      .send({ email, password: 'another-secret-4' })
      .expect(200);
    const bearer = `Bearer ${login.body.access_token}`;
    const updated = await api()
      .patch('/api/users/me')
      .set('Authorization', bearer)
      .send({ name: 'Anna K.', customer: { firstName: 'Anna', city: 'Athens', country: 'GR' } })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Anna K.', customer: { firstName: 'Anna', city: 'Athens' } });
    await api()
      .patch('/api/users/me')
      .set('Authorization', bearer)
      .send({ scope: ['admin'] })
      .expect(400);
    const tooLong = await api()
      .patch('/api/users/me')
      .set('Authorization', bearer)
      .send({ name: 'x'.repeat(201), customer: { city: 7 } })
      .expect(400);
    expect(tooLong.body.error).toMatchObject({
      code: 'invalidForm',
      fields: [
        { path: 'name', key: 'tooLong' },
        { path: 'customer.city', key: 'invalidRequest' },
      ],
    });
    await api()
      .patch(`/api/users/${updated.body.id}`)
      .set('Authorization', bearer)
      .send({ name: 'x' })
      .expect(403);
    await api().patch('/api/users/me').send({ name: 'x' }).expect(401);
  });

  it('slows down password guessing per account', async () => {
    const target = 'guess@kyma.test';
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = (await api().post('/api/auth/login').send({ email: target, password: 'wrong-password' })).status;
    }
    expect(last).toBe(429);
  });

  it('answers registration the same whether or not the address is taken', async () => {
    const again = await api()
      .post('/api/auth/register')
      .send({ email, password: 'whatever-long-1' })
      .expect(202);
    expect(again.body).toEqual({ status: 'accepted' });
    const bad = await api()
      .post('/api/auth/register')
      .send({ email: 'not-an-email', password: '1' })
      .expect(400);
    expect(bad.body.error.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'email', key: 'invalidEmail' })]),
    );
  });
});
