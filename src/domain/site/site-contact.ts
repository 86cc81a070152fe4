/** The business contact details shown in the footer and on the contact page; staff edit them as settings. */
export interface SiteContact {
  companyName: string;
  address: string;
  mapsUrl: string;
  phones: string[];
  salesEmail: string;
  /** Messaging apps (e.g. WhatsApp, Viber) as name → link. */
  messaging: { name: string; url: string }[];
  social: { name: string; url: string }[];
  taxNumber: string;
  registryNumber: string;
}
