import {
  type CustomFormats,
  createIntl,
  createIntlCache,
  DEFAULT_INTL_CONFIG,
  IntlErrorCode,
  type IntlShape,
} from '@formatjs/intl';
import type { MessageWords } from '#application/ports/message-words.ts';
import { LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import { DOCUMENT_MESSAGE_AREAS } from './document-messages.server.ts';
import { MESSAGES } from './messages.server.ts';

/** Every message the server words in a language: the pages' and the documents' (decision 0058). */
const SERVER_MESSAGES = Object.fromEntries(
  LOCALE_CODES.map((locale) => [
    locale,
    Object.assign({}, MESSAGES[locale], ...Object.values(DOCUMENT_MESSAGE_AREAS).map((area) => area[locale])),
  ]),
) as Record<LocaleCode, Record<string, string>>;

/**
 * The named date formats documents use: `portClock`, a sailing's time on the port's clock (a Date whose UTC
 * fields are that clock, `portClock()`), in 24 hours as tickets and port boards write it in every language;
 * `portDay` and the time format `portTime`, the same day and time apart, for a sentence that reads "on
 * {day} at {time}" (decision 0123); `athensDay`, a day on the agency's calendar.
 */
const FORMATS = {
  date: {
    portClock: {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    },
    portDay: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    athensDay: { dateStyle: 'long', timeZone: 'Europe/Athens' },
  },
  time: { portTime: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' } },
} satisfies CustomFormats;

const cache = createIntlCache();
const intls = new Map<LocaleCode, IntlShape>();

/**
 * A message the catalogue lacks is a bug, not a reason to send a bare key to a traveller: it throws (the
 * completeness test catches it first). Other slips, such as a value not given, are reported as formatjs
 * does by default, so an API answer still goes out.
 */
function refuseMissing(error: Parameters<typeof DEFAULT_INTL_CONFIG.onError>[0]): void {
  if (error.code === IntlErrorCode.MISSING_TRANSLATION) throw error;
  DEFAULT_INTL_CONFIG.onError(error);
}

function intlFor(locale: LocaleCode): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale, messages: SERVER_MESSAGES[locale], formats: FORMATS, onError: refuseMissing },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/**
 * The one formatter of the server's words, through the same intl layer as the pages: ICU plurals,
 * numbers and money (`{amount, number, ::currency/EUR}`, in euros) and dates (`{when, date, portClock}`)
 * worded by the language's own rules.
 */
export const messageWords: MessageWords = (locale) => (id, values) =>
  intlFor(locale).formatMessage({ id }, values);
