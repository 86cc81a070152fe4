/**
 * The block of addresses one subscriber controls, for counting requests per visitor: an IPv4 address is
 * its own block; an IPv6 address counts by its /64, since one home or phone is routinely given a whole /64
 * and could otherwise rotate through 2^64 addresses to dodge a per-address limit. An IPv4 address written
 * as IPv6 (`::ffff:192.0.2.1`, as Node reports IPv4 clients on a dual-stack socket) is its IPv4 address.
 * Anything that is not an IPv6 address is returned as it came.
 */
export function addressBlock(address: string): string {
  const ip = address.trim().toLowerCase();
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(ip.split('%')[0]!);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

/** The eight 16-bit groups of an IPv6 address without leading zeros, or null when it is not one. */
function ipv6Groups(ip: string): string[] | null {
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
