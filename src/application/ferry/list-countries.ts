import type { LocaleCode } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { type FerryError, type FerryNetwork, unavailable } from './ferry-network.ts';
import { localizeCountry, unionByCode } from './localized-ports.ts';

/** Countries with ports on the network (booking API `countries`). */
export class ListCountries {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  async execute(input: {
    lang: LocaleCode;
  }): Promise<Result<Array<{ code: string; name: string }>, FerryError>> {
    const outcomes = await this.deps.network.all((upstream, options) => upstream.countries(options));
    const answered = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.value!);
    if (answered.length === 0) return err(unavailable(outcomes));
    return ok(
      unionByCode(
        answered.map((countries) => countries.map((country) => localizeCountry(country, input.lang))),
      ),
    );
  }
}
