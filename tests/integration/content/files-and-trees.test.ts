import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunk, RawConnection } from '../../support/raw-http.ts';
import { ADMIN, type ApiHarness, startApiHarness } from './api-harness.ts';

let h: ApiHarness;
let admin: string;
const api = () => request(h.app);

beforeAll(async () => {
  h = await startApiHarness({ UPLOAD_MAX_BYTES: String(200 * 1024) });
  admin = await h.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await h.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer();

describe('files', () => {
  it('uploads an image with data and downloads it, resized and watermarked', async () => {
    const uploaded = await api()
      .post('/api/files')
      .set('Authorization', admin)
      .attach('file', await png(400, 200), { filename: '../../etc/Σαντορίνη.gif', contentType: 'text/html' })
      .field('data', JSON.stringify({ alt: 'Santorini' }))
      .expect(201);
    // The type comes from the bytes; the name loses its path and takes the real extension.
    expect(uploaded.body).toMatchObject({
      mimeType: 'image/png',
      originalName: 'Σαντορίνη.png',
      width: 400,
      height: 200,
      data: { alt: 'Santorini' },
    });
    const id = uploaded.body.id;

    const original = await api().get(`/api/files/download/${id}`).expect(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['content-disposition']).toMatch(/^inline;/);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    // A file's address always answers the same bytes.
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const small = await api()
      .get(`/api/files/download/${id}`)
      .query({ resize: '100', wm: '1' })
      .buffer(true)
      .expect(200);
    expect(await sharp(small.body).metadata()).toMatchObject({ width: 100, height: 50, format: 'png' });
    await api()
      .get(`/api/files/download/${id}`)
      .query({ resize: '100', wm: '1' })
      .set('If-None-Match', String(small.headers.etag))
      .expect(304);

    const attachment = await api()
      .get(`/api/files/download/${id}/${encodeURIComponent('Σαντορίνη.png')}`)
      .query({ attachment: 'true' })
      .expect(200);
    expect(attachment.headers['content-disposition']).toMatch(/^attachment;/);
    await api().get(`/api/files/download/${id}/other.png`).expect(404);
  });

  it('refuses SVG, HTML and anything else not recognised by content, and oversized files', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const [body, name] of [
      [svg, 'a.svg'],
      [html, 'a.png'],
    ] as const) {
      const response = await api()
        .post('/api/files')
        .set('Authorization', admin)
        .attach('file', body, name)
        .expect(415);
      expect(response.body.error.code).toBe('unsupportedMediaType');
    }
    const huge = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#123' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await api().post('/api/files').set('Authorization', admin).attach('file', huge, 'big.png').expect(413);
  });

  it('refuses an endless chunked upload with 413 once it passes the limit, and closes the connection', async () => {
    const server = h.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const connection = await RawConnection.open((server.address() as AddressInfo).port);
      connection.send(
        `POST /api/files HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${admin}\r\n` +
          'Content-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      connection.send(chunk('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'));
      const answer = await connection.sendUntilAnswered('x'.repeat(16 * 1024));
      expect([answer?.status, answer?.headers.connection]).toEqual([413, 'close']);
      expect(JSON.parse(answer!.body).error.code).toBe('payloadTooLarge');
      await connection.closed();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('refuses uploads without the permission and bad download parameters', async () => {
    await api()
      .post('/api/files')
      .attach('file', await png(10, 10), 'a.png')
      .expect(401);
    const member = await h.userWithScope(['posts:write']);
    await api()
      .post('/api/files')
      .set('Authorization', member)
      .attach('file', await png(10, 10), 'a.png')
      .expect(403);
    await api().get('/api/files/download/..%2F..%2Fetc%2Fpasswd').expect(400);
    await api().get('/api/files/download/00000000-0000-4000-8000-000000000000').expect(404);
    const uploaded = await api()
      .post('/api/files')
      .set('Authorization', admin)
      .attach('file', await png(10, 10), 'a.png')
      .expect(201);
    for (const query of [
      { resize: '0' },
      { resize: '99999' },
      { resize: 'abc' },
      { wm: 'maybe' },
      { evil: '1' },
    ]) {
      await api().get(`/api/files/download/${uploaded.body.id}`).query(query).expect(400);
    }
  });
});

describe('trees', () => {
  async function node(name: string, parentId: number | null) {
    const response = await api()
      .post('/api/categories')
      .set('Authorization', admin)
      .send({ name, slug: name.toLowerCase(), parentId, active: true })
      .expect(201);
    return response.body.id as number;
  }

  it('reads subtrees, ancestors and descendants, and moves nodes keeping the tree consistent', async () => {
    const root = await node('Root', null);
    const a = await node('A', root);
    const b = await node('B', root);
    const a1 = await node('A1', a);
    const a2 = await node('A2', a);

    const nested = await api().get(`/api/categories/${root}/subtree`).query({ json: 'true' }).expect(200);
    expect(nested.body.children.map((child: { name: string }) => child.name)).toEqual(['A', 'B']);
    expect(nested.body.children[0].children.map((child: { name: string }) => child.name)).toEqual([
      'A1',
      'A2',
    ]);
    const ancestors = await api().get(`/api/categories/${a2}/ancestors`).expect(200);
    expect(ancestors.body.map((row: { name: string }) => row.name)).toEqual(['Root', 'A']);
    const shallow = await api().get(`/api/categories/${root}/descendants`).query({ depth: '1' }).expect(200);
    expect(shallow.body.map((row: { name: string }) => row.name)).toEqual(['A', 'B']);

    await api().put(`/api/categories/${a2}/${b}`).set('Authorization', admin).expect(204);
    await api()
      .put(`/api/categories/${a1}/${root}`)
      .query({ before: String(a) })
      .set('Authorization', admin)
      .expect(204);
    const after = await api().get(`/api/categories/${root}/subtree`).query({ json: 'true' }).expect(200);
    expect(after.body.children.map((child: { name: string }) => child.name)).toEqual(['A1', 'A', 'B']);
    expect(after.body.children[2].children.map((child: { name: string }) => child.name)).toEqual(['A2']);

    const cycle = await api()
      .put(`/api/categories/${root}/${a2}`)
      .query({ lang: 'en' })
      .set('Authorization', admin)
      .expect(400);
    expect(cycle.body.error.fields).toMatchObject([{ path: 'target', key: 'moveIntoOwnBranch' }]);
    expect(cycle.body.error.fields[0].message).toContain('descendants');
    await api().put(`/api/categories/${a}/${a}`).set('Authorization', admin).expect(400);
    await api()
      .put(`/api/categories/${a}/${b}`)
      .query({ before: String(root) })
      .set('Authorization', admin)
      .expect(400);
    await api().put(`/api/categories/${a}/999999`).set('Authorization', admin).expect(404);
    await api().put(`/api/categories/${a}/${b}`).expect(401);
    await api().patch(`/api/categories/${a}`).set('Authorization', admin).send({ parentId: b }).expect(400);
  });

  it('hides an unpublished branch from anonymous readers', async () => {
    const top = await node('Top', null);
    const hidden = await node('Hidden', top);
    await node('Below', hidden);
    await api()
      .patch(`/api/categories/${hidden}`)
      .set('Authorization', admin)
      .send({ active: false })
      .expect(200);
    const seen = await api().get(`/api/categories/${top}/descendants`).expect(200);
    expect(seen.body).toEqual([]);
    const all = await api().get(`/api/categories/${top}/descendants`).set('Authorization', admin).expect(200);
    expect(all.body).toHaveLength(2);
  });

  it('serves the seeded menus as trees', async () => {
    const menus = await api()
      .get('/api/menus')
      .query({ where: JSON.stringify({ name: 'Main Menu', languageCode: 'en', active: true }) })
      .expect(200);
    expect(menus.body.total).toBe(1);
    await api()
      .get(`/api/menus/${menus.body.data[0].id}/subtree`)
      .query({ json: 'true', lang: 'en' })
      .expect(200);
    await api().get('/api/posts/1/subtree').expect(404);
  });
});
