import { describe, expect, it } from 'vitest';
import { PORTS } from '#adapters/ferry-upstream/catalogue/ports.ts';
import { localizePort } from '#application/ferry/localized-ports.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { exonymsOf, PORT_EXONYMS } from '#domain/search/port-exonyms.ts';
import { matchPorts } from '#domain/search/port-matching.ts';

/** Every name a port goes by: the catalogue's in each language, its local one and every exonym and spelling. */
function everyName(code: string): string[] {
  const port = PORTS.find((p) => p.code === code)!;
  return [...new Set([port.name, port.localName, ...Object.values(port.names ?? {}), ...exonymsOf(code)])];
}

/** As travellers type a name: as written, without accents, in capitals, and Greek in Latin letters. */
function typings(name: string): string[] {
  const bare = name.normalize('NFD').replace(/\p{M}/gu, '');
  return [...new Set([name, bare, name.toUpperCase(), bare.toLowerCase()])];
}

describe('every name of every port', () => {
  for (const lang of LOCALE_CODES) {
    const ports = PORTS.map((port) => localizePort(port, lang));
    it(`each name of each port, typed in the ${lang} search form, finds that port first`, () => {
      const misses: string[] = [];
      for (const port of PORTS) {
        for (const typed of everyName(port.code).flatMap(typings)) {
          const first = matchPorts(ports, typed)[0];
          if (first?.code !== port.code)
            misses.push(`${typed} → ${first?.code ?? 'nothing'}, not ${port.code}`);
        }
      }
      expect(misses).toEqual([]);
    });
  }

  it('knows each language’s own word for the ports that have one', () => {
    const search = PORTS.map((port) => localizePort(port, 'en'));
    const first = (typed: string) => matchPorts(search, typed)[0]?.code;
    expect(['Piräus', 'Le Pirée', 'Il Pireo', 'El Pireo', 'Pireu', 'Pireas'].map(first)).toEqual(
      Array(6).fill('PIR'),
    );
    expect(['Korfu', 'Corfou', 'Corfù', 'Kerkyra', 'Korfuzi'].map(first)).toEqual(Array(5).fill('CFU'));
    expect(['Candia', 'Iraklio', 'Héraklion'].map(first)).toEqual(['HER', 'HER', 'HER']);
    expect(['Thira', 'Santorin', 'Fira'].map(first)).toEqual(['JTR', 'JTR', 'JTR']);
    expect(first('Venedig')).toBe('VCE');
  });

  it('names only ports the catalogue has, each exonym a real word', () => {
    const codes = new Set(PORTS.map((p) => p.code));
    for (const [code, names] of Object.entries(PORT_EXONYMS)) {
      expect(codes.has(code), code).toBe(true);
      for (const name of Object.values(names).flat()) expect(name.trim().length, code).toBeGreaterThan(1);
    }
  });
});
