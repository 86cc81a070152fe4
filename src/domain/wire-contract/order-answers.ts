import { array, type InferType, number, object, string } from 'yup';
import { ASSISTANCE_NEEDS, asksForAssistance } from '../booking/assistance.ts';
import { PASSENGER_TYPES } from '../booking/passenger.ts';
import { PAYMENT_METHODS } from '../booking/payment-form.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { LEG_STATUSES, legStatusInOrder, type OrderLegCancellation } from '../orders/leg-status.ts';
import type { Order } from '../orders/order.ts';
import { linesOfOrder } from '../orders/order-charge-lines.ts';
import type { OrderLedger } from '../orders/order-ledger.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { type ChargeLine, LEG_LINE_KINDS, ORDER_LINE_KINDS } from '../pricing/charge-lines.ts';
import { refundSteps } from '../refunds/refund-steps.ts';
import {
  invoiceRequestAnswer,
  invoiceRequestSchema,
  type OrderDocumentAnswer,
  orderDocumentSchema,
} from './document-answers.ts';
import { ledgerAnswer, ledgerAnswerSchema } from './ledger-answer.ts';
import { cents, coverage, flag, text, whole } from './wire-fields.ts';

const breakdown = object({
  tripTotals: array().of(cents()).defined(),
  subtotal: cents(),
  discount: cents(),
  serviceFee: cents(),
  shippingCost: cents(),
  total: cents(),
  extraCost: cents(),
  finalPrice: cents(),
}).defined();

/** One line of what the order charges (decision 0051), worded in the order's language. */
export const chargeLine = object({
  kind: text().oneOf([...LEG_LINE_KINDS, ...ORDER_LINE_KINDS]),
  /** The sailing (index into `legs`); null for the order's own lines. */
  legIndex: number().strict().integer().nullable().defined(),
  /** Position in the sailing's passengers, vehicles, trailer slots or pets. */
  index: whole(),
  code: text(),
  accommodation: string().strict().nullable().defined(),
  /** The passengers (by index) in a whole cabin. */
  occupants: array().of(whole()).defined(),
  /** Negative only for a change that gives money back (`changeFare`). */
  fare: whole(),
  discount: cents(),
  /**
   * fare − discount in cents; negative for the coupon and money back. The amounts add up to
   * `breakdown.finalPrice` plus the totals of the changes applied since (decision 0068).
   */
  amount: whole(),
  description: text(),
  /** Who a whole cabin is for; null otherwise. */
  detail: string().strict().nullable().defined(),
});

const refund = object({ coverage: coverage(), paid: cents(), fee: cents(), refund: cents() });
/**
 * What cancelling would give back; `estimated` when worked out from the sailing's published terms because
 * the company cannot be asked without cancelling (its own figure comes with the cancellation).
 */
const cancellationQuote = refund.shape({ refundPercent: whole(), estimated: flag() });

/**
 * One of Kyma's orders as the booking API shows it to whoever proved a right to it (decision 0020). Document
 * numbers (`documentId`, `tickets`) are left out when the caller only knew the reference and the e-mail.
 */
export const orderAnswerSchema = object({
  reference: text(),
  status: text().oneOf(ORDER_STATUSES),
  locale: text().oneOf(LOCALE_CODES),
  paymentMethod: text().oneOf(PAYMENT_METHODS),
  /** Unpaid after this, the places are gone. */
  holdExpiresAt: text(),
  createdAt: text(),
  breakdown,
  lines: array().of(chargeLine).defined(),
  leader: object({
    firstName: text(),
    lastName: text(),
    email: text(),
    phonePrefix: text(),
    mobile: text(),
    country: text(),
  }).defined(),
  legs: array()
    .of(
      object({
        company: text(),
        companyName: text(),
        vesselName: text(),
        departurePort: text(),
        destinationPort: text(),
        departureDatetime: text(),
        arrivalDatetime: text(),
        tripTotal: cents(),
        passengers: array()
          .of(
            object({
              passengerType: text().oneOf(PASSENGER_TYPES),
              name: text(),
              surname: text(),
              accommodationType: text(),
              documentId: string().strict().optional(),
              /** With the documents only, and only when the passenger asked for help (decision 0086). */
              assistance: object({
                needs: array().of(text().oneOf(ASSISTANCE_NEEDS)).defined(),
                note: string().strict().defined(),
              })
                .default(undefined)
                .optional(),
            }),
          )
          .defined(),
        vehicles: array()
          .of(object({ accommodationType: text(), plateNumber: text() }))
          .defined(),
        pets: whole(),
        /** Decision 0067: a sailing cancelled alone, with its refund's steps (issue #25 point 7). */
        status: text().oneOf(LEG_STATUSES),
        cancellation: refund
          .shape({
            requestedAt: text(),
            acceptedAt: text().nullable(),
            sentAt: text().nullable(),
            reference: text().nullable(),
            expectedBy: text().nullable(),
          })
          .default(undefined)
          .optional(),
      }),
    )
    .defined(),
  tickets: array()
    .of(object({ legIndex: whole(), passengerIndex: whole(), ticketNumber: text() }))
    .optional(),
  cancellation: refund.shape({ requestedAt: text() }).default(undefined).optional(),
  /** The order's charges and refunds and their totals (decision 0112); absent only on a masked look-up. */
  money: ledgerAnswerSchema.default(undefined).optional(),
  /** Its invoice, receipt and credit documents, as issued; only where the order's documents were read. */
  documents: array().of(orderDocumentSchema).default(undefined).optional(),
  /** The company details asked for an invoice at checkout, or null; left out of a masked look-up. */
  invoice: invoiceRequestSchema.nullable().default(undefined).optional(),
});

export type OrderAnswer = InferType<typeof orderAnswerSchema>;

const quotedSailing = object({
  legIndex: whole(),
  companyName: text(),
  vesselName: text(),
  departurePort: text(),
  destinationPort: text(),
  departureDatetime: text(),
}).defined();

/** The sailing a leg's cancellation quote is for, as the order's `legs` tell it. */
export function quotedSailingAnswer(order: Order, legIndex: number): InferType<typeof quotedSailing> {
  const { booking, companyName, vesselName } = order.legs[legIndex]!;
  return {
    legIndex,
    companyName,
    vesselName,
    departurePort: booking.departurePort,
    destinationPort: booking.destinationPort,
    departureDatetime: booking.departureDatetime,
  };
}

/** The order answers of the booking API's order calls, by what they carry. */
export const ORDER_ANSWERS = {
  /** Placing an order: its secret is in this answer and in no other. */
  created: object({ reference: text(), secret: text(), order: orderAnswerSchema.defined() }),
  order: object({ order: orderAnswerSchema.defined() }),
  payment: object({
    redirect: object({
      method: text().oneOf(['GET', 'POST'] as const),
      url: text(),
      fields: object().optional(),
    }).defined(),
  }),
  quote: object({ quote: cancellationQuote.defined() }),
  /**
   * One sailing's quote, naming the sailing it is for (`sailing`: its index in `legs`, company, route and
   * departure); `wholeOrder` when it is the last valid one, whose cancellation is the order's.
   */
  legQuote: object({ quote: cancellationQuote.defined(), wholeOrder: flag(), sailing: quotedSailing }),
} as const;

/**
 * An order as the API shows it. `documents: false` (a caller who knew only the reference and the lead
 * traveller's e-mail) leaves out every document number: passports and IDs, the tickets, and the company
 * details of the invoice request.
 */
export function orderAnswer(
  order: Order,
  options: {
    documents: boolean;
    /** Words the lines in the order's language: a description and a detail for each. */
    describeLines: (lines: ChargeLine[]) => { description: string; detail: string | null }[];
    /** The order's ledger; left out of a masked look-up. */
    ledger: OrderLedger | null;
    /** The order's fiscal documents, listed; null where they were not read. */
    fiscalDocuments?: OrderDocumentAnswer[] | null;
  },
): OrderAnswer {
  const { leader } = order;
  const lines = linesOfOrder(order);
  const words = options.describeLines(lines);
  return {
    reference: order.reference,
    status: order.status,
    locale: order.locale,
    paymentMethod: order.paymentMethod,
    holdExpiresAt: order.holdExpiresAt,
    createdAt: order.createdAt,
    breakdown: {
      tripTotals: order.breakdown.tripTotals,
      subtotal: order.breakdown.subtotal,
      discount: order.breakdown.discount,
      serviceFee: order.breakdown.serviceFee,
      shippingCost: order.breakdown.shippingCost,
      total: order.breakdown.total,
      extraCost: order.breakdown.extraCost,
      finalPrice: order.breakdown.finalPrice,
    },
    lines: lines.map((line, position) => lineAnswer(line, words[position]!)),
    leader: {
      firstName: leader.firstName,
      lastName: leader.lastName,
      email: leader.email,
      phonePrefix: leader.phonePrefix,
      mobile: leader.mobile,
      country: leader.country,
    },
    legs: order.legs.map(({ booking, companyName, vesselName, tripTotal, cancellation }) => ({
      company: booking.company,
      companyName,
      vesselName,
      departurePort: booking.departurePort,
      destinationPort: booking.destinationPort,
      departureDatetime: booking.departureDatetime,
      arrivalDatetime: booking.arrivalDateTime,
      tripTotal,
      passengers: booking.passengers.map((passenger) => ({
        passengerType: passenger.passengerType,
        name: passenger.name,
        surname: passenger.surname,
        accommodationType: passenger.accommodationType,
        ...(options.documents ? { documentId: passenger.documentId } : {}),
        ...(options.documents && asksForAssistance(passenger.assistance)
          ? { assistance: passenger.assistance }
          : {}),
      })),
      vehicles: booking.vehicles.map((vehicle) => ({
        accommodationType: vehicle.accommodationType,
        plateNumber: vehicle.plateNumber,
      })),
      pets: booking.pets.length,
      status: legStatusInOrder(order, { cancellation }),
      ...(cancellation ? { cancellation: legCancellationAnswer(cancellation) } : {}),
    })),
    ...(options.documents ? { tickets: order.tickets } : {}),
    ...(order.cancellation ? { cancellation: order.cancellation } : {}),
    ...(options.ledger ? { money: ledgerAnswer(options.ledger) } : {}),
    ...(options.fiscalDocuments ? { documents: options.fiscalDocuments } : {}),
    ...(options.documents ? { invoice: invoiceRequestAnswer(order.invoice) } : {}),
  };
}

function legCancellationAnswer(cancellation: OrderLegCancellation) {
  const { coverage, paid, fee, refund } = cancellation;
  return { coverage, paid, fee, refund, ...refundSteps(cancellation) };
}

/** One charge line as the API shows it: its codes and cents, and its words. */
export function lineAnswer(line: ChargeLine, words: { description: string; detail: string | null }) {
  return {
    kind: line.kind,
    legIndex: line.legIndex,
    index: line.index,
    code: line.code,
    accommodation: line.accommodation,
    occupants: line.occupants,
    fare: line.fare,
    discount: line.discount,
    amount: line.amount,
    ...words,
  };
}
