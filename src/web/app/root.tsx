import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { isStaff } from '#domain/back-office/staff-permissions.ts';
import { LOCALES, splitLocalePath } from '#domain/i18n/locales.ts';
import { businessDay } from '#domain/site/business-day.ts';
import { CHAT_HOURS, isOpen } from '#domain/site/business-hours.ts';
import type { Route } from './+types/root.ts';
import { sessionContext, sessionMiddleware } from './auth/session.server.ts';
import { resellerOf } from './booking/reseller-of.server.ts';
import { ConsentBanner } from './components/consent-banner.tsx';
import { ErrorPage } from './components/error-page.tsx';
import { SandboxPaymentsBanner } from './components/sandbox-payments-banner.tsx';
import { FormattedMessage, IntlProvider } from './i18n/intl.tsx';
import { loadLocaleData } from './i18n/locale-data.ts';
import { loadMessageCatalog, messageCatalogPath, messageCatalogVersion } from './i18n/message-catalog.ts';
import { siteIntl } from './i18n/site-intl.ts';
import { InlineStyles, StylesAfterContent } from './inline-styles.tsx';
import { useNonce } from './nonce.tsx';
import { pagePath } from './page-path.ts';
import { requestContext } from './request-context.ts';
import { OrganizationJsonLd } from './seo/organization-json-ld.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = () => [{ title: 'Kyma' }];

/** Every request learns who is signed in before any loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

/**
 * The signed-in user as the header shows them (staff with a way into the back office, a reseller with one
 * to booknow); null for a visitor.
 */
async function headerUser(context: Route.LoaderArgs['context']) {
  const actor = context.get(sessionContext);
  if (!actor) return null;
  const [user, reseller] = await Promise.all([
    context.get(requestContext).services.auth.currentUser.get({ actor }),
    resellerOf(context),
  ]);
  if (!user.ok) return null;
  return {
    name: user.value.name,
    email: user.value.email,
    staff: isStaff(actor),
    reseller: reseller !== null,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, bookingPartnerUserId, publicUrl, consent, sandboxPayments, requestLog } =
    context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  try {
    const [shell, user] = await Promise.all([
      services.loadSiteShell.execute({ locale }),
      headerUser(context),
    ]);
    const now = services.clock.now();
    return {
      locale,
      shell,
      user,
      bookingPartnerUserId,
      publicUrl,
      consent,
      sandboxPayments,
      year: now.getFullYear(),
      /** The business day in Athens: the browser's own checks (a birth date not in the future) count from it. */
      today: businessDay(now),
      chatOnline: isOpen(CHAT_HOURS, now),
      /** The wallets a sailing's pass can be added to (decision 0129): their buttons show only then. */
      wallet: services.checkout.getLegWalletPass.offer(),
    };
  } catch (error) {
    requestLog()?.error({ err: error }, 'the site shell did not load');
    // Still localized: the error page knows its language even when the shell could not load.
    throw data({ locale }, { status: 503 });
  }
}

/**
 * A page in another language needs that language's messages and, where the browser lacks them, its
 * dates' and numbers' data (locale-data.ts): fetched beside the page's data, and awaited
 * even when the data fails, for the error page. The first page's came before hydration (entry.client).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const messages = Promise.all([loadMessageCatalog(locale), loadLocaleData(locale)]);
  try {
    return await serverLoader();
  } finally {
    await messages.catch((error: unknown) => console.error(error));
  }
}

/** The root data (header and footer) changes only when the language does. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const localeChanged =
    splitLocalePath(currentUrl.pathname).locale !== splitLocalePath(nextUrl.pathname).locale;
  return localeChanged || defaultShouldRevalidate;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const location = useLocation();
  const rootData = useRouteLoaderData<RootData>('root');
  const locale = LOCALES[rootData?.locale ?? splitLocalePath(location.pathname).locale];
  return (
    <html lang={locale.code} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Fetched with the scripts, once the page has painted (react-router-html.server.ts). */}
        <meta
          name="message-catalog"
          content={messageCatalogPath(locale.code)}
          data-version={messageCatalogVersion()}
        />
        <InlineStyles />
        <Links />
        {rootData && <OrganizationJsonLd contact={rootData.shell.contact} publicUrl={rootData.publicUrl} />}
      </head>
      <body>
        {children}
        <StylesAfterContent />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <IntlProvider value={siteIntl(loaderData.locale)}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="skipToContent" />
      </a>
      {/* Shown above the header, and before it in the HTML: a phone paints the page before all of it has
          arrived, and a banner coming in after the page would push everything down (layout shift). */}
      <ConsentBanner consent={loaderData.consent} />
      {loaderData.sandboxPayments && <SandboxPaymentsBanner />}
      <Outlet />
    </IntlProvider>
  );
}

/** Reached only when the root itself failed (e.g. the database is down); pages fail inside their layout. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const fromLoader = isRouteErrorResponse(error) ? (error.data as Partial<RootData> | undefined) : undefined;
  const locale = fromLoader?.locale ?? splitLocalePath(location.pathname).locale;
  return (
    <IntlProvider value={siteIntl(locale)}>
      <main className="page page--centered">
        <ErrorPage error={error} locale={locale} />
      </main>
    </IntlProvider>
  );
}
