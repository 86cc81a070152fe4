import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';

/** What the ferry inventory port (`ferry-inventory.ts`) answers about the network: ports, countries, departure days, trips. */

export interface FerryPort {
  code: string;
  name: string;
  /** The name in the port's own language (Greek, Italian, Albanian, Turkish). */
  localName: string;
  /** The name in each of the site's languages, where the catalogue knows them (Ancona is Ανκόνα in Greek). */
  names?: Record<LocaleCode, string>;
  countryCode: string;
  area: string;
  island: boolean;
  latitude: number;
  longitude: number;
}

export interface Country {
  code: string;
  name: string;
  localName: string;
}

export interface DatesQuery {
  origin: string;
  destination: string;
  /** First day, YYYY-MM-DD. */
  from: string;
  days: number;
}

export interface DepartureDate {
  date: string;
  departures: number;
  lowestFare: Cents;
}

export interface TripQuery {
  from: string;
  to: string;
  /** YYYY-MM-DD, local date at the departure port. */
  date: string;
  passengers: number;
  vehicles: number;
  pets: number;
}
