import { safeLink } from '#domain/content/safe-link.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The business address (with its map), phones and sales e-mail, as the footer and contact page show them. */
export function ContactAddress({ contact, listClassName }: { contact: SiteContact; listClassName?: string }) {
  return (
    <address>
      <a href={safeLink(contact.mapsUrl) ?? undefined} rel="noopener" target="_blank">
        {contact.address}
      </a>
      <ul className={listClassName}>
        {contact.phones.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
        <li>
          <a href={`mailto:${contact.salesEmail}`}>{contact.salesEmail}</a>
        </li>
      </ul>
    </address>
  );
}
