import type { InventoryErrorCode } from '#application/ports/ferry-inventory.ts';
import type { PassengerType } from '#domain/booking/passenger.ts';
import type { Cents } from '#domain/money/cents.ts';

/**
 * UN/LOCODE (FerryGateway's `PortCodeType`) of the ports Kyma knows, by Kyma's port code (decision 0078). A
 * port an operator answers that is not here is left out of the lists and its sailings are not offered:
 * an unmapped port has no names, coordinates or island flag to show.
 */
const LOCODES: Record<string, string> = {
  PIR: 'GRPIR',
  RAF: 'GRRAF',
  LAV: 'GRLAV',
  JTR: 'GRJTR',
  JNX: 'GRJNX',
  PAS: 'GRPAS',
  JMK: 'GRJMK',
  SYR: 'GRJSY',
  IOS: 'GRIOS',
  HER: 'GRHER',
  CHQ: 'GRCHQ',
  RHO: 'GRRHO',
  KGS: 'GRKGS',
  GPA: 'GRGPA',
  IGO: 'GRIGO',
  CFU: 'GRCFU',
  AOI: 'ITAOI',
  BRI: 'ITBRI',
  BDS: 'ITBDS',
  VCE: 'ITVCE',
  TRS: 'ITTRS',
  DUR: 'ALDRZ',
};
const KYMA_PORTS = new Map(Object.entries(LOCODES).map(([kyma, locode]) => [locode, kyma]));

export function locodeOf(kymaPort: string): string | undefined {
  return LOCODES[kymaPort];
}

export function kymaPortOf(locode: string): string | undefined {
  return KYMA_PORTS.get(locode.toUpperCase());
}

/** FerryGateway knows Adult, Child and Infant; Kyma's other types travel as an adult sub-category. */
type PassengerCategory = 'Adult' | 'Child' | 'Infant';

export function categoryOf(type: PassengerType): { category: PassengerCategory; subCategory?: string } {
  if (type === 'CH') return { category: 'Child' };
  if (type === 'IN') return { category: 'Infant' };
  if (type === 'AD') return { category: 'Adult' };
  return { category: 'Adult', subCategory: type };
}

const SUB_CATEGORIES: readonly string[] = ['ST', 'SE', 'DI'];

export function passengerTypeOf(category: string, subCategory: string | undefined): PassengerType {
  if (subCategory && SUB_CATEGORIES.includes(subCategory)) return subCategory as PassengerType;
  if (category === 'Child') return 'CH';
  if (category === 'Infant') return 'IN';
  return 'AD';
}

/** Kyma's pet sizes as the standard's `PetCategory`; a cat or another small animal travels as small. */
const PET_CATEGORIES: Record<string, string> = { SMALL: 'SmallDog', LARGE: 'BigDog' };

export function petCategoryOf(code: string): string | undefined {
  return PET_CATEGORIES[code];
}

export function petCodeOf(category: string): string {
  return category === 'BigDog' ? 'LARGE' : 'SMALL';
}

/** The age a child is given when Kyma has no birth date: the standard requires one for a Child. */
export const CHILD_AGE = 8;

/**
 * The codes of FerryGateway `Message`s (severity Fatal or Recoverable) Kyma acts on, and what they mean to
 * the port. The standard's own code list (MessageCodes.xsd) is not public; these are the SLA-defined codes
 * the local server answers and an operator's SLA is mapped onto (decision 0078). Any other code is the
 * upstream's failure, not an expected refusal.
 */
export const MESSAGE_CODES: Record<string, InventoryErrorCode> = {
  SailingNotFound: 'tripNotFound',
  // A GetSailings window without a sailing: the search reads it as an empty list (decision 0102).
  NoSailings: 'tripNotFound',
  NoAvailability: 'noAvailability',
  InvalidRequest: 'invalidRequest',
  BookingNotFound: 'bookingNotFound',
  ReservationExpired: 'bookingExpired',
  TokenExpired: 'bookingExpired',
  InvalidBookingStatus: 'invalidBookingState',
  CancelChargeChanged: 'refundChanged',
  PriceChanged: 'invalidRequest',
  PortNotFound: 'portNotFound',
};

/** A decimal amount of euros (`xs:decimal`, e.g. `42.5`) in integer cents; undefined when not one. */
export function centsOf(decimal: string): Cents | undefined {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/.exec(decimal.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Integer cents as an `xs:decimal` of euros, e.g. 4250 → `42.50`. */
export function decimalOf(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
