import type { SiteContact } from '#domain/site/site-contact.ts';
import kymaLogo from '../images/kyma-logo.svg?url&no-inline';
import { JsonLd } from './json-ld.tsx';

/** schema.org Organization for search engines, from the same contact settings the footer shows. */
export function OrganizationJsonLd({ contact, publicUrl }: { contact: SiteContact; publicUrl: string }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'TravelAgency',
        name: contact.companyName,
        url: publicUrl,
        logo: `${publicUrl}${kymaLogo}`,
        email: contact.salesEmail,
        telephone: contact.phones[0],
        address: contact.address,
        taxID: contact.taxNumber,
        sameAs: contact.social.map((network) => network.url),
      }}
    />
  );
}
