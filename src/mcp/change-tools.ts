import { boolean, type InferType, number, object, string } from 'yup';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import type { OrderChange } from '#domain/orders/order-change.ts';
import { isIsoDate } from '#domain/search/calendar-date.ts';
import { legChangeOf, legChangeSchema } from '#web/api/booking/change-schemas.ts';
import { money, orderLink, TIMES_NOTE } from './answers.ts';
import { answered, refused, type Tool, toolOf } from './tool.ts';

/** The order's proof, as get_booking takes it. */
const proof = {
  reference: string().trim().required(m.fieldRequired).max(32, 'tooLong'),
  secret: string().trim().required(m.fieldRequired).max(100, 'tooLong'),
};

const sailingsSchema = object({
  ...proof,
  leg: number().typeError('invalidNumber').integer('invalidNumber').min(0).max(9).required(m.fieldRequired),
  date: string()
    .required(m.fieldRequired)
    .test('iso-date', 'invalidDate', (value) => isIsoDate(value)),
});

const holdSchema = legChangeSchema.shape(proof);

const acceptSchema = object({
  ...proof,
  changeId: string().trim().required(m.fieldRequired).max(64, 'tooLong'),
  traveller_confirmed: boolean().default(false),
});

/** A change's price as every tool answers money: what is paid (positive) or given back (negative). */
const priced = (quote: { fareDifference: number; fee: number; total: number }) => ({
  fareDifference: quote.fareDifference,
  fee: money(quote.fee),
  total: quote.total,
  payable: money(Math.max(0, quote.total)),
  givenBack: money(Math.max(0, -quote.total)),
});

/** A held change as an offer: its price, until when it is held, and what accepting it needs. */
const offerOf = (change: OrderChange) => ({
  changeId: change.id,
  legIndex: change.legIndex,
  kind: change.kind,
  status: change.status,
  expiresAt: change.expiresAt,
  ...priced(change),
  waivedForDisruption: change.forDisruption ?? false,
});

const listChangeSailings = toolOf<InferType<typeof sailingsSchema>>({
  name: 'list_change_sailings',
  title: 'Sailings a leg can move to',
  description:
    'The sailings of one day that a ticketed order’s leg (`leg`: its index in the order’s `legs`) can move ' +
    'to, each with its price (`total` in cents: positive is paid, negative given back; `payable`, ' +
    '`givenBack` in cents and euros) or the `refusal` code why not. Holds nothing. ' +
    TIMES_NOTE,
  writes: true,
  readOnly: true,
  input: sailingsSchema,
  async run({ services, input }) {
    const listed = await services.checkout.listChangeSailings.execute({
      reference: input.reference,
      token: input.secret,
      legIndex: input.leg,
      date: input.date,
    });
    if (!listed.ok) return refused(listed.error);
    return answered({
      sailings: listed.value.map(({ quote, ...sailing }) => ({
        ...sailing,
        price: quote && priced(quote),
      })),
    });
  },
});

const holdChange = toolOf<InferType<typeof holdSchema>>({
  name: 'hold_change',
  title: 'Hold a change as an offer',
  description:
    'Asks the company for a change to one leg and holds it as an offer until `expiresAt`: another sailing ' +
    '(`kind: sailing`, a `tripId` from list_change_sailings), a corrected name or document (`kind: ' +
    'correction`, `passengerIndex`, `correction`), or a vehicle or pet added (`kind: addition`). Answers ' +
    'its price; nothing changes until accept_change. One open change per leg: asking again answers it.',
  writes: true,
  readOnly: false,
  afterSale: true,
  input: holdSchema,
  async run({ services, input }) {
    const held = await services.checkout.holdChange.execute({
      reference: input.reference,
      token: input.secret,
      change: legChangeOf(input),
      forDisruption: false,
    });
    if (!held.ok) return refused(held.error);
    return answered({ offer: offerOf(held.value.change) });
  },
});

const acceptChange = toolOf<InferType<typeof acceptSchema>>({
  name: 'accept_change',
  title: 'Accept a change offer',
  description:
    'Accepts an offer hold_change made, once the person heard its price and said yes ' +
    '(`traveller_confirmed: true`). One that costs nothing or gives money back is applied at once (the ' +
    'company, the refund and the new voucher follow); one that costs something answers a `paymentLink` ' +
    'the person opens to pay by card, and is applied once paid. Asking again answers the change as it is.',
  writes: true,
  readOnly: false,
  destroys: true,
  input: acceptSchema,
  async run({ services, options, input }) {
    if (!input.traveller_confirmed) return refused({ code: 'travellerConfirmationRequired' });
    const access = { reference: input.reference, token: input.secret, changeId: input.changeId };
    const found = await services.checkout.getChange.execute(access);
    if (!found.ok) return refused(found.error);
    const { order, change } = found.value;
    const link = orderLink(options.publicUrl, order.locale, order.reference);
    if (change.status === 'held' && change.total > 0) {
      const payment = await services.checkout.startPayment.execute({ order, change });
      if (!payment.ok) return refused(payment.error);
      const paymentLink = payment.value.method === 'GET' ? payment.value.url : null;
      return answered({ offer: offerOf(change), paymentLink, link });
    }
    const confirmed = await services.checkout.confirmChange.execute(access);
    if (!confirmed.ok) return refused(confirmed.error);
    return answered({ offer: offerOf(confirmed.value.change), paymentLink: null, link });
  },
});

/** After the sale, beside cancel_booking: move a leg, correct a name, add a vehicle or pet (issue #52). */
export const CHANGE_TOOLS = [listChangeSailings, holdChange, acceptChange] as Tool<unknown>[];
