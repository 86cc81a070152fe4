import type { ReconciliationFinding } from '#application/ports/booking-reconciliation-repository.ts';
import { moneyText } from '../booking/booking-text.ts';
import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { stamp } from './admin-format.ts';
import { adminPath } from './admin-paths.ts';
import { AdminTable } from './admin-table.tsx';

/** One finding: the order, the company's booking, what differs, and the refund owed for what it cancelled. */
function FindingRow({ finding }: { finding: ReconciliationFinding }) {
  const { locale } = useRootData();
  const cancelled = finding.cancelledLegs.length > 0;
  return (
    <tr data-testid={`reconciliation-${finding.reference}`}>
      <td>
        <Link to={adminPath(locale, `/bookings/${finding.orderId}`)}>{finding.reference}</Link>
      </td>
      <td>
        {finding.agentName} {finding.orderCode}
      </td>
      <td>
        <ul className="admin-plain-list">
          {cancelled && (
            <li>
              <FormattedMessage
                id="adminDesk_reconciliationCancelled"
                values={{ sailings: finding.cancelledLegs.map((leg) => leg + 1).join(', ') }}
              />
            </li>
          )}
          {finding.fields
            .filter((field) => field !== 'status' || !cancelled)
            .map((field) => (
              <li key={field}>
                <FormattedMessage id="adminDesk_reconciliationField" values={{ field }} />
              </li>
            ))}
        </ul>
      </td>
      <td>{cancelled ? moneyText(finding.refundOwed, locale) : ''}</td>
      <td>{stamp(finding.foundAt)}</td>
    </tr>
  );
}

/**
 * What the daily reconciliation with the companies found on the desk's day (issue #47 point 5, decision
 * 0115): each booking whose company's record differs from the order's, a cancellation with the refund owed.
 */
export function ReconciliationFindings({ findings }: { findings: ReconciliationFinding[] }) {
  return (
    <section className="admin-section" aria-labelledby="reconciliation-title">
      <h2 id="reconciliation-title">
        <FormattedMessage id="adminDesk_reconciliation" />
      </h2>
      {findings.length === 0 ? (
        <p>
          <FormattedMessage id="adminDesk_reconciliationNone" />
        </p>
      ) : (
        <AdminTable
          columns={[
            'adminDesk_order',
            'adminDesk_reconciliationBooking',
            'adminDesk_reconciliationFields',
            'adminDesk_reconciliationRefund',
            'adminDesk_reconciliationFound',
          ]}
        >
          {findings.map((finding) => (
            <FindingRow
              key={`${finding.orderId}-${finding.foundAt}-${finding.fields.join()}`}
              finding={finding}
            />
          ))}
        </AdminTable>
      )}
    </section>
  );
}
