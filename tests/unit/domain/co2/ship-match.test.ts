import { describe, expect, it } from 'vitest';
import type { ShipEmissions } from '#domain/co2/ship-emissions.ts';
import { findShip, imoNumber, shipNameKey } from '#domain/co2/ship-match.ts';

const SOURCE = 'https://mrv.emsa.europa.eu/api/public-emission-report/reporting-period-document/binary/2022';
const entry = (imo: string, name: string, aliases?: string[]): ShipEmissions => ({
  imo,
  name,
  ...(aliases ? { aliases } : {}),
  shipType: 'Ro-pax ship',
  gramsPerPassengerNauticalMile: 437.16,
  gramsPerPassengerKm: 236,
  year: 2022,
  source: SOURCE,
});
const REGISTER = [
  entry('9565039', 'BLUE STAR DELOS'),
  entry('9151008', 'CHAMPION JET 1'),
  entry('9227417', 'SUPERFAST XI'),
  entry('9223150', 'THEOLOGOS P.'),
  entry('9215555', 'BLUE STAR CHIOS', ['NISSOS CHIOS']),
  entry('9333694', 'GALAXY'),
];
const found = (name: string, imo?: string) => findShip(REGISTER, { name, imo })?.imo;

describe('an IMO number', () => {
  it('is seven digits whose last checks the first six, with or without "IMO" before them', () => {
    expect(imoNumber('9565039')).toBe('9565039');
    expect(imoNumber('IMO 9565039')).toBe('9565039');
    expect(imoNumber(' imo9215555 ')).toBe('9215555');
  });

  it('is not a system’s own vessel code, a number of another length, or one whose check digit is wrong', () => {
    expect(imoNumber('BSDELOS')).toBeUndefined();
    expect(imoNumber('956503')).toBeUndefined();
    expect(imoNumber('95650390')).toBeUndefined();
    expect(imoNumber('9565038')).toBeUndefined();
    expect(imoNumber(undefined)).toBeUndefined();
  });
});

describe('a ship’s name key', () => {
  it('sets aside case, accents, spaces and punctuation', () => {
    expect(shipNameKey('Blue Star Delos')).toBe(shipNameKey('BLUE STAR DELOS'));
    expect(shipNameKey('Theologos P')).toBe(shipNameKey('THEOLOGOS P.'));
    expect(shipNameKey('WorldChampion Jet')).toBe(shipNameKey('WORLD CHAMPION JET'));
    expect(shipNameKey('Ertürk I')).toBe('ERTURK1');
  });

  it('reads a roman number after the first word as its digits', () => {
    expect(shipNameKey('CHAMPION JET I')).toBe(shipNameKey('Champion Jet 1'));
    expect(shipNameKey('Superfast XI')).toBe('SUPERFAST11');
    expect(shipNameKey('Flying Dolphin XIX')).toBe('FLYINGDOLPHIN19');
    expect(shipNameKey('Thassos IV')).toBe('THASSOS4');
    expect(shipNameKey('Rigel III')).not.toBe(shipNameKey('Rigel II'));
  });

  it('leaves a word that only looks roman, and the first word, as written', () => {
    expect(shipNameKey('Vi Express')).toBe('VIEXPRESS');
    expect(shipNameKey('Ionis')).toBe('IONIS');
  });

  it('drops the type marks written before a name, Latin or Greek', () => {
    const delos = shipNameKey('BLUE STAR DELOS');
    expect(shipNameKey('F/B Blue Star Delos')).toBe(delos);
    expect(shipNameKey('M/V BLUE STAR DELOS')).toBe(delos);
    expect(shipNameKey('MV Blue Star Delos')).toBe(delos);
    expect(shipNameKey('Ε/Γ-Ο/Γ BLUE STAR DELOS')).toBe(delos);
    expect(shipNameKey('H/SF CHAMPION JET I')).toBe(shipNameKey('CHAMPION JET 1'));
    expect(shipNameKey('HSC Champion Jet 1')).toBe(shipNameKey('CHAMPION JET 1'));
  });

  it('keeps a mark that is the whole name, and a name written in Greek letters has no key', () => {
    expect(shipNameKey('MV')).toBe('MV');
    expect(shipNameKey('ΜΠΛΟΥ ΣΤΑΡ ΔΗΛΟΣ')).toBe('');
  });
});

describe('the register’s entry for a sailing’s ship', () => {
  it('is found by its name as the ferry systems write it', () => {
    expect(found('Blue Star Delos')).toBe('9565039');
    expect(found('CHAMPION JET I')).toBe('9151008');
    expect(found('H/SF Champion Jet 1')).toBe('9151008');
    expect(found('F/B SUPERFAST 11')).toBe('9227417');
    expect(found('theologos p')).toBe('9223150');
  });

  it('is found by a known alias: a former name of the same ship', () => {
    expect(found('Nissos Chios')).toBe('9215555');
    expect(found('F/B NISSOS CHIOS')).toBe('9215555');
  });

  it('is decided by the IMO number where the sailing has one, whatever its name', () => {
    expect(found('Delos', '9565039')).toBe('9565039');
    expect(found('Galaxy', 'IMO 9333694')).toBe('9333694');
    // Another ship of the same name: the register has no figure for it, so none, not the namesake's.
    expect(found('Galaxy', '7516773')).toBeUndefined();
  });

  it('falls back to the name when what the upstream calls an IMO number is not one', () => {
    expect(found('Blue Star Delos', 'BSDELOS')).toBe('9565039');
  });

  it('is none for a ship the register does not have, or a name with no key', () => {
    expect(found('Flying Cat 6')).toBeUndefined();
    expect(found('Champion Jet 2')).toBeUndefined();
    expect(findShip([entry('9565039', 'ΔΗΛΟΣ')], { name: 'ΜΠΛΟΥ ΣΤΑΡ' })).toBeUndefined();
  });
});
