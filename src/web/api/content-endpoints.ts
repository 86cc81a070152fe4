import type { Request } from 'express';
import { type AnyObject, object, string } from 'yup';
import { listInput, rowChange, rowWrite } from '#application/content/content-input.ts';
import { parseRowQuery } from '#application/content/get-content.ts';
import { parseMoveQuery, parseTreeReadQuery } from '#application/content/tree-query.ts';
import { CONTENT_ENTITIES } from '#domain/content/entities.ts';
import { MAX_TAKE, OPERATORS } from '#domain/content/list-query.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { Result } from '#domain/shared/result.ts';
import { type ApiDeps, entityCreator, entityReader, entityWriter, permitted } from './api-callers.ts';
import { ERROR, resultAnswer } from './api-responses.ts';
import { type Endpoint, type EndpointSpec, endpointOf, type ResponseSpec } from './endpoint/endpoint.ts';
import { queryButLang } from './endpoint/read-request.ts';

/** The generic content API (spec §7): every entity, with the tree endpoints for tree entities. */

type ContentWork<C> = (request: {
  req: Request;
  deps: ApiDeps;
  caller: C;
}) => Promise<Result<unknown, Refusal>>;

/**
 * Its caller is `permitted` (the use case checks the scope), or an entity caller where the query or the body
 * is read by the entity's definition: that caller checks the entity's permission before the handler reads them.
 */
type ContentSpec<C> = Pick<
  EndpointSpec<ApiDeps, AnyObject, AnyObject, C>,
  'operationId' | 'method' | 'path' | 'summary' | 'caller' | 'examples'
> &
  Partial<Pick<EndpointSpec<ApiDeps, AnyObject, AnyObject, C>, 'query' | 'bodyJsonSchema'>> & {
    answer?: ResponseSpec;
    status?: 200 | 201 | 204;
  };

const REFUSALS = { 400: ERROR, 401: ERROR, 403: ERROR, 404: ERROR } as const;

/** A content endpoint for staff with the permission it names; its use case's result is the answer. */
function contentEndpoint<C>(spec: ContentSpec<C>, work: ContentWork<C>): Endpoint<ApiDeps> {
  const status = spec.status ?? 200;
  return endpointOf<ApiDeps>()({
    ...spec,
    responses: { [status]: spec.answer ?? { description: 'Done' }, ...REFUSALS },
    async handle({ req, deps, caller, lang }) {
      return resultAnswer(await work({ req, deps, caller }), lang, status);
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
/** A change of any content row: some of the fields its entity lets a client change, none required. */
const ROW_CHANGE = {
  anyOf: CONTENT_ENTITIES.map((definition) => ({
    $ref: `#/components/schemas/${definition.name}Change`,
  })),
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

/** The list's query: every value a string of its own syntax, read by the entity's definition (strays refused). */
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
      caller: permitted,
      method: 'get',
      path: `/:entity/:id/${view}`,
      summary: `The ${view} of a tree node`,
      answer: { description: `The ${view}`, json: NODES },
      examples: [
        { summary: `The ${view} of a menu item`, params: { entity: 'menus', id: '1' }, status: 200 },
      ],
    },
    async ({ req, deps, caller: actor }) => {
      const query = parseTreeReadQuery(rawQuery(req));
      if (!query.ok) return query;
      return deps.services.content.readTree.execute({ ...row(req), view, query: query.value, actor });
    },
  );

export const CONTENT_ENDPOINTS = [
  contentEndpoint(
    {
      operationId: 'applicationsWithPermissions',
      caller: permitted,
      method: 'get',
      path: '/applications/with-resource-permissions',
      summary: 'Applications with their resources and permissions',
      answer: { description: 'The applications', json: { type: 'array', items: { type: 'object' } } },
      examples: [{ summary: 'Every application', status: 200 }],
    },
    ({ deps, caller: actor }) => deps.services.content.applications.execute({ actor }),
  ),
  contentEndpoint(
    {
      operationId: 'listRows',
      caller: entityReader,
      method: 'get',
      path: '/:entity',
      summary: 'A page of rows: select, take, page, where, orderBy, lang, include',
      query: listQuery,
      answer: { description: 'A page of rows', json: ROWS },
      examples: [
        { summary: 'Ten settings', params: { entity: 'settings' }, query: { take: '10' }, status: 200 },
      ],
    },
    async ({ req, deps, caller: { actor, entity: definition } }) => {
      const input = listInput(definition, rawQuery(req));
      if (!input.ok) return input;
      return deps.services.content.list.execute({ ...input.value, actor });
    },
  ),
  contentEndpoint(
    {
      operationId: 'clearCache',
      caller: permitted,
      method: 'delete',
      path: '/:entity/clear-cache',
      summary: "Drop the entity's cached public reads",
      status: 204,
      examples: [{ summary: 'The settings', params: { entity: 'settings' }, status: 204 }],
    },
    ({ req, deps, caller: actor }) =>
      deps.services.content.clearCache.execute({ entity: entity(req), actor }),
  ),
  contentEndpoint(
    {
      operationId: 'getRow',
      caller: permitted,
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
    async ({ req, deps, caller: actor }) => {
      const query = parseRowQuery(rawQuery(req));
      if (!query.ok) return query;
      return deps.services.content.get.execute({ ...row(req), query: query.value, actor });
    },
  ),
  contentEndpoint(
    {
      operationId: 'createRow',
      caller: entityCreator,
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
    async ({ req, deps, caller: { actor, entity: definition } }) => {
      const input = rowWrite(definition, req.body, actor);
      if (!input.ok) return input;
      return deps.services.content.create.execute({ ...input.value, actor });
    },
  ),
  contentEndpoint(
    {
      operationId: 'updateRow',
      caller: entityWriter,
      method: 'patch',
      path: '/:entity/:id',
      summary: 'Change fields of a row: only those sent change',
      bodyJsonSchema: ROW_CHANGE,
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
    async ({ req, deps, caller: { actor, entity: definition } }) => {
      const input = rowChange(definition, String(req.params.id ?? ''), req.body, actor);
      if (!input.ok) return input;
      return deps.services.content.update.execute({ ...input.value, actor });
    },
  ),
  contentEndpoint(
    {
      operationId: 'deleteRow',
      caller: permitted,
      method: 'delete',
      path: '/:entity/:id',
      summary: 'Delete a row',
      status: 204,
      examples: [
        { summary: 'A setting', params: { entity: 'settings', id: 'example.greeting' }, status: 204 },
      ],
    },
    ({ req, deps, caller: actor }) => deps.services.content.remove.execute({ ...row(req), actor }),
  ),
  treeView('subtree'),
  treeView('ancestors'),
  treeView('descendants'),
  contentEndpoint(
    {
      operationId: 'moveNode',
      caller: permitted,
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
    async ({ req, deps, caller: actor }) => {
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
