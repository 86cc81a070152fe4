import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '#domain/i18n/locales.ts';

/**
 * Issue #49 item 8: a made-up MAN number that passes the checksum gets the resident fare, because before
 * sailing a company can check only the number's form. Step 2 says so where the number is typed, in every
 * language, and asks for the resident's certificate at boarding, instead of promising a confirmation.
 */
const BOARDING: Record<LocaleCode, RegExp> = {
  el: /επιβίβαση/,
  en: /at boarding/,
  de: /beim Einsteigen/,
  es: /al embarcar/,
  fr: /à l’embarquement/,
  it: /all’imbarco/,
  sq: /në hipje/,
};
const CONFIRMED: RegExp[] = [
  /confirms/,
  /επιβεβαιώσει/,
  /bestätigt/,
  /confirma/,
  /confirmé/,
  /conferma/,
  /konfirmojë/,
];

const hint = (locale: string): string =>
  JSON.parse(readFileSync(`src/web/app/i18n/messages/booking/${locale}.json`, 'utf8')).manNumberHint;

describe('the MAN number hint', () => {
  it.each(Object.keys(BOARDING) as LocaleCode[])(
    'in %s asks for the resident certificate at boarding and promises no check',
    (locale) => {
      expect(hint(locale)).toMatch(BOARDING[locale]);
      for (const promise of CONFIRMED) expect(hint(locale)).not.toMatch(promise);
    },
  );
});
