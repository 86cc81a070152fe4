import type { Localized, SeedLocale, SeedMenu, SeedMenuEntry } from './types.ts';

const PREFIX: Record<SeedLocale, string> = {
  el: '',
  en: '/en',
  de: '/de',
  es: '/es',
  fr: '/fr',
  it: '/it',
  sq: '/sq',
};

/** The link of a page in every language: Greek without a prefix, the others with theirs. */
function links(path: string | Localized<string>): Localized<string> {
  const pathIn = (locale: SeedLocale) => (typeof path === 'string' ? path : path[locale]);
  return {
    el: `${PREFIX.el}${pathIn('el')}`,
    en: `${PREFIX.en}${pathIn('en')}`,
    de: `${PREFIX.de}${pathIn('de')}`,
    es: `${PREFIX.es}${pathIn('es')}`,
    fr: `${PREFIX.fr}${pathIn('fr')}`,
    it: `${PREFIX.it}${pathIn('it')}`,
    sq: `${PREFIX.sq}${pathIn('sq')}`,
  };
}

function entry(key: string, names: Localized<string>, path: string | Localized<string>): SeedMenuEntry {
  const link = links(path);
  return {
    key,
    text: {
      el: { name: names.el, link: link.el },
      en: { name: names.en, link: link.en },
      de: { name: names.de, link: link.de },
      es: { name: names.es, link: link.es },
      fr: { name: names.fr, link: link.fr },
      it: { name: names.it, link: link.it },
      sq: { name: names.sq, link: link.sq },
    },
  };
}

const NAMES = {
  destinations: {
    el: 'Προορισμοί',
    en: 'Destinations',
    de: 'Reiseziele',
    es: 'Destinos',
    fr: 'Destinations',
    it: 'Destinazioni',
    sq: 'Destinacionet',
  },
  companies: {
    el: 'Εταιρείες',
    en: 'Companies',
    de: 'Reedereien',
    es: 'Navieras',
    fr: 'Compagnies',
    it: 'Compagnie',
    sq: 'Kompanitë',
  },
  offers: {
    el: 'Προσφορές',
    en: 'Offers',
    de: 'Angebote',
    es: 'Ofertas',
    fr: 'Offres',
    it: 'Offerte',
    sq: 'Ofertat',
  },
  blog: { el: 'Blog', en: 'Blog', de: 'Blog', es: 'Blog', fr: 'Blog', it: 'Blog', sq: 'Blog' },
  contact: {
    el: 'Επικοινωνία',
    en: 'Contact',
    de: 'Kontakt',
    es: 'Contacto',
    fr: 'Contact',
    it: 'Contatti',
    sq: 'Kontakt',
  },
  about: {
    el: 'Ποιοι είμαστε',
    en: 'About us',
    de: 'Über uns',
    es: 'Quiénes somos',
    fr: 'Qui sommes-nous',
    it: 'Chi siamo',
    sq: 'Rreth nesh',
  },
  terms: {
    el: 'Όροι και προϋποθέσεις',
    en: 'Terms and conditions',
    de: 'Geschäftsbedingungen',
    es: 'Términos y condiciones',
    fr: 'Conditions générales',
    it: 'Termini e condizioni',
    sq: 'Termat dhe kushtet',
  },
  privacy: {
    el: 'Πολιτική απορρήτου',
    en: 'Privacy policy',
    de: 'Datenschutz',
    es: 'Política de privacidad',
    fr: 'Politique de confidentialité',
    it: 'Informativa sulla privacy',
    sq: 'Politika e privatësisë',
  },
} satisfies Record<string, Localized<string>>;

const TERMS_PATH: Localized<string> = {
  el: '/oroi-and-proypo8eseis',
  en: '/terms-and-conditions',
  de: '/terms-and-conditions',
  es: '/terms-and-conditions',
  fr: '/terms-and-conditions',
  it: '/terms-and-conditions',
  sq: '/terms-and-conditions',
};

export const SEED_MENUS: SeedMenu[] = [
  {
    name: 'Main Menu',
    entries: [
      entry('main-destinations', NAMES.destinations, '/destinations'),
      entry('main-companies', NAMES.companies, '/companies'),
      entry('main-offers', NAMES.offers, '/offers'),
      entry('main-blog', NAMES.blog, '/blog'),
      entry('main-contact', NAMES.contact, '/contact'),
    ],
  },
  {
    name: 'Footer Menu',
    entries: [
      entry('footer-about-us', NAMES.about, '/about-us'),
      entry('footer-destinations', NAMES.destinations, '/destinations'),
      entry('footer-companies', NAMES.companies, '/companies'),
      entry('footer-offers', NAMES.offers, '/offers'),
      entry('footer-blog', NAMES.blog, '/blog'),
      entry('footer-contact', NAMES.contact, '/contact'),
    ],
  },
  {
    name: 'Footer Bottom Menu',
    entries: [
      entry('footer-bottom-terms', NAMES.terms, TERMS_PATH),
      entry('footer-bottom-privacy', NAMES.privacy, '/privacy-policy'),
    ],
  },
];
