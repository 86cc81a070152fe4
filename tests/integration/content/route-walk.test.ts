import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ENTITIES } from '#domain/content/entities.ts';
import { entityCreator, entityReader, entityWriter, permitted } from '#web/api/api-callers.ts';
import { API_SERVED, apiRouter } from '#web/api/api-router.ts';
import { ADMIN, type ApiHarness, startApiHarness } from './api-harness.ts';

let h: ApiHarness;
let admin: string;
let member: string;
const api = () => request(h.app);
const routes = API_SERVED;
/** The callers that check a permission in the caller's scope (the use case's, or the entity's at the door). */
const PERMISSION_CHECKED = new Set<unknown>([permitted, entityReader, entityWriter, entityCreator]);
/** Anyone may call it: its security allows a request without credentials. */
const isPublic = (route: (typeof routes)[number]) =>
  route.caller.security.length === 0 ||
  route.caller.security.some((requirement) => Object.keys(requirement).length === 0);

beforeAll(async () => {
  h = await startApiHarness();
  admin = await h.login(ADMIN.email, ADMIN.password);
  member = await h.userWithScope(['nothing:read']);
});
afterAll(async () => {
  await h.close();
});

const sampleId = (entity: (typeof CONTENT_ENTITIES)[number]) =>
  entity.primaryKey.type === 'uuid'
    ? '00000000-0000-4000-8000-000000000000'
    : entity.primaryKey.type === 'string'
      ? 'contact'
      : '1';

/** Every concrete request a route stands for: `/:entity` routes once per entity. */
function concrete(path: string): { url: string; entity?: (typeof CONTENT_ENTITIES)[number] }[] {
  const fill = (entity?: (typeof CONTENT_ENTITIES)[number]) =>
    `/api${path}`
      .replace(':entity', entity?.name ?? '')
      .replace(':id', entity ? sampleId(entity) : '00000000-0000-4000-8000-000000000000')
      .replace(':source', '1')
      .replace(':target', '2')
      .replace(':originalName', 'a.png');
  return path.includes(':entity')
    ? CONTENT_ENTITIES.map((entity) => ({ url: fill(entity), entity }))
    : [{ url: fill() }];
}

const READS = new Set([
  '/:entity',
  '/:entity/:id',
  '/:entity/:id/subtree',
  '/:entity/:id/ancestors',
  '/:entity/:id/descendants',
]);

describe('deny by default', () => {
  it('serves exactly the declared endpoints', () => {
    const router = apiRouter({
      services: h.composition.services,
      secureCookies: false,
      publicUrl: 'http://localhost:3000',
    });
    const registered = router.stack
      .filter((layer) => layer.route)
      .flatMap((layer) =>
        Object.keys((layer.route as unknown as { methods: Record<string, boolean> }).methods).map(
          (method) => `${method} ${layer.route!.path}`,
        ),
      );
    expect(registered.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('answers 401 to an anonymous caller on every route that is not public', async () => {
    const open: string[] = [];
    for (const route of routes) {
      for (const { url, entity } of concrete(route.path)) {
        const publicRead = route.method === 'get' && READS.has(route.path) && entity?.read === 'public';
        const response = await api()[route.method](url).send({});
        expect(response.status, `${route.method} ${url}`).toBeLessThan(500);
        if (isPublic(route) || publicRead) {
          if (response.status !== 401) open.push(`${route.method.toUpperCase()} ${url}`);
          continue;
        }
        expect(response.status, `${route.method} ${url} must need a sign-in`).toBe(401);
      }
    }
    // The list of what anyone may call is short and deliberate.
    expect(open.filter((line) => !line.includes('/api/auth/') && !line.startsWith('GET'))).toEqual([]);
  });

  it('answers 403 to a signed-in caller without the permission on every write', async () => {
    for (const route of routes.filter((r) => PERMISSION_CHECKED.has(r.caller) && r.method !== 'get')) {
      for (const { url, entity } of concrete(route.path)) {
        const response = await api()[route.method](url).set('Authorization', member).send({ name: 'x' });
        expect(response.status, `${route.method} ${url} (${entity?.name})`).toBe(403);
      }
    }
  });
});

/** The walks send thousands of requests: on a busy 2-core machine they need more than the default 30 s. */
const WALK_TIMEOUT_MS = 120_000;

describe('bad input is a 400, never a 500', () => {
  const nasty = [
    '',
    'null',
    '[]',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '"string"',
    '{"id":1e400}',
    '{"name":"\\u0000"}',
    '{"position":-99999999999}',
    '{"slug":"a".repeat(10)}',
    '{"value":{"deep":[[[[[[[[[[[]]]]]]]]]]]}}',
    '{'.repeat(50),
  ];
  const queries = [
    { where: '{"id":{"in":"x"}}' },
    { where: '{"AND":[{"OR":[{"AND":[{"OR":[{"id":1}]}]}]}]}' },
    { where: '{"id":{"gt":true}}' },
    { where: '{"createdAt":{"lt":"yesterday"}}' },
    { orderBy: '[]' },
    { select: '[1,2]' },
    { include: '{"a":1}' },
    { take: '-1' },
    { page: '0' },
    { 'where[id]': '1' },
    { depth: '999' },
    { json: 'maybe' },
    { before: 'x' },
  ];

  it(
    'holds for every route with broken bodies and queries, as admin',
    async () => {
      for (const route of routes) {
        for (const { url } of concrete(route.path)) {
          // One URL's requests at once: each waits on the database, and none depends on another's answer.
          await Promise.all([
            ...nasty.map(async (body) => {
              const response = await api()
                [route.method](url)
                .set('Authorization', admin)
                .set('Content-Type', 'application/json')
                .send(body);
              expect(response.status, `${route.method} ${url} ${body}`).toBeLessThan(500);
            }),
            ...queries.map(async (query) => {
              const response = await api()[route.method](url).set('Authorization', admin).query(query);
              expect(response.status, `${route.method} ${url} ${JSON.stringify(query)}`).toBeLessThan(500);
            }),
          ]);
        }
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'holds for random ids, filters and bodies',
    async () => {
      const entities = CONTENT_ENTITIES.map((entity) => entity.name);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...entities),
          fc.string({ maxLength: 40 }),
          fc.json({ maxDepth: 3 }),
          fc.jsonValue({ maxDepth: 3 }),
          async (entity, id, where, body) => {
            const path = `/api/${entity}/${encodeURIComponent(id) || 'x'}`;
            const json = JSON.stringify(body);
            // The three calls are independent: sent at once, each still checked.
            const [list, patch, created] = await Promise.all([
              api()
                .get(`/api/${entity}`)
                .set('Authorization', admin)
                .query({ where, orderBy: where, select: where }),
              api().patch(path).set('Authorization', admin).type('json').send(json),
              api().post(`/api/${entity}`).set('Authorization', admin).type('json').send(json),
            ]);
            expect(list.status).toBeLessThan(500);
            expect(patch.status).toBeLessThan(500);
            expect(created.status).toBeLessThan(500);
          },
        ),
        { numRuns: 150 },
      );
    },
    WALK_TIMEOUT_MS,
  );
});
