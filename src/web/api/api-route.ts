import type { Request, Response } from 'express';
import type { AppServices } from '#application/app-services.ts';
import type { Actor } from '#domain/auth/principal.ts';

/**
 * Who may call a route, declared next to it; the route walk test reads this table.
 * - `public`: anyone (the caller is still identified when a bearer token comes along);
 * - `signedIn`: a valid access token is required before the handler runs;
 * - `permission`: the use case checks the caller's scope (deny by default, public entities aside);
 * - `token`: the Authorization header carries an e-mailed single-purpose token the use case checks.
 */
type Access = 'public' | 'signedIn' | 'permission' | 'token';

export interface ApiContext {
  req: Request;
  res: Response;
  actor: Actor;
  services: AppServices;
}

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  access: Access;
  summary: string;
  handler: (context: ApiContext) => Promise<void>;
}

export const query = (req: Request) => req.query as Record<string, unknown>;
export const param = (req: Request, name: string) => String(req.params[name] ?? '');
