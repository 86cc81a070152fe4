/**
 * A FerryGateway sailing has no id of its own across messages: it is its operator, its ports (UN/LOCODE)
 * and its advertised departure (`SailingInfoRequestType`). Kyma's trip id writes the four down, so a
 * trip found by a search can be priced and booked later.
 */
export interface SailingRef {
  operator: string;
  from: string;
  to: string;
  /** The advertised departure as the operator wrote it (xs:dateTime). */
  departure: string;
}

const SEPARATOR = '~';

export function tripIdOf(ref: SailingRef): string {
  return [ref.operator, ref.from, ref.to, ref.departure].join(SEPARATOR);
}

export function sailingRefOf(tripId: string): SailingRef | undefined {
  const parts = tripId.split(SEPARATOR);
  if (parts.length !== 4 || parts.some((part) => part === '')) return undefined;
  const [operator, from, to, departure] = parts as [string, string, string, string];
  if (!/^[A-Za-z0-9]{5}$/.test(from) || !/^[A-Za-z0-9]{5}$/.test(to) || Number.isNaN(Date.parse(departure)))
    return undefined;
  return { operator, from, to, departure };
}
