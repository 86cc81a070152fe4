import type { QueuedOrderAction } from '#application/back-office/run-order-action.ts';
import { invalidFields } from '#application/back-office/staff-access.ts';
import { AGENT_PERMISSIONS } from '#application/ferry/authorize-agent.ts';
import { hasScope } from '#domain/auth/scope.ts';
import { centsFromEuros, refundRequestSchema } from '#domain/back-office/refund-request.ts';
import { mayStaff } from '#domain/back-office/staff-permissions.ts';
import { TRAVELLING_STATUSES } from '#domain/disruptions/affected-legs.ts';
import { disruptSailingFormSchema } from '#domain/disruptions/disruption-request-schema.ts';
import { localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { err } from '#domain/shared/result.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { ActionNotice } from '../../back-office/action-notice.tsx';
import { stamp } from '../../back-office/admin-format.ts';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { DisruptSailingPanel } from '../../back-office/disrupt-sailing-panel.tsx';
import { Fact, ItemHeader } from '../../back-office/item-header.tsx';
import { OrderActionsPanel } from '../../back-office/order-actions-panel.tsx';
import { type OrderFileData, OrderRecords } from '../../back-office/order-records.tsx';
import { OrderTimeline } from '../../back-office/order-timeline.tsx';
import { answerOf, needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { moneyText } from '../../booking/booking-text.ts';
import { OrderDetails } from '../../booking/order-details.tsx';
import { readForm } from '../../forms/read-form.server.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { FiscalDocumentLink } from '../../orders/fiscal-document-link.tsx';
import { InvoiceDetails } from '../../orders/invoice-details.tsx';
import { orderView } from '../../orders/order-view.server.ts';
import { TravellerParticulars } from '../../orders/traveller-particulars.tsx';
import { pagePath } from '../../page-path.ts';
import { requestContext } from '../../request-context.ts';
import orderStyles from '../../styles/order-details.css?url';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-order.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: orderStyles }];

export const middleware: Route.MiddlewareFunction[] = [needs('viewBookings')];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, 'adminOrderTitle', { reference: loaderData?.file.order.reference ?? '' });

const QUEUED: readonly QueuedOrderAction[] = [
  'resendEmail',
  'courierVoucher',
  'retryTicketing',
  'cancelUpstream',
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const result = await services.backOffice.readOrderFile.execute({
    actor: context.get(sessionContext),
    orderId: params.orderId,
  });
  if (!result.ok) throwRefusal(request, result.error);
  const { order } = result.value;
  return {
    file: result.value,
    view: await orderView(services, order, 'full', locale, result.value.ledger),
    disruptable:
      mayStaff(context.get(sessionContext), 'causeDisruption') && TRAVELLING_STATUSES.includes(order.status),
    // The traveller's own page, quote then confirm, opened by staff who may act on any order (decisions 0075,
    // 0084): cancel, change a sailing, correct a passenger.
    onBehalf:
      order.status === 'ticketed' &&
      AGENT_PERMISSIONS.some((scope) => hasScope(context.get(sessionContext), scope)),
  };
}

/** Every action is checked by its use case (permission and state); the page only says what came of it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { backOffice } = context.get(requestContext).services;
  const actor = context.get(sessionContext);
  const form = await readForm(request, [
    'intent',
    'amount',
    'reason',
    'tickets',
    'legIndex',
    'kind',
    'delayMinutes',
  ]);
  const intent = String(form.intent ?? '');
  if (intent === 'disrupt') return disrupt(request, params.orderId, context, form);
  if (intent === 'refund') {
    const amount = centsFromEuros(String(form.amount ?? ''));
    const refund = validateWith(
      refundRequestSchema,
      { amount: amount ?? Number.NaN, reason: form.reason, tickets: form.tickets || undefined },
      'invalidForm',
    );
    if (!refund.ok) return answerOf(request, intent, err(refund.error));
    const result = await backOffice.requestRefund.execute({
      actor,
      orderId: params.orderId,
      form: refund.value,
    });
    return answerOf(request, intent, result);
  }
  if (!(QUEUED as readonly string[]).includes(intent))
    return answerOf(request, intent, invalidFields(['intent']));
  const result = await backOffice.runOrderAction.execute({
    actor,
    orderId: params.orderId,
    action: intent as QueuedOrderAction,
  });
  return answerOf(request, intent, result);
}

/** Staff cancel or delay the sailing of one of the order's legs (issue #26). */
async function disrupt(
  request: Request,
  orderId: string,
  context: Route.ActionArgs['context'],
  form: Partial<Record<'legIndex' | 'kind' | 'delayMinutes', string>>,
) {
  const valid = validateWith(
    disruptSailingFormSchema,
    { legIndex: form.legIndex, kind: form.kind, delayMinutes: form.delayMinutes || undefined },
    'invalidForm',
  );
  if (!valid.ok) return answerOf(request, 'disrupt', err(valid.error));
  const { legIndex, kind, delayMinutes } = valid.value;
  const result = await context.get(requestContext).services.disruptions.disruptSailing.execute({
    actor: context.get(sessionContext),
    orderId,
    form:
      kind === 'delayed' ? { legIndex, kind, delayMinutes: delayMinutes! } : { legIndex, kind: 'cancelled' },
  });
  return answerOf(request, 'disrupt', result);
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const intl = useIntl();
  const file = loaderData.file as unknown as OrderFileData;
  const { order } = file;
  return (
    <article aria-labelledby="order-title" className="admin-order">
      <ItemHeader
        back={{ to: adminPath(locale, '/bookings'), label: 'adminOrderBack' }}
        titleId="order-title"
        title={<FormattedMessage id="adminOrderTitle" values={{ reference: order.reference }} />}
      >
        <Fact label="adminBookingsStatus">
          <span className={`admin-status admin-status--${order.status}`}>
            {intl.formatMessage({ id: `adminStatus.${order.status}` })}
          </span>
        </Fact>
        <Fact label="adminBookingsTotal">{moneyText(order.breakdown.finalPrice, locale)}</Fact>
        {/* The ledger's figures, as the traveller's page, documents and API read them (decision 0112). */}
        <Fact label="adminOrderCharged">{moneyText(file.ledger.charged, locale)}</Fact>
        <Fact label="adminOrderNet">{moneyText(file.ledger.net, locale)}</Fact>
        {file.moneyBack && (
          <Fact label={file.moneyBack.partial ? 'adminOrderRefundedPart' : 'adminOrderRefundedWhole'}>
            {moneyText(file.moneyBack.refunded, locale)}
          </Fact>
        )}
        <Fact label="adminOrderRefundable">{moneyText(file.refundable, locale)}</Fact>
        <Fact label="adminBookingsBookedAt">{stamp(order.createdAt)}</Fact>
        <Fact label="adminOrderEmail">{order.leader.email}</Fact>
        {order.couponCode && <Fact label="adminOrderCoupon">{order.couponCode}</Fact>}
      </ItemHeader>
      <section aria-labelledby="actions-title" className="admin-section">
        <h2 id="actions-title">
          <FormattedMessage id="adminOrderActions" />
        </h2>
        <ActionNotice answer={actionData} />
        <OrderActionsPanel
          actions={file.actions}
          refundable={file.refundable}
          creditOrder={order.paymentMethod === 'creditLimit'}
          ticketed={order.status === 'ticketed'}
        />
        {loaderData.onBehalf && (
          <p>
            <a className="button button--danger-outline" href={orderDetailsPath(locale, order.reference)}>
              <FormattedMessage id="adminOrderActOnBehalf" />
            </a>
          </p>
        )}
        {loaderData.disruptable && (
          <DisruptSailingPanel
            legs={loaderData.view.summary.legs.map((leg) => ({
              from: leg.from,
              to: leg.to,
              when: `${leg.departure.date} ${leg.departure.time}`,
            }))}
          />
        )}
      </section>
      <OrderTimeline timeline={file.timeline} locale={locale} />
      <section aria-labelledby="bought-title" className="admin-section">
        <h2 id="bought-title">
          <FormattedMessage id="adminOrderBought" />
        </h2>
        <OrderDetails summary={loaderData.view.summary} />
        <TravellerParticulars particulars={loaderData.view.particulars} />
        <InvoiceDetails invoice={loaderData.view.invoice} />
        {order.tickets.length > 0 ? (
          <FiscalDocumentLink
            href={`${localePrefix(locale)}/admin/bookings/${order.id}/document.pdf`}
            invoice={loaderData.view.invoice}
            later={loaderData.view.laterDocuments}
          />
        ) : null}
      </section>
      <OrderRecords file={file} locale={locale} />
    </article>
  );
}
