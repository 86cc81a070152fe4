import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greekToLatin, matchPorts, normalizePortText, type PortNames } from '#domain/search/port-matching.ts';
import { PORT_NAMES_SHOWN } from '#domain/search/port-names-shown.ts';

const port = (code: string, englishName: string, localName: string, name = englishName): PortNames => ({
  code,
  name,
  localName,
  englishName,
});

const PORTS: PortNames[] = [
  port('RAF', 'Rafina', 'Ραφήνα'),
  port('PIR', 'Piraeus', 'Πειραιάς'),
  port('JTR', 'Santorini (Thira)', 'Σαντορίνη (Θήρα)'),
  port('THI', 'Thirasia', 'Θηρασιά'),
  port('CHQ', 'Chania (Souda)', 'Χανιά (Σούδα)'),
  port('KGS', 'Kos', 'Κως'),
  port('VCE', 'Venice', 'Venezia'),
];

const codes = (typed: string) => matchPorts(PORTS, typed).map((p) => p.code);

describe('port matching', () => {
  it.each(['Πειραιάς', 'Πειραιας', 'ΠΕΙΡΑΙΑΣ', 'πειραιασ', 'Peiraias', 'Piraeus', 'pir', 'PIR', ' pIr '])(
    '"%s" finds Piraeus first',
    (typed) => {
      expect(codes(typed)[0]).toBe('PIR');
    },
  );

  it('finds a port by a later word of its name, after ports whose name is or starts with the text', () => {
    // Thira is Santorini's own name (PORT_EXONYMS), so it comes before Thirasia, which merely starts with it.
    expect(codes('thira')).toEqual(['JTR', 'THI']);
    expect(codes('thiras')).toEqual(['THI']);
    expect(codes('Σούδα')).toEqual(['CHQ']);
  });

  it('finds a name written with German umlauts, spelled out as English names spell them', () => {
    expect(codes('Piräus')[0]).toBe('PIR');
    expect(codes('PIRÄUS')[0]).toBe('PIR');
    // Typed without the dots it is still the German name, Piräus, without its accent.
    expect(codes('Piraus')).toEqual(['PIR']);
  });

  it('finds English names typed in Greek letters and local names in every script', () => {
    expect(codes('Κος')).toEqual(['KGS']);
    expect(codes('venezia')).toEqual(['VCE']);
    expect(codes('Χανια')).toEqual(['CHQ']);
    expect(codes('chania')).toEqual(['CHQ']);
  });

  it('finds nothing for text in no name, and everything for an empty query', () => {
    expect(codes('xyzzy')).toEqual([]);
    expect(codes('  ')).toEqual(PORTS.map((p) => p.code));
  });

  it('normalizes accents, final sigma, case and punctuation', () => {
    expect(normalizePortText('Σαντορίνη (Θήρα)')).toBe('σαντορινη θηρα');
    expect(normalizePortText('ΚΩΣ')).toBe(normalizePortText('κως'));
    expect(greekToLatin('πειραιασ')).toBe('peiraias');
    expect(greekToLatin('σουδα')).toBe('souda');
  });

  const names = fc.constantFrom(...PORTS);

  it('property: any prefix of any of a port’s names, in any case, finds that port', () => {
    fc.assert(
      fc.property(
        names,
        fc.constantFrom<keyof PortNames>('name', 'localName', 'englishName'),
        fc.nat(),
        fc.boolean(),
        (p, field, cut, upper) => {
          const text = p[field];
          const prefix = text.slice(0, 1 + (cut % text.length));
          const typed = upper ? prefix.toUpperCase() : prefix.toLowerCase();
          if (normalizePortText(typed) === '') return;
          expect(codes(typed)).toContain(p.code);
        },
      ),
    );
  });

  it('property: matches are a reordered subset of the ports, each once, and accents never matter', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (typed) => {
        const found = matchPorts(PORTS, typed);
        expect(new Set(found).size).toBe(found.length);
        for (const p of found) expect(PORTS).toContain(p);
        const accented = typed.replace(/a/g, 'á').replace(/α/g, 'ά');
        expect(codes(accented)).toEqual(codes(typed));
      }),
    );
  });

  it('finds every port by the name the pages show it under, in every language', () => {
    for (const [code, shown] of Object.entries(PORT_NAMES_SHOWN)) {
      const ported = [port(code, `English name of ${code}`, `Greek name of ${code}`)];
      for (const name of Object.values(shown))
        expect(
          matchPorts(ported, name).map((p) => p.code),
          `${code} ${name}`,
        ).toEqual([code]);
    }
  });
});
