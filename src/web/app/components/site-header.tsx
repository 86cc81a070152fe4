import { useState } from 'react';
import { localePrefix } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import kymaLogo from '../images/kyma-logo.svg?url';
import { useHydrated } from '../search/use-hydrated.ts';
import { useRootData } from '../use-root-data.ts';
import { AccountMenu } from './account-menu.tsx';
import { ChatWidget } from './chat-widget.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Link, NavLink } from './link.tsx';
import { MenuLink } from './menu-link.tsx';

/**
 * Logo, home link, the main menu, the language switcher and the live chat. Under 768 px the menu folds
 * behind a burger and the chat's toggle sits in the bar, where it covers nothing of the page.
 */
export function SiteHeader({
  children,
  chat = true,
}: {
  children?: React.ReactNode;
  /** The travellers' live chat; staff answer it from the back office instead. */
  chat?: boolean;
}) {
  const { locale, shell } = useRootData();
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const home = localePrefix(locale) || '/';
  const closeMenu = () => setMenuOpen(false);
  const hydrated = useHydrated();
  const burgerContent = (
    <>
      <span className="site-header__burger-icon" aria-hidden="true" />
      <span className="visually-hidden">
        {intl.formatMessage({ id: menuOpen ? 'navMenuClose' : 'navMenuOpen' })}
      </span>
    </>
  );
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to={home} className="site-header__logo" onClick={closeMenu}>
          <img src={kymaLogo} alt="Kyma" width="112" height="36" />
        </Link>
        {hydrated ? (
          <button
            type="button"
            className="site-header__burger"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {burgerContent}
          </button>
        ) : (
          // Until the page is interactive (or without JavaScript) the burger links to the menu, which
          // then shows as the page's :target; the stylesheet then swaps it for a close link (a cross).
          <>
            <a href="#main-menu" className="site-header__burger site-header__burger--open">
              {burgerContent}
            </a>
            <a href="#main" className="site-header__burger site-header__burger--close">
              <span className="site-header__burger-icon" aria-hidden="true" />
              <span className="visually-hidden">{intl.formatMessage({ id: 'navMenuClose' })}</span>
            </a>
          </>
        )}
        <div id="main-menu" className="site-header__menu" data-open={menuOpen}>
          <nav aria-label={intl.formatMessage({ id: 'navMainLabel' })}>
            <ul className="site-header__links">
              <li>
                <NavLink to={home} end onClick={closeMenu}>
                  <FormattedMessage id="navHome" />
                </NavLink>
              </li>
              {shell.menus['Main Menu'].map((entry) => (
                <li key={entry.id}>
                  <MenuLink entry={entry} onClick={closeMenu} />
                </li>
              ))}
              <li>
                <NavLink to={orderDetailsPath(locale)} onClick={closeMenu}>
                  <FormattedMessage id="navMyBooking" />
                </NavLink>
              </li>
            </ul>
          </nav>
          <LanguageSwitcher />
          <AccountMenu onNavigate={closeMenu} />
        </div>
        {chat && <ChatWidget />}
      </div>
      {children}
    </header>
  );
}
