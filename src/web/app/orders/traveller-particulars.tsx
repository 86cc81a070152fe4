import { AssistanceList } from '../booking/assistance-review.tsx';
import { TableHead } from '../components/table-head.tsx';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import type { TravellerParticulars as Particulars } from './order-view.ts';

const COLUMNS = ['passengerName', 'ordersDocument', 'birthDate', 'ordersAssistance'] as const;

/**
 * Who travels and who is contacted, with documents and phone as the reader may see them. On a phone the
 * table's rows stack as cards, each value under its column's name (`data-label`): four columns of names,
 * codes and dates do not fit 390 px without breaking inside words.
 */
export function TravellerParticulars({ particulars }: { particulars: Particulars }) {
  const { leader, passengers } = particulars;
  const intl = useIntl();
  const [, documentLabel, birthLabel, assistanceLabel] = COLUMNS.map((id) => intl.formatMessage({ id }));
  return (
    <section className="order-particulars" aria-labelledby="particulars-title">
      <h2 id="particulars-title">
        <FormattedMessage id="ordersParticulars" />
      </h2>
      <dl className="order-particulars__leader">
        <div>
          <dt>
            <FormattedMessage id="leadTraveller" />
          </dt>
          <dd>{leader.name}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="email" />
          </dt>
          <dd>{leader.email}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="mobile" />
          </dt>
          <dd className="order-particulars__code">{leader.phone}</dd>
        </div>
      </dl>
      <table className="order-particulars__travellers">
        <TableHead columns={COLUMNS} />
        <tbody>
          {passengers.map((passenger) => (
            <tr key={passenger.id}>
              <td>{passenger.fullName}</td>
              <td className="order-particulars__code" data-label={documentLabel}>
                {passenger.document || '—'}
              </td>
              <td className="order-particulars__code" data-label={birthLabel}>
                {passenger.birthDate || '—'}
              </td>
              <td data-testid="traveller-assistance" data-label={assistanceLabel}>
                <AssistanceList assistance={passenger.assistance} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
