import { exonymsOf } from './port-exonyms.ts';

/**
 * Finding a port as the traveller types, whatever language, script or keyboard they use: "Πειραιάς",
 * "ΠΕΙΡΑΙΑΣ", "Πειραιας", "Peiraias" (Greeklish), "Piraeus" (English) and "pir" all find Piraeus.
 */

/** The names a port can be found by: the name shown to this reader, its own-language and English names. */
export interface PortNames {
  code: string;
  name: string;
  localName: string;
  englishName: string;
}

/** Greek letters as Greeks write them on a Latin keyboard (ELOT 743, the single-letter spellings). */
const GREEK_TO_LATIN: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/**
 * Lower case, accents and diaeresis gone, final sigma as σ, anything but letters and digits as one space.
 * NFD splits "ά" into "α" and a combining accent, which the mark class then drops.
 */
export function normalizePortText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Greek written in Latin letters; Latin text is left as it is. Expects normalized text. */
export function greekToLatin(normalized: string): string {
  return normalized.replace(/ου/g, 'ou').replace(/./g, (letter) => GREEK_TO_LATIN[letter] ?? letter);
}

/** German spells its umlauts out where the letters are missing, as English names do: Piräus is Piraeus. */
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

function umlautsSpelledOut(typed: string): string {
  return normalizePortText(
    typed
      .normalize('NFC')
      .toLowerCase()
      .replace(/[äöüß]/g, (letter) => UMLAUTS[letter]!),
  );
}

function writtenAndTransliterated(names: readonly string[]): string[] {
  const written = names.map(normalizePortText);
  return [...new Set([...written, ...written.map(greekToLatin)])];
}

/** Each port's forms, worked out once per port object rather than on every keystroke. */
const formsByPort = new WeakMap<PortNames, string[]>();

/** Every form a name can be matched in: its names and every language's (PORT_EXONYMS), as written and transliterated. */
function searchForms(port: PortNames): string[] {
  let forms = formsByPort.get(port);
  if (!forms) {
    forms = writtenAndTransliterated([port.name, port.localName, port.englishName, ...exonymsOf(port.code)]);
    formsByPort.set(port, forms);
  }
  return forms;
}

/**
 * 0: a name is the query (Thira is Santorini before Thirasia); 1: a name starts with it; 2: a word of a name
 * does; 3: the query is inside a name; else none.
 */
function rank(forms: string[], query: string): number | null {
  let best: number | null = null;
  for (const form of forms) {
    const position = form.indexOf(query);
    if (position < 0) continue;
    const score = form === query ? 0 : position === 0 ? 1 : form[position - 1] === ' ' ? 2 : 3;
    best = best === null ? score : Math.min(best, score);
  }
  return best;
}

/**
 * The ports whose names match what was typed, the best matches first (a name that is it, one that starts
 * with it, then a word that does, then any part), in the given order within each group. The query is compared in its
 * written and transliterated forms, so Greek typed on a Greek keyboard finds English names too (and German
 * umlauts spelled out, so Piräus finds Piraeus). An
 * empty query matches every port.
 */
export function matchPorts<P extends PortNames>(ports: readonly P[], typed: string): P[] {
  const query = normalizePortText(typed);
  if (query === '') return [...ports];
  const queries = [...new Set([query, greekToLatin(query), umlautsSpelledOut(typed)])];
  const ranked: Array<{ port: P; score: number; index: number }> = [];
  ports.forEach((port, index) => {
    const forms = searchForms(port);
    const scores = queries.map((q) => rank(forms, q)).filter((score): score is number => score !== null);
    // Travellers who know the code (PIR, JTR) get that port first.
    if (port.code.toLowerCase() === query) scores.push(-1);
    if (scores.length > 0) ranked.push({ port, score: Math.min(...scores), index });
  });
  return ranked.sort((a, b) => a.score - b.score || a.index - b.index).map((entry) => entry.port);
}

/** The codes a search may name; `null` when no port list could be read, so none can be judged. */
export function searchablePortCodes(ports: readonly PortNames[]): ReadonlySet<string> | null {
  return ports.length > 0 ? new Set(ports.map((port) => port.code)) : null;
}
