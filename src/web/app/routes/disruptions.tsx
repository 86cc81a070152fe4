import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import { localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import { BUSINESS_TIME_ZONE } from '#domain/site/business-hours.ts';
import { Breadcrumbs } from '../content/breadcrumbs.tsx';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/disruptions.ts';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  appPageMeta(matches, location.pathname, {
    title: 'disruptionsTitle',
    description: 'disruptionsDescription',
  });

/** Departure times as Greek port boards show them: Athens time, 24 hours. */
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function rowOf(event: SailingDisruption, portName: (code: string) => string) {
  return {
    key: `${event.agentName} ${event.id}`,
    route: `${portName(event.from)} → ${portName(event.to)}`,
    departure: clock.format(new Date(event.departure)),
    kind: event.kind,
    minutes: event.delayMinutes ?? 0,
    newTime: event.newDeparture ? clock.format(new Date(event.newDeparture)) : '',
    vessel: event.vesselName ?? '',
  };
}

/** The week's disruptions by region (issues #26, #51), from what Kyma has read of the companies. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const [days, ports] = await Promise.all([
    services.disruptions.listPublicDisruptions.execute(),
    services.ferry.listPorts.execute({ lang: locale }),
  ]);
  const names = new Map(ports.ok ? ports.value.map((port) => [port.code, port.name]) : []);
  const portName = (code: string) => names.get(code) ?? code;
  return {
    days: days.map(({ day, regions }) => ({
      day,
      regions: regions.map(({ area, disruptions }) => ({
        area,
        rows: disruptions.map((event) => rowOf(event, portName)),
      })),
    })),
  };
}

export default function DisruptionsPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const title = intl.formatMessage({ id: 'disruptionsTitle' });
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: intl.formatMessage({ id: 'navHome' }), path: localePrefix(locale) || '/' },
          { name: title, path: `${localePrefix(locale)}/disruptions` },
        ]}
      />
      <div className="container disruptions-page">
        <h1>{title}</h1>
        <p className="list-page__intro">
          <FormattedMessage id="disruptionsDescription" />
        </p>
        {loaderData.days.map((day, index) => (
          <DisruptionDay
            key={day.day}
            day={day}
            heading={(['disruptionsToday', 'disruptionsTomorrow'] as const)[index] ?? 'disruptionsLaterDay'}
          />
        ))}
      </div>
    </>
  );
}

type Day = Route.ComponentProps['loaderData']['days'][number];

/** One day's disruptions, a table per region. */
function DisruptionDay({ day, heading }: { day: Day; heading: string }) {
  const intl = useIntl();
  const date = intl.formatDate(new Date(`${day.day}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <section
      aria-labelledby={`day-${day.day}`}
      className="disruptions-page__day"
      data-testid="disruption-day"
    >
      <h2 id={`day-${day.day}`}>
        <FormattedMessage id={heading} values={{ date }} />
      </h2>
      {day.regions.length === 0 ? (
        <p role="status">
          <FormattedMessage id="disruptionsNone" />
        </p>
      ) : (
        day.regions.map((region) => (
          <div key={region.area} className="disruptions-page__region">
            <h3>
              {intl.formatMessage({
                id: `disruptionsRegion_${region.area.replace(/[^A-Za-z]/g, '')}`,
                defaultMessage: region.area,
              })}
            </h3>
            <table className="disruptions-page__table">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="disruptionsRoute" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="disruptionsDeparture" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="disruptionsChange" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {region.rows.map((row) => (
                  <tr key={row.key} className={`disruptions-page__row disruptions-page__row--${row.kind}`}>
                    <td>{row.route}</td>
                    <td>{row.departure}</td>
                    <td>
                      <FormattedMessage id={`disruptionsKind_${row.kind}`} values={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))
      )}
    </section>
  );
}
