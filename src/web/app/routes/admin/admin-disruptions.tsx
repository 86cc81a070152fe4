import { Form } from 'react-router';
import { readDeskFilter } from '#domain/disruptions/disruption-desk.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { ActionNotice } from '../../back-office/action-notice.tsx';
import { stamp } from '../../back-office/admin-format.ts';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { AdminTable } from '../../back-office/admin-table.tsx';
import { DESK_FIELDS, deskAction } from '../../back-office/desk-action.server.ts';
import { DeskOrderRowView } from '../../back-office/disruption-desk.tsx';
import { LabelledField } from '../../back-office/labelled-field.tsx';
import { ReconciliationFindings } from '../../back-office/reconciliation-findings.tsx';
import { answerOf, needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { Link } from '../../components/link.tsx';
import { readForm } from '../../forms/read-form.server.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-disruptions.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('viewBookings')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminDesk_title');

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = readDeskFilter(new URL(request.url).searchParams);
  const result = await context.get(requestContext).services.disruptions.readDisruptionDesk.execute({
    actor: context.get(sessionContext),
    filter,
  });
  if (!result.ok) throwRefusal(request, result.error);
  const { day, events, findings } = result.value;
  return { filter: { ...filter, day }, events, findings };
}

/** Staff act for a traveller (issue #26 point 6): the use case checks the ability and audits it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, [...DESK_FIELDS]);
  const intent = String(form.intent ?? '');
  const action = deskAction(form);
  if (!action.ok) return answerOf(request, intent, action);
  const result = await context.get(requestContext).services.disruptions.actForTraveller.execute({
    actor: context.get(sessionContext),
    orderId: String(form.orderId ?? ''),
    action: action.value,
  });
  return answerOf(request, intent, result);
}

type LoaderData = Route.ComponentProps['loaderData'];

function DeskFilters({ filter }: Pick<LoaderData, 'filter'>) {
  const { locale } = useRootData();
  const intl = useIntl();
  return (
    <Form method="get" className="admin-filters" role="search">
      <div className="admin-filters__grid">
        <LabelledField id="day" label="adminDesk_day">
          <input id="day" name="day" type="date" defaultValue={filter.day} />
        </LabelledField>
        <LabelledField id="company" label="adminDesk_company">
          <input id="company" name="company" defaultValue={filter.company} maxLength={16} />
        </LabelledField>
        <LabelledField id="status" label="adminDesk_status">
          <select id="status" name="status" defaultValue={filter.status}>
            {(['all', 'open', 'settled'] as const).map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage({ id: 'adminDesk_statusName' }, { status })}
              </option>
            ))}
          </select>
        </LabelledField>
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="button button--primary">
          <FormattedMessage id="adminBookingsApply" />
        </button>
        <Link to={adminPath(locale, '/disruptions')}>
          <FormattedMessage id="adminBookingsClear" />
        </Link>
      </div>
    </Form>
  );
}

/** One event: the sailing, what its company told, where the desk's work on it stands, then its orders. */
function DeskEvent({ event }: { event: LoaderData['events'][number] }) {
  const { disruption } = event;
  return (
    <section className="admin-section" data-testid={`desk-event-${disruption.id}`}>
      <h2>
        <FormattedMessage
          id="adminDesk_event"
          values={{
            from: disruption.from,
            to: disruption.to,
            company: disruption.companyCode,
            departure: stamp(disruption.departure),
            status: event.status,
          }}
        />
      </h2>
      <p>
        <FormattedMessage
          id={`disruptionsKind_${disruption.kind}`}
          values={{
            minutes: disruption.delayMinutes ?? 0,
            newTime: stamp(disruption.newDeparture),
            vessel: disruption.vesselName ?? '',
          }}
        />
      </p>
      {event.orders.length > 0 && (
        <AdminTable
          columns={[
            'adminDesk_order',
            'adminDesk_legsTitle',
            'adminDesk_told',
            'adminDesk_chosen',
            'adminDesk_claims',
          ]}
        >
          {event.orders.map((order) => (
            <DeskOrderRowView key={order.orderId} event={event} order={order} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/** The disruptions desk (issue #26 point 6, decision 0076). */
export default function AdminDisruptions({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, events, findings } = loaderData;
  return (
    <section aria-labelledby="disruptions-title">
      <h1 id="disruptions-title">
        <FormattedMessage id="adminDesk_title" />
      </h1>
      <DeskFilters filter={filter} />
      <ActionNotice answer={actionData} />
      <p role="status">
        <FormattedMessage id="adminDesk_found" values={{ count: events.length }} />
      </p>
      {events.map((event) => (
        <DeskEvent key={`${event.disruption.agentName}-${event.disruption.id}`} event={event} />
      ))}
      <ReconciliationFindings findings={findings} />
    </section>
  );
}
