import type { LocaleCode } from '../i18n/locales.ts';

/** The business contact details shown in the footer and on the contact page; staff edit them as settings. */
export interface SiteContact {
  companyName: string;
  /** The postal address, as written where no language has its own. */
  address: string;
  /** The address as each language writes it (place and country names differ); optional per language. */
  addresses?: Partial<Record<LocaleCode, string>>;
  mapsUrl: string;
  phones: string[];
  salesEmail: string;
  /** Messaging apps (e.g. WhatsApp, Viber) as name → link. */
  messaging: { name: string; url: string }[];
  social: { name: string; url: string }[];
  taxNumber: string;
  registryNumber: string;
}

/** The contact details as a page in that language shows them: the address in its own words where staff gave them. */
export function contactIn(contact: SiteContact, locale: LocaleCode): SiteContact {
  return { ...contact, address: contact.addresses?.[locale] || contact.address };
}
