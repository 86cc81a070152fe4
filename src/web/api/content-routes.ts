import { sendResult } from './api-responses.ts';
import { type ApiRoute, param, query } from './api-route.ts';

/** The generic content API (spec §7): every entity, with the tree endpoints for tree entities. */
export function contentRoutes(): ApiRoute[] {
  const tree = (view: 'subtree' | 'ancestors' | 'descendants'): ApiRoute => ({
    method: 'get',
    path: `/:entity/:id/${view}`,
    access: 'permission',
    summary: `The ${view} of a tree node`,
    async handler({ req, res, services, actor }) {
      const result = await services.content.readTree.execute({
        entity: param(req, 'entity'),
        id: param(req, 'id'),
        view,
        query: query(req),
        actor,
      });
      sendResult(res, result);
    },
  });
  return [
    {
      method: 'get',
      path: '/applications/with-resource-permissions',
      access: 'permission',
      summary: 'Applications with their resources and permissions',
      async handler({ res, services, actor }) {
        sendResult(res, await services.content.applications.execute({ actor }));
      },
    },
    {
      method: 'get',
      path: '/:entity',
      access: 'permission',
      summary: 'A page of rows: select, take, page, where, orderBy, lang, include',
      async handler({ req, res, services, actor }) {
        sendResult(
          res,
          await services.content.list.execute({ entity: param(req, 'entity'), query: query(req), actor }),
        );
      },
    },
    {
      method: 'delete',
      path: '/:entity/clear-cache',
      access: 'permission',
      summary: "Drop the entity's cached public reads",
      async handler({ req, res, services, actor }) {
        sendResult(
          res,
          await services.content.clearCache.execute({ entity: param(req, 'entity'), actor }),
          204,
        );
      },
    },
    {
      method: 'get',
      path: '/:entity/:id',
      access: 'permission',
      summary: 'One row: select, lang, include',
      async handler({ req, res, services, actor }) {
        const result = await services.content.get.execute({
          entity: param(req, 'entity'),
          id: param(req, 'id'),
          query: query(req),
          actor,
        });
        sendResult(res, result);
      },
    },
    {
      method: 'post',
      path: '/:entity',
      access: 'permission',
      summary: 'Create a row',
      async handler({ req, res, services, actor }) {
        sendResult(
          res,
          await services.content.create.execute({ entity: param(req, 'entity'), body: req.body, actor }),
          201,
        );
      },
    },
    {
      method: 'patch',
      path: '/:entity/:id',
      access: 'permission',
      summary: 'Change fields of a row',
      async handler({ req, res, services, actor }) {
        const result = await services.content.update.execute({
          entity: param(req, 'entity'),
          id: param(req, 'id'),
          body: req.body,
          actor,
        });
        sendResult(res, result);
      },
    },
    {
      method: 'delete',
      path: '/:entity/:id',
      access: 'permission',
      summary: 'Delete a row',
      async handler({ req, res, services, actor }) {
        const result = await services.content.remove.execute({
          entity: param(req, 'entity'),
          id: param(req, 'id'),
          actor,
        });
        sendResult(res, result, 204);
      },
    },
    tree('subtree'),
    tree('ancestors'),
    tree('descendants'),
    {
      method: 'put',
      path: '/:entity/:source/:target',
      access: 'permission',
      summary: 'Move a tree node under target (or `root`), before the sibling `before` when given',
      async handler({ req, res, services, actor }) {
        const result = await services.content.move.execute({
          entity: param(req, 'entity'),
          source: param(req, 'source'),
          target: param(req, 'target'),
          query: query(req),
          actor,
        });
        sendResult(res, result, 204);
      },
    },
  ];
}
