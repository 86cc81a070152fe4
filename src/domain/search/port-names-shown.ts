import type { LocaleCode } from '../i18n/locales.ts';

type ShownNames = Partial<Record<Exclude<LocaleCode, 'el' | 'en'>, string>>;

/**
 * What a reader of each language is shown for a Greek port where that language has its own word for it in
 * use today (issue #51): Le Pirée, Piräus, Pireo, El Pireo, Pireu; Corfou, Korfu, Corfù, Corfú, Korfuz.
 * Greek readers get the catalogue's Greek name, English ones its English name, and a language missing here
 * writes the port as English does (Mykonos, Naxos, Milos). Older forms the search still knows (Santorino,
 * Nasso, Candia: port-exonyms.ts) are never shown. Each name here is one the search finds too (exonymsOf).
 */
export const PORT_NAMES_SHOWN: Readonly<Record<string, ShownNames>> = {
  PIR: { de: 'Piräus', es: 'El Pireo', fr: 'Le Pirée', it: 'Pireo', sq: 'Pireu' },
  JTR: { de: 'Santorin', fr: 'Santorin' },
  HER: { es: 'Heraclión', fr: 'Héraklion' },
  CHQ: { fr: 'La Canée (Souda)' },
  RHO: { de: 'Rhodos', es: 'Rodas', it: 'Rodi', sq: 'Rodos' },
  JKH: { es: 'Quíos', it: 'Chio' },
  MJT: { de: 'Lesbos (Mytilini)', es: 'Lesbos (Mitilene)', fr: 'Lesbos (Mytilène)', it: 'Lesbo (Mitilene)' },
  SGR: { de: 'Lesbos (Sigri)', es: 'Lesbos (Sigri)', fr: 'Lesbos (Sigri)', it: 'Lesbo (Sigri)' },
  LXS: { de: 'Lemnos', es: 'Lemnos', fr: 'Lemnos', it: 'Lemno' },
  SMT: { de: 'Samothrake', es: 'Samotracia', fr: 'Samothrace', it: 'Samotracia' },
  THS: { de: 'Thasos', es: 'Tasos', fr: 'Thasos', it: 'Taso' },
  SKG: { es: 'Salónica', fr: 'Thessalonique', it: 'Salonicco', sq: 'Selanik' },
  EGI: { de: 'Ägina', es: 'Egina', fr: 'Égine', it: 'Egina' },
  KIT: { es: 'Citera', fr: 'Cythère', it: 'Citera' },
  GPA: { it: 'Patrasso', sq: 'Patra' },
  IGO: { sq: 'Igumenicë' },
  CFU: { de: 'Korfu', es: 'Corfú', fr: 'Corfou', it: 'Corfù', sq: 'Korfuz' },
  ZTH: { fr: 'Zante', it: 'Zante' },
  SAM: { es: 'Cefalonia (Sami)', fr: 'Céphalonie (Sami)', it: 'Cefalonia (Sami)' },
  POK: { es: 'Cefalonia (Poros)', fr: 'Céphalonie (Poros)', it: 'Cefalonia (Poros)' },
  ITH: { de: 'Ithaka', es: 'Ítaca', fr: 'Ithaque', it: 'Itaca', sq: 'Itaka' },
  LEF: { de: 'Lefkas (Vasiliki)', fr: 'Leucade (Vassiliki)' },
};

/** The port's name for a reader of this language where the language has its own, else undefined. */
export function portNameShown(code: string, lang: LocaleCode): string | undefined {
  return lang === 'el' || lang === 'en' ? undefined : PORT_NAMES_SHOWN[code]?.[lang];
}
