import { Form } from 'react-router';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { hasTickets, isCancellable } from '#domain/orders/order-status.ts';
import { OrderDetails } from '../booking/order-details.tsx';
import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { CancelBookingButton, CancelBookingPanel } from './cancel-booking-panel.tsx';
import { ChangeAwaitingPayment } from './change-awaiting-payment.tsx';
import { DisruptionBanner } from './disruption-banner.tsx';
import { DisruptionChoices } from './disruption-choices.tsx';
import { FiscalDocumentLink } from './fiscal-document-link.tsx';
import { InvoiceDetails } from './invoice-details.tsx';
import { MoneyBackNotice } from './money-back-notice.tsx';
import { OrderLegsPanel } from './order-legs-panel.tsx';
import type { OrderPageData } from './order-page-data.ts';
import { OrderRefundsPanel } from './order-refunds-panel.tsx';
import type { OrderView } from './order-view.ts';
import { ClaimTrack } from './rights-panel.tsx';
import { TravellerParticulars } from './traveller-particulars.tsx';

/** The order page with an order: whole for whoever may open it, masked for whoever found it by e-mail. */
export function OrderBody({
  page,
  view,
  locale,
}: {
  page: OrderPageData;
  view: OrderView;
  locale: LocaleCode;
}) {
  const { summary } = view;
  const full = view.access === 'full';
  const cancellable = full && isCancellable(summary.status);
  return (
    <>
      {full && <OrderDisruptions page={page} summary={summary} locale={locale} />}
      <p className={`order-status order-status--${summary.status}`}>
        <span className="order-status__label">
          <FormattedMessage id="ordersStatus" />
        </span>{' '}
        <strong data-testid="order-status">
          <FormattedMessage id={`orderStatus_${summary.status}`} />
        </strong>
      </p>
      <OrderNotices page={page} view={view} />
      {full && <ChangeAwaitingPayment reference={summary.reference} changes={page.awaitingChanges ?? []} />}
      {page.claims?.map((claim) => (
        <ClaimTrack key={claim.id} claim={claim} />
      ))}
      {page.notice && !page.quote && (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id={page.notice} />
        </p>
      )}
      {view.access === 'masked' && <MaskedOrderNotice page={page} view={view} />}
      {cancellable && page.quote && (
        <CancelBookingPanel
          reference={summary.reference}
          quote={page.quote}
          notice={page.notice}
          keepPath={orderDetailsPath(locale, summary.reference)}
          toAgency={view.paidThrough !== null}
          legIndex={page.quotedLeg ?? undefined}
          sailing={page.quotedLeg == null ? undefined : summary.legs[page.quotedLeg]}
        />
      )}
      <OrderLegsPanel
        reference={summary.reference}
        legs={page.legs ?? []}
        summary={summary}
        canCancel={full}
      />
      {full && <OrderRefundsPanel refunds={page.refunds ?? []} />}
      <OrderDetails summary={summary} paidThrough={view.paidThrough} />
      <TravellerParticulars particulars={view.particulars} />
      <InvoiceDetails invoice={view.invoice} />
      <div className="booking-outcome__actions order-page__actions">
        {full && hasTickets(summary.status) && (
          <a
            className="button button--primary"
            href={`/orders/${summary.reference}/voucher.pdf`}
            download={`kyma-${summary.reference}.pdf`}
          >
            <FormattedMessage id="downloadVoucher" />
          </a>
        )}
        {full && (hasTickets(summary.status) || view.laterDocuments.length > 0) && (
          <FiscalDocumentLink
            href={`/orders/${summary.reference}/document.pdf`}
            invoice={view.invoice}
            later={view.laterDocuments}
          />
        )}
        {cancellable && !page.quote && <CancelBookingButton reference={summary.reference} />}
        <Link className="button button--link" to={orderDetailsPath(locale)}>
          <FormattedMessage id="ordersFindAnother" />
        </Link>
      </div>
    </>
  );
}

/** What the companies told about the booking's sailings, and what the traveller may do about it (issue #26). */
function OrderDisruptions({
  page,
  summary,
  locale,
}: {
  page: OrderPageData;
  summary: OrderView['summary'];
  locale: LocaleCode;
}) {
  return (
    <>
      <DisruptionBanner notices={page.disruptions ?? []} />
      <DisruptionChoices
        reference={summary.reference}
        views={page.disruptionLegs ?? []}
        claimAction={orderDetailsPath(locale, summary.reference)}
      />
    </>
  );
}

/** What happened to the order lately: its cancellation's refund, money given back, a change under way. */
function OrderNotices({ page, view }: { page: OrderPageData; view: OrderView }) {
  return (
    <>
      {view.cancellation && (
        <p className="notice notice--ok" role="status">
          <FormattedMessage
            id={
              !view.cancellation.refundDue
                ? 'ordersCancelledNoRefund'
                : view.paidThrough
                  ? 'ordersCancelledToAgency'
                  : 'ordersCancelled'
            }
            values={{ amount: view.cancellation.refund }}
          />
        </p>
      )}
      <MoneyBackNotice moneyBack={view.moneyBack} />
      {page.changed === 'underWay' && (
        <p className="notice notice--ok" role="status" data-testid="change-under-way">
          <FormattedMessage id="changeUnderWay" />
        </p>
      )}
      {page.changed === 'linkSent' && (
        <p className="notice notice--ok" role="status" data-testid="change-link-sent">
          <FormattedMessage id="changeLinkSent" />
        </p>
      )}
    </>
  );
}

/**
 * Shown to whoever found the order by its reference and e-mail only: most of it is masked, and the voucher
 * can be sent again to the e-mail on the order.
 */
function MaskedOrderNotice({ page, view }: { page: OrderPageData; view: OrderView }) {
  const { summary } = view;
  return (
    <div className="order-page__masked">
      <p>
        <FormattedMessage id="ordersMaskedNotice" />
      </p>
      {page.resent ? (
        <p className="notice notice--ok" role="status">
          <FormattedMessage id="ordersResendVoucherSent" />
        </p>
      ) : (
        hasTickets(summary.status) && (
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="reference" value={summary.reference} />
            <input type="hidden" name="email" value={page.email ?? ''} />
            <button type="submit" className="button button--secondary">
              <FormattedMessage id="ordersResendVoucher" />
            </button>
          </Form>
        )
      )}
    </div>
  );
}
