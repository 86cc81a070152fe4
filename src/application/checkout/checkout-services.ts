import type { GetOrder } from '../orders/get-order.ts';
import type { GetOrderVoucher } from '../orders/get-order-voucher.ts';
import type { CheckCoupon } from './check-coupon.ts';
import type { CompletePayment } from './complete-payment.ts';
import type { PayWithCredit } from './pay-with-credit.ts';
import type { PlaceOrder } from './place-order.ts';
import type { PriceCart } from './price-cart.ts';
import type { StartPayment } from './start-payment.ts';

/** The checkout use cases the web layer gets (`AppServices['checkout']`). */
export interface CheckoutServices {
  priceCart: PriceCart;
  checkCoupon: CheckCoupon;
  placeOrder: PlaceOrder;
  startPayment: StartPayment;
  completePayment: CompletePayment;
  payWithCredit: PayWithCredit;
  getOrder: GetOrder;
  getOrderVoucher: GetOrderVoucher;
}
