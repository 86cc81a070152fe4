import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LOCALES, localizePath } from '../../../domain/i18n/locales.ts';
import { useRootData } from '../use-root-data.ts';

/**
 * Lists the other languages (spec §2; Albanian shows as AL). Each link goes through /locale/{code},
 * which saves the choice and lands on the same page in that language, with or without JavaScript.
 */
export function LanguageSwitcher() {
  const { locale, shell } = useRootData();
  const { pathname, search } = useLocation();
  const intl = useIntl();
  const others = shell.languages.filter((language) => language.code !== locale);
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'languageSwitcherLabel' })}>
      <span className="language-switcher__current" aria-current="true" lang={locale}>
        {LOCALES[locale].capitalCode}
      </span>
      <ul>
        {others.map((language) => {
          const target = `${localizePath(pathname, language.code)}${search}`;
          return (
            <li key={language.code}>
              <a
                href={`/locale/${language.code}?to=${encodeURIComponent(target)}`}
                hrefLang={LOCALES[language.code].iso}
                lang={language.code}
                title={language.name}
                aria-label={language.name}
              >
                {LOCALES[language.code].capitalCode}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
