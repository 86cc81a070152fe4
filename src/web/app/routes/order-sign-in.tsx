import { data, Form, Link, redirect } from 'react-router';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { secureCookiesFor } from '../auth/session-cookies.server.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { addressProofSetCookie } from '../orders/address-proof-cookie.server.ts';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/order-sign-in.ts';

/**
 * The token is in this page's address: no request from it may carry the address on (Referrer-Policy), and
 * nothing keeps the page.
 */
const LINK_PAGE = { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'private, no-store' };

export const headers: Route.HeadersFunction = () => LINK_PAGE;

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, {
    title: 'ordersSignInTitle',
    description: 'ordersSignInIntro',
  }),
  NO_INDEX,
];

/**
 * Opening the link only shows a button: mail scanners that fetch every link must not spend the one use.
 * The token stays out of the page's markup until the traveller presses it (it rides in the form's address).
 */
export function loader({ request }: Route.LoaderArgs) {
  const hasToken = new URL(request.url).searchParams.has('token');
  return data({ refused: !hasToken }, { headers: LINK_PAGE });
}

/** Redeems the link once and moves to the booking's clean address, the token gone from the bar. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, publicUrl } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200);
  const redeemed = await services.checkout.redeemSignInLink.execute({ token });
  if (!redeemed.ok) return data({ refused: true }, { status: 410, headers: LINK_PAGE });
  const { proof, expiresAt, reference } = redeemed.value;
  return redirect(orderDetailsPath(locale, reference), {
    headers: {
      ...LINK_PAGE,
      'Set-Cookie': addressProofSetCookie(proof, expiresAt, secureCookiesFor(publicUrl)),
    },
  });
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
