import { isTagElement, type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { createIntl } from '#web/app/i18n/intl.tsx';
import { MESSAGES, PARSED_MESSAGES } from '#web/app/i18n/messages.server.ts';

type Key = keyof (typeof MESSAGES)['el'];

/** Every tag and argument of a message, with a value that formats: tags wrap their text in [tag:…]. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (isTagElement(element)) {
      values[element.value] = (chunks: string[]) => `[${element.value}:${chunks.join('')}]`;
      sampleValues(element.children, values);
    } else if (element.type === TYPE.plural || element.type === TYPE.number) {
      values[element.value] = 2;
    } else if (element.type === TYPE.date || element.type === TYPE.time) {
      values[element.value] = new Date(Date.UTC(2026, 10, 23));
    } else if (element.type === TYPE.select) {
      values[element.value] = 'other';
    } else if (element.type === TYPE.argument) {
      values[element.value] = 'x';
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    }
  }
  return values;
}

const tagsOf = (elements: MessageFormatElement[]): string[] =>
  elements.flatMap((element) => {
    if (isTagElement(element)) return [element.value, ...tagsOf(element.children)];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => tagsOf(option.value));
    return [];
  });

/** Messages whose Greek reference carries rich-text tags (links, emphasis inside a sentence). */
const richKeys = (Object.keys(MESSAGES.el) as Key[]).filter(
  (key) => tagsOf(parse(MESSAGES.el[key])).length > 0,
);

describe('rich-text messages', () => {
  it('exist (the consent and terms sentences carry links)', () => {
    expect(richKeys).toContain('contactAcceptTerms');
  });

  it.each(LOCALE_CODES)('%s renders every tag as markup, never as literal text', (locale) => {
    // The pages' own formatter, on the parsed messages the pages get.
    const intl = createIntl({ locale, messages: PARSED_MESSAGES[locale] });
    for (const key of richKeys) {
      const greekTags = [...new Set(tagsOf(parse(MESSAGES.el[key])))].sort();
      const values = sampleValues(parse(MESSAGES[locale][key]));
      const rendered = [intl.formatMessage({ id: key }, values as never)].flat().join('');
      for (const tag of greekTags) {
        expect(rendered, `${locale}.${key}`).toMatch(new RegExp(`\\[${tag}:[^\\]]+\\]`));
      }
      expect(rendered, `${locale}.${key}`).not.toMatch(/<\/?[a-z][\w-]*>/i);
    }
  });
});
