import { describe, expect, it } from 'vitest';
import { CO2_BAND_LIMITS, co2Band } from '#domain/co2/co2-band.ts';
import { journeyCo2Grams, lowerCo2First, sailingCo2, seaDistanceKm } from '#domain/co2/sailing-co2.ts';
import type { ShipEmissions } from '#domain/co2/ship-emissions.ts';
import type { Co2Port } from '#domain/co2/travel-alternatives.ts';

const SOURCE = 'https://mrv.emsa.europa.eu/api/public-emission-report/reporting-period-document/binary/2022';
const ship = (imo: string, name: string, gramsPerPassengerKm: number): ShipEmissions => ({
  imo,
  name,
  shipType: 'Ro-pax ship',
  gramsPerPassengerNauticalMile: gramsPerPassengerKm * 1.852001,
  gramsPerPassengerKm,
  year: 2022,
  source: SOURCE,
});
const SHIPS = [ship('9241786', 'BLUE STAR NAXOS', 218.4), ship('9223150', 'THEOLOGOS P.', 397.7)];

const port = (
  code: string,
  latitude: number,
  longitude: number,
  island = true,
  countryCode = 'GR',
): Co2Port => ({
  code,
  latitude,
  longitude,
  island,
  countryCode,
});
const PIRAEUS = port('PIR', 37.942, 23.6465, false);
const NAXOS = port('JNX', 37.107, 25.373);
const IOS = port('IOS', 36.723, 25.281);
const PATRAS = port('GPA', 38.225, 21.716, false);
const IGOUMENITSA = port('IGO', 39.504, 20.263, false);
const BARI = port('BRI', 41.137, 16.86, false, 'IT');

describe('CO2 per passenger of a sailing', () => {
  it('is the ship’s grams per passenger-km times the sea distance: the straight line and 15 % more', () => {
    const distance = seaDistanceKm(PIRAEUS, NAXOS);
    // Piraeus–Naxos is about 103 nautical miles by sea (191 km): the estimate is within 10 % of it.
    expect(distance).toBeGreaterThan(191 * 0.9);
    expect(distance).toBeLessThan(191 * 1.1);
    const co2 = sailingCo2(SHIPS, { name: 'Blue Star Naxos' }, PIRAEUS, NAXOS);
    expect(co2).toMatchObject({ band: 'C', ship: 'BLUE STAR NAXOS', imo: '9241786', year: 2022 });
    expect(co2?.grams).toBe(Math.round(218.4 * distance));
  });

  it('finds the ship by its IMO number where the sailing has one', () => {
    expect(sailingCo2(SHIPS, { name: 'Naxos', imo: '9223150' }, PIRAEUS, NAXOS)?.ship).toBe('THEOLOGOS P.');
  });

  it('is "no data" for a ship the register does not have, never an estimate', () => {
    expect(sailingCo2(SHIPS, { name: 'Flying Cat 6' }, PIRAEUS, NAXOS)).toBeNull();
  });

  it('is "no data" when a port’s position is unknown', () => {
    expect(sailingCo2(SHIPS, { name: 'Blue Star Naxos' }, PIRAEUS, undefined)).toBeNull();
  });

  it('compares with flying where both ports have an airport, and with driving only between mainland ports of one country', () => {
    const toNaxos = sailingCo2(SHIPS, { name: 'Blue Star Naxos' }, PIRAEUS, NAXOS);
    expect(toNaxos?.flyingGrams).toBeGreaterThan(0);
    expect(toNaxos?.drivingGrams).toBeNull();
    const toIos = sailingCo2(SHIPS, { name: 'Blue Star Naxos' }, NAXOS, IOS);
    expect(toIos?.flyingGrams).toBeNull();
    const byRoad = sailingCo2(SHIPS, { name: 'Blue Star Naxos' }, PATRAS, IGOUMENITSA);
    expect(byRoad?.drivingGrams).toBeGreaterThan(0);
    expect(sailingCo2(SHIPS, { name: 'Blue Star Naxos' }, IGOUMENITSA, BARI)?.drivingGrams).toBeNull();
  });
});

describe('CO2 bands', () => {
  it('puts each figure in A–E by GreenFerries’ limits: half a car, a car, twice and four times a plane', () => {
    expect(CO2_BAND_LIMITS).toEqual([96, 193, 289, 578]);
    expect(co2Band(49.7)).toBe('A');
    expect(co2Band(95.9)).toBe('A');
    expect(co2Band(96)).toBe('B');
    expect(co2Band(192.7)).toBe('B');
    expect(co2Band(193)).toBe('C');
    expect(co2Band(331.6)).toBe('D');
    expect(co2Band(578)).toBe('E');
    expect(co2Band(680.8)).toBe('E');
  });
});

describe('a journey’s CO2', () => {
  const figure = (grams: number) => ({
    co2: {
      grams,
      band: 'C' as const,
      ship: 'X',
      imo: '1',
      year: 2022,
      flyingGrams: null,
      drivingGrams: null,
    },
  });

  it('adds its sailings up, and is "no data" when one sailing has none', () => {
    expect(journeyCo2Grams([figure(1000), figure(2500)])).toBe(3500);
    expect(journeyCo2Grams([figure(1000), { co2: null }])).toBeNull();
  });

  it('orders less first and "no data" last', () => {
    expect([null, 3000, 1000].sort(lowerCo2First)).toEqual([1000, 3000, null]);
  });
});
