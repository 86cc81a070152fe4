import type { FormatMessage } from '#application/orders/charge-line-words.ts';
import { LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';
import { sailingTimeZones } from '#domain/trips/sailing-time-zones.ts';

/** Euros from integer cents, in the reader's language: the one place money becomes text. */
export function moneyText(amount: Cents, locale: LocaleCode): string {
  return new Intl.NumberFormat(LOCALES[locale].iso, { style: 'currency', currency: 'EUR' }).format(
    amount / 100,
  );
}

/**
 * A sailing's time as the port's clock shows it: the ISO string carries the port's offset, so its own
 * date and time are written out, whatever the reader's or the server's time zone.
 */
export function sailingTimeText(iso: string, locale: LocaleCode): { date: string; time: string } {
  const local = new Date(`${iso.slice(0, 19)}Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALES[locale].iso, { ...options, timeZone: 'UTC' }).format(local);
  return {
    date: format({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }),
    time: format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}

type SailingTimeText = ReturnType<typeof sailingTimeText>;

/**
 * A sailing's departure and arrival as sailingTimeText writes them; where its two ports keep different
 * clocks each time says its zone ("09:10 local time (UTC+1)"), so an arrival that reads earlier than the
 * departure is understood.
 */
export function sailingTimesText(
  sailing: { departureDatetime: string; arrivalDatetime: string },
  locale: LocaleCode,
  format: FormatMessage,
): { departure: SailingTimeText; arrival: SailingTimeText } {
  const departure = sailingTimeText(sailing.departureDatetime, locale);
  const arrival = sailingTimeText(sailing.arrivalDatetime, locale);
  const zones = sailingTimeZones(sailing.departureDatetime, sailing.arrivalDatetime);
  if (!zones) return { departure, arrival };
  const inZone = (text: SailingTimeText, zone: string) => ({
    ...text,
    time: `${text.time} ${format('sailingLocalTime', { zone })}`,
  });
  return { departure: inZone(departure, zones.departure), arrival: inZone(arrival, zones.arrival) };
}
