import type { Order } from '#domain/orders/order.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';
import { type CancelledSailing, cancelledSailingsCalendar } from '../email/sailing-calendar.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import type { MailAttachment } from '../ports/mailer.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { SettingsRepository } from '../ports/settings-repository.ts';
import { CONTACT_SETTING_KEY } from '../site/load-site-shell.ts';
import { orderDetailsUrl } from './order-details-url.ts';

export interface CancellingCalendarDeps {
  listPorts: ListPorts;
  /** The agency's contact details: its sales address organizes the calendar entries. */
  settings: SettingsRepository;
  words: MessageWords;
  publicUrl: string;
}

/** The order's sailings at `legIndexes` as their calendar entries showed them, ports named in its language. */
export async function cancelledSailings(
  listPorts: ListPorts,
  order: Order,
  legIndexes: readonly number[],
): Promise<CancelledSailing[]> {
  const ports = await listPorts.execute({ lang: order.locale });
  const name = (code: string) =>
    (ports.ok ? ports.value.find((port) => port.code === code)?.name : null) ?? code;
  return legIndexes.map((legIndex) => {
    const { booking, companyName } = order.legs[legIndex]!;
    return {
      legIndex,
      from: name(booking.departurePort),
      to: name(booking.destinationPort),
      companyName,
      departureDatetime: booking.departureDatetime,
      arrivalDatetime: booking.arrivalDateTime,
    };
  });
}

/**
 * The `METHOD:CANCEL` attachment that takes these sailings out of the traveller's calendar (decision 0111),
 * stamped with the order's last update: the cancellation itself.
 */
export async function cancellingCalendar(
  deps: CancellingCalendarDeps,
  order: Order,
  sailings: readonly CancelledSailing[],
  fileName: string,
): Promise<MailAttachment> {
  const contact = (await deps.settings.get(CONTACT_SETTING_KEY)) as SiteContact;
  const booking = {
    reference: order.reference,
    issuedAt: order.updatedAt,
    manageUrl: orderDetailsUrl(deps.publicUrl, order),
    organizerEmail: contact.salesEmail,
    leader: { fullName: `${order.leader.firstName} ${order.leader.lastName}`, email: order.leader.email },
  };
  return {
    filename: fileName,
    contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    content: cancelledSailingsCalendar(booking, sailings, deps.words(order.locale)),
  };
}
