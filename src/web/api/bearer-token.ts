import type { Request } from 'express';

/** Our access and e-mailed tokens are JWTs: three base64url parts; a partner's API token is `kyma_…`. */
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*|kyma_[\w-]{20,200})$/i;

/**
 * The token of `Authorization: Bearer <token>`; undefined without the header, or with one that does not
 * carry a token this way (`bearerSyntaxBroken` tells the two apart where that matters).
 */
export function bearerToken(req: Request): string | undefined {
  return BEARER.exec(req.get('Authorization')?.trim() ?? '')?.[1];
}

/** An Authorization header came along but is not `Bearer <token>`. */
export const bearerSyntaxBroken = (req: Request) => Boolean(req.get('Authorization')) && !bearerToken(req);
