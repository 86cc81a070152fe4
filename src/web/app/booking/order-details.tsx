import { TableHead } from '../components/table-head.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { ChargeLineRows } from './charge-lines-list.tsx';
import type { OrderSummary } from './order-summary.ts';

/** Spec §3 "Confirmation": reservation number, names, trips, dates and times, tickets, seats and prices. */
export function OrderDetails({
  summary,
  paidThrough = null,
}: {
  summary: OrderSummary;
  /** Set when the agency paid on its credit (decision 0055): said under the total, never a card. */
  paidThrough?: { agency: string | null } | null;
}) {
  return (
    <div className="order-details">
      <dl className="order-details__facts">
        <div>
          <dt>
            <FormattedMessage id="reservationNumber" />
          </dt>
          <dd className="order-details__reference">{summary.reference}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="leadTraveller" />
          </dt>
          <dd>{summary.leaderName}</dd>
        </div>
      </dl>
      {summary.legs.map((leg) => (
        <OrderLeg key={leg.id} leg={leg} />
      ))}
      <dl className="price-breakdown" data-testid="order-lines">
        <ChargeLineRows lines={summary.orderLines} />
        <div className="price-breakdown__total">
          <dt>
            <FormattedMessage id="priceFinal" />
          </dt>
          <dd data-testid="final-price">{summary.finalPrice}</dd>
        </div>
      </dl>
      {summary.authorised && (
        <p className="order-details__authorised" data-testid="authorised-on-card">
          <FormattedMessage id="authorisedOnCard" values={{ amount: summary.authorised }} />
        </p>
      )}
      {summary.afterSale && <AfterSale rows={summary.afterSale} />}
      {paidThrough && (
        <p className="order-details__payer" data-testid="paid-through">
          {paidThrough.agency ? (
            <FormattedMessage id="paidThroughAgency" values={{ agency: paidThrough.agency }} />
          ) : (
            <FormattedMessage id="paidThroughYourAgency" />
          )}
        </p>
      )}
    </div>
  );
}

/** What was paid and given back since the sale, under its price (decision 0112). */
function AfterSale({ rows }: { rows: NonNullable<OrderSummary['afterSale']> }) {
  return (
    <dl className="price-breakdown price-breakdown--after-sale" data-testid="after-sale">
      {rows.changesPaid && (
        <div>
          <dt>
            <FormattedMessage id="afterSaleChangesPaid" />
          </dt>
          <dd data-testid="after-sale-changes">{rows.changesPaid}</dd>
        </div>
      )}
      {rows.refunded && (
        <div>
          <dt>
            <FormattedMessage id="afterSaleRefunded" />
          </dt>
          <dd data-testid="after-sale-refunded">−{rows.refunded}</dd>
        </div>
      )}
      {rows.released && (
        <div>
          <dt>
            <FormattedMessage id="afterSaleReleased" />
          </dt>
          <dd data-testid="after-sale-released">−{rows.released}</dd>
        </div>
      )}
      <div className="price-breakdown__total">
        <dt>
          <FormattedMessage id="afterSaleNet" />
        </dt>
        <dd data-testid="after-sale-net">{rows.net}</dd>
      </div>
    </dl>
  );
}

/** One sailing of the order: route, company and times, its passengers with their tickets, and its price. */
function OrderLeg({ leg }: { leg: OrderSummary['legs'][number] }) {
  return (
    <article className="order-leg" aria-label={`${leg.from} → ${leg.to}`}>
      <header className="order-leg__head">
        <h2>
          {leg.from} → {leg.to}
        </h2>
        <p>
          {leg.companyName} ({leg.companyCode}) · {leg.vesselName}
        </p>
      </header>
      <p className="order-leg__times">
        <FormattedMessage
          id="sailingTimes"
          values={{
            departureDate: leg.departure.date,
            departureTime: leg.departure.time,
            arrivalDate: leg.arrival.date,
            arrivalTime: leg.arrival.time,
          }}
        />
      </p>
      {leg.protectedConnection && (
        <p className="order-leg__connection" data-testid="protected-connection">
          <FormattedMessage id="protectedConnection" />
        </p>
      )}
      <table className="order-leg__passengers">
        <TableHead columns={['passengerName', 'passengerTypeLabel', 'seatType', 'ticketNumber']} />
        <tbody>
          {leg.passengers.map((passenger) => (
            <tr key={passenger.id}>
              <td>{passenger.fullName}</td>
              <td>
                <FormattedMessage id={`passengerType_${passenger.passengerType}`} />
              </td>
              <td>{passenger.accommodation}</td>
              <td>{passenger.ticketNumber ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="price-breakdown order-leg__lines" data-testid="leg-lines">
        <ChargeLineRows lines={leg.lines} />
        <div className="price-breakdown__subtotal">
          <dt>
            <FormattedMessage id="legTotal" />
          </dt>
          <dd>{leg.total}</dd>
        </div>
      </dl>
    </article>
  );
}
