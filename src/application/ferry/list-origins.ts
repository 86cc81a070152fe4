import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Result } from '#domain/shared/result.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';
import { connectedPorts } from './list-connected-ports.ts';
import type { PortView } from './localized-ports.ts';

/** Where one can sail to a port from (booking API `getOrigins`). */
export class ListOrigins {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: { destination: string; lang: LocaleCode }): Promise<Result<PortView[], FerryError>> {
    return connectedPorts(this.deps.network, input.lang, (upstream, options) =>
      upstream.origins(input.destination, options),
    );
  }
}
