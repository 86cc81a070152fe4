import { findPort } from '#adapters/ferry-upstream/catalogue/ports.ts';
import { portName } from '#application/ferry/localized-ports.ts';
import type { SeedCompany, SeedDestination, SeedLocale } from './seed-content-types.ts';

/** A page title's subject: "Santorini: ferry tickets and travel guide" → "Santorini". */
export function shortName(title: string): string {
  return title.split(/\s*:\s*/)[0]!.trim() || title;
}

/** A company's name is its brand, written the same in every language. */
export function companyName(company: SeedCompany): string {
  return shortName(company.text.en.title);
}

/** A popular route's end: a seed destination's name in that language, or a port's name from the catalogue. */
export function placeName(
  keyOrPort: string,
  locale: SeedLocale,
  destinations: ReadonlyMap<string, SeedDestination>,
): string {
  const destination = destinations.get(keyOrPort);
  if (destination) return shortName(destination.text[locale].title);
  const port = findPort(keyOrPort);
  if (!port) return keyOrPort;
  return portName(port, locale);
}
