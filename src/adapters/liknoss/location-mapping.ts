import type { Country, FerryPort } from '#application/ports/ferry-search.ts';
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import { findPort } from '../ferry-upstream/catalogue/ports.ts';
import type { LiknossLocation } from './liknoss-schemas.ts';

/** The language a port's own name is in, by its country; Liknoss names each location in several. */
const LOCAL_LANGUAGE: Record<string, string> = { GR: 'el', IT: 'it', AL: 'sq', TR: 'tr', CY: 'el' };

function namesOf(location: LiknossLocation): Record<LocaleCode, string> | undefined {
  const names: Partial<Record<LocaleCode, string>> = {};
  for (const entry of location.locationLanguages)
    if (isLocaleCode(entry.language)) names[entry.language] = entry.name;
  return LOCALE_CODES.every((code) => names[code]) ? (names as Record<LocaleCode, string>) : undefined;
}

/**
 * A Liknoss location as Kyma's port. Liknoss does not say whether a port is on an island (the resident
 * discount and the map need it): Kyma's port catalogue does for the ports it knows; others count as mainland.
 */
export function portOf(location: LiknossLocation): FerryPort {
  const language = LOCAL_LANGUAGE[location.country.idOrCode];
  const localName = location.locationLanguages.find((entry) => entry.language === language)?.name;
  const names = namesOf(location);
  return {
    code: location.idOrCode,
    name: location.name,
    localName: localName ?? location.name,
    ...(names ? { names } : {}),
    countryCode: location.country.idOrCode,
    area: location.areas[0]?.name ?? location.country.name,
    island: findPort(location.idOrCode)?.island ?? false,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}

/** Liknoss names a country once, in the language asked (`language-code: en`): that is both names here. */
export function countryOf(country: { idOrCode: string; name: string }): Country {
  return { code: country.idOrCode, name: country.name, localName: country.name };
}

/** Port codes one hop from `code`, reading the routes the other way round when `towards` is set. */
export function reachable(
  routes: Array<{ origin: { idOrCode: string }; destinations: Array<{ idOrCode: string }> }>,
  code: string,
  towards: boolean,
): string[] {
  if (!towards)
    return routes
      .filter((route) => route.origin.idOrCode === code)
      .flatMap((r) => r.destinations.map((d) => d.idOrCode));
  return routes
    .filter((route) => route.destinations.some((destination) => destination.idOrCode === code))
    .map((route) => route.origin.idOrCode);
}
