import { Form } from 'react-router';
import { readBookingFilters } from '#domain/back-office/booking-filters.ts';
import { ORDER_STATUSES } from '#domain/orders/order-status.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { stamp } from '../../back-office/admin-format.ts';
import { AdminListPage } from '../../back-office/admin-list-page.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { LabelledField } from '../../back-office/labelled-field.tsx';
import { needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { moneyText } from '../../booking/booking-text.ts';
import { Link } from '../../components/link.tsx';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-bookings.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('viewBookings')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminBookingsTitle');

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = readBookingFilters(params);
  const result = await context.get(requestContext).services.backOffice.searchBookings.execute({
    actor: context.get(sessionContext),
    filters,
  });
  if (!result.ok) throwRefusal(request, result.error);
  return { filters, ...result.value };
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { filters, rows, total, perPage, choices } = loaderData;
  return (
    <AdminListPage
      name="bookings"
      titleKey="adminBookingsTitle"
      filters={<BookingFilters filters={filters} choices={choices} />}
      found={{ key: 'adminBookingsFound', count: total }}
      columns={[
        'adminBookingsReference',
        'adminBookingsLeader',
        'adminBookingsDeparture',
        'adminBookingsCompany',
        'adminOrderSystem',
        'adminBookingsStatus',
        { id: 'adminBookingsTotal', className: 'admin-table__money' },
        'adminBookingsBookedAt',
      ]}
      rows={rows}
      row={(row) => <BookingRow key={row.id} row={row} />}
      pager={{ page: filters.page, total, perPage }}
    />
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

/** The search box, its buttons, and the other filters under it. */
function BookingFilters({ filters, choices }: Pick<LoaderData, 'filters' | 'choices'>) {
  const { locale } = useRootData();
  return (
    <Form method="get" className="admin-filters" role="search">
      <div className="admin-filters__search">
        <LabelledField id="q" label="adminBookingsSearch">
          <input id="q" name="q" type="search" defaultValue={filters.query} maxLength={100} />
        </LabelledField>
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            <FormattedMessage id="adminBookingsApply" />
          </button>
          <Link to={adminPath(locale, '/bookings')}>
            <FormattedMessage id="adminBookingsClear" />
          </Link>
        </div>
      </div>
      <MoreBookingFilters filters={filters} choices={choices} />
    </Form>
  );
}

/** The filters beyond the search box, open while any of them narrows the list. */
function MoreBookingFilters({ filters, choices }: Pick<LoaderData, 'filters' | 'choices'>) {
  const intl = useIntl();
  const any = intl.formatMessage({ id: 'adminAny' });
  const filtered = Boolean(
    filters.status ||
      filters.travelFrom ||
      filters.travelTo ||
      filters.bookedFrom ||
      filters.bookedTo ||
      filters.company ||
      filters.provider ||
      filters.resellerId,
  );
  return (
    <details className="admin-filters__more" open={filtered}>
      <summary>
        <FormattedMessage id="adminBookingsFilters" />
      </summary>
      <div className="admin-filters__grid">
        <LabelledField id="status" label="adminBookingsStatus">
          <select id="status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">{any}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage({ id: `adminStatus.${status}` })}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id="travelFrom" label="adminBookingsTravelFrom">
          <input id="travelFrom" name="travelFrom" type="date" defaultValue={filters.travelFrom ?? ''} />
        </LabelledField>
        <LabelledField id="travelTo" label="adminBookingsTravelTo">
          <input id="travelTo" name="travelTo" type="date" defaultValue={filters.travelTo ?? ''} />
        </LabelledField>
        <LabelledField id="bookedFrom" label="adminBookingsBookedFrom">
          <input id="bookedFrom" name="bookedFrom" type="date" defaultValue={filters.bookedFrom ?? ''} />
        </LabelledField>
        <LabelledField id="bookedTo" label="adminBookingsBookedTo">
          <input id="bookedTo" name="bookedTo" type="date" defaultValue={filters.bookedTo ?? ''} />
        </LabelledField>
        <LabelledField id="company" label="adminBookingsCompany">
          <select id="company" name="company" defaultValue={filters.company}>
            <option value="">{any}</option>
            {choices.companies.map((company) => (
              <option key={company}>{company}</option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id="provider" label="adminBookingsProvider">
          <select id="provider" name="provider" defaultValue={filters.provider}>
            <option value="">{any}</option>
            {choices.providers.map((provider) => (
              <option key={provider}>{provider}</option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id="reseller" label="adminBookingsReseller">
          <input
            id="reseller"
            name="reseller"
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue={filters.resellerId ?? ''}
          />
        </LabelledField>
      </div>
    </details>
  );
}

/** One order of the list: its reference opens its page. */
function BookingRow({ row }: { row: LoaderData['rows'][number] }) {
  const { locale } = useRootData();
  const intl = useIntl();
  return (
    <tr>
      <td className="admin-table__reference">
        <Link to={adminPath(locale, `/bookings/${row.id}`)}>{row.reference}</Link>
      </td>
      <td>
        {row.leaderName}
        <br />
        <span className="admin-muted">{row.email}</span>
      </td>
      <td>{row.firstDeparture.slice(0, 16).replace('T', ' ')}</td>
      <td>{row.companies.join(', ')}</td>
      <td>{row.systems.join(', ')}</td>
      <td>
        <span className={`admin-status admin-status--${row.status}`}>
          {intl.formatMessage({ id: `adminStatus.${row.status}` })}
        </span>
      </td>
      <td className="admin-table__money">{moneyText(row.finalPrice, locale)}</td>
      <td>{stamp(row.createdAt)}</td>
    </tr>
  );
}
