import type { OrderFile } from '#application/back-office/read-order-file.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { moneyText } from '../booking/booking-text.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { stamp } from './admin-format.ts';
import { AdminTable } from './admin-table.tsx';

type Serialized<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Serialized<T[K]> } : T;
export type OrderFileData = Serialized<OrderFile>;

/** The order's records: upstream bookings, payments and refunds, delivery, jobs and e-mails. */
export function OrderRecords({ file, locale }: { file: OrderFileData; locale: LocaleCode }) {
  const intl = useIntl();
  const { order } = file;
  return (
    <>
      <AdminTable
        caption={<FormattedMessage id="adminOrderUpstream" />}
        columns={[
          'adminOrderSystem',
          'adminOrderUpstreamCode',
          'adminBookingsCompany',
          'adminOrderVessel',
          'adminOrderTickets',
        ]}
      >
        {order.legs.map((leg, index) => (
          <tr key={`${leg.agentName}-${leg.upstreamOrderCode}-${leg.booking.legIndex}`}>
            <td>{leg.agentName}</td>
            <td>{leg.upstreamOrderCode}</td>
            <td>{leg.companyName}</td>
            <td>{leg.vesselName}</td>
            <td>
              {order.tickets
                .filter((ticket) => ticket.legIndex === index)
                .map((ticket) => ticket.ticketNumber)
                .join(', ')}
            </td>
          </tr>
        ))}
      </AdminTable>
      <PaymentRecords file={file} locale={locale} />
      <DeliveryRecord file={file} />
      <AdminTable
        caption={<FormattedMessage id="adminOrderJobs" />}
        columns={['adminJobsName', 'adminJobsState', 'adminJobsAttempts', 'adminJobsError', 'adminOrderWhen']}
      >
        {file.jobs.map((job) => (
          <tr key={job.id}>
            <td>{job.name}</td>
            <td>
              <span className={`admin-job admin-job--${job.state}`}>
                {intl.formatMessage({ id: `adminJobState.${job.state}` })}
              </span>
            </td>
            <td>{job.attempts}</td>
            <td>{job.lastError}</td>
            <td>{stamp(job.finishedAt ?? job.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminTable
        caption={<FormattedMessage id="adminOrderEmails" />}
        columns={['adminOrderSubject', 'adminBookingsStatus', 'adminOrderWhen']}
      >
        {file.emails.map((email) => (
          <tr key={email.id}>
            <td>{email.subject}</td>
            <td>
              {intl.formatMessage({ id: 'adminEmailStatus' }, { status: email.status })}
              {email.error && `: ${email.error}`}
            </td>
            <td>{stamp(email.sentAt ?? email.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** What was paid, by which provider, and what was refunded. */
function PaymentRecords({ file, locale }: { file: OrderFileData; locale: LocaleCode }) {
  const intl = useIntl();
  return (
    <>
      <AdminTable
        caption={<FormattedMessage id="adminOrderPayments" />}
        columns={[
          'adminOrderProvider',
          'adminOrderProviderId',
          'adminOrderAmount',
          'adminBookingsStatus',
          'adminOrderWhen',
        ]}
      >
        {file.payments.map((payment) => (
          <tr key={payment.id}>
            <td>{payment.provider}</td>
            <td>{payment.providerPaymentId}</td>
            <td className="admin-table__money">{moneyText(payment.amount, locale)}</td>
            <td>{intl.formatMessage({ id: `adminPayment.${payment.status}` })}</td>
            <td>{stamp(payment.completedAt ?? payment.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <RefundRecords file={file} locale={locale} />
    </>
  );
}

/** Every refund with its steps and the provider's reference; a staff refund with its reason and author. */
function RefundRecords({ file, locale }: { file: OrderFileData; locale: LocaleCode }) {
  const intl = useIntl();
  if (file.refundTracks.length === 0) return null;
  const staff = new Map(file.refunds.map((refund) => [refund.id, refund]));
  const when = (at: string | null) => (at ? stamp(at) : '—');
  return (
    <AdminTable
      caption={<FormattedMessage id="adminOrderRefunds" />}
      columns={[
        'adminRefundWhat',
        'adminOrderAmount',
        'adminRefundRequested',
        'adminRefundAccepted',
        'adminRefundSent',
        'adminRefundReference',
        'adminRefundExpectedBy',
      ]}
    >
      {file.refundTracks.map((track) => {
        const byStaff = staff.get(track.id);
        const what = intl.formatMessage(
          { id: `adminRefundKind.${track.kind}` },
          { sailing: String((track.legIndex ?? 0) + 1) },
        );
        return (
          <tr key={track.id} data-testid={`admin-refund-${track.id}`}>
            <td>
              {what}
              {byStaff && ` · ${byStaff.reason} · ${byStaff.requestedBy}`}
              {track.refused && ` · ${intl.formatMessage({ id: 'adminRefund.refused' })}`}
            </td>
            <td className="admin-table__money">{moneyText(track.amount, locale)}</td>
            <td>{stamp(track.requestedAt)}</td>
            <td>{track.companyStep ? when(track.acceptedAt) : ''}</td>
            <td>
              {when(track.sentAt)}
              {track.sentThrough && ` · ${track.sentThrough}`}
            </td>
            <td>{track.reference ?? ''}</td>
            <td>{track.expectedBy ?? ''}</td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

/** How the tickets travel, and the courier's shipment when there is one. */
function DeliveryRecord({ file }: { file: OrderFileData }) {
  const intl = useIntl();
  const { order } = file;
  return (
    <section aria-labelledby="delivery-title" className="admin-section">
      <h2 id="delivery-title">
        <FormattedMessage id="adminOrderDelivery" />
      </h2>
      <p>
        {intl.formatMessage({ id: `adminDelivery.${order.delivery.receiveTicketsMethod}` })}
        {file.shipment && (
          <>
            {' · '}
            {file.shipment.courier} {file.shipment.shippingNumber}{' '}
            {file.shipment.trackingUrl && (
              <a href={file.shipment.trackingUrl} rel="noreferrer" target="_blank">
                <FormattedMessage id="adminOrderTrack" />
              </a>
            )}
          </>
        )}
      </p>
    </section>
  );
}
