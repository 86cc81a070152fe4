import { boolean, type InferType, number, object, string } from 'yup';
import { newPaymentForm } from '#domain/booking/payment-form.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { DUPLICATE_WINDOW_MINUTES } from '#domain/orders/duplicate-booking.ts';
import { checkoutRequestSchema } from '#domain/validation/cart-schema.ts';
import { answerOf, wholeOrderAnswer } from '#web/api/booking/order-kit.ts';
import { money, orderLink, TIMES_NOTE } from './answers.ts';
import { answered, refused, type Tool, toolOf } from './tool.ts';
import { breakdownAnswer } from './trip-tools.ts';
import { getWalletPass } from './wallet-tools.ts';

/** The placeOrder endpoint's body, paid by card through the link; the person confirms, the agent says so. */
const startSchema = checkoutRequestSchema.omit(['payment', 'invoice', 'couponCode']).shape({
  traveller_confirmed: boolean().default(false),
  confirm_duplicate: boolean().default(false),
});

const proofSchema = object({
  reference: string().trim().required(m.fieldRequired).max(32, 'tooLong'),
  secret: string().trim().required(m.fieldRequired).max(100, 'tooLong'),
});

const cancelSchema = proofSchema.shape({
  acceptedRefund: number()
    .typeError('invalidNumber')
    .integer('invalidNumber')
    .min(0, 'invalidNumber')
    .required(m.fieldRequired),
  traveller_confirmed: boolean().default(false),
});

const startBooking = toolOf<InferType<typeof startSchema>>({
  name: 'start_booking',
  title: 'Start a booking',
  description:
    'Holds the places and answers the order `reference`, its `secret` (keep it: get_booking and ' +
    'cancellations need it) and a `paymentLink` the person opens to pay by card; unpaid, the hold ends at ' +
    '`holdExpiresAt`. Send the whole cart again: `legs` exactly as priced, `expectedFinalPrice` from ' +
    "price_trip, the lead traveller and `locale`, and by then every passenger's name, surname and sex " +
    "(and birthDate DD/MM/YYYY, nationality and documentId where the sailing's `bookingNeeds` say so) " +
    "and every vehicle's plateNumber and fuelType. Only after the person has read the sailings, the " +
    'travellers and the price back and said yes: `traveller_confirmed: true`. A booking of the same ' +
    `sailings for the same e-mail in the last ${DUPLICATE_WINDOW_MINUTES} minutes is refused unless the ` +
    'person confirms a second one ' +
    '(`confirm_duplicate: true`).',
  writes: true,
  readOnly: false,
  input: startSchema,
  async run({ services, options, input, caller }) {
    const { traveller_confirmed, confirm_duplicate, ...cart } = input;
    if (!traveller_confirmed) return refused({ code: 'travellerConfirmationRequired' });
    if (!confirm_duplicate) {
      const duplicate = await services.agents.findDuplicateBooking.execute({
        email: cart.leader.email,
        tripIds: cart.legs.map((leg) => leg.tripId),
      });
      if (duplicate)
        return refused({ code: 'possibleDuplicateBooking', values: { reference: duplicate.reference } });
    }
    const placed = await services.checkout.placeOrder.execute({
      ...cart,
      payment: { ...newPaymentForm(), checked: true },
      invoice: null,
      couponCode: '',
      userId: null,
      resellerUserId: null,
      clientIp: caller.clientIp,
    });
    if (!placed.ok) return refused(placed.error);
    const { order, token } = placed.value;
    const payment = await services.checkout.startPayment.execute({ order });
    if (!payment.ok) return refused(payment.error);
    return answered({
      reference: order.reference,
      secret: token,
      status: order.status,
      finalPrice: money(order.breakdown.finalPrice),
      breakdown: breakdownAnswer(order.breakdown),
      holdExpiresAt: order.holdExpiresAt,
      // A provider whose page takes a posted form cannot be a link: the person pays from the order's page.
      paymentLink: payment.value.method === 'GET' ? payment.value.url : null,
      link: orderLink(options.publicUrl, order.locale, order.reference),
    });
  },
});

const getBooking = toolOf<InferType<typeof proofSchema>>({
  name: 'get_booking',
  title: 'Read a booking',
  description:
    'One order by its `reference` and `secret` (from start_booking): its status (detailsAdded and ' +
    'paymentPending wait for payment; ticketed has `tickets`), legs, travellers, price, and `money`: every ' +
    'charge and refund with `paidNet`, what is paid in all after refunds; `invoice`, the company details ' +
    'asked for an invoice (or null), and `documents`: its invoice or receipt and credit documents with ' +
    'their numbers, amounts and myDATA `mark`, each a PDF at `download`, fetched with the header ' +
    '`Authorization: Order <secret>`. ' +
    TIMES_NOTE,
  writes: true,
  readOnly: true,
  input: proofSchema,
  async run({ services, options, input }) {
    const found = await services.checkout.getOrder.execute({
      reference: input.reference,
      token: input.secret,
    });
    if (!found.ok) return refused(found.error);
    const { order, ledger } = found.value;
    return answered({
      // The order with its ledger (what was charged, given back and is held now, decision 0112) and its
      // documents, whose links a client fetches with the same secret.
      order: await wholeOrderAnswer(services.checkout, found.value, options.publicUrl),
      finalPrice: money(order.breakdown.finalPrice),
      paidNet: money(ledger.net),
      link: orderLink(options.publicUrl, order.locale, order.reference),
    });
  },
});

const quoteCancellation = toolOf<InferType<typeof proofSchema>>({
  name: 'quote_cancellation',
  title: 'Quote a cancellation',
  description:
    'What cancelling a ticketed order would refund, without cancelling anything: asked of each company ' +
    'that can quote safely, else worked out from the terms the sailing was sold with (`estimated: true`: ' +
    'the company gives its own figure when it cancels). Tell the person the refund; cancel_booking needs ' +
    'it as `acceptedRefund`.',
  writes: true,
  readOnly: true,
  input: proofSchema,
  async run({ services, input }) {
    const quoted = await services.checkout.quoteCancellation.execute({
      reference: input.reference,
      token: input.secret,
    });
    if (!quoted.ok) return refused(quoted.error);
    const { quote } = quoted.value;
    return answered({
      coverage: quote.coverage,
      paid: money(quote.paid),
      fee: money(quote.fee),
      refund: money(quote.refund),
      refundPercent: quote.refundPercent,
      // Worked out from the published terms: the company gives its own figure when it cancels.
      estimated: quote.estimated,
      acceptedRefund: quote.refund,
    });
  },
});

const cancelBooking = toolOf<InferType<typeof cancelSchema>>({
  name: 'cancel_booking',
  title: 'Cancel a booking',
  description:
    'Cancels a ticketed order at the refund quote_cancellation gave (`acceptedRefund`, in cents); if the ' +
    'refund changed meanwhile, nothing is cancelled and the new quote comes back. Only after the person ' +
    'has heard the refund and said yes: `traveller_confirmed: true`.',
  writes: true,
  readOnly: false,
  destroys: true,
  input: cancelSchema,
  async run({ services, input }) {
    if (!input.traveller_confirmed) return refused({ code: 'travellerConfirmationRequired' });
    const cancelled = await services.checkout.cancelOrder.execute({
      reference: input.reference,
      token: input.secret,
      acceptedRefund: input.acceptedRefund,
    });
    if (!cancelled.ok) return refused(cancelled.error);
    return answered({ order: answerOf(cancelled.value, true) });
  },
});

/** Holding, reading and cancelling an order: offered only with MCP_WRITES=true. */
export const BOOKING_TOOLS = [
  startBooking,
  getBooking,
  quoteCancellation,
  cancelBooking,
  getWalletPass,
] as Tool<unknown>[];
