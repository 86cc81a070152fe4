import type { SiteContact } from '../../../domain/site/site-contact.ts';
import { useNonce } from '../nonce.tsx';

/** schema.org Organization for search engines, from the same contact settings the footer shows. */
export function OrganizationJsonLd({ contact, publicUrl }: { contact: SiteContact; publicUrl: string }) {
  const nonce = useNonce();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: contact.companyName,
    url: publicUrl,
    logo: `${publicUrl}/images/kyma-logo.svg`,
    email: contact.salesEmail,
    telephone: contact.phones[0],
    address: contact.address,
    taxID: contact.taxNumber,
    sameAs: contact.social.map((network) => network.url),
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // JSON.stringify cannot close the script element once "<" is escaped.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data must be raw JSON
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
