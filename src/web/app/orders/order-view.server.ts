import type { AppServices } from '#application/app-services.ts';
import { noAssistance } from '#domain/booking/assistance.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { CancellationQuote } from '#domain/orders/cancellation-quote.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderLedger } from '#domain/orders/order-ledger.ts';
import { moneyText } from '../booking/booking-text.ts';
import { orderSummary } from '../booking/order-summary.server.ts';
import type { OrderView, PaymentView, QuoteView, TravellerParticulars } from './order-view.ts';

/** Each traveller once, though they sail on every leg of the order. */
function particularsOf(order: Order): TravellerParticulars {
  const seen = new Map<string, TravellerParticulars['passengers'][number]>();
  for (const [legIndex, leg] of order.legs.entries()) {
    for (const [index, passenger] of leg.booking.passengers.entries()) {
      const key = `${passenger.name}|${passenger.surname}|${passenger.documentId}`;
      if (seen.has(key)) continue;
      seen.set(key, {
        id: `traveller-${legIndex}-${index}`,
        fullName: `${passenger.name} ${passenger.surname}`,
        document: passenger.documentId,
        birthDate: passenger.birthDate,
        // Orders placed before assistance was asked, and the masked view, carry none.
        assistance: passenger.assistance ?? noAssistance(),
      });
    }
  }
  const { leader } = order;
  return {
    leader: {
      name: `${leader.firstName} ${leader.lastName}`,
      email: leader.email,
      phone: `${leader.phonePrefix} ${leader.mobile}`,
    },
    passengers: [...seen.values()],
  };
}

/**
 * The order as /orderdetails shows it; `order` is already masked when `access` is `masked`, and then there
 * is no ledger to show.
 */
export async function orderView(
  services: AppServices,
  order: Order,
  access: OrderView['access'],
  locale: LocaleCode,
  ledger: OrderLedger | null,
): Promise<OrderView> {
  return {
    access,
    summary: await orderSummary(services, order, locale, ledger),
    particulars: particularsOf(order),
    cancellation: order.cancellation
      ? { refund: moneyText(order.cancellation.refund, locale), refundDue: order.cancellation.refund > 0 }
      : null,
    invoice: order.invoice,
    laterDocuments:
      access === 'full' ? await services.checkout.listOrderFiscalDocuments.execute(order.id) : [],
    ...(await paymentView(services, order, locale)),
  };
}

/** Who paid and what went back, as the order's pages show it (decisions 0054, 0055). */
export async function paymentView(
  services: AppServices,
  order: Order,
  locale: LocaleCode,
): Promise<PaymentView> {
  const { payer, moneyBack } = await services.checkout.readOrderPayment.execute(order);
  return {
    paidThrough: payer.kind === 'agency' ? { agency: payer.name } : null,
    moneyBack: moneyBack && {
      refunded: moneyText(moneyBack.refunded, locale),
      paid: moneyText(moneyBack.paid, locale),
      partial: moneyBack.partial,
      ticketsValid: moneyBack.ticketsValid,
    },
  };
}

export function quoteView(quote: CancellationQuote, locale: LocaleCode): QuoteView {
  return {
    coverage: quote.coverage,
    paid: moneyText(quote.paid, locale),
    fee: moneyText(quote.fee, locale),
    refund: moneyText(quote.refund, locale),
    refundCents: quote.refund,
    estimated: quote.estimated,
  };
}
