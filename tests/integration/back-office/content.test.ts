import type { RequestHandler } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowWrite } from '#application/content/content-input.ts';
import type { Principal } from '#domain/auth/principal.ts';
import { readContentForm } from '#domain/back-office/content-form.ts';
import { CONTENT_KINDS } from '#domain/back-office/content-kinds.ts';
import { findEntity } from '#domain/content/entities.ts';
import { ADMIN, type ApiHarness, startApiHarness } from '../content/api-harness.ts';

let h: ApiHarness;
let admin: Principal;
let id: string;
const backOffice = () => h.composition.services.backOffice;
const support: Principal = { id: 999, email: 'support@kyma.test', scope: ['support'] };

/** Stands in for the destination page: its title from the content site's (cached) reads, kept as HTML. */
const ssr: RequestHandler = async (req, res) => {
  const slug = /^\/en\/destinations\/([\w-]+)$/.exec(req.path)?.[1];
  const article = slug && (await h.composition.services.contentSite.article('destinations', 'en', slug));
  if (!article) {
    res.status(404).send('missing');
    return;
  }
  res.locals.keepRender?.();
  res.type('text/html').send(`<html><body><h1>${article.title}</h1></body></html>`);
};
const page = () => request(h.app).get('/en/destinations/milos');

const ENGLISH_FORM = {
  active: 'on',
  position: '1',
  name: 'Milos',
  title: 'Milos',
  slug: 'milos',
  summary: '',
  metaDescription: '',
  description: 'An island of coloured rocks.',
};

beforeAll(async () => {
  h = await startApiHarness({ RENDER_CACHE_TTL_MS: '60000' }, { ssr, renderCache: true });
  const row = await h.knex('users').where({ email: ADMIN.email }).first();
  admin = { id: row.id, email: row.email, scope: row.scope };
  const milos = rowWrite(
    findEntity('destinations')!,
    {
      slug: 'milos',
      name: 'Μήλος',
      title: 'Μήλος',
      portCodes: ['MLO'],
      active: true,
      position: 1,
      translations: { en: { slug: 'milos', name: 'Milos', title: 'Milos' } },
    },
    admin,
  );
  if (!milos.ok) throw new Error(JSON.stringify(milos.error));
  const created = await h.composition.services.content.create.execute({ ...milos.value, actor: admin });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  id = String(created.value.id);
});
afterAll(async () => {
  await h.close();
});

describe('content in the back office', () => {
  it('lists and searches an entity by name in a language', async () => {
    const found = await backOffice().listContentItems.execute({
      actor: admin,
      kind: 'destinations',
      language: 'en',
      search: 'mil',
      page: 1,
    });
    expect(found.ok && found.value.rows.map((row) => [row.name, row.active])).toEqual([['Milos', true]]);
    const none = await backOffice().listContentItems.execute({
      actor: admin,
      kind: 'destinations',
      language: 'en',
      search: 'xyz',
      page: 1,
    });
    expect(none.ok && none.value.total).toBe(0);
  });

  it('refuses support staff', async () => {
    expect(await backOffice().readContentItem.execute({ actor: support, kind: 'destinations', id })).toEqual({
      ok: false,
      error: { code: 'staffOnly' },
    });
    const body = readContentForm(CONTENT_KINDS.destinations, 'en', ENGLISH_FORM);
    if (!body.ok) throw new Error('form');
    expect(
      await backOffice().saveContentItem.execute({
        actor: support,
        kind: 'destinations',
        id,
        body: body.value,
      }),
    ).toEqual({
      ok: false,
      error: { code: 'staffOnly' },
    });
  });

  it('shows validation problems by field and writes nothing', async () => {
    const body = readContentForm(CONTENT_KINDS.destinations, 'en', { ...ENGLISH_FORM, slug: 'Not A Slug' });
    if (!body.ok) throw new Error('form');
    const saved = await backOffice().saveContentItem.execute({
      actor: admin,
      kind: 'destinations',
      id,
      body: body.value,
    });
    expect(saved).toEqual({
      ok: false,
      error: { code: 'invalidForm', fields: [{ path: 'slug', key: 'slug' }] },
    });
    expect(await h.knex('audit_log').where({ subject_type: 'destinations' })).toEqual([]);
  });

  it('corrects an English title: audited, and the public page shows it at once', async () => {
    expect((await page().expect(200)).text).toContain('<h1>Milos</h1>');
    await expect.poll(async () => (await page()).headers['kyma-render-cache']).toBe('hit');

    const body = readContentForm(CONTENT_KINDS.destinations, 'en', {
      ...ENGLISH_FORM,
      title: 'Milos, island of colours',
    });
    if (!body.ok) throw new Error('form');
    const saved = await backOffice().saveContentItem.execute({
      actor: admin,
      kind: 'destinations',
      id,
      body: body.value,
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    expect(saved.value.title).toBe('Μήλος');

    const after = await page().expect(200);
    expect(after.headers['kyma-render-cache']).toBe('miss');
    expect(after.text).toContain('<h1>Milos, island of colours</h1>');
    const [entry] = await h.knex('audit_log').where({ subject_type: 'destinations', subject_id: id });
    expect(entry).toMatchObject({ action: 'content.update', actor_email: ADMIN.email });
    expect(entry.before.translations.en.title).toBe('Milos');
    expect(entry.after.translations.en.title).toBe('Milos, island of colours');
  });

  it('replaces an image through the files use case, and refuses a file that is no picture', async () => {
    const data = new Uint8Array(
      await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a6' } })
        .png()
        .toBuffer(),
    );
    const replaced = await backOffice().replaceContentImage.execute({
      actor: admin,
      kind: 'destinations',
      id,
      field: 'mainImageId',
      file: { name: 'milos.png', data },
    });
    if (!replaced.ok) throw new Error(JSON.stringify(replaced.error));
    const file = await h.knex('files').where({ id: replaced.value.mainImageId }).first();
    expect(file).toMatchObject({ mime_type: 'image/png', width: 40 });
    const text = await backOffice().replaceContentImage.execute({
      actor: admin,
      kind: 'destinations',
      id,
      field: 'mainImageId',
      file: { name: 'notes.txt', data: new TextEncoder().encode('hello') },
    });
    expect(!text.ok && text.error).toEqual({
      code: 'invalidForm',
      fields: [{ path: 'mainImageId', key: 'file' }],
    });
    const actions = await h.knex('audit_log').where({ subject_type: 'destinations' }).pluck('action');
    expect(actions).toEqual(['content.update', 'content.image']);
  });
});
