import type { ShipEmissions } from './ship-emissions.ts';

/** What a sailing tells of its ship: the name it is sold under, and its IMO number where the upstream gives one. */
export interface SailingShip {
  name: string;
  imo?: string | undefined;
}

/**
 * An IMO ship number ("9565039", "IMO 9565039") when the text is one: seven digits whose last is the check
 * digit of the first six (weights 7 to 2). Anything else, such as a system's own vessel code, is not.
 */
export function imoNumber(text: string | undefined): string | undefined {
  const digits = /^(?:IMO\s*)?(\d{7})$/i.exec(text?.trim() ?? '')?.[1];
  if (!digits) return undefined;
  const weighted = [...digits.slice(0, 6)].reduce(
    (sum, digit, index) => sum + Number(digit) * (7 - index),
    0,
  );
  return weighted % 10 === Number(digits[6]) ? digits : undefined;
}

/**
 * Ship-type marks written before a name, by the ferry systems and sometimes the register itself: ferry
 * boat, high-speed ferry or craft, motor vessel or ship, car ferry ("F/B Blue Star Delos"). Greek marks
 * (Ε/Γ-Ο/Γ) need no entry: a key keeps Latin letters and digits only.
 */
const TYPE_MARKS = /^(?:(?:F\/B|H\/SF|H\/S\/F|HSC|M\/V|MV|M\/S|C\/F)[\s.:-]+)+/;

/** A roman number of I to XXXIX, as ships' names count sisters ("Champion Jet I" is "Champion Jet 1"). */
const ROMAN = /^X{0,3}(?:IX|IV|V?I{0,3})$/;
const ROMAN_DIGITS: Record<string, number> = { I: 1, V: 5, X: 10 };

function arabic(word: string): string {
  if (!ROMAN.test(word)) return word;
  let total = 0;
  for (let index = 0; index < word.length; index++) {
    const value = ROMAN_DIGITS[word[index]!]!;
    total += value < (ROMAN_DIGITS[word[index + 1] ?? ''] ?? 0) ? -value : value;
  }
  return String(total);
}

/**
 * A ship's name as the register and the ferry systems can both be compared: case, accents, spaces,
 * punctuation and type marks aside, and a roman number after the first word as its digits.
 */
export function shipNameKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .trim()
    .replace(TYPE_MARKS, '')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '');
  return words.map((word, index) => (index === 0 ? word : arabic(word))).join('');
}

const namesOf = (ship: ShipEmissions) => [ship.name, ...(ship.aliases ?? [])];

/**
 * The register's entry for a sailing's ship. Its IMO number, where the upstream gives one, decides alone:
 * a name is not a ship (two ferries are called *Galaxy*; *Knossos Palace* and *Cruise Bonaria* swapped
 * names in 2020). Without it, the name or a known alias, compared by key. None: the register has no figure.
 */
export function findShip(ships: readonly ShipEmissions[], sailing: SailingShip): ShipEmissions | undefined {
  const imo = imoNumber(sailing.imo);
  if (imo) return ships.find((ship) => ship.imo === imo);
  const key = shipNameKey(sailing.name);
  if (key === '') return undefined;
  return ships.find((ship) => namesOf(ship).some((name) => shipNameKey(name) === key));
}
