import { redirect } from 'react-router';
import { invalidFields } from '#application/back-office/staff-access.ts';
import { COUPON_FORM_FIELDS, readCouponForm } from '#domain/back-office/coupon-form.ts';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { activeText } from '../../back-office/admin-format.ts';
import { AdminListPage } from '../../back-office/admin-list-page.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { CouponFields, discountText } from '../../back-office/coupon-fields.tsx';
import { CreateForm } from '../../back-office/create-form.tsx';
import { answerOf, needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { moneyText } from '../../booking/booking-text.ts';
import { Link } from '../../components/link.tsx';
import { readForm } from '../../forms/read-form.server.ts';
import { useIntl } from '../../i18n/intl.tsx';
import { pagePath } from '../../page-path.ts';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-coupons.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('manageCoupons')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminCouponsTitle');

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await context.get(requestContext).services.backOffice.listCoupons.execute({
    actor: context.get(sessionContext),
  });
  if (!result.ok) throwRefusal(request, result.error);
  return { coupons: result.value };
}

/** A new coupon: its page opens once created. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, [...COUPON_FORM_FIELDS]);
  const read = readCouponForm(form);
  if (!read.ok) return answerOf(request, 'createCoupon', invalidFields(read.fields));
  const result = await context.get(requestContext).services.backOffice.saveCoupon.execute({
    actor: context.get(sessionContext),
    id: null,
    values: read.value,
  });
  if (!result.ok) return answerOf(request, 'createCoupon', result);
  const { locale } = splitLocalePath(pagePath(request));
  return redirect(adminPath(locale, `/coupons/${result.value.id}`));
}

export default function AdminCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const intl = useIntl();
  return (
    <AdminListPage
      name="coupons"
      titleKey="adminCouponsTitle"
      columns={[
        'adminCouponCode',
        'adminCouponValue',
        'adminCouponFrom',
        'adminCouponUses',
        'adminCouponUsesLeft',
        'adminBookingsStatus',
      ]}
      rows={loaderData.coupons}
      row={(coupon) => (
        <tr key={coupon.id}>
          <td>
            <Link to={adminPath(locale, `/coupons/${coupon.id}`)}>{coupon.name}</Link>
          </td>
          <td>{discountText(coupon, locale)}</td>
          <td>{typeof coupon.fromAmount === 'number' ? moneyText(coupon.fromAmount, locale) : '—'}</td>
          <td>{coupon.uses}</td>
          <td>{coupon.totalUsesLimit == null ? '∞' : String(coupon.totalUsesLimit)}</td>
          <td>{activeText(intl, coupon.active)}</td>
        </tr>
      )}
    >
      <CreateForm
        id="new-coupon-title"
        titleKey="adminCouponNew"
        submitKey="adminCouponCreate"
        answer={actionData}
      >
        <CouponFields />
      </CreateForm>
    </AdminListPage>
  );
}
