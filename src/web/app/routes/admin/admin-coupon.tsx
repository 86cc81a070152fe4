import { Form, useNavigation } from 'react-router';
import { invalidFields } from '#application/back-office/staff-access.ts';
import { COUPON_FORM_FIELDS, readCouponForm } from '#domain/back-office/coupon-form.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { ActionNotice } from '../../back-office/action-notice.tsx';
import { activeText, stamp } from '../../back-office/admin-format.ts';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { AdminTable } from '../../back-office/admin-table.tsx';
import { CouponFields, discountText } from '../../back-office/coupon-fields.tsx';
import { Fact, ItemHeader } from '../../back-office/item-header.tsx';
import { answerOf, needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { Link } from '../../components/link.tsx';
import { readForm } from '../../forms/read-form.server.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-coupon.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('manageCoupons')];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, 'adminCouponTitle', { code: loaderData?.coupon.name ?? '' });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const result = await context.get(requestContext).services.backOffice.readCoupon.execute({
    actor: context.get(sessionContext),
    id: params.couponId,
  });
  if (!result.ok) throwRefusal(request, result.error);
  return result.value;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request, ['intent', ...COUPON_FORM_FIELDS]);
  const { saveCoupon } = context.get(requestContext).services.backOffice;
  const actor = context.get(sessionContext);
  if (form.intent === 'deactivate') {
    const result = await saveCoupon.execute({ actor, id: params.couponId, values: { active: false } });
    return answerOf(request, 'deactivateCoupon', result);
  }
  const read = readCouponForm(form);
  if (!read.ok) return answerOf(request, 'saveCoupon', invalidFields(read.fields));
  return answerOf(
    request,
    'saveCoupon',
    await saveCoupon.execute({ actor, id: params.couponId, values: read.value }),
  );
}

export default function AdminCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon, orders } = loaderData;
  const { locale } = useRootData();
  const intl = useIntl();
  const busy = useNavigation().state === 'submitting';
  return (
    <article aria-labelledby="coupon-title">
      <ItemHeader
        back={{ to: adminPath(locale, '/coupons'), label: 'adminCouponBack' }}
        titleId="coupon-title"
        title={<FormattedMessage id="adminCouponTitle" values={{ code: coupon.name }} />}
      >
        <Fact label="adminCouponValue">{discountText(coupon, locale)}</Fact>
        <Fact label="adminCouponUses">{coupon.uses}</Fact>
        <Fact label="adminBookingsStatus">{activeText(intl, coupon.active)}</Fact>
      </ItemHeader>
      <ActionNotice answer={actionData} />
      <Form
        method="post"
        className="admin-filters"
        aria-label={intl.formatMessage({ id: 'adminCouponEdit' })}
        key={String(coupon.updatedAt)}
      >
        <CouponFields coupon={coupon} />
        <div className="admin-filters__actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
            <FormattedMessage id="adminUsersSave" />
          </button>
          {coupon.active && (
            <button
              type="submit"
              name="intent"
              value="deactivate"
              className="button button--danger"
              formNoValidate
              disabled={busy}
            >
              <FormattedMessage id="adminAction.deactivateCoupon" />
            </button>
          )}
        </div>
      </Form>
      <AdminTable
        caption={<FormattedMessage id="adminCouponOrders" />}
        columns={['adminBookingsReference', 'adminBookingsStatus', 'adminCouponUse', 'adminOrderWhen']}
      >
        {orders.map((order) => (
          <tr key={order.orderId}>
            <td className="admin-table__reference">
              <Link to={adminPath(locale, `/bookings/${order.orderId}`)}>{order.reference}</Link>
            </td>
            <td>{intl.formatMessage({ id: `adminStatus.${order.status}` })}</td>
            <td>{intl.formatMessage({ id: `adminCouponUse.${order.use}` })}</td>
            <td>{stamp(order.at)}</td>
          </tr>
        ))}
      </AdminTable>
    </article>
  );
}
