import type { LocaleCode } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { FerryPort } from '../ports/ferry-search.ts';
import { type FerryError, type FerryNetwork, unavailable } from './ferry-network.ts';
import { localizePort, type PortView, unionByCode } from './localized-ports.ts';

/** Every port any upstream sells (booking API `getPorts`). */
export class ListPorts {
  private readonly deps: { network: FerryNetwork };
  /**
   * The last list made in each language and the answers it was made from. Most pages ask for it; when
   * every upstream answers with the very lists it gave last time (the simulated systems keep theirs), the
   * list is not localized and sorted again. An answer that is a new list (a remote system's) makes it anew.
   */
  readonly #made = new Map<LocaleCode, { answers: FerryPort[][]; ports: readonly PortView[] }>();

  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  async execute(input: { lang: LocaleCode }): Promise<Result<PortView[], FerryError>> {
    const outcomes = await this.deps.network.all((upstream, options) => upstream.ports(options));
    const answered = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.value!);
    if (answered.length === 0) return err(unavailable(outcomes));
    const made = this.#made.get(input.lang);
    if (made && sameLists(made.answers, answered)) return ok([...made.ports]);
    const ports = unionByCode(
      answered.map((list) => list.map((port) => Object.freeze(localizePort(port, input.lang)))),
    );
    this.#made.set(input.lang, { answers: answered, ports });
    return ok([...ports]);
  }
}

const sameLists = (before: FerryPort[][], now: FerryPort[][]) =>
  before.length === now.length && before.every((list, index) => list === now[index]);
