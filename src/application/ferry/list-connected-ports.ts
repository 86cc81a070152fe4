import type { LocaleCode } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CallOptions, FerryInventory } from '../ports/ferry-inventory.ts';
import { type FerryError, type FerryNetwork, unavailable } from './ferry-network.ts';
import { localizePort, type PortView, unionByCode } from './localized-ports.ts';

/** Ports linked to one port on any upstream, as port records (shared by getDestinations and getOrigins). */
export async function connectedPorts(
  network: FerryNetwork,
  lang: LocaleCode,
  codes: (upstream: FerryInventory, options: CallOptions) => Promise<string[]>,
): Promise<Result<PortView[], FerryError>> {
  const outcomes = await network.all(async (upstream, options) => {
    const [linked, ports] = await Promise.all([codes(upstream, options), upstream.ports(options)]);
    const wanted = new Set(linked);
    return ports.filter((port) => wanted.has(port.code)).map((port) => localizePort(port, lang));
  });
  const answered = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.value!);
  if (answered.length === 0) return err(unavailable(outcomes));
  return ok(unionByCode(answered));
}
