import type { Request } from 'express';
import type { RequestError } from '#application/errors/request-error.ts';
import type { Result } from '#domain/shared/result.ts';
import { sendResult } from './api-responses.ts';
import { type ApiContext, type ApiRoute, param, query } from './api-route.ts';

type ContentWork = (context: Omit<ApiContext, 'res'>) => Promise<Result<unknown, RequestError>>;

/** A content route for staff with the permission it names; its use case's result is the answer. */
const permitted = (
  method: ApiRoute['method'],
  path: string,
  summary: string,
  work: ContentWork,
  status = 200,
): ApiRoute => ({
  method,
  path,
  access: 'permission',
  summary,
  async handler({ res, ...context }) {
    sendResult(res, await work(context), status);
  },
});

const entity = (req: Request) => param(req, 'entity');
/** The row the URL names. */
const row = (req: Request) => ({ entity: entity(req), id: param(req, 'id') });

const treeView = (view: 'subtree' | 'ancestors' | 'descendants') =>
  permitted('get', `/:entity/:id/${view}`, `The ${view} of a tree node`, ({ req, services, actor }) =>
    services.content.readTree.execute({ ...row(req), view, query: query(req), actor }),
  );

/** The generic content API (spec §7): every entity, with the tree endpoints for tree entities. */
export function contentRoutes(): ApiRoute[] {
  return [
    permitted(
      'get',
      '/applications/with-resource-permissions',
      'Applications with their resources and permissions',
      ({ services, actor }) => services.content.applications.execute({ actor }),
    ),
    permitted(
      'get',
      '/:entity',
      'A page of rows: select, take, page, where, orderBy, lang, include',
      ({ req, services, actor }) =>
        services.content.list.execute({ entity: entity(req), query: query(req), actor }),
    ),
    permitted(
      'delete',
      '/:entity/clear-cache',
      "Drop the entity's cached public reads",
      ({ req, services, actor }) => services.content.clearCache.execute({ entity: entity(req), actor }),
      204,
    ),
    permitted('get', '/:entity/:id', 'One row: select, lang, include', ({ req, services, actor }) =>
      services.content.get.execute({ ...row(req), query: query(req), actor }),
    ),
    permitted(
      'post',
      '/:entity',
      'Create a row',
      ({ req, services, actor }) =>
        services.content.create.execute({ entity: entity(req), body: req.body, actor }),
      201,
    ),
    permitted('patch', '/:entity/:id', 'Change fields of a row', ({ req, services, actor }) =>
      services.content.update.execute({ ...row(req), body: req.body, actor }),
    ),
    permitted(
      'delete',
      '/:entity/:id',
      'Delete a row',
      ({ req, services, actor }) => services.content.remove.execute({ ...row(req), actor }),
      204,
    ),
    treeView('subtree'),
    treeView('ancestors'),
    treeView('descendants'),
    permitted(
      'put',
      '/:entity/:source/:target',
      'Move a tree node under target (or `root`), before the sibling `before` when given',
      ({ req, services, actor }) =>
        services.content.move.execute({
          entity: entity(req),
          source: param(req, 'source'),
          target: param(req, 'target'),
          query: query(req),
          actor,
        }),
      204,
    ),
  ];
}
