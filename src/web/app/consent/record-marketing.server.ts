import { parseCookie } from 'cookie';
import type { RecordMarketingEventInput } from '#application/marketing/record-marketing-event.ts';
import type { MarketingOrigin } from '#domain/marketing/marketing-event.ts';
import { pagePath } from '../page-path.ts';
import type { RequestContext } from '../request-context.ts';

/** Meta's own cookies, set only by its pixel or a click from its ads; passed on when the browser has them. */
const META_COOKIES = { fbp: '_fbp', fbc: '_fbc' } as const;

/** The page as the visitor's address bar shows it: no `.data` suffix, no React Router `_routes` query. */
function publicPage(request: Request): string {
  const search = new URL(request.url).searchParams;
  search.delete('_routes');
  const query = search.toString();
  return `${pagePath(request)}${query ? `?${query}` : ''}`;
}

/**
 * The page and browser of a request, as marketing events carry them: the public address of the page
 * (a loader's `.data` URL and internal host name never leave), the visitor's address as the proxy
 * reports it and the browser's user agent.
 */
export function marketingOrigin(
  request: Request,
  { publicUrl, clientIp }: Pick<RequestContext, 'publicUrl' | 'clientIp'>,
  page: string = publicPage(request),
): MarketingOrigin {
  const cookies = parseCookie(request.headers.get('Cookie') ?? '');
  const origin: MarketingOrigin = {
    sourceUrl: `${publicUrl}${page}`,
    ipAddress: clientIp,
    userAgent: request.headers.get('User-Agent') ?? '',
  };
  for (const [field, name] of Object.entries(META_COOKIES)) {
    const value = cookies[name];
    if (value && value.length <= 200) origin[field as keyof typeof META_COOKIES] = value;
  }
  return origin;
}

/**
 * The page a JSON call was made from (the browser's Referer, same-site only, e.g. the booking page
 * behind `POST /checkout`); the home page when the browser did not say.
 */
export function refererPage(request: Request, publicUrl: string): string {
  const referer = request.headers.get('Referer');
  if (!referer || !URL.canParse(referer)) return '/';
  const url = new URL(referer);
  return url.origin === new URL(publicUrl).origin ? `${url.pathname}${url.search}` : '/';
}

/** Queues a marketing event of this request; the use case drops it unless the visitor allowed marketing. */
export function recordMarketing(
  request: Request,
  context: RequestContext,
  event: RecordMarketingEventInput['event'],
  page?: string,
) {
  return context.services.recordMarketingEvent.execute({
    consent: context.consent,
    origin: marketingOrigin(request, context, page),
    event,
  });
}
