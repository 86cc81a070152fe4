import { type GeoPoint, greatCircleNm, KM_PER_NAUTICAL_MILE } from '../shared/great-circle.ts';
import { CAR_GRAMS_PER_KM, PLANE_GRAMS_PER_PASSENGER_KM } from './co2-band.ts';

/** What the comparison needs to know of a port. */
export interface Co2Port extends GeoPoint {
  code: string;
  countryCode: string;
  island: boolean;
}

/**
 * The airport with scheduled flights that serves each port's island or town (IATA codes), where there is
 * one; a port not listed has none near enough to be the traveller's alternative.
 */
const AIRPORT_OF_PORT: Record<string, string> = {
  PIR: 'ATH',
  RAF: 'ATH',
  LAV: 'ATH',
  SYR: 'JSY',
  JMK: 'JMK',
  PAS: 'PAS',
  JNX: 'JNX',
  JTR: 'JTR',
  MLO: 'MLO',
  HER: 'HER',
  CHQ: 'CHQ',
  SIT: 'JSH',
  RHO: 'RHO',
  KGS: 'KGS',
  KAL: 'JKL',
  LER: 'LRS',
  AST: 'JTY',
  KZS: 'KZS',
  AOK: 'AOK',
  KSJ: 'KSJ',
  JKH: 'JKH',
  MJT: 'MJT',
  LXS: 'LXS',
  SMI: 'SMI',
  KRL: 'SMI',
  PYT: 'SMI',
  JIK: 'JIK',
  EVD: 'JIK',
  SKG: 'SKG',
  KVA: 'KVA',
  AXD: 'AXD',
  VOL: 'VOL',
  JSI: 'JSI',
  SKU: 'SKU',
  CFU: 'CFU',
  ZTH: 'ZTH',
  SAM: 'EFL',
  POK: 'EFL',
  KIT: 'KIT',
  AOI: 'AOI',
  BRI: 'BRI',
  BDS: 'BDS',
  VCE: 'VCE',
  TRS: 'TRS',
  DUR: 'TIA',
};

/** Roads wind: a road journey is taken as 1.3 times the straight line between the two ports. */
const ROAD_OVER_STRAIGHT = 1.3;

const straightKm = (from: GeoPoint, to: GeoPoint) => greatCircleNm(from, to) * KM_PER_NAUTICAL_MILE;

/** One passenger flying between the two ports' airports, the straight line at ADEME's average; null without two airports. */
export function flyingGrams(from: Co2Port, to: Co2Port): number | null {
  const departure = AIRPORT_OF_PORT[from.code];
  const arrival = AIRPORT_OF_PORT[to.code];
  if (!departure || !arrival || departure === arrival) return null;
  return Math.round(straightKm(from, to) * PLANE_GRAMS_PER_PASSENGER_KM);
}

/** One person driving alone, only between two mainland ports of one country (a road joins them). */
export function drivingGrams(from: Co2Port, to: Co2Port): number | null {
  if (from.island || to.island || from.countryCode !== to.countryCode) return null;
  return Math.round(straightKm(from, to) * ROAD_OVER_STRAIGHT * CAR_GRAMS_PER_KM);
}
