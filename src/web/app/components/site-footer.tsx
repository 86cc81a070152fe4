import { useFetcher } from 'react-router';
import { safeLink } from '#domain/content/safe-link.ts';
import { localePrefix } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import securePayments from '../images/secure-payments.svg?url';
import { useRootData } from '../use-root-data.ts';
import { ContactAddress } from './contact-address.tsx';
import { NavLink } from './link.tsx';
import { MenuLink } from './menu-link.tsx';
import { type NewsletterActionData, NewsletterForm } from './newsletter-form.tsx';
import { CONSENT_SETTINGS_ID } from './use-consent-banner.ts';

/** The footer menu (staff keep it apart from the header's), the business contact details (from settings), payment trust marks and the copyright. */
export function SiteFooter() {
  const { shell, locale } = useRootData();
  const { contact, menus } = shell;
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <FooterNewsletter />
      <div className="container site-footer__grid">
        <nav className="site-footer__column" aria-labelledby="footer-menu">
          <h2 id="footer-menu" className="site-footer__heading">
            <FormattedMessage id="footerMenuTitle" />
          </h2>
          <ul>
            {menus['Footer Menu'].map((entry) => (
              <li key={entry.id}>
                <MenuLink entry={entry} />
              </li>
            ))}
            <li>
              <NavLink to={orderDetailsPath(locale)}>
                <FormattedMessage id="navMyBooking" />
              </NavLink>
            </li>
            <li>
              <NavLink to={`${localePrefix(locale)}/disruptions`}>
                <FormattedMessage id="footerDisruptions" />
              </NavLink>
            </li>
            <li>
              <NavLink to={`${localePrefix(locale)}/accessibility`}>
                <FormattedMessage id="accessibilityTitle" />
              </NavLink>
            </li>
          </ul>
        </nav>
        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            <FormattedMessage id="footerContact" />
          </h2>
          <ContactAddress contact={contact} />
          <ul className="site-footer__inline" aria-label={intl.formatMessage({ id: 'footerMessaging' })}>
            {contact.messaging.map((app) => (
              <li key={app.name}>
                <a href={safeLink(app.url) ?? undefined} rel="noopener">
                  {app.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className="site-footer__column" aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__heading">
            <FormattedMessage id="footerFollowUs" />
          </h2>
          <ul className="site-footer__inline">
            {contact.social.map((network) => (
              <li key={network.name}>
                <a href={safeLink(network.url) ?? undefined} rel="noopener" target="_blank">
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
          <img
            className="site-footer__cards"
            src={securePayments}
            alt={intl.formatMessage({ id: 'footerSecurePayments' })}
            width="240"
            height="40"
            loading="lazy"
          />
        </section>
      </div>
      <FooterBottom />
    </footer>
  );
}

/** The newsletter sign-up above the footer's columns. */
function FooterNewsletter() {
  const { locale } = useRootData();
  const newsletter = useFetcher<NewsletterActionData>({ key: 'newsletter' });
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <div>
          <h2 id="newsletter-title" className="newsletter__title">
            <FormattedMessage id="newsletterTitle" />
          </h2>
          <p className="newsletter__text">
            <FormattedMessage id="newsletterText" />
          </p>
        </div>
        <NewsletterForm
          idPrefix="newsletter-footer"
          action={`${localePrefix(locale)}/newsletter`}
          result={newsletter.data}
          pending={newsletter.state !== 'idle'}
          fetcher={newsletter}
        />
      </div>
    </section>
  );
}

/** The useful links, the cookie settings and the copyright. */
function FooterBottom() {
  const { shell, year } = useRootData();
  const { contact, menus } = shell;
  const intl = useIntl();
  return (
    <div className="site-footer__bottom">
      <div className="container site-footer__bottom-row">
        <nav aria-label={intl.formatMessage({ id: 'footerUsefulLinks' })}>
          <ul className="site-footer__inline">
            {menus['Footer Bottom Menu'].map((entry) => (
              <li key={entry.id}>
                <MenuLink entry={entry} />
              </li>
            ))}
            <li>
              <a href={`#${CONSENT_SETTINGS_ID}`}>
                <FormattedMessage id="consentSettings" />
              </a>
            </li>
          </ul>
        </nav>
        <p>
          <FormattedMessage id="footerCopyright" values={{ year, company: contact.companyName }} />
        </p>
      </div>
    </div>
  );
}
