import { useLocation } from 'react-router';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';
import { Link } from '../components/link.tsx';
import { useIntl } from '../i18n/intl.tsx';

/** Links to the same page in each content language (`?lang=`), the current one marked. */
export function LanguageTabs({ current }: { current: LocaleCode }) {
  const intl = useIntl();
  const location = useLocation();
  const to = (language: LocaleCode) => {
    const params = new URLSearchParams(location.search);
    params.set('lang', language);
    params.delete('page');
    return `${location.pathname}?${params}`;
  };
  return (
    <nav className="admin-tabs" aria-label={intl.formatMessage({ id: 'adminContentLanguage' })}>
      {LOCALE_CODES.map((language) => (
        <Link
          key={language}
          to={to(language)}
          lang={language}
          aria-current={language === current ? 'page' : undefined}
        >
          {intl.formatMessage({ id: `adminContentLanguage.${language}` })} ({LOCALES[language].capitalCode})
        </Link>
      ))}
    </nav>
  );
}
