import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { DOCUMENT_MESSAGE_AREAS } from '#web/app/i18n/document-messages.server.ts';
import { MESSAGE_AREAS } from '#web/app/i18n/messages.server.ts';

/**
 * The checkable part of each language's style note, docs/style/voice.md (decision 0123): the forms of
 * address a language does not use, the words it does not use, and no message left in English.
 */
const AREAS = Object.entries({ ...MESSAGE_AREAS, ...DOCUMENT_MESSAGE_AREAS }) as [
  string,
  Record<LocaleCode, Record<string, string>>,
][];

/** The words a reader sees: the message's text with its placeholders' names left out, branches included. */
function wordsOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.select || element.type === TYPE.plural)
        return Object.values(element.options)
          .map((option) => wordsOf(option.value))
          .join(' ');
      if (element.type === TYPE.tag) return wordsOf(element.children);
      return ' ';
    })
    .join('');
}

function messagesIn(locale: LocaleCode): [string, string, string][] {
  return AREAS.flatMap(([area, catalogue]) =>
    Object.entries(catalogue[locale]).map(([key, message]): [string, string, string] => [
      `${area}.${key}`,
      message,
      wordsOf(parse(message)),
    ]),
  );
}

/** A whole word, in any script (JavaScript's \b knows only ASCII letters). */
const word = (alternatives: string, flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, flags);

const NOT_THE_VOICE: Record<Exclude<LocaleCode, 'en'>, { rule: string; pattern: RegExp }[]> = {
  it: [
    {
      rule: 'tu, never Lei',
      pattern: word(
        'Lei|Suo|Sua|Suoi|Sue|[Ll]e (?:è|sono) stat[oaie]|la avviseremo|[Ll]e scriver\\w*|[Ll]e diremo|informarla|' +
          'Apra|Scelga|Inserisca|Controlli|Compili|Conservi|Attenda|[Rr]iprovi|Indichi|Usi|Chieda|Verifichi|Selezioni|Ricarichi|' +
          '[Gg]lielo|[Ll]e arrivano|[Rr]ilegga|invii|Ci ha scritto|Ha (?:scelto|chiesto|pagato)',
      ),
    },
    {
      rule: 'tu, never voi for one reader',
      pattern: word('voi|vostr[aoie]|[Ss]criveteci|[Cc]ontattateci|[Dd]itecelo|[Dd]iteci|potete|avete', 'iu'),
    },
    { rule: "the apostrophe ’, never '", pattern: /\p{L}'\p{L}/u },
  ],
  fr: [
    { rule: 'vous, never tu', pattern: word('tu|ton|ta|tes|toi|t’|te', 'iu') },
    { rule: '“bon de réservation”, never “voucher”', pattern: word('voucher\\w*', 'iu') },
    { rule: "the apostrophe ’, never '", pattern: /\p{L}'\p{L}/u },
  ],
  es: [
    { rule: 'usted, never tú', pattern: word('tu|tus|ti|contigo|tú', 'iu') },
    { rule: '“bono”, never “voucher”', pattern: word('voucher\\w*', 'iu') },
  ],
  de: [{ rule: 'Sie, never du', pattern: word('du|dein\\w*|dich|dir', 'iu') }],
  el: [{ rule: 'εσείς, never εσύ', pattern: word('εσύ|σου|σένα', 'iu') }],
  sq: [{ rule: 'ju, never ti', pattern: word('ti|tënd|tënde|tëndin|tëndes|jotja|jot', 'iu') }],
};

/** A name before a placeholder that may start with a vowel must not have to elide ("de Agence"). */
const FRENCH_BEFORE_A_NAME =
  /\b(?:de|que|le|la|ne|se|je|me|te|du) \{(?:agency|name|email|company|vessel|now|was|from|to)\b/;

/** Words a language shares with English: brands, codes, and loanwords that are the language's own. */
const SAME_AS_ENGLISH = new Set([
  'E-mail',
  'Newsletter',
  'Blog',
  'Wi-Fi',
  'Chat',
  'Marketing',
  'Diesel',
  'Logo',
  'Link',
  'Coupon',
  'Coupons',
  'Coupon {code}',
  'Code',
  'MARK {mark}',
  'Home',
  'Password',
  'Name',
  'Status',
  'Support',
  'Administrator',
  'System',
  'Tickets',
  'Text',
  'Senior',
  'Senior (65+)',
  'Hybrid',
  'Deck',
  'Restaurant',
  'Café',
  'Student',
  'Epirus',
  'Albania',
  'Attica',
  'Cyclades',
  'Sporades',
  'Total',
  'Subtotal',
  'Error',
  'Finance',
  'Pages',
  'Menus',
  'Actions',
  'Action',
  'Message',
  'Destinations',
  'Services',
  'Accessible',
  'Assistance',
  'Date',
  'Article {article}',
  'Ferry: {from} → {to} ({company})',
  '{count, plural, one {# message} other {# messages}}',
  '{hours} h {minutes} min',
]);

describe('each language’s voice (docs/style/voice.md)', () => {
  describe.each(Object.entries(NOT_THE_VOICE))('%s', (locale, rules) => {
    it.each(rules)('$rule', ({ pattern }) => {
      const off = messagesIn(locale as LocaleCode).filter(([, , words]) => pattern.test(words));
      expect(off.map(([key, message]) => `${key}: ${message}`)).toEqual([]);
    });
  });

  it('French never makes a name elide: no “de {agency}”, “que {name}”', () => {
    const off = messagesIn('fr').filter(([, message]) => FRENCH_BEFORE_A_NAME.test(message));
    expect(off.map(([key, message]) => `${key}: ${message}`)).toEqual([]);
  });

  it.each(['el', 'de', 'es', 'fr', 'it', 'sq'] as const)('%s leaves no message in English', (locale) => {
    const english = new Map(messagesIn('en').map(([key, message]) => [key, message]));
    const untranslated = messagesIn(locale).filter(
      ([key, message, words]) =>
        /\p{L}/u.test(words) && message === english.get(key) && !SAME_AS_ENGLISH.has(message),
    );
    expect(untranslated.map(([key, message]) => `${key}: ${message}`)).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    expect(NOT_THE_VOICE.it[0]?.pattern.test(wordsOf(parse('Apra la prenotazione {reference}')))).toBe(true);
    expect(NOT_THE_VOICE.it[0]?.pattern.test('Apri la tua prenotazione')).toBe(false);
    expect(NOT_THE_VOICE.fr[1]?.pattern.test('Télécharger le voucher (PDF)')).toBe(true);
    expect(NOT_THE_VOICE.el[0]?.pattern.test('Η κράτησή σου')).toBe(true);
    expect(NOT_THE_VOICE.el[0]?.pattern.test('Η κράτησή σας')).toBe(false);
    expect(FRENCH_BEFORE_A_NAME.test('Payé par l’intermédiaire de {agency}')).toBe(true);
  });
});
