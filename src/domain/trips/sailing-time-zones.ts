const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

/** The UTC offset a date-time is written with, as travellers read it: "+02:00" → "UTC+2", "+05:30" → "UTC+5:30". */
export function utcOffsetName(datetime: string): string {
  const offset = OFFSET.exec(datetime)?.[1];
  if (offset === undefined) throw new RangeError(`Not an ISO 8601 date-time with an offset: ${datetime}`);
  if (offset === 'Z') return 'UTC';
  const [hours, minutes] = [Number(offset.slice(1, 3)), offset.slice(-2)];
  if (hours === 0 && minutes === '00') return 'UTC';
  return `UTC${offset[0]}${hours}${minutes === '00' ? '' : `:${minutes}`}`;
}

export interface SailingTimeZones {
  departure: string;
  arrival: string;
}

/**
 * The zones to say beside a sailing's two times when its ports keep different clocks (Corfu 09:30 →
 * Sarandë 09:10 is forty minutes, Albania being an hour behind); null when both keep the same time, where
 * a zone would only be noise. Each date-time carries its port's own offset, so that is all it takes.
 */
export function sailingTimeZones(
  departureDatetime: string,
  arrivalDatetime: string,
): SailingTimeZones | null {
  const departure = utcOffsetName(departureDatetime);
  const arrival = utcOffsetName(arrivalDatetime);
  return departure === arrival ? null : { departure, arrival };
}
