import { useLocation, useMatches } from 'react-router';
import type { LocalizedPaths } from '#domain/i18n/alternates.ts';
import { LOCALES, localizePath } from '#domain/i18n/locales.ts';
import { useIntl } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';

/**
 * Lists the other languages (spec §2; Albanian shows as AL). Each link goes through /locale/{code},
 * which saves the choice and lands on the same page in that language, with or without JavaScript.
 */
export function LanguageSwitcher() {
  const { locale, shell } = useRootData();
  const { pathname, search } = useLocation();
  // A page whose slug differs by language names its own alternates in its loader data.
  const alternates = useMatches()
    .map((match) => (match.loaderData as { alternates?: LocalizedPaths } | undefined)?.alternates)
    .findLast(Boolean);
  const intl = useIntl();
  const others = shell.languages.filter((language) => language.code !== locale);
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'languageSwitcherLabel' })}>
      <span className="language-switcher__current" aria-current="true" lang={locale}>
        {LOCALES[locale].capitalCode}
      </span>
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
                title={language.name}
              >
                {LOCALES[language.code].capitalCode}
                {/* The spoken name starts with the visible code, then says the language in full. */}
                <span className="visually-hidden"> {language.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
