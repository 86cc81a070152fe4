import { layout, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { LOCALE_CODES, type LocaleCode, localePrefix } from '#domain/i18n/locales.ts';
import { TEST_PAGE_ID_PREFIX } from './test-pages.ts';

/** List and item pages of the content collections: URL segment and the item route's name. */
const CONTENT_COLLECTIONS = [
  ['destinations', 'destination'],
  ['companies', 'company'],
  ['blog', 'post'],
  ['offers', 'offer'],
] as const;

/** Route ids carry the locale after three underscores (spec §2), e.g. `home___en`. */
export const ROUTE_NAME_SEPARATOR = '___';

function localizedRoutes(locale: LocaleCode): RouteConfigEntry[] {
  const at = (path: string) => `${localePrefix(locale)}${path}` || '/';
  const id = (name: string) => `${name}${ROUTE_NAME_SEPARATOR}${locale}`;
  /** A page that exists to test the site: `/test/<name>`, never served in production. */
  const testPage = (name: string) =>
    route(at(`/test/${name}`), `routes/test-${name}.tsx`, { id: id(`${TEST_PAGE_ID_PREFIX}${name}`) });
  return [
    layout('layouts/default-layout.tsx', { id: id('default-layout') }, [
      route(at('/'), 'routes/home.tsx', { id: id('home') }),
      route(at('/chat'), 'routes/chat.tsx', { id: id('chat') }),
      route(at('/newsletter'), 'routes/newsletter.tsx', { id: id('newsletter') }),
      route(at('/newsletter/confirm'), 'routes/newsletter-confirm.tsx', { id: id('newsletter-confirm') }),
      route(at('/login'), 'routes/login.tsx', { id: id('login') }),
      route(at('/logout'), 'routes/logout.tsx', { id: id('logout') }),
      route(at('/activate-account'), 'routes/activate-account.tsx', { id: id('activate-account') }),
      route(at('/change-password'), 'routes/change-password.tsx', { id: id('change-password') }),
      testPage('auth-flow'),
      route(at('/contact'), 'routes/contact.tsx', { id: id('contact') }),
      route(at('/success'), 'routes/success.tsx', { id: id('success') }),
      route(at('/bootes-success'), 'routes/bootes-success.tsx', { id: id('bootes-success') }),
      route(at('/booknow'), 'routes/booknow.tsx', { id: id('booknow') }),
      route(at('/orderdetails'), 'routes/order-details.tsx', { id: id('orderdetails') }),
      route(at('/orderdetails/signin'), 'routes/order-sign-in.tsx', { id: id('orderdetails-signin') }),
      route(at('/orderdetails/change'), 'routes/order-change.tsx', { id: id('orderdetails-change') }),
      route(at('/mytrips'), 'routes/my-trips.tsx', { id: id('mytrips') }),
      route(at('/disruptions'), 'routes/disruptions.tsx', { id: id('disruptions') }),
      route(at('/accessibility'), 'routes/accessibility.tsx', { id: id('accessibility') }),
      ...CONTENT_COLLECTIONS.flatMap(([segment, item]) => [
        route(at(`/${segment}`), 'routes/content-list.tsx', { id: id(segment) }),
        route(at(`/${segment}/:slug`), 'routes/content-article.tsx', { id: id(item) }),
      ]),
      // Static and generic content pages (about-us, terms, privacy, …) by their slug in each language.
      route(at('/:slug'), 'routes/content-page.tsx', { id: id('page') }),
      route(at('/*'), 'routes/not-found.tsx', { id: id('not-found') }),
    ]),
    layout('layouts/booking-layout.tsx', { id: id('booking-layout') }, [
      route(at('/results'), 'routes/results.tsx', { id: id('results') }),
    ]),
    layout('layouts/admin-layout.tsx', { id: id('admin-layout') }, [
      route(at('/admin'), 'routes/admin/admin-home.tsx', { id: id('admin') }),
      route(at('/admin/bookings'), 'routes/admin/admin-bookings.tsx', { id: id('admin-bookings') }),
      route(at('/admin/bookings/:orderId'), 'routes/admin/admin-order.tsx', { id: id('admin-order') }),
      route(at('/admin/bookings/:orderId/document.pdf'), 'routes/admin/admin-order-fiscal-document.ts', {
        id: id('admin-order-fiscal-document'),
      }),
      route(at('/admin/disruptions'), 'routes/admin/admin-disruptions.tsx', { id: id('admin-disruptions') }),
      route(at('/admin/jobs'), 'routes/admin/admin-jobs.tsx', { id: id('admin-jobs') }),
      route(at('/admin/chat'), 'routes/admin/admin-chat.tsx', { id: id('admin-chat') }),
      route(at('/admin/chat/:chatId'), 'routes/admin/admin-chat-conversation.tsx', {
        id: id('admin-chat-conversation'),
      }),
      route(at('/admin/resellers'), 'routes/admin/admin-resellers.tsx', { id: id('admin-resellers') }),
      route(at('/admin/resellers/:userId'), 'routes/admin/admin-reseller.tsx', { id: id('admin-reseller') }),
      route(at('/admin/resellers/:userId/statement.csv'), 'routes/admin/admin-reseller-statement-csv.ts', {
        id: id('admin-reseller-statement-csv'),
      }),
      route(at('/admin/coupons'), 'routes/admin/admin-coupons.tsx', { id: id('admin-coupons') }),
      route(at('/admin/coupons/:couponId'), 'routes/admin/admin-coupon.tsx', { id: id('admin-coupon') }),
      route(at('/admin/content'), 'routes/admin/admin-content.tsx', { id: id('admin-content') }),
      route(at('/admin/content/:kind'), 'routes/admin/admin-content-list.tsx', {
        id: id('admin-content-list'),
      }),
      route(at('/admin/content/:kind/:id'), 'routes/admin/admin-content-item.tsx', {
        id: id('admin-content-item'),
      }),
      route(at('/admin/newsletter'), 'routes/admin/admin-newsletter.tsx', { id: id('admin-newsletter') }),
      route(at('/admin/newsletter.csv'), 'routes/admin/admin-newsletter-csv.ts', {
        id: id('admin-newsletter-csv'),
      }),
      route(at('/admin/contact'), 'routes/admin/admin-contact.tsx', { id: id('admin-contact') }),
      route(at('/admin/users'), 'routes/admin/admin-users.tsx', { id: id('admin-users') }),
      route(at('/admin/audit'), 'routes/admin/admin-audit.tsx', { id: id('admin-audit') }),
    ]),
    layout('layouts/empty-layout.tsx', { id: id('empty-layout') }, [
      route(at('/error'), 'routes/error.tsx', { id: id('error') }),
    ]),
  ];
}

/** Resource routes of the booking: JSON actions of the wizard and documents. */
const bookingResources: RouteConfigEntry[] = [
  route('/checkout/price', 'routes/checkout-price.ts', { id: 'checkout-price' }),
  route('/checkout/coupon', 'routes/checkout-coupon.ts', { id: 'checkout-coupon' }),
  route('/checkout/countries', 'routes/checkout-countries.ts', { id: 'checkout-countries' }),
  route('/checkout/tax-registry', 'routes/checkout-tax-registry.ts', { id: 'checkout-tax-registry' }),
  route('/checkout', 'routes/checkout.ts', { id: 'checkout' }),
  route('/orders/:reference/voucher.pdf', 'routes/order-voucher.ts', { id: 'order-voucher' }),
  route('/orders/:reference/document.pdf', 'routes/order-fiscal-document.ts', {
    id: 'order-fiscal-document',
  }),
  route('/orders/:reference/legs/:leg/:wallet', 'routes/order-wallet-pass.ts', { id: 'order-wallet-pass' }),
];

/** Data the search form fetches as the traveller types; the same for every language. */
const searchResources: RouteConfigEntry[] = [
  route('/search/destinations', 'routes/search-ports.ts', { id: 'search-destinations' }),
  route('/search/origins', 'routes/search-ports.ts', { id: 'search-origins' }),
  route('/search/dates', 'routes/search-dates.ts', { id: 'search-dates' }),
];

/** The cookie banner's form posts here (works without JavaScript). */
const consentResources: RouteConfigEntry[] = [route('/consent', 'routes/consent.ts', { id: 'consent' })];

export default [
  ...consentResources,
  ...searchResources,
  ...bookingResources,
  ...LOCALE_CODES.flatMap((locale) => localizedRoutes(locale)),
] satisfies RouteConfigEntry[];
