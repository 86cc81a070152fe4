import { AssistanceList } from '../booking/assistance-review.tsx';
import { TableHead } from '../components/table-head.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import type { TravellerParticulars as Particulars } from './order-view.ts';

/** Who travels and who is contacted, with documents and phone as the reader may see them. */
export function TravellerParticulars({ particulars }: { particulars: Particulars }) {
  const { leader, passengers } = particulars;
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
        <TableHead columns={['passengerName', 'ordersDocument', 'birthDate', 'ordersAssistance']} />
        <tbody>
          {passengers.map((passenger) => (
            <tr key={passenger.id}>
              <td>{passenger.fullName}</td>
              <td className="order-particulars__code">{passenger.document || '—'}</td>
              <td className="order-particulars__code">{passenger.birthDate || '—'}</td>
              <td data-testid="traveller-assistance">
                <AssistanceList assistance={passenger.assistance} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
