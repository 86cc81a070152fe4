import { GetOrderFiscalDocument } from '../fiscal/get-order-fiscal-document.ts';
import { ListOrderDocuments } from '../fiscal/list-order-documents.ts';
import { ListOrderFiscalDocuments } from '../fiscal/list-order-fiscal-documents.ts';
import { CancelOrder } from '../orders/cancel-order.ts';
import { CancelOrderLeg } from '../orders/cancel-order-leg.ts';
import { ConfirmOrderChange } from '../orders/confirm-order-change.ts';
import { FindBooking } from '../orders/find-booking.ts';
import { GetOrder } from '../orders/get-order.ts';
import { GetOrderChange } from '../orders/get-order-change.ts';
import { HoldOrderChange } from '../orders/hold-order-change.ts';
import { ListChangeSailings } from '../orders/list-change-sailings.ts';
import { ListMyTrips } from '../orders/list-my-trips.ts';
import { ListOpenChanges } from '../orders/list-open-changes.ts';
import { ProveAddress } from '../orders/prove-address.ts';
import { QuoteLegCancellation } from '../orders/quote-leg-cancellation.ts';
import { QuoteOrderCancellation } from '../orders/quote-order-cancellation.ts';
import { QuoteOrderChange } from '../orders/quote-order-change.ts';
import { ReadOrderPayment } from '../orders/read-order-payment.ts';
import { RedeemSignInLink } from '../orders/redeem-sign-in-link.ts';
import { RequestSignInLink } from '../orders/request-sign-in-link.ts';
import type { ServicesOf, UseCaseTree } from '../use-case-registry.ts';
import { GetOrderVoucher } from '../voucher/get-order-voucher.ts';
import { ResendVoucher } from '../voucher/resend-voucher.ts';
import { GetLegWalletPass } from '../wallet/get-leg-wallet-pass.ts';
import { CheckCoupon } from './check-coupon.ts';
import { CompletePayment } from './complete-payment.ts';
import { OpenPaidReturn, ReturnFromPayment } from './paid-return.ts';
import { PayWithCredit } from './pay-with-credit.ts';
import { PlaceOrder } from './place-order.ts';
import { PriceCart } from './price-cart.ts';
import { StartPayment } from './start-payment.ts';

/** The checkout use cases the web layer gets (`AppServices['checkout']`). */
export const CHECKOUT_USE_CASES = {
  priceCart: PriceCart,
  checkCoupon: CheckCoupon,
  placeOrder: PlaceOrder,
  startPayment: StartPayment,
  completePayment: CompletePayment,
  /** The browser back from the provider: the payment verified, a proof of it for the order's page (decision 0113). */
  returnFromPayment: ReturnFromPayment,
  /** That proof's order, masked. */
  openPaidReturn: OpenPaidReturn,
  payWithCredit: PayWithCredit,
  getOrder: GetOrder,
  getOrderVoucher: GetOrderVoucher,
  /** A sailing's Apple Wallet pass or Google Wallet link, and which wallets are offered (decision 0129). */
  getLegWalletPass: GetLegWalletPass,
  /** The order's invoice or receipt PDF (decision 0062). */
  getOrderFiscalDocument: GetOrderFiscalDocument,
  /** Its documents after the sale's: paid changes', refunds' credit documents (decision 0096). */
  listOrderFiscalDocuments: ListOrderFiscalDocuments,
  /** Every document of the order with its number, amount and MARK, for the API and MCP (issue #46). */
  listOrderDocuments: ListOrderDocuments,
  /** After the sale (/orderdetails): find by reference and e-mail, voucher again, cancel. */
  findBooking: FindBooking,
  resendVoucher: ResendVoucher,
  requestSignInLink: RequestSignInLink,
  redeemSignInLink: RedeemSignInLink,
  proveAddress: ProveAddress,
  /** A signed-in traveller's bookings, upcoming first (decision 0065). */
  listMyTrips: ListMyTrips,
  quoteCancellation: QuoteOrderCancellation,
  cancelOrder: CancelOrder,
  /** What a correction, another sailing or an addition on a leg would cost (issue #25). */
  quoteChange: QuoteOrderChange,
  holdChange: HoldOrderChange,
  getChange: GetOrderChange,
  confirmChange: ConfirmOrderChange,
  /** The order's changes under way: one held for the traveller to pay shows on the booking page. */
  listOpenChanges: ListOpenChanges,
  /** The other sailings a leg could move to on a day, each with its quote. */
  listChangeSailings: ListChangeSailings,
  quoteLegCancellation: QuoteLegCancellation,
  cancelOrderLeg: CancelOrderLeg,
  /** Who paid and what went back, for the pages that show an order. */
  readOrderPayment: ReadOrderPayment,
} satisfies UseCaseTree;

export type CheckoutServices = ServicesOf<typeof CHECKOUT_USE_CASES>;
