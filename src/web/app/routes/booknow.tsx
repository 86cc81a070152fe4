import { data, useNavigation } from 'react-router';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { businessDay } from '#domain/site/business-day.ts';
import { signedInOnly } from '../auth/route-access.server.ts';
import { moneyText } from '../booking/booking-text.ts';
import { resellerOf } from '../booking/reseller-of.server.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { loadPartnerAccess, partnerAccessAction } from '../reseller/partner-access.server.ts';
import { PartnerAnswerNotice } from '../reseller/partner-answer.tsx';
import { PartnerKeys } from '../reseller/partner-keys.tsx';
import { PartnerWebhooks } from '../reseller/partner-webhooks.tsx';
import { LazySearchForm } from '../search/lazy-search-form.tsx';
import { loadSearchPorts } from '../search/search-ports.server.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import type { Route } from './+types/booknow.ts';

/** Spec §2 "/booknow": the reseller's entry; only for a signed-in user with a reseller account. */
/** The booking steps' styles and the search form's (issue #32). */
export const handle: StylesHandle = { styles: ['search', 'booking'] };

export const middleware: Route.MiddlewareFunction[] = [signedInOnly];

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => [
  ...appPageMeta(matches, location.pathname, {
    title: 'booknowTitle',
    description: 'booknowIntro',
    descriptionValues: { company: loaderData?.reseller?.companyName ?? 'Kyma' },
  }),
  NO_INDEX,
];

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(pagePath(request));
  const reseller = await resellerOf(context);
  if (!reseller) return data({ reseller: null }, { status: 403, headers: PRIVATE });
  const { services } = context.get(requestContext);
  const [ports, partner] = await Promise.all([
    loadSearchPorts(services, locale),
    loadPartnerAccess(services, reseller.userId),
  ]);
  return data(
    {
      reseller: {
        companyName: reseller.companyName,
        limit: moneyText(reseller.creditLimit, locale),
        used: moneyText(reseller.creditUsed, locale),
        available: moneyText(reseller.availableCredit, locale),
      },
      ports: ports.packed,
      today: businessDay(services.clock.now()),
      partner,
    },
    { headers: PRIVATE },
  );
}

/** The reseller's own API keys and webhooks (decision 0128); only its own, by the session. */
export async function action({ context, request }: Route.ActionArgs) {
  const reseller = await resellerOf(context);
  if (!reseller) return data(null, { status: 403, headers: PRIVATE });
  const answer = await partnerAccessAction(request, context.get(requestContext).services, reseller.userId);
  return data(answer, { status: answer ? (answer.done ? 200 : 400) : 400, headers: PRIVATE });
}

export default function Booknow({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  if (!loaderData.reseller) {
    return (
      <section className="container booking-outcome" aria-labelledby="booknow-title">
        <h1 id="booknow-title">
          <FormattedMessage id="booknowTitle" />
        </h1>
        <p>
          <FormattedMessage id="notAReseller" />
        </p>
      </section>
    );
  }
  const { reseller } = loaderData;
  return (
    <section className="container booking-outcome booknow" aria-labelledby="booknow-title">
      <h1 id="booknow-title">
        <FormattedMessage id="booknowTitle" />
      </h1>
      <p>
        <FormattedMessage id="booknowIntro" values={{ company: reseller.companyName }} />
      </p>
      <dl className="booknow__credit">
        <div>
          <dt>
            <FormattedMessage id="creditLimitLabel" />
          </dt>
          <dd>{reseller.limit}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="creditUsedLabel" />
          </dt>
          <dd>{reseller.used}</dd>
        </div>
        <div className="booknow__available">
          <dt>
            <FormattedMessage id="creditAvailableLabel" />
          </dt>
          <dd data-testid="credit-available">{reseller.available}</dd>
        </div>
      </dl>
      <LazySearchForm ports={loaderData.ports} today={loaderData.today} variant="compact" />
      <PartnerAnswerNotice answer={actionData} />
      <PartnerKeys keys={loaderData.partner.keys} busy={busy} />
      <PartnerWebhooks
        endpoints={loaderData.partner.endpoints}
        deliveries={loaderData.partner.deliveries}
        busy={busy}
      />
    </section>
  );
}
