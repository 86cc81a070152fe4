import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Country, FerryPort } from '../ports/ferry-search.ts';

/** The language each country's local names are written in. */
export const LOCAL_LANGUAGE: Record<string, LocaleCode> = { GR: 'el', IT: 'it', AL: 'sq' };

export interface PortView {
  code: string;
  /** The name for this reader (see localizePort). */
  name: string;
  /** The name in the port's own language and in English, so a search box finds the port by either. */
  localName: string;
  englishName: string;
  countryCode: string;
  area: string;
  island: boolean;
  latitude: number;
  longitude: number;
}

/** A Greek reader sees Πειραιάς, an Italian reader Ancona as Ancona, everyone else the English name. */
export function localizePort(port: FerryPort, lang: LocaleCode): PortView {
  const { localName, name, ...rest } = port;
  return {
    ...rest,
    name: LOCAL_LANGUAGE[port.countryCode] === lang ? localName : name,
    localName,
    englishName: name,
  };
}

export function localizeCountry(country: Country, lang: LocaleCode): { code: string; name: string } {
  return {
    code: country.code,
    name: LOCAL_LANGUAGE[country.code] === lang ? country.localName : country.name,
  };
}

/** Unites the lists of several systems, each code once, sorted by name. */
export function unionByCode<T extends { code: string; name: string }>(lists: T[][]): T[] {
  const byCode = new Map<string, T>();
  for (const list of lists) for (const item of list) if (!byCode.has(item.code)) byCode.set(item.code, item);
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}
