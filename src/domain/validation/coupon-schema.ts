import { boolean, object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';

/** The coupon section (spec §3): a code is needed only once the traveller says they have one. */
export const couponSchema = object({
  hasCoupon: boolean().default(false),
  couponNumber: string()
    .default('')
    .when('hasCoupon', ([hasCoupon], schema) =>
      hasCoupon ? schema.trim().required(m.enterCouponCode) : schema,
    ),
});
