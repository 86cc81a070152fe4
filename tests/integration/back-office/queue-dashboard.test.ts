import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '#web/api/auth-cookies.ts';
import { ADMIN, type ApiHarness, startApiHarness } from '../content/api-harness.ts';

let h: ApiHarness;
/** The harness's site: PUBLIC_URL left to its default. */
const OWN_ORIGIN = 'http://localhost:3000';
/** A page session as the sign-in form leaves it: the access token in its HttpOnly cookie. */
const sessionOf = (bearer: string) => `${ACCESS_COOKIE}=${bearer.replace('Bearer ', '')}`;

beforeAll(async () => {
  h = await startApiHarness();
});
afterAll(async () => {
  await h.close();
});

describe('the BullMQ dashboard on Redis', () => {
  it('sends a visitor to sign in and refuses staff without the job permission, on the page and its API', async () => {
    const visitor = await request(h.app).get('/admin/queues');
    expect([visitor.status, visitor.headers.location]).toEqual([303, '/login']);
    const support = sessionOf(await h.userWithScope(['support', 'finance']));
    for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
      expect((await request(h.app).get(path).set('Cookie', support)).status, path).toBe(403);
    }
  });

  it('shows the queue to an administrator, with inline styles allowed on that page only', async () => {
    const admin = sessionOf(await h.login(ADMIN.email, ADMIN.password));
    const page = await request(h.app).get('/admin/queues').set('Cookie', admin);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Kyma jobs');
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const queues = await request(h.app).get('/admin/queues/api/queues').set('Cookie', admin);
    expect(queues.status).toBe(200);
    expect(JSON.stringify(queues.body)).toContain('kyma-jobs');
    const elsewhere = await request(h.app).get('/healthz');
    expect(elsewhere.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('refuses a state-changing call from another site or without an Origin, and takes one from its page', async () => {
    const admin = sessionOf(await h.login(ADMIN.email, ADMIN.password));
    const paused = async () => {
      const queues = await request(h.app).get('/admin/queues/api/queues').set('Cookie', admin);
      return (queues.body as { queues: Array<{ isPaused: boolean }> }).queues.map((queue) => queue.isPaused);
    };
    const pause = '/admin/queues/api/queues/kyma-jobs/pause';
    const foreign = await request(h.app)
      .put(pause)
      .set('Cookie', admin)
      .set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect((await request(h.app).put(pause).set('Cookie', admin)).status).toBe(403);
    expect(await paused()).toEqual([false]);

    const own = await request(h.app).put(pause).set('Cookie', admin).set('Origin', OWN_ORIGIN);
    expect(own.status).toBe(200);
    expect(await paused()).toEqual([true]);
    const resume = '/admin/queues/api/queues/kyma-jobs/resume';
    expect((await request(h.app).put(resume).set('Cookie', admin).set('Origin', OWN_ORIGIN)).status).toBe(
      200,
    );
  });
});
