import { Form, useNavigation } from 'react-router';
import { invalidFields } from '#application/back-office/staff-access.ts';
import {
  ADJUSTMENT_FORM_FIELDS,
  ADJUSTMENT_REASON_MAX,
  RESELLER_FORM_FIELDS,
  readAdjustmentForm,
  readResellerForm,
} from '#domain/back-office/reseller-forms.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { ActionNotice } from '../../back-office/action-notice.tsx';
import { stamp } from '../../back-office/admin-format.ts';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { AdminTable } from '../../back-office/admin-table.tsx';
import { codedText } from '../../back-office/coded-text.ts';
import { Fact, ItemHeader } from '../../back-office/item-header.tsx';
import { LabelledField } from '../../back-office/labelled-field.tsx';
import { ResellerFields } from '../../back-office/reseller-fields.tsx';
import { readResellerStatement } from '../../back-office/reseller-statement.server.ts';
import { answerOf, needs } from '../../back-office/staff-only.server.ts';
import { moneyText } from '../../booking/booking-text.ts';
import { Link } from '../../components/link.tsx';
import { readForm } from '../../forms/read-form.server.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import { DeliveryLog } from '../../reseller/delivery-log.tsx';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-reseller.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('manageResellers')];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, 'adminResellerTitle', { company: loaderData?.reseller.companyName ?? '' });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { period, ...statement } = await readResellerStatement(request, params.userId, context);
  const { webhooks } = context.get(requestContext).services.partners;
  const deliveries = await webhooks.deliveries({ userId: statement.reseller.userId });
  return { ...statement, fromDay: period.fromDay, toDay: period.toDay, deliveries };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request, ['intent', 'id', ...RESELLER_FORM_FIELDS, ...ADJUSTMENT_FORM_FIELDS]);
  const { services } = context.get(requestContext);
  const { adjustResellerCredit, updateReseller } = services.backOffice;
  if (form.intent === 'redeliverWebhook') {
    const owner = { userId: Number(params.userId) };
    return answerOf(
      request,
      'redeliverWebhook',
      await services.partners.webhooks.redeliver(owner, form.id ?? ''),
    );
  }
  const actor = context.get(sessionContext);
  if (form.intent === 'adjust') {
    const read = readAdjustmentForm(form);
    if (!read.ok) return answerOf(request, 'adjustCredit', invalidFields(read.fields));
    return answerOf(
      request,
      'adjustCredit',
      await adjustResellerCredit.execute({ actor, userId: params.userId, entry: read.value }),
    );
  }
  const read = readResellerForm(form);
  if (!read.ok) return answerOf(request, 'saveReseller', invalidFields(read.fields));
  return answerOf(
    request,
    'saveReseller',
    await updateReseller.execute({ actor, userId: params.userId, form: read.value }),
  );
}

export default function AdminReseller({ loaderData, actionData }: Route.ComponentProps) {
  const { reseller, opening, entries, fromDay, toDay, deliveries } = loaderData;
  const { locale } = useRootData();
  const intl = useIntl();
  const busy = useNavigation().state === 'submitting';
  const csv = `${adminPath(locale, `/resellers/${reseller.userId}/statement.csv`)}?${new URLSearchParams({ from: fromDay, to: toDay })}`;
  let balance = opening;
  return (
    <article aria-labelledby="reseller-title">
      <ItemHeader
        back={{ to: adminPath(locale, '/resellers'), label: 'adminResellerBack' }}
        titleId="reseller-title"
        title={<FormattedMessage id="adminResellerTitle" values={{ company: reseller.companyName }} />}
      >
        <Fact label="adminResellerUser">{reseller.userEmail}</Fact>
        <Fact label="adminResellerLimit">{moneyText(reseller.creditLimit, locale)}</Fact>
        <Fact label="adminResellerUsed">{moneyText(reseller.creditUsed, locale)}</Fact>
      </ItemHeader>
      <ActionNotice answer={actionData} />
      <Form
        method="post"
        className="admin-filters"
        aria-label={intl.formatMessage({ id: 'adminResellerEdit' })}
        key={`${reseller.creditLimit}-${reseller.active}`}
      >
        <ResellerFields reseller={reseller} />
        <div className="admin-filters__actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
            <FormattedMessage id="adminUsersSave" />
          </button>
        </div>
      </Form>
      <Form method="post" className="admin-refund" aria-labelledby="adjust-title" key={entries.length}>
        <h2 id="adjust-title">
          <FormattedMessage id="adminResellerAdjust" />
        </h2>
        <input type="hidden" name="intent" value="adjust" />
        <LabelledField id="adjust-kind" label="adminResellerKind" className="admin-refund__field">
          <select id="adjust-kind" name="kind" defaultValue="topUp">
            <option value="topUp">{intl.formatMessage({ id: 'adminLedger.topUp' })}</option>
            <option value="adjustment">{intl.formatMessage({ id: 'adminLedger.adjustment' })}</option>
          </select>
        </LabelledField>
        <LabelledField id="adjust-amount" label="adminRefundAmount" className="admin-refund__field">
          <input
            id="adjust-amount"
            name="amount"
            inputMode="decimal"
            required
            aria-describedby="adjust-hint"
          />
          <p id="adjust-hint" className="admin-muted">
            <FormattedMessage id="adminResellerAdjustHint" />
          </p>
        </LabelledField>
        <LabelledField id="adjust-reason" label="adminRefundReason" className="admin-refund__field">
          <input id="adjust-reason" name="reason" required maxLength={ADJUSTMENT_REASON_MAX} />
        </LabelledField>
        <button type="submit" className="button button--primary" disabled={busy}>
          <FormattedMessage id="adminResellerAdjustSubmit" />
        </button>
      </Form>
      <section aria-labelledby="statement-title" className="admin-section">
        <h2 id="statement-title">
          <FormattedMessage id="adminResellerStatement" />
        </h2>
        <Form method="get" className="admin-inline-form">
          <label htmlFor="statement-from">
            <FormattedMessage id="adminResellerFrom" />
          </label>
          <input id="statement-from" name="from" type="date" defaultValue={fromDay} />
          <label htmlFor="statement-to">
            <FormattedMessage id="adminResellerTo" />
          </label>
          <input id="statement-to" name="to" type="date" defaultValue={toDay} />
          <button type="submit" className="button button--small">
            <FormattedMessage id="adminBookingsApply" />
          </button>
          <a href={csv} className="button button--small" download>
            <FormattedMessage id="adminNewsletterExport" />
          </a>
        </Form>
        <AdminTable
          columns={[
            'adminOrderWhen',
            'adminResellerKind',
            'adminRefundReason',
            'adminOrderAmount',
            'adminResellerBalance',
          ]}
        >
          <tr>
            <td>{fromDay}</td>
            <td colSpan={3}>
              <FormattedMessage id="adminResellerOpening" />
            </td>
            <td className="admin-table__money">{moneyText(opening, locale)}</td>
          </tr>
          {entries.map((entry) => {
            balance += entry.amount;
            const reason = codedText(intl, 'adminLedgerReason', entry.reason);
            return (
              <tr key={entry.id}>
                <td>{stamp(entry.createdAt)}</td>
                <td>{intl.formatMessage({ id: `adminLedger.${entry.kind}` })}</td>
                <td>
                  {entry.orderId ? (
                    <Link to={adminPath(locale, `/bookings/${entry.orderId}`)}>{reason}</Link>
                  ) : (
                    reason
                  )}
                </td>
                <td className="admin-table__money">{moneyText(entry.amount, locale)}</td>
                <td className="admin-table__money">{moneyText(balance, locale)}</td>
              </tr>
            );
          })}
        </AdminTable>
      </section>
      <section aria-labelledby="webhooks-title" className="admin-section">
        <h2 id="webhooks-title">
          <FormattedMessage id="adminResellerWebhooks" />
        </h2>
        <DeliveryLog deliveries={deliveries} redeliverIntent="redeliverWebhook" busy={busy} />
      </section>
    </article>
  );
}
