import { describe, expect, it } from 'vitest';
import { contactIn, type SiteContact } from '#domain/site/site-contact.ts';

const contact: SiteContact = {
  companyName: 'Kyma',
  address: 'Akti Miaouli 85, 185 38 Piraeus, Greece',
  addresses: { el: 'Ακτή Μιαούλη 85, 185 38 Πειραιάς', it: 'Akti Miaouli 85, 185 38 Il Pireo, Grecia' },
  mapsUrl: 'https://maps.example',
  phones: [],
  salesEmail: 'sales@kyma.example',
  messaging: [],
  social: [],
  taxNumber: 'EL1',
  registryNumber: '1',
};

describe('contact details in a language', () => {
  it('show the address as that language writes it', () => {
    expect(contactIn(contact, 'el').address).toBe('Ακτή Μιαούλη 85, 185 38 Πειραιάς');
    expect(contactIn(contact, 'it').address).toBe('Akti Miaouli 85, 185 38 Il Pireo, Grecia');
  });

  it('fall back to the address as written when the language has none', () => {
    expect(contactIn(contact, 'sq').address).toBe(contact.address);
    expect(contactIn({ ...contact, addresses: undefined }, 'de').address).toBe(contact.address);
  });
});
