import { useLocation, useMatches } from 'react-router';
import type { LocalizedPaths } from '#domain/i18n/alternates.ts';
import { LOCALES, localizePath } from '#domain/i18n/locales.ts';
import { useIntl } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';

/**
 * The current language, opening a list of the others (spec §2; Albanian shows as AL). A disclosure rather
 * than seven codes in a row: the header's menu then fits one line at 1280 px in every language (decision
 * 0097). It is a `<details>`, so it opens without JavaScript too; once interactive, focus leaving it (a
 * click elsewhere) or Escape closes it, as a menu that drops down does. Each link goes through
 * /locale/{code}, which saves the choice and lands on the same page in that language. The languages' alternate addresses are in the document's head (`hreflang`), not
 * repeated on these links.
 */
export function LanguageSwitcher() {
  const { locale, shell } = useRootData();
  const { pathname, search } = useLocation();
  // A page whose slug differs by language names its own alternates in its loader data.
  const alternates = useMatches()
    .map((match) => (match.loaderData as { alternates?: LocalizedPaths } | undefined)?.alternates)
    .findLast(Boolean);
  const intl = useIntl();
  const current = shell.languages.find((language) => language.code === locale);
  const others = shell.languages.filter((language) => language.code !== locale);
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'languageSwitcherLabel' })}>
      <details onBlur={closeWhenLeft} onKeyDown={closeOnEscape}>
        {/* The current language: its code shown, its name spoken. */}
        <summary lang={locale}>
          <span className="language-switcher__current">{LOCALES[locale].capitalCode}</span>
          <span className="visually-hidden"> {current?.name}</span>
        </summary>
        <ul>
          {others.map((language) => {
            const target = alternates
              ? alternates[language.code]
              : `${localizePath(pathname, language.code)}${search}`;
            return (
              <li key={language.code}>
                <a href={`/locale/${language.code}?to=${encodeURIComponent(target)}`} lang={language.code}>
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

function closeWhenLeft(event: React.FocusEvent<HTMLDetailsElement>) {
  if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
}

function closeOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== 'Escape' || !event.currentTarget.open) return;
  event.currentTarget.open = false;
  event.currentTarget.querySelector('summary')?.focus();
}
