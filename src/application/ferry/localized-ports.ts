import type { LocaleCode } from '#domain/i18n/locales.ts';
import { portNameShown } from '#domain/search/port-names-shown.ts';
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

/**
 * The port's name in the reader's language: the catalogue's own word for it where it has one (Ανκόνα, Venedig),
 * else the language's own word Kyma knows (Le Pirée, Korfu: PORT_NAMES_SHOWN), else the local name to a
 * reader of the country's language (Πειραιάς, Venezia), else the English name.
 */
export function portName(port: FerryPort, lang: LocaleCode): string {
  return (
    port.names?.[lang] ??
    portNameShown(port.code, lang) ??
    (LOCAL_LANGUAGE[port.countryCode] === lang ? port.localName : port.name)
  );
}

export function localizePort(port: FerryPort, lang: LocaleCode): PortView {
  const { localName, name, names: _names, ...rest } = port;
  return {
    ...rest,
    name: portName(port, lang),
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
