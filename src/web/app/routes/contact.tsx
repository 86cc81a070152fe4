import { localePrefix } from '#domain/i18n/locales.ts';
import { CONTACT_HOURS, isOpen } from '#domain/site/business-hours.ts';
import { contactMessageSchema } from '#domain/validation/contact-message-schema.ts';
import { ContactAddress } from '../components/contact-address.tsx';
import { type ContactActionData, ContactForm } from '../components/contact-form.tsx';
import { Breadcrumbs } from '../content/breadcrumbs.tsx';
import { answerForm } from '../forms/answer-form.server.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { requestContext } from '../request-context.ts';
import { appPageMeta } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/contact.ts';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  appPageMeta(matches, location.pathname, { title: 'contactTitle', description: 'contactDescription' });

export function loader({ context }: Route.LoaderArgs) {
  return { officeOpen: isOpen(CONTACT_HOURS, context.get(requestContext).services.clock.now()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  return answerForm({ request, context }, 'sent', contactMessageSchema, (input) =>
    services.sendContactMessage.execute(input),
  );
}

/** Spec §2 "Contact page": the form, the working hours, the business details and the way to the chat. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, shell } = useRootData();
  const { contact } = shell;
  const title = intl.formatMessage({ id: 'contactTitle' });
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: intl.formatMessage({ id: 'navHome' }), path: localePrefix(locale) || '/' },
          { name: title, path: `${localePrefix(locale)}/contact` },
        ]}
      />
      <div className="container contact-page">
        <h1>{title}</h1>
        <p className="list-page__intro">
          <FormattedMessage id="contactDescription" />
        </p>
        <div className="contact-page__columns">
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">
              <FormattedMessage id="contactFormTitle" />
            </h2>
            <ContactForm result={actionData as ContactActionData | undefined} />
          </section>
          <aside className="contact-page__details">
            <section aria-labelledby="contact-details-title">
              <h2 id="contact-details-title">
                <FormattedMessage id="contactDetailsTitle" />
              </h2>
              <p>
                <strong>{contact.companyName}</strong>
              </p>
              <ContactAddress contact={contact} listClassName="plain-list" />
              <p>
                <FormattedMessage id="contactTaxNumber" values={{ number: contact.taxNumber }} />
                <br />
                <FormattedMessage id="contactRegistryNumber" values={{ number: contact.registryNumber }} />
              </p>
            </section>
            <section aria-labelledby="contact-hours-title">
              <h2 id="contact-hours-title">
                <FormattedMessage id="contactHoursTitle" />
              </h2>
              <p className={loaderData.officeOpen ? 'status-pill status-pill--open' : 'status-pill'}>
                <FormattedMessage id={loaderData.officeOpen ? 'contactOpenNow' : 'contactClosedNow'} />
              </p>
              <ul className="plain-list">
                <li>
                  <FormattedMessage id="contactHoursWeekdays" />
                </li>
                <li>
                  <FormattedMessage id="contactHoursWeekend" />
                </li>
              </ul>
              <p>
                <FormattedMessage id="contactChatHint" />
              </p>
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
