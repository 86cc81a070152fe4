import { useState } from 'react';
import { applyCoupon } from '#domain/booking/wizard.ts';
import { tripTotals } from '#domain/booking/wizard-pricing.ts';
import type { Discount } from '#domain/pricing/discount.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { BookingField } from './booking-field.tsx';
import type { BookingWizard } from './use-booking-wizard.ts';

/** Spec §3 "Coupon": redeem a code (checked by the server against the fares and the e-mail) or cancel it. */
export function CouponField({ wizard }: { wizard: BookingWizard }) {
  const intl = useIntl();
  const { state, update } = wizard;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  const redeem = async () => {
    setChecking(true);
    setError(undefined);
    const basket = (tripTotals(state) ?? []).reduce((sum, total) => sum + total, 0);
    try {
      const response = await fetch('/checkout/coupon', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code, email: state.leader.email, basket }),
      });
      const body = (await response.json()) as { code?: string; discount?: Discount; error?: string };
      if (response.ok && body.code && body.discount) {
        update((s) => applyCoupon(s, { code: body.code!, discount: body.discount! }));
        setCode('');
      } else setError(body.error ?? 'invalidCouponCode');
    } catch {
      setError('invalidCouponCode');
    } finally {
      setChecking(false);
    }
  };

  if (state.coupon) {
    return (
      <div className="booking-card booking-coupon">
        <p>
          <FormattedMessage id="couponApplied" values={{ code: state.coupon.code }} />
        </p>
        <button
          type="button"
          className="button button--link"
          onClick={() => update((s) => applyCoupon(s, null))}
        >
          <FormattedMessage id="couponCancel" />
        </button>
      </div>
    );
  }
  return (
    <div className="booking-card booking-coupon">
      <BookingField id="coupon-code" label="couponLabel" error={error}>
        {(props) => (
          <input
            {...props}
            value={code}
            autoComplete="off"
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void redeem();
              }
            }}
          />
        )}
      </BookingField>
      <button
        type="button"
        className="button button--secondary"
        disabled={code.trim() === '' || checking}
        aria-busy={checking}
        onClick={() => void redeem()}
      >
        {intl.formatMessage({ id: 'couponRedeem' })}
      </button>
    </div>
  );
}
