import * as yup from 'yup';
import type { Cents } from '#domain/money/cents.ts';

/** Order codes arrive as JSON numbers (digits when too long for a double, see parseVivaJson). */
const orderCode = yup
  .string()
  .transform((_value: unknown, original: unknown) =>
    typeof original === 'number' && Number.isSafeInteger(original) ? String(original) : original,
  )
  .matches(/^\d{1,19}$/, 'must be an order code')
  .required();

const euros = yup.number().strict().min(0).required();

export const orderCreatedSchema = yup.object({ orderCode });

/** `GET /checkout/v2/transactions/{id}`: the fields Kyma relies on; Viva sends many more. */
export const transactionSchema = yup.object({
  orderCode,
  statusId: yup.string().strict().required(),
  amount: euros,
  currencyCode: yup.string().strict().required(),
  merchantTrns: yup.string().strict().nullable().default(null),
  transactionTypeId: yup.number().strict(),
});

/**
 * Viva's `TransactionTypeId`s Kyma tells apart (decision 0127): a pre-authorisation, which holds the money,
 * and its capture, which takes it; a sale and a refund are neither.
 */
export const VIVA_TRANSACTION_TYPES = { capture: 0, preAuth: 1 } as const;

/** Classic `GET /api/orders/{orderCode}`: StateId 0 pending, 1 expired, 2 cancelled, 3 paid. */
export const paymentOrderSchema = yup.object({
  OrderCode: orderCode,
  StateId: yup.number().strict().oneOf([0, 1, 2, 3]).required(),
  RequestAmount: euros,
  MerchantTrns: yup.string().strict().nullable().default(null),
});

/** Classic `GET /api/transactions?ordercode=`: every transaction of a payment order. */
export const orderTransactionsSchema = yup.object({
  Transactions: yup
    .array(
      yup.object({
        TransactionId: yup.string().strict().required(),
        StatusId: yup.string().strict().required(),
        /** The transaction this one reverses (a refund's payment); null for a payment. */
        ParentId: yup.string().strict().nullable(),
        /** Kyma's reference of a refund or a capture: its key (`providerRefundKey`). */
        MerchantTrns: yup.string().strict().nullable(),
        TransactionTypeId: yup.number().strict(),
      }),
    )
    .required(),
});

/**
 * Classic `DELETE /api/transactions/{id}`: ErrorCode 0 means the refund (or same-day cancel) was made; the
 * capture of a pre-authorisation (`POST` there) answers its own transaction the same way.
 */
export const refundSchema = yup.object({
  TransactionId: yup.string().strict().required(),
  ErrorCode: yup.number().strict().oneOf([0]).required(),
  /** The reversal's own StatusId: F given back, A still being processed (decision 0130). */
  StatusId: yup.string().strict(),
});

export const webhookKeySchema = yup.object({ Key: yup.string().strict().min(1).required() });

/** The answer in the schema's shape, or null when Viva sent something else. */
export function readAnswer<S extends yup.AnyObjectSchema>(schema: S, body: unknown): yup.InferType<S> | null {
  try {
    return schema.validateSync(body);
  } catch (error) {
    if (error instanceof yup.ValidationError) return null;
    throw error;
  }
}

/**
 * Viva reports amounts as euros in a JSON number (10.5 for €10.50). Cents are recovered exactly: the
 * rounded value must turn back into the very same number, which a fraction of a cent never does.
 */
export function centsFromEuros(amount: number): Cents | null {
  const cents = Math.round(amount * 100);
  return Number.isSafeInteger(cents) && cents / 100 === amount ? cents : null;
}

/** ISO 4217 numeric codes Viva uses (`978`) as the letters the core compares. */
export const currencyOf = (code: string) => (code === '978' ? 'EUR' : code);
