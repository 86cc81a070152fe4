import { athensDay } from '#domain/back-office/coupon-form.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { moneyText } from '../booking/booking-text.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { LabelledField } from './labelled-field.tsx';

type Coupon = Record<string, unknown> | undefined;

const euros = (cents: unknown) => (typeof cents === 'number' ? (cents / 100).toFixed(2) : '');
const field = (name: string, label: string, input: React.ReactNode) => (
  <LabelledField id={`coupon-${name}`} label={label}>
    {input}
  </LabelledField>
);

/** The coupon's spec §3 fields, empty for a new coupon or filled with the one being edited. */
export function CouponFields({ coupon }: { coupon?: Record<string, unknown> }) {
  return (
    <div className="admin-filters__grid">
      {field(
        'name',
        'adminCouponCode',
        <input
          id="coupon-name"
          name="name"
          required
          maxLength={100}
          defaultValue={String(coupon?.name ?? '')}
        />,
      )}
      <DiscountFields coupon={coupon} />
      <ValidityFields coupon={coupon} />
      <label className="admin-check">
        <input type="checkbox" name="active" defaultChecked={coupon ? coupon.active === true : true} />
        <FormattedMessage id="adminCouponActive" />
      </label>
    </div>
  );
}

/** What the coupon takes off, and the order totals it applies between. */
function DiscountFields({ coupon }: { coupon: Coupon }) {
  return (
    <>
      {field(
        'discountKind',
        'adminCouponKind',
        <select
          id="coupon-discountKind"
          name="discountKind"
          defaultValue={String(coupon?.discountKind ?? 'percentage')}
        >
          <option value="percentage">%</option>
          <option value="fixed">€</option>
        </select>,
      )}
      {field(
        'discountValue',
        'adminCouponValue',
        <input
          id="coupon-discountValue"
          name="discountValue"
          inputMode="decimal"
          required
          defaultValue={euros(coupon?.discountValue)}
        />,
      )}
      {field(
        'fromAmount',
        'adminCouponFrom',
        <input
          id="coupon-fromAmount"
          name="fromAmount"
          inputMode="decimal"
          defaultValue={euros(coupon?.fromAmount)}
        />,
      )}
      {field(
        'toAmount',
        'adminCouponTo',
        <input
          id="coupon-toAmount"
          name="toAmount"
          inputMode="decimal"
          defaultValue={euros(coupon?.toAmount)}
        />,
      )}
    </>
  );
}

/** When and how often the coupon can be used, and by whom. */
function ValidityFields({ coupon }: { coupon: Coupon }) {
  return (
    <>
      {field(
        'activeFrom',
        'adminCouponActiveFrom',
        <input
          id="coupon-activeFrom"
          name="activeFrom"
          type="date"
          defaultValue={athensDay((coupon?.activeFrom as string | null) ?? null)}
        />,
      )}
      {field(
        'activeUntil',
        'adminCouponActiveUntil',
        <input
          id="coupon-activeUntil"
          name="activeUntil"
          type="date"
          defaultValue={athensDay((coupon?.activeUntil as string | null) ?? null)}
        />,
      )}
      {field(
        'totalUsesLimit',
        'adminCouponUsesLeft',
        <input
          id="coupon-totalUsesLimit"
          name="totalUsesLimit"
          inputMode="numeric"
          pattern="\d*"
          defaultValue={coupon?.totalUsesLimit == null ? '' : String(coupon.totalUsesLimit)}
        />,
      )}
      {field(
        'email',
        'adminCouponEmail',
        <input
          id="coupon-email"
          name="email"
          type="email"
          maxLength={254}
          defaultValue={String(coupon?.email ?? '')}
        />,
      )}
    </>
  );
}

/** How a coupon's discount reads in a table: `12.5 %` or `5,00 €` in the page's language. */
export function discountText(coupon: Record<string, unknown>, locale: LocaleCode): string {
  const value = Number(coupon.discountValue ?? 0);
  return coupon.discountKind === 'fixed' ? moneyText(value, locale) : `${value / 100} %`;
}
