import { describe, expect, it } from 'vitest';
import { COMPANIES } from '#adapters/ferry-upstream/catalogue/companies.ts';
import { LINES } from '#adapters/ferry-upstream/catalogue/lines.ts';
import { PORTS } from '#adapters/ferry-upstream/catalogue/ports.ts';
import { VESSELS } from '#adapters/ferry-upstream/catalogue/vessels.ts';
import { UPSTREAM_SYSTEMS } from '#adapters/ferry-upstream/simulated/upstream-systems.ts';
import { localizePort } from '#application/ferry/localized-ports.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';

describe('the simulated network catalogue', () => {
  it('has at least 15 companies and 80 ports, each code unique', () => {
    expect(COMPANIES.length).toBeGreaterThanOrEqual(15);
    expect(PORTS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(COMPANIES.map((c) => c.code)).size).toBe(COMPANIES.length);
    expect(new Set(PORTS.map((p) => p.code)).size).toBe(PORTS.length);
    expect(new Set(VESSELS.map((v) => v.code)).size).toBe(VESSELS.length);
  });

  it('names the big Greek and Adriatic companies and the key ports', () => {
    const codes = COMPANIES.map((c) => c.name);
    for (const name of [
      'Blue Star Ferries',
      'Seajets',
      'Minoan Lines',
      'ANEK Lines',
      'Superfast Ferries',
      'Grimaldi Lines',
      'Zante Ferries',
    ]) {
      expect(codes).toContain(name);
    }
    const ports = PORTS.map((p) => p.code);
    for (const code of [
      'PIR',
      'RAF',
      'LAV',
      'JTR',
      'JMK',
      'HER',
      'RHO',
      'GPA',
      'IGO',
      'AOI',
      'BRI',
      'BDS',
      'VCE',
      'DUR',
      'VLO',
      'SAR',
      'CES',
      'BXN',
    ]) {
      expect(ports).toContain(code);
    }
  });

  it('keeps every port inside the Eastern Mediterranean and every line on known ports, vessels and companies', () => {
    for (const port of PORTS) {
      expect(port.latitude).toBeGreaterThan(34.5);
      expect(port.latitude).toBeLessThan(46);
      expect(port.longitude).toBeGreaterThan(12);
      expect(port.longitude).toBeLessThan(30);
    }
    const ports = new Set(PORTS.map((p) => p.code));
    const vessels = new Map(VESSELS.map((v) => [v.code, v]));
    for (const line of LINES) {
      expect(
        line.stops.every((stop) => ports.has(stop)),
        line.id,
      ).toBe(true);
      expect(vessels.get(line.vessel)?.company, line.id).toBe(line.company);
    }
    const served = new Set(LINES.flatMap((line) => line.stops));
    expect(PORTS.filter((port) => !served.has(port.code))).toEqual([]);
  });

  it('fits accessible cabins on some ships with cabins, never all, each one of the ship’s own classes', () => {
    const withCabins = VESSELS.filter((vessel) => vessel.cabins.length > 0);
    const fitted = withCabins.filter((vessel) => vessel.accessibleCabins.length > 0);
    expect(fitted.length).toBeGreaterThan(0);
    expect(fitted.length).toBeLessThan(withCabins.length);
    for (const vessel of VESSELS) {
      const classes = vessel.cabins.map((cabin) => cabin.code);
      for (const code of vessel.accessibleCabins) expect(classes, vessel.code).toContain(code);
    }
  });

  it('runs an aggregator and company systems whose companies overlap', () => {
    const aggregator = UPSTREAM_SYSTEMS[0]!;
    expect(UPSTREAM_SYSTEMS.length).toBeGreaterThanOrEqual(3);
    const direct = UPSTREAM_SYSTEMS.slice(1);
    expect(
      direct.some((system) => system.companies.some((code) => aggregator.companies.includes(code))),
    ).toBe(true);
    expect(aggregator.companies.length).toBeGreaterThan(COMPANIES.length / 2);
  });

  it('names every port abroad in Greek letters for a Greek reader, and in each language’s own word', () => {
    const abroad = PORTS.filter((port) => port.countryCode !== 'GR');
    expect(abroad.length).toBeGreaterThan(0);
    for (const port of abroad) {
      // Ancona – Ηγουμενίτσα on the Greek home page read half in Latin letters before.
      expect(localizePort(port, 'el').name, port.code).toMatch(/^[\p{Script=Greek}\s()]+$/u);
      for (const lang of LOCALE_CODES)
        expect(localizePort(port, lang).name, `${port.code} ${lang}`).not.toBe('');
    }
    const venice = PORTS.find((port) => port.code === 'VCE')!;
    expect(LOCALE_CODES.map((lang) => localizePort(venice, lang).name)).toEqual(
      LOCALE_CODES.map(
        (lang) =>
          ({
            el: 'Βενετία',
            en: 'Venice',
            de: 'Venedig',
            es: 'Venecia',
            fr: 'Venise',
            it: 'Venezia',
            sq: 'Venecia',
          })[lang],
      ),
    );
    // Greek ports: their Greek name for a Greek reader, each language's own word where it has one in use
    // (issue #51), else the English name, which is how the other languages write Mykonos.
    const named = (code: string) => {
      const port = PORTS.find((candidate) => candidate.code === code)!;
      return LOCALE_CODES.map((lang) => `${lang} ${localizePort(port, lang).name}`);
    };
    expect(named('PIR')).toEqual([
      'el Πειραιάς',
      'en Piraeus',
      'de Piräus',
      'es El Pireo',
      'fr Le Pirée',
      'it Pireo',
      'sq Pireu',
    ]);
    expect(named('JMK')).toEqual(
      LOCALE_CODES.map((lang) => `${lang} ${lang === 'el' ? 'Μύκονος' : 'Mykonos'}`),
    );
  });
});
