import type { SiteMenuName } from '#application/ports/menu-repository.ts';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';

/** Each language under its own name, as a native speaker looks for it in a switcher. */
const LANGUAGE_NAMES = {
  el: 'Ελληνικά',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  sq: 'Shqip',
} as const;

export const SEED_LANGUAGES = LOCALE_CODES.map((code, position) => ({
  code,
  name: LANGUAGE_NAMES[code],
  is_default: code === DEFAULT_LOCALE,
  active: true,
  position,
}));

/** The office's address as each language writes it. */
export const SEED_ADDRESSES = {
  el: 'Ακτή Μιαούλη 85, 185 38 Πειραιάς',
  en: 'Akti Miaouli 85, 185 38 Piraeus, Greece',
  de: 'Akti Miaouli 85, 185 38 Piräus, Griechenland',
  es: 'Akti Miaouli 85, 185 38 El Pireo, Grecia',
  fr: 'Akti Miaouli 85, 185 38 Le Pirée, Grèce',
  it: 'Akti Miaouli 85, 185 38 Il Pireo, Grecia',
  sq: 'Akti Miaouli 85, 185 38 Pire, Greqi',
} satisfies Record<LocaleCode, string>;

/** First-start contact details; staff change them later as the `contact` setting. */
export const SEED_CONTACT: SiteContact = {
  companyName: 'Kyma Shipping & Travel',
  address: 'Akti Miaouli 85, 185 38 Piraeus, Greece',
  addresses: SEED_ADDRESSES,
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Akti+Miaouli+85+Piraeus',
  phones: ['+30 210 418 2000', '+30 694 418 2000'],
  salesEmail: 'sales@kyma.travel',
  messaging: [
    { name: 'WhatsApp', url: 'https://wa.me/306944182000' },
    { name: 'Viber', url: 'viber://chat?number=%2B306944182000' },
  ],
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/kyma.travel' },
    { name: 'Instagram', url: 'https://www.instagram.com/kyma.travel' },
  ],
  taxNumber: 'EL801234567',
  registryNumber: '158234307000',
};

export const SEED_MENU_NAMES: readonly SiteMenuName[] = ['Main Menu', 'Footer Menu', 'Footer Bottom Menu'];
