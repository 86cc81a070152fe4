import type { Order } from '#domain/orders/order.ts';
import { legPass } from '#domain/wallet/leg-pass.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { WordedLegPass } from '../ports/wallet-passes.ts';

export interface PassWordsSources {
  listPorts: ListPorts;
  words: MessageWords;
}

/** A sailing's pass worded in the order's language, its ports named as the voucher names them; null without one. */
export async function wordedLegPass(
  order: Order,
  legIndex: number,
  sources: PassWordsSources,
): Promise<WordedLegPass | null> {
  const pass = legPass(order, legIndex);
  if (!pass) return null;
  const ports = await sources.listPorts.execute({ lang: order.locale });
  const names = new Map(ports.ok ? ports.value.map((port) => [port.code, port.name]) : []);
  const fromName = names.get(pass.sailing.from) ?? pass.sailing.from;
  const toName = names.get(pass.sailing.to) ?? pass.sailing.to;
  const word = sources.words(order.locale);
  return {
    ...pass,
    locale: order.locale,
    fromName,
    toName,
    words: {
      description: word('walletPass_description', { from: fromName, to: toName }),
      from: word('walletPass_from'),
      to: word('walletPass_to'),
      departure: word('walletPass_departure'),
      arrival: word('walletPass_arrival'),
      vessel: word('walletPass_vessel'),
      passengers: word('walletPass_passengers'),
      booking: word('walletPass_booking'),
    },
  };
}
