/**
 * How long a traveller needs to change ship (issue #28 point 1, decision 0093): per port, on the same quay or
 * between quays, and by road between the ports of one town. Sources and assumptions are in decision 0093.
 */

/** Where a sailing berths: its port, its company, and the port at its other end (a line's quay follows it). */
export interface Berth {
  port: string;
  company: string;
  otherEnd: string;
}

/** A change on one quay, between two quays of a port, or by road to another port of the same town. */
type TransferKind = 'sameQuay' | 'otherQuay' | 'otherPort';

export interface Transfer {
  kind: TransferKind;
  /** The least time from the scheduled arrival to the next departure. */
  minutes: number;
}

/** The quay a company's sailings use, or only those toward some ports when its lines use several. */
interface QuayUse {
  quay: string;
  companies: readonly string[];
  toward?: readonly string[];
}

interface PortQuays {
  sameQuay: number;
  otherQuay: number;
  /** First match wins; a sailing none matches berths at a quay we do not know, so counts as another one. */
  quays: readonly QuayUse[];
}

/** A small port: one quay, an hour to leave a ship and board the next (decision 0076). */
const DEFAULT_TRANSFER_MINUTES = 60;

/** Piraeus' gate E1 serves the Dodecanese and the North Aegean, whichever company sails there. */
const DODECANESE_AND_NORTH_AEGEAN = [
  'RHO',
  'KGS',
  'KAL',
  'LER',
  'PMS',
  'LIP',
  'AGA',
  'AST',
  'NIS',
  'TIL',
  'SYM',
  'HAL',
  'KZS',
  'JKH',
  'OIN',
  'PSA',
  'MJT',
  'SGR',
  'LXS',
  'AES',
  'KVA',
  'SMI',
  'KRL',
  'PYT',
  'JIK',
  'EVD',
  'FOU',
];

const PORT_QUAYS: Readonly<Record<string, PortQuays>> = {
  PIR: {
    sameQuay: 60,
    otherQuay: 90,
    quays: [
      { quay: 'E1', companies: ['BSF', 'HSW'], toward: DODECANESE_AND_NORTH_AEGEAN },
      { quay: 'E2', companies: ['ANEK'] },
      { quay: 'E3', companies: ['MIN'] },
      { quay: 'E7', companies: ['BSF', 'ZF', 'ASP'] },
      { quay: 'E8', companies: ['HSW', 'SRF'] },
      { quay: 'E9', companies: ['SJ'] },
    ],
  },
  RAF: { sameQuay: 60, otherQuay: 75, quays: [] },
  HER: {
    sameQuay: 60,
    otherQuay: 75,
    quays: [
      { quay: 'ferries', companies: ['MIN', 'ANEK'] },
      { quay: 'high-speed', companies: ['SJ'] },
    ],
  },
  // One terminal each for the Adriatic and Ionian ferries: the same time whichever berth.
  GPA: { sameQuay: 90, otherQuay: 90, quays: [] },
  IGO: { sameQuay: 75, otherQuay: 75, quays: [] },
};

/**
 * Towns with more than one port, and the least time from landing at one to sailing from another by road:
 * the ride in traffic, leaving one port and reaching the next before boarding closes.
 */
const TOWNS: readonly { ports: readonly string[]; roadMinutes: Readonly<Record<string, number>> }[] = [
  // Keys are the two ports' codes in alphabetical order.
  { ports: ['PIR', 'RAF', 'LAV'], roadMinutes: { 'PIR RAF': 120, 'LAV PIR': 150, 'LAV RAF': 120 } },
];

const townOf = (port: string) => TOWNS.find((town) => town.ports.includes(port));

/** The ports of the town `port` is in, itself first; just itself for a port alone in its town. */
export function townPorts(port: string): string[] {
  return [port, ...(townOf(port)?.ports.filter((other) => other !== port) ?? [])];
}

/** One name for every port of a town, so that a journey never comes back to a town it left. */
export const placeOf = (port: string): string => townOf(port)?.ports[0] ?? port;

function quayOf(berth: Berth): string | null {
  const use = PORT_QUAYS[berth.port]?.quays.find(
    (quay) =>
      quay.companies.includes(berth.company) && (!quay.toward || quay.toward.includes(berth.otherEnd)),
  );
  return use?.quay ?? null;
}

/** The change from the arriving sailing's berth to the leaving one's, or null when they are not one town. */
export function transferBetween(arriving: Berth, leaving: Berth): Transfer | null {
  if (arriving.port !== leaving.port) {
    const town = townOf(arriving.port);
    if (!town?.ports.includes(leaving.port)) return null;
    const pair = [arriving.port, leaving.port].sort().join(' ');
    return { kind: 'otherPort', minutes: town.roadMinutes[pair]! };
  }
  const port = PORT_QUAYS[arriving.port];
  if (!port) return { kind: 'sameQuay', minutes: DEFAULT_TRANSFER_MINUTES };
  const quay = quayOf(arriving);
  if (quay !== null && quay === quayOf(leaving)) return { kind: 'sameQuay', minutes: port.sameQuay };
  return { kind: 'otherQuay', minutes: port.otherQuay };
}
