import { data, Form, redirect } from 'react-router';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { orderPageSection, SIGN_IN_LINK_MINUTES } from '#domain/orders/sign-in-link.ts';
import { secureCookiesFor } from '../auth/session-cookies.server.ts';
import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import {
  addressProofSetCookie,
  clearedSignInLinkCookie,
  signInLinkFrom,
  signInLinkSetCookie,
} from '../orders/address-proof-cookie.server.ts';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/order-sign-in.ts';

/** Nothing keeps these answers: they carry a token or a proof. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, {
    title: 'ordersSignInTitle',
    description: 'ordersSignInIntro',
  }),
  NO_INDEX,
];

/**
 * The link (`?token=`) is answered at once with a move to this page's clean address, the token kept in an
 * HttpOnly cookie: no page is ever shown, and nothing loaded or posted, with the token in its address
 * (`Referrer-Policy: no-referrer` on the move all the same). The page itself only offers a button: mail
 * scanners that fetch every link must not spend its one use.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token !== null) {
    const { publicUrl } = context.get(requestContext);
    const cookie = signInLinkSetCookie(
      token.slice(0, 200),
      SIGN_IN_LINK_MINUTES * 60,
      secureCookiesFor(publicUrl),
    );
    const section = orderPageSection(url.searchParams.get('to'));
    throw redirect(section ? `${url.pathname}?to=${section}` : url.pathname, {
      headers: { ...PRIVATE, 'Referrer-Policy': 'no-referrer', 'Set-Cookie': cookie },
    });
  }
  return data({ refused: !signInLinkFrom(request) }, { headers: PRIVATE });
}

/**
 * Redeems the link once and opens the booking at its own address (at the part `?to=` names, as a notice's
 * link lands on the disruption); the token's cookie goes either way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, publicUrl } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const secure = secureCookiesFor(publicUrl);
  const headers = new Headers(PRIVATE);
  headers.append('Set-Cookie', clearedSignInLinkCookie(secure));
  const redeemed = await services.checkout.redeemSignInLink.execute({ token: signInLinkFrom(request) });
  if (!redeemed.ok) return data({ refused: true }, { status: 410, headers });
  const { proof, expiresAt, reference } = redeemed.value;
  const lastsSeconds = (expiresAt.getTime() - services.clock.now().getTime()) / 1000;
  headers.append('Set-Cookie', addressProofSetCookie(proof, lastsSeconds, secure));
  const section = orderPageSection(new URL(request.url).searchParams.get('to'));
  return redirect(`${orderDetailsPath(locale, reference)}${section ? `#${section}` : ''}`, { headers });
}

/** Issue #25 point 2: the page a sign-in link opens. */
export default function OrderSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const refused = actionData?.refused ?? loaderData.refused;
  return (
    <section className="container narrow-page" aria-labelledby="sign-in-link-title">
      <h1 id="sign-in-link-title">
        <FormattedMessage id="ordersSignInTitle" />
      </h1>
      {refused ? (
        <>
          <p className="notice notice--error" role="alert">
            <FormattedMessage id="signInLinkInvalid" />
          </p>
          <Link className="button button--primary" to={orderDetailsPath(locale)}>
            <FormattedMessage id="ordersSignInAskAgain" />
          </Link>
        </>
      ) : (
        <Form method="post">
          <p>
            <FormattedMessage id="ordersSignInIntro" />
          </p>
          <button type="submit" className="button button--primary">
            <FormattedMessage id="ordersSignInContinue" />
          </button>
        </Form>
      )}
    </section>
  );
}
