import type { IllustrationSpec, Localized } from './content/types.ts';

/** The home page's own words (spec §2 home): its title, description and the headings of its blocks. */
export interface HomePageText {
  slug: 'home';
  title: string;
  metaDescription: string;
  popularDestinations: string;
  popularRoutes: string;
  offers: string;
  suggestions: string;
  companies: string;
  whyChooseUs: string;
  /** No hidden fees; more than 500 destinations; every company compared. */
  points: [string, string, string];
}

export const HOME_PAGE_TEXT: Localized<HomePageText> = {
  el: {
    slug: 'home',
    title: 'Ακτοπλοϊκά εισιτήρια για όλα τα νησιά, με σύγκριση τιμών',
    metaDescription:
      'Συγκρίνετε δρομολόγια και τιμές όλων των ακτοπλοϊκών εταιρειών για νησιά της Ελλάδας, Ιταλία και Αλβανία, και κλείστε το εισιτήριό σας σε λίγα λεπτά.',
    popularDestinations: 'Δημοφιλείς προορισμοί',
    popularRoutes: 'Δημοφιλή δρομολόγια',
    offers: 'Προσφορές',
    suggestions: 'Ιδέες για το ταξίδι σας',
    companies: 'Ακτοπλοϊκές εταιρείες',
    whyChooseUs: 'Γιατί να κλείσετε με την Kyma',
    points: [
      'Χωρίς κρυφές χρεώσεις: η τιμή που βλέπετε είναι η τιμή που πληρώνετε',
      'Περισσότεροι από 500 προορισμοί σε Ελλάδα, Ιταλία, Αλβανία και Τουρκία',
      'Όλες οι ακτοπλοϊκές εταιρείες σε μία σύγκριση',
    ],
  },
  en: {
    slug: 'home',
    title: 'Ferry tickets to every island, with fares compared',
    metaDescription:
      'Compare the sailings and fares of every ferry company to the Greek islands, Italy and Albania, and book your ticket in a few minutes.',
    popularDestinations: 'Popular destinations',
    popularRoutes: 'Popular routes',
    offers: 'Offers',
    suggestions: 'Ideas for your trip',
    companies: 'Ferry companies',
    whyChooseUs: 'Why book with Kyma',
    points: [
      'No hidden fees: the price you see is the price you pay',
      'More than 500 destinations in Greece, Italy, Albania and Turkey',
      'All ferry companies compared in one search',
    ],
  },
  de: {
    slug: 'home',
    title: 'Fährtickets zu allen Inseln, mit Preisvergleich',
    metaDescription:
      'Vergleichen Sie Abfahrten und Preise aller Fährgesellschaften zu den griechischen Inseln, nach Italien und Albanien und buchen Sie in wenigen Minuten.',
    popularDestinations: 'Beliebte Reiseziele',
    popularRoutes: 'Beliebte Verbindungen',
    offers: 'Angebote',
    suggestions: 'Ideen für Ihre Reise',
    companies: 'Fährgesellschaften',
    whyChooseUs: 'Warum mit Kyma buchen',
    points: [
      'Keine versteckten Gebühren: Sie zahlen den Preis, den Sie sehen',
      'Mehr als 500 Reiseziele in Griechenland, Italien, Albanien und der Türkei',
      'Alle Fährgesellschaften in einer Suche verglichen',
    ],
  },
  es: {
    slug: 'home',
    title: 'Billetes de ferry a todas las islas, con precios comparados',
    metaDescription:
      'Compare horarios y precios de todas las navieras a las islas griegas, Italia y Albania, y reserve su billete en pocos minutos.',
    popularDestinations: 'Destinos populares',
    popularRoutes: 'Rutas populares',
    offers: 'Ofertas',
    suggestions: 'Ideas para su viaje',
    companies: 'Navieras',
    whyChooseUs: 'Por qué reservar con Kyma',
    points: [
      'Sin cargos ocultos: el precio que ve es el precio que paga',
      'Más de 500 destinos en Grecia, Italia, Albania y Turquía',
      'Todas las navieras comparadas en una sola búsqueda',
    ],
  },
  fr: {
    slug: 'home',
    title: 'Billets de ferry pour toutes les îles, prix comparés',
    metaDescription:
      'Comparez les traversées et les prix de toutes les compagnies vers les îles grecques, l’Italie et l’Albanie, et réservez votre billet en quelques minutes.',
    popularDestinations: 'Destinations populaires',
    popularRoutes: 'Lignes populaires',
    offers: 'Offres',
    suggestions: 'Idées pour votre voyage',
    companies: 'Compagnies maritimes',
    whyChooseUs: 'Pourquoi réserver avec Kyma',
    points: [
      'Aucuns frais cachés : le prix affiché est le prix payé',
      'Plus de 500 destinations en Grèce, en Italie, en Albanie et en Turquie',
      'Toutes les compagnies comparées en une seule recherche',
    ],
  },
  it: {
    slug: 'home',
    title: 'Biglietti dei traghetti per tutte le isole, con prezzi a confronto',
    metaDescription:
      'Confronta orari e prezzi di tutte le compagnie di traghetti per le isole greche, l’Italia e l’Albania, e prenota il biglietto in pochi minuti.',
    popularDestinations: 'Destinazioni più richieste',
    popularRoutes: 'Rotte più richieste',
    offers: 'Offerte',
    suggestions: 'Idee per il tuo viaggio',
    companies: 'Compagnie di traghetti',
    whyChooseUs: 'Perché prenotare con Kyma',
    points: [
      'Nessun costo nascosto: il prezzo che vedi è il prezzo che paghi',
      'Più di 500 destinazioni in Grecia, Italia, Albania e Turchia',
      'Tutte le compagnie confrontate in un’unica ricerca',
    ],
  },
  sq: {
    slug: 'home',
    title: 'Bileta trageti për çdo ishull, me çmime të krahasuara',
    metaDescription:
      'Krahasoni oraret dhe çmimet e të gjitha kompanive të trageteve për ishujt grekë, Italinë dhe Shqipërinë, dhe rezervoni biletën në pak minuta.',
    popularDestinations: 'Destinacionet më të kërkuara',
    popularRoutes: 'Linjat më të kërkuara',
    offers: 'Oferta',
    suggestions: 'Ide për udhëtimin tuaj',
    companies: 'Kompanitë e trageteve',
    whyChooseUs: 'Pse të rezervoni me Kyma',
    points: [
      'Pa tarifa të fshehura: çmimi që shihni është çmimi që paguani',
      'Më shumë se 500 destinacione në Greqi, Itali, Shqipëri dhe Turqi',
      'Të gjitha kompanitë e krahasuara në një kërkim',
    ],
  },
};

/** The picture shared by the home page (OpenGraph) and the about page: Kyma's harbour. */
export const SITE_ILLUSTRATION: IllustrationSpec = {
  scene: 'harbour',
  palette: { sky: '#9fd3f0', sea: '#1b5f96', land: '#d9b98c', accent: '#e4572e' },
};

/** The destinations the home page shows first, when the seed has them. */
export const POPULAR_DESTINATION_KEYS = [
  'santorini',
  'mykonos',
  'paros',
  'naxos',
  'heraklion',
  'rhodes',
  'corfu',
  'milos',
];
