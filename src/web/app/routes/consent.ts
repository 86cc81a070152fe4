import { data, redirect } from 'react-router';
import { consentFromChoice } from '#domain/consent/consent.ts';
import { sameSitePath } from '../auth/safe-redirect.ts';
import { secureCookiesFor } from '../auth/session-cookies.server.ts';
import { consentSetCookie } from '../consent/consent-cookie.server.ts';
import { readForm, refuse } from '../forms/read-form.server.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/consent.ts';

/** Another site's page posting here would choose for the visitor: only our own pages may. */
function fromOurPages(request: Request, publicUrl: string): boolean {
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return false;
  const origin = request.headers.get('Origin');
  return (
    !origin ||
    origin === 'null' ||
    origin === new URL(publicUrl).origin ||
    origin === new URL(request.url).origin
  );
}

/**
 * `POST /consent`: the banner's buttons. Saves the choice in the `kyma_consent` cookie and sends the
 * visitor back to the page they were on (a same-site path only), so it works as a plain form. The
 * banner's script posts with `answer=none` and gets 204 instead, hiding the banner in place.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { publicUrl } = context.get(requestContext);
  if (!fromOurPages(request, publicUrl)) throw data(null, { status: 403 });
  const form = await readForm(request, ['choice', 'marketing', 'answer', 'to']);
  const consent = consentFromChoice(form.choice ?? null, form.marketing === '1');
  if (!consent) refuse(request, 400);
  const headers = {
    'Set-Cookie': consentSetCookie(consent, secureCookiesFor(publicUrl)),
    'Cache-Control': 'no-store',
  };
  if (form.answer === 'none') return new Response(null, { status: 204, headers });
  return redirect(sameSitePath(form.to ?? '') ?? '/', { status: 303, headers });
}
