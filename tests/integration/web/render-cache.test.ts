import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ApiHarness, startApiHarness } from '../content/api-harness.ts';

let harness: ApiHarness;
let renders = 0;
const SCRIPT = 'window.__page = 1;';

/**
 * Stands in for the document renderer: pages under /en/kept opt into the render cache as the content
 * routes do (entry.server calls `keepRender`), each render is numbered, and the inline script carries
 * the response's nonce.
 */
const ssr: RequestHandler = (req, res) => {
  renders += 1;
  if (req.path.startsWith('/en/kept')) res.locals.keepRender?.();
  const nonce = res.locals.cspNonce;
  res
    .type('text/html')
    .send(`<html><body><p>render ${renders}</p><script nonce="${nonce}">${SCRIPT}</script></body></html>`);
};

const page = () => request(harness.app).get('/en/kept/page');
const renderOf = (text: string) => Number(/render (\d+)/.exec(text)?.[1]);

beforeAll(async () => {
  harness = await startApiHarness({ RENDER_CACHE_TTL_MS: '60000' }, { ssr, renderCache: true });
});
afterAll(async () => {
  await harness.close();
});

describe('render cache', () => {
  it('renders an opted-in page once, then serves the kept bytes with their inline script allowed by hash', async () => {
    const first = await page().expect(200);
    expect(first.headers['kyma-render-cache']).toBe('miss');
    const firstNonce = /nonce="([^"]+)"/.exec(first.text)?.[1];
    expect(firstNonce).toBeTruthy();
    // Kept asynchronously after the first answer finished.
    await expect.poll(async () => (await page()).headers['kyma-render-cache']).toBe('hit');

    const rendered = renders;
    const hit = await page().expect(200);
    expect(renders).toBe(rendered);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    const csp = hit.headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('nonce-');
    // One visitor's nonce never reaches another.
    expect(hit.text).not.toContain('nonce=');
    expect(hit.text).not.toContain(firstNonce);
  });

  it('sends the Brotli bytes to browsers that take them, gzip to others', async () => {
    await page();
    const br = await page().set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toContain('<p>render');
    const gzip = await page().set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('<p>render');
  });

  it('renders afresh after a content write through the API', async () => {
    await page();
    const before = renderOf((await page()).text);
    const admin = await harness.login(ADMIN.email, ADMIN.password);
    await request(harness.app)
      .post('/api/destinations')
      .set('Authorization', admin)
      .send({
        slug: 'render-cache-test',
        name: 'Render cache test',
        description: 'A test',
        active: true,
        position: 1,
      })
      .expect(201);
    const after = await page().expect(200);
    expect(after.headers['kyma-render-cache']).toBe('miss');
    expect(renderOf(after.text)).toBeGreaterThan(before);
  });

  it('never serves signed-in visitors, form answers or marketing-consenting visitors from it', async () => {
    await page();
    const kept = renderOf((await page()).text);
    for (const answer of [
      await page().set('Cookie', 'kyma.auth._token.local=x.y.z'),
      await page().set('Cookie', 'kyma_consent=v1:marketing=1'),
      await page().set('Cookie', 'kyma_partner=42'),
      await request(harness.app).get('/en/kept/page?x=1'),
      await request(harness.app).post('/en/kept/page').type('form').send('email=a%40b.test'),
    ]) {
      expect(answer.headers['kyma-render-cache']).toBeUndefined();
      expect(renderOf(answer.text)).toBeGreaterThan(kept);
    }
  });

  it('keeps only pages that opt in', async () => {
    const first = await request(harness.app).get('/en/other').expect(200);
    const second = await request(harness.app).get('/en/other').expect(200);
    expect(second.headers['kyma-render-cache']).toBeUndefined();
    expect(renderOf(second.text)).toBeGreaterThan(renderOf(first.text));
  });
});
