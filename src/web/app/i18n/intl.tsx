import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  type Formatters,
  type FormatXMLElementFn,
  formatToParts,
  IntlMessageFormat,
  type MessageFormatPart,
  type PrimitiveType,
} from 'intl-messageformat';
import { createContext, Fragment, type ReactNode, useContext } from 'react';

/**
 * The pages' messages and formatting: ICU messages (already parsed on the server, decision 0024) formatted
 * by formatjs' `intl-messageformat`, dates and numbers by the browser's `Intl`. It stands in for react-intl,
 * of which the site used `useIntl`, `FormattedMessage` and a provider: react-intl and `@formatjs/intl`
 * were 5 KB of every page's JavaScript budget (issue #15, decision 0037).
 */
export type SiteMessages = Record<string, MessageFormatElement[]>;

export interface MessageDescriptor {
  id: string;
  /** Shown as it is when the messages have no `id` (the root's error page, before messages load). */
  defaultMessage?: string;
}

type TextValues = Record<string, PrimitiveType | FormatXMLElementFn<string, string>>;
type RichValues = Record<string, PrimitiveType | ReactNode | FormatXMLElementFn<ReactNode, ReactNode>>;

export interface IntlShape {
  /** The BCP 47 locale (`en-GB`, `el-GR`). */
  readonly locale: string;
  formatMessage(descriptor: MessageDescriptor, values?: TextValues): string;
  formatMessage(descriptor: MessageDescriptor, values?: RichValues): ReactNode;
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

export interface IntlOptions {
  locale: string;
  messages: SiteMessages;
  /** Dates read in this zone unless a call names its own. */
  timeZone?: string;
}

/** One formatter per key, made on first use and kept with the intl object. */
function cached<T>(make: (key: string) => T) {
  const made = new Map<string, T>();
  return (key: string) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

export function createIntl({ locale, messages, timeZone }: IntlOptions): IntlShape {
  const dates = cached((options) => new Intl.DateTimeFormat(locale, { timeZone, ...JSON.parse(options) }));
  const numbers = cached((options) => new Intl.NumberFormat(locale, JSON.parse(options)));
  const plurals = cached((options) => new Intl.PluralRules(locale, JSON.parse(options)));
  // Messages are formatted from their parsed form with this object's formatters. An `IntlMessageFormat`
  // per message resolved its locale through `Intl` each time one was made: 87 ms of the ~1.2 s of script
  // of the home page at a phone's speed (decision 0041).
  const formatters: Formatters = {
    getNumberFormat: (_locales, options = {}) => numbers(JSON.stringify(options)),
    getDateTimeFormat: (_locales, options = {}) => dates(JSON.stringify(options)),
    getPluralRules: (_locales, options = {}) => plurals(JSON.stringify(options)),
  };
  function formatMessage(descriptor: MessageDescriptor, values?: RichValues): ReactNode {
    const message = messages[descriptor.id];
    if (message === undefined) return descriptor.defaultMessage ?? descriptor.id;
    let parts: Array<MessageFormatPart<ReactNode>>;
    try {
      parts = formatToParts<ReactNode>(
        message,
        locale,
        formatters,
        IntlMessageFormat.formats,
        values,
        undefined,
        descriptor.id,
      );
    } catch (error) {
      // A value the message needs is missing: the page still shows, with the key in its place, and the
      // mistake is reported (the browser tests fail on any console error).
      console.error(`message ${descriptor.id}:`, error);
      return descriptor.id;
    }
    // Neighbouring text comes as one part: plain text is one string, rich text a list of parts, each
    // with the key React needs.
    if (parts.length < 2) return parts[0]?.value ?? '';
    return parts.map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts never change order
      <Fragment key={index}>{part.value}</Fragment>
    ));
  }
  return {
    locale,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatDate: (value, options = {}) => dates(JSON.stringify(options)).format(new Date(value)),
    formatNumber: (value, options = {}) => numbers(JSON.stringify(options)).format(value),
  };
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({ value, children }: { value: IntlShape; children: ReactNode }) {
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider above it');
  return intl;
}

export function FormattedMessage({ values, ...descriptor }: MessageDescriptor & { values?: RichValues }) {
  return useIntl().formatMessage(descriptor, values);
}
