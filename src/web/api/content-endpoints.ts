import type { Request } from 'express';
import { type AnyObject, object, string } from 'yup';
import { parseRowQuery } from '#application/content/get-content.ts';
import { parseMoveQuery, parseTreeReadQuery } from '#application/content/tree-query.ts';
import type { Actor } from '#domain/auth/principal.ts';
import { CONTENT_ENTITIES } from '#domain/content/entities.ts';
import { MAX_TAKE, OPERATORS } from '#domain/content/list-query.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { Result } from '#domain/shared/result.ts';
import { type ApiDeps, permitted } from './api-callers.ts';
import { ERROR, resultAnswer } from './api-responses.ts';
import { type Endpoint, type EndpointSpec, endpointOf, type ResponseSpec } from './endpoint/endpoint.ts';
import { queryButLang } from './endpoint/read-request.ts';

/** The generic content API (spec §7): every entity, with the tree endpoints for tree entities. */

type ContentWork = (request: {
  req: Request;
  deps: ApiDeps;
  actor: Actor;
}) => Promise<Result<unknown, Refusal>>;

type ContentSpec = Pick<
  EndpointSpec<ApiDeps, AnyObject, AnyObject, Actor>,
  'operationId' | 'method' | 'path' | 'summary' | 'examples'
> &
  Partial<Pick<EndpointSpec<ApiDeps, AnyObject, AnyObject, Actor>, 'query' | 'bodyJsonSchema'>> & {
    answer?: ResponseSpec;
    status?: 200 | 201 | 204;
  };

const REFUSALS = { 400: ERROR, 401: ERROR, 403: ERROR, 404: ERROR } as const;

/** A content endpoint for staff with the permission it names; its use case's result is the answer. */
function contentEndpoint(spec: ContentSpec, work: ContentWork): Endpoint<ApiDeps> {
  const status = spec.status ?? 200;
  return endpointOf<ApiDeps>()({
    ...spec,
    caller: permitted,
    responses: { [status]: spec.answer ?? { description: 'Done' }, ...REFUSALS },
    async handle({ req, deps, caller, lang }) {
      return resultAnswer(await work({ req, deps, actor: caller }), lang, status);
    },
  });
}

const entity = (req: Request) => String(req.params.entity ?? '');
/** The row the URL names. */
const row = (req: Request) => ({ entity: entity(req), id: String(req.params.id ?? '') });
const rawQuery = (req: Request) => req.query as Record<string, unknown>;

/** Any content row: the entity's schema is in the document's components under its name. */
const ROW = {
  anyOf: CONTENT_ENTITIES.map((definition) => ({ $ref: `#/components/schemas/${definition.name}` })),
};
const NODES = {
  anyOf: [
    { type: 'array', items: ROW },
    { type: 'object', description: 'With `json=true`: the nested node, its children under `children`' },
  ],
};
const ROWS = {
  type: 'object',
  properties: { data: { type: 'array', items: ROW }, total: { type: 'integer' } },
};
const text = (description: string) => string().optional().label(description);

/** The list's query: every value a string of its own syntax, which the use case reads (and refuses strays). */
const listQuery = object({
  select: text('JSON list (or comma list) of field names'),
  take: text(`rows per page, 1 to ${MAX_TAKE}`),
  page: text('page number from 1'),
  where: text(
    `JSON filter: {"field": value} or {"field": {"op": value}}, ops ${OPERATORS.join(', ')}; AND/OR lists`,
  ),
  orderBy: text('JSON {"field": "asc"|"desc"} or a list of them'),
  lang: text('language of translated fields'),
  include: text('JSON list of relation names'),
});

const treeView = (view: 'subtree' | 'ancestors' | 'descendants') =>
  contentEndpoint(
    {
      operationId: `${view}OfNode`,
      method: 'get',
      path: `/:entity/:id/${view}`,
      summary: `The ${view} of a tree node`,
      answer: { description: `The ${view}`, json: NODES },
      examples: [
        { summary: `The ${view} of a menu item`, params: { entity: 'menus', id: '1' }, status: 200 },
      ],
    },
    async ({ req, deps, actor }) => {
      const query = parseTreeReadQuery(rawQuery(req));
      if (!query.ok) return query;
      return deps.services.content.readTree.execute({ ...row(req), view, query: query.value, actor });
    },
  );

export const CONTENT_ENDPOINTS = [
  contentEndpoint(
    {
      operationId: 'applicationsWithPermissions',
      method: 'get',
      path: '/applications/with-resource-permissions',
      summary: 'Applications with their resources and permissions',
      answer: { description: 'The applications', json: { type: 'array', items: { type: 'object' } } },
      examples: [{ summary: 'Every application', status: 200 }],
    },
    ({ deps, actor }) => deps.services.content.applications.execute({ actor }),
  ),
  contentEndpoint(
    {
      operationId: 'listRows',
      method: 'get',
      path: '/:entity',
      summary: 'A page of rows: select, take, page, where, orderBy, lang, include',
      query: listQuery,
      answer: { description: 'A page of rows', json: ROWS },
      examples: [
        { summary: 'Ten settings', params: { entity: 'settings' }, query: { take: '10' }, status: 200 },
      ],
    },
    ({ req, deps, actor }) =>
      deps.services.content.list.execute({ entity: entity(req), query: rawQuery(req), actor }),
  ),
  contentEndpoint(
    {
      operationId: 'clearCache',
      method: 'delete',
      path: '/:entity/clear-cache',
      summary: "Drop the entity's cached public reads",
      status: 204,
      examples: [{ summary: 'The settings', params: { entity: 'settings' }, status: 204 }],
    },
    ({ req, deps, actor }) => deps.services.content.clearCache.execute({ entity: entity(req), actor }),
  ),
  contentEndpoint(
    {
      operationId: 'getRow',
      method: 'get',
      path: '/:entity/:id',
      summary: 'One row: select, lang, include',
      answer: { description: 'The row', json: ROW },
      examples: [
        {
          summary: 'A setting that is not there',
          params: { entity: 'settings', id: 'no.such.key' },
          status: 404,
        },
      ],
    },
    async ({ req, deps, actor }) => {
      const query = parseRowQuery(rawQuery(req));
      if (!query.ok) return query;
      return deps.services.content.get.execute({ ...row(req), query: query.value, actor });
    },
  ),
  contentEndpoint(
    {
      operationId: 'createRow',
      method: 'post',
      path: '/:entity',
      summary: 'Create a row',
      bodyJsonSchema: ROW,
      status: 201,
      answer: { description: 'The row as created', json: ROW },
      examples: [
        {
          summary: 'A setting',
          params: { entity: 'settings' },
          body: { key: 'example.greeting', value: { text: 'Καλημέρα' } },
          status: 201,
        },
      ],
    },
    ({ req, deps, actor }) =>
      deps.services.content.create.execute({ entity: entity(req), body: req.body, actor }),
  ),
  contentEndpoint(
    {
      operationId: 'updateRow',
      method: 'patch',
      path: '/:entity/:id',
      summary: 'Change fields of a row',
      bodyJsonSchema: ROW,
      answer: { description: 'The row as changed', json: ROW },
      examples: [
        {
          summary: 'Change a setting',
          params: { entity: 'settings', id: 'example.greeting' },
          body: { value: { text: 'Γεια σας' } },
          status: 200,
        },
      ],
    },
    ({ req, deps, actor }) => deps.services.content.update.execute({ ...row(req), body: req.body, actor }),
  ),
  contentEndpoint(
    {
      operationId: 'deleteRow',
      method: 'delete',
      path: '/:entity/:id',
      summary: 'Delete a row',
      status: 204,
      examples: [
        { summary: 'A setting', params: { entity: 'settings', id: 'example.greeting' }, status: 204 },
      ],
    },
    ({ req, deps, actor }) => deps.services.content.remove.execute({ ...row(req), actor }),
  ),
  treeView('subtree'),
  treeView('ancestors'),
  treeView('descendants'),
  contentEndpoint(
    {
      operationId: 'moveNode',
      method: 'put',
      path: '/:entity/:source/:target',
      summary: 'Move a tree node under target (or `root`), before the sibling `before` when given',
      status: 204,
      examples: [
        {
          summary: 'A node that is not there',
          params: { entity: 'menus', source: '999999', target: 'root' },
          status: 404,
        },
      ],
    },
    async ({ req, deps, actor }) => {
      const query = parseMoveQuery(queryButLang(req));
      if (!query.ok) return query;
      return deps.services.content.move.execute({
        entity: entity(req),
        source: String(req.params.source ?? ''),
        target: String(req.params.target ?? ''),
        query: query.value,
        actor,
      });
    },
  ),
];
