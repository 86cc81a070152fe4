import { data, redirect, redirectDocument } from 'react-router';
import type { OrderChangeRequest } from '#application/orders/quote-order-change.ts';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { ADDITION_FIELDS, legAddition } from '#domain/orders/leg-addition.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderChange } from '#domain/orders/order-change.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import { businessDay } from '#domain/site/business-day.ts';
import { paymentReturnOrigin } from '#domain/site/return-origin.ts';
import { countryOptions } from '../booking/countries.server.ts';
import { Link } from '../components/link.tsx';
import { readForm } from '../forms/read-form.server.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { AdditionForm } from '../orders/addition-form.tsx';
import { additionInput } from '../orders/addition-view.server.ts';
import { ChangeCorrectionForm } from '../orders/change-correction-form.tsx';
import { ChangeSailingsForm, PaymentContinue } from '../orders/change-forms.tsx';
import { changePageView } from '../orders/change-view.server.ts';
import { orderAccessFrom } from '../orders/order-access.server.ts';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import orderChangeStyles from '../styles/order-change.css?url';
import orderStyles from '../styles/order-details.css?url';
import type { Route } from './+types/order-change.ts';

/**
 * The booking steps' styles: the order's lines and outcome (issue #32), its forms' fields; the search form's
 * for the day's calendar, whose opened dialog comes after the content.
 */
export const handle: StylesHandle = { styles: ['search', 'booking'], stylesAfterContent: ['pickers'] };

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: orderStyles },
  { rel: 'stylesheet', href: orderChangeStyles },
];
export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'changeLeg', description: 'changeLeg' }),
  NO_INDEX,
];

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const legOf = (value: string | null | undefined) => (value && /^\d$/.test(value) ? Number(value) : -1);
/** The change page opened from a disruption's choices (decision 0082): the change is asked waived. */
const forDisruption = (value: string | null | undefined) => value === 'disruption';

/** The order and leg the page is about, for whoever may open the order in this browser (decision 0065). */
async function opened(request: Request, context: Route.LoaderArgs['context'], ref: string, leg: number) {
  const { services } = context.get(requestContext);
  const reference = normalizeReference(ref) ?? '';
  const access = orderAccessFrom(request, context, reference);
  const found = await services.checkout.getOrder.execute(access);
  if (!found.ok || !found.value.order.legs[leg]) return null;
  return { access, order: found.value.order };
}

/**
 * Issue #25 points 4–6: another sailing of the leg's route, or a corrected passenger, from the order page; with
 * `part=addition`, a vehicle, trailer or pet added to the leg (decision 0083).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const url = new URL(request.url);
  const legIndex = legOf(url.searchParams.get('leg'));
  const found = await opened(request, context, url.searchParams.get('ref') ?? '', legIndex);
  if (!found) throw redirect(orderDetailsPath(locale), { headers: PRIVATE });
  const date = url.searchParams.get('date');
  const waived = forDisruption(url.searchParams.get('for'));
  const addition =
    url.searchParams.get('part') === 'addition'
      ? { values: additionInput((field) => url.searchParams.get(field)), asked: url.searchParams.has('see') }
      : null;
  const view = await changePageView(services, found.access, found.order, {
    legIndex,
    date,
    locale,
    addition,
    forDisruption: waived,
  });
  const { booking } = found.order.legs[legIndex]!;
  const day = {
    today: businessDay(services.clock.now()),
    origin: booking.departurePort,
    destination: booking.destinationPort,
  };
  // The nationality list only where the correction form shows (the booking form's list, names only).
  const correcting = !addition && !waived;
  const countries = correcting ? countryOptions(locale).map(({ code, name }) => ({ code, name })) : [];
  return data({ view, locale, day, countries }, { headers: PRIVATE });
}

/** The change the form asks for, as the use cases take it; null when the form is not one. */
function changeOf(
  form: Record<string, string | undefined>,
  order: Order,
  legIndex: number,
): OrderChangeRequest | null {
  if (form.intent === 'sailing' && form.tripId) return { legIndex, kind: 'sailing', tripId: form.tripId };
  if (form.intent === 'addition') {
    const addition = legAddition(
      additionInput((field) => form[field]),
      order.legs[legIndex]!.booking,
    );
    return addition.ok ? { legIndex, kind: 'addition', ...addition.value } : null;
  }
  if (form.intent !== 'correction') return null;
  const correction = Object.fromEntries(
    (['name', 'surname', 'documentId', 'nationality', 'birthDate'] as const)
      .map((field) => [field, (form[field] ?? '').trim().slice(0, 100)])
      .filter(([, value]) => value !== ''),
  );
  return { legIndex, kind: 'correction', passengerIndex: legOf(form.passenger), correction };
}

type Opened = NonNullable<Awaited<ReturnType<typeof opened>>>;
const refused = (code: string) => data({ notice: code, payment: null }, { headers: PRIVATE });

/** Sends the browser to the card provider for a held change's total (decision 0068). */
async function payChange(
  request: Request,
  context: Route.ActionArgs['context'],
  order: Order,
  change: OrderChange,
) {
  const { services, publicUrl } = context.get(requestContext);
  const started = await services.checkout.startPayment.execute({
    order,
    change,
    returnOrigin: paymentReturnOrigin(new URL(request.url).origin, publicUrl),
  });
  if (!started.ok) return refused(started.error.code);
  // The provider's page is not one of the site's routes: the browser loads it whole, never as a client navigation.
  if (started.value.method === 'GET') return redirectDocument(started.value.url, { headers: PRIVATE });
  return data({ notice: null, payment: started.value }, { headers: PRIVATE });
}

/** A change held before (one staff held for the traveller, decision 0095), paid from the booking page. */
async function payHeld(
  request: Request,
  context: Route.ActionArgs['context'],
  found: Opened,
  changeId: string,
) {
  const { services } = context.get(requestContext);
  const held = await services.checkout.getChange.execute({ ...found.access, changeId });
  return held.ok ? payChange(request, context, found.order, held.value.change) : refused(held.error.code);
}

/**
 * Holds the change, then goes on as its payer says (decision 0095): the traveller's card at the provider; when
 * it costs nothing, its confirmation; the reseller's credit, already charged; or, for staff, the traveller's
 * e-mailed link. `intent=pay` pays a change held before.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const fields = ['intent', 'ref', 'leg', 'tripId', 'passenger', 'name', 'surname', 'documentId'] as const;
  const form = await readForm(request, [
    ...[...fields, 'nationality', 'birthDate', 'for', 'changeId'],
    ...ADDITION_FIELDS,
  ]);
  const legIndex = legOf(form.leg);
  const found = await opened(request, context, form.ref ?? '', legIndex);
  if (found && form.intent === 'pay') return payHeld(request, context, found, form.changeId ?? '');
  const change = found && changeOf(form, found.order, legIndex);
  if (!found || !change) throw data(null, { status: 400 });
  const held = await services.checkout.holdChange.execute({
    ...found.access,
    change,
    forDisruption: forDisruption(form.for),
  });
  if (!held.ok) return refused(held.error.code);
  const back = `${orderDetailsPath(locale, found.order.reference)}&changed=`;
  const { payer } = held.value;
  if (payer === 'card') return payChange(request, context, found.order, held.value.change);
  if (payer === 'emailedLink') return redirect(`${back}link`, { headers: PRIVATE });
  if (payer === 'nobody') {
    const confirmed = await services.checkout.confirmChange.execute({
      ...found.access,
      changeId: held.value.change.id,
    });
    if (!confirmed.ok) return refused(confirmed.error.code);
  }
  return redirect(`${back}1`, { headers: PRIVATE });
}

export default function OrderChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, locale, day, countries } = loaderData;
  const notice = actionData?.notice ?? view.notice;
  return (
    <div className="container order-page order-change">
      <h1>
        <FormattedMessage
          id={view.addition ? 'addTitle' : 'changeTitle'}
          values={{ n: view.legIndex + 1, ...view.route }}
        />
      </h1>
      {notice && (
        <p className="notice notice--error" role="alert" data-testid="change-refusal">
          <FormattedMessage id={notice} />
        </p>
      )}
      {actionData?.payment && <PaymentContinue payment={actionData.payment} />}
      {view.forDisruption && (
        <p className="notice notice--ok" role="status" data-testid="change-for-disruption">
          <FormattedMessage id="changeForDisruption" />
        </p>
      )}
      {view.addition ? (
        <AdditionForm view={view} />
      ) : (
        <>
          <ChangeSailingsForm view={view} day={day} />
          {!view.forDisruption && <ChangeCorrectionForm view={view} countries={countries} />}
        </>
      )}
      <Link className="button button--link" to={orderDetailsPath(locale, view.reference)}>
        <FormattedMessage id="changeBack" />
      </Link>
    </div>
  );
}
