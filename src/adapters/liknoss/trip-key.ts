import type { LiknossSailing } from './liknoss-schemas.ts';

/**
 * Liknoss has no trip id: a sailing is its company, vessel, ports and local departure time, and every
 * pricing or booking call names it by those. Kyma's trip id carries them, dot-separated:
 * `BSF.BDEL.PIR.JTR.20270715.0725`.
 */
export interface TripKey {
  company: string;
  vessel: string;
  origin: string;
  destination: string;
  /** YYYY-MM-DD HH:MM, local time at the departure port, as Liknoss writes it. */
  departureDateTime: string;
}

const PART = /^[A-Za-z0-9-]+$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

export function tripKeyOf(trip: LiknossSailing): TripKey {
  return {
    company: trip.vessel.company.abbreviation,
    vessel: trip.vessel.idOrCode,
    origin: trip.origin.idOrCode,
    destination: trip.destination.idOrCode,
    departureDateTime: trip.departureDateTime,
  };
}

export function tripIdOf(key: TripKey): string {
  const [, year, month, day, hour, minute] = LOCAL_TIME.exec(key.departureDateTime) ?? [];
  return [
    key.company,
    key.vessel,
    key.origin,
    key.destination,
    `${year}${month}${day}`,
    `${hour}${minute}`,
  ].join('.');
}

/** The sailing a trip id names, or undefined for one this adapter never gave. */
export function parseTripId(tripId: string): TripKey | undefined {
  const parts = tripId.split('.');
  if (parts.length !== 6 || !parts.every((part) => PART.test(part))) return undefined;
  const [company, vessel, origin, destination, date, time] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!/^\d{8}$/.test(date) || !/^\d{4}$/.test(time)) return undefined;
  const departureDateTime = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)} ${time.slice(0, 2)}:${time.slice(2)}`;
  return { company, vessel, origin, destination, departureDateTime };
}

/** The sailing as Liknoss's requests name it. */
export function sailingOf(key: TripKey) {
  return {
    origin: { idOrCode: key.origin },
    destination: { idOrCode: key.destination },
    departureDateTime: key.departureDateTime,
    vessel: { idOrCode: key.vessel, company: { abbreviation: key.company } },
  };
}
