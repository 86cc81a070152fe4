import { useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { LocalizedPaths } from '#domain/i18n/alternates.ts';
import { LOCALES, localizePath } from '#domain/i18n/locales.ts';
import { useIntl } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { useDismissable } from './use-dismissable.ts';

/**
 * The current language, opening a list of the others (spec §2; Albanian shows as AL). A disclosure rather
 * than seven codes in a row: the header's menu then fits one line at 1280 px in every language (decision
 * 0097). It is a `<details>`, so it opens without JavaScript too; once interactive, a click elsewhere or
 * Escape closes it. Each link goes through /locale/{code}, which saves the choice and lands on the same page
 * in that language.
 */
export function LanguageSwitcher() {
  const { locale, shell } = useRootData();
  const { pathname, search } = useLocation();
  // A page whose slug differs by language names its own alternates in its loader data.
  const alternates = useMatches()
    .map((match) => (match.loaderData as { alternates?: LocalizedPaths } | undefined)?.alternates)
    .findLast(Boolean);
  const intl = useIntl();
  const disclosure = useRef<HTMLDetailsElement>(null);
  useDismissable(disclosure);
  const current = shell.languages.find((language) => language.code === locale);
  const others = shell.languages.filter((language) => language.code !== locale);
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'languageSwitcherLabel' })}>
      <details ref={disclosure}>
        <summary>
          <span className="language-switcher__current" aria-current="true" lang={locale}>
            {LOCALES[locale].capitalCode}
          </span>
          <span className="visually-hidden" lang={locale}>
            {' '}
            {current?.name}
          </span>
        </summary>
        <ul>
          {others.map((language) => {
            const target = alternates
              ? alternates[language.code]
              : `${localizePath(pathname, language.code)}${search}`;
            return (
              <li key={language.code}>
                <a
                  href={`/locale/${language.code}?to=${encodeURIComponent(target)}`}
                  hrefLang={LOCALES[language.code].iso}
                  lang={language.code}
                >
                  {language.name}
                  <span className="language-switcher__code" aria-hidden="true">
                    {LOCALES[language.code].capitalCode}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}
