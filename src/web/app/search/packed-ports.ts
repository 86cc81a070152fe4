import type { PortNames } from '#domain/search/port-matching.ts';

/**
 * The ports as the page's data carries them (issue #32): one line per port, its code and names separated
 * by tabs, a name the same as the one shown left empty. As objects they were 8.6 KB of every search page's
 * hydration data (keys and indices for each of ~100 ports); as one string under 3 KB, read once.
 */
export type PackedPorts = string;

const FIELD = '\t';
const PORT = '\n';

export function packPorts(ports: readonly PortNames[]): PackedPorts {
  return ports
    .map(({ code, name, localName, englishName }) =>
      [code, name, localName === name ? '' : localName, englishName === name ? '' : englishName].join(FIELD),
    )
    .join(PORT);
}

/** The last list unpacked: a page has one, and each render of a form would otherwise read it again. */
let last: { packed: PackedPorts; ports: PortNames[] } | undefined;

export function unpackPorts(packed: PackedPorts): PortNames[] {
  if (last?.packed === packed) return last.ports;
  const ports = packed
    ? packed.split(PORT).map((line) => {
        const [code = '', name = '', localName, englishName] = line.split(FIELD);
        return { code, name, localName: localName || name, englishName: englishName || name };
      })
    : [];
  last = { packed, ports };
  return ports;
}
