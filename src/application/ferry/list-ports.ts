import type { LocaleCode } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { type FerryError, type FerryNetwork, unavailable } from './ferry-network.ts';
import { localizePort, type PortView, unionByCode } from './localized-ports.ts';

/** Every port any upstream sells (booking API `getPorts`). */
export class ListPorts {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  async execute(input: { lang: LocaleCode }): Promise<Result<PortView[], FerryError>> {
    const outcomes = await this.deps.network.all((upstream, options) => upstream.ports(options));
    const answered = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.value!);
    if (answered.length === 0) return err(unavailable(outcomes));
    return ok(unionByCode(answered.map((ports) => ports.map((port) => localizePort(port, input.lang)))));
  }
}
