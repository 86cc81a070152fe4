import type { CompanyDetails } from '#application/ports/ferry-company-details.ts';
import type { CancellationCoverage } from '#domain/trips/trip.ts';

interface LoyaltyProgramme {
  name: string;
  /** Card numbers start with this prefix and end in a Luhn check digit. */
  prefix: string;
  discountPercent: number;
}

/** The company pages show these fields as the catalogue holds them. */
type ShownFields = 'code' | 'name' | 'country' | 'website' | 'phone' | 'description' | 'cancellation';

export interface Company extends Pick<CompanyDetails, ShownFields | 'eTicket' | 'webCheckIn'> {
  /** Multiplies the network's base fares: some companies sit above the market, some below. */
  priceLevel: number;
  loyalty: LoyaltyProgramme | null;
  /** Sells a cheaper, non-refundable promo fare next to the standard one. */
  promoFare: boolean;
}

/** Blue Star and Superfast belong to one group and share one programme. */
const PROGRAMMES: LoyaltyProgramme[] = [
  { name: 'SeaSmiles', prefix: '7001', discountPercent: 10 },
  { name: 'Minoan Club', prefix: '7210', discountPercent: 10 },
  { name: 'ANEK Loyalty', prefix: '7300', discountPercent: 8 },
  { name: 'Grimaldi Club', prefix: '7390', discountPercent: 10 },
];

type Contact = [code: string, name: string, country: string, website: string, phone: string];

const CONTACTS: Contact[] = [
  ['BSF', 'Blue Star Ferries', 'GR', 'https://www.bluestarferries.com', '+30 210 8919800'],
  ['SF', 'Superfast Ferries', 'GR', 'https://www.superfast.com', '+30 210 8919700'],
  ['HSW', 'Hellenic Seaways', 'GR', 'https://www.hellenicseaways.gr', '+30 210 4199000'],
  ['SJ', 'Seajets', 'GR', 'https://www.seajets.com', '+30 210 7107710'],
  ['MIN', 'Minoan Lines', 'GR', 'https://www.minoan.gr', '+30 2810 399800'],
  ['ANEK', 'ANEK Lines', 'GR', 'https://www.anek.gr', '+30 210 4197420'],
  ['GSF', 'Golden Star Ferries', 'GR', 'https://www.goldenstarferries.gr', '+30 210 4222334'],
  ['FF', 'Fast Ferries', 'GR', 'https://www.fastferries.com.gr', '+30 210 4182165'],
  ['ASL', 'Aegean Sea Lines', 'GR', 'https://www.aegeansealines.gr', '+30 210 4101010'],
  ['LEV', 'Levante Ferries', 'GR', 'https://www.levanteferries.com', '+30 26230 92100'],
  ['GRI', 'Grimaldi Lines', 'IT', 'https://www.grimaldi-lines.com', '+39 081 496444'],
  ['VEN', 'Ventouris Ferries', 'GR', 'https://www.ventouris.gr', '+30 210 4828001'],
  ['ZF', 'Zante Ferries', 'GR', 'https://www.zanteferries.gr', '+30 210 4174190'],
  ['ANES', 'ANES Ferries', 'GR', 'https://www.anes.gr', '+30 210 4225200'],
  ['DS', 'Dodekanisos Seaways', 'GR', 'https://www.12ne.gr', '+30 22410 70590'],
  ['SCL', 'Small Cyclades Lines', 'GR', 'https://www.smallcycladeslines.gr', '+30 22850 71256'],
  ['ASP', 'Aegean Speed Lines', 'GR', 'https://www.aegeanspeedlines.gr', '+30 210 9690950'],
  ['SAOS', 'SAOS Ferries', 'GR', 'https://www.saosferries.gr', '+30 25510 23512'],
  ['ERT', 'Ertürk Lines', 'TR', 'https://www.erturk.com.tr', '+90 232 7126768'],
  ['ADF', 'Adria Ferries', 'IT', 'https://www.adriaferries.com', '+39 071 50211621'],
  ['KEF', 'Kefalonian Lines', 'GR', 'https://www.kefalonianlines.com', '+30 26740 23130'],
  ['SRF', 'Saronic Ferries', 'GR', 'https://www.saronicferries.gr', '+30 210 4171190'],
  ['SNE', 'Skyros Shipping Company (SNE)', 'GR', 'https://www.sne.gr', '+30 22220 22020'],
  ['PET', 'Petrakis Lines', 'GR', 'https://www.ionian-cruises.com', '+30 26610 31649'],
  ['BEL', 'Bodrum Express Lines', 'TR', 'https://www.bodrumexpresslines.com', '+90 252 3161087'],
  ['TRI', 'Triton Ferries', 'GR', 'https://www.tritonferries.gr', '+30 210 4197460'],
  ['ANETH', 'ANETH Ferries', 'GR', 'https://www.thassos-ferries.gr', '+30 25930 22318'],
  ['RSF', 'Red Star Ferries', 'AL', 'https://www.redstarferries.com', '+39 0831 575289'],
  ['YML', 'Yeşil Marmaris Lines', 'TR', 'https://www.yesilmarmarislines.com', '+90 252 4122290'],
  ['MEA', 'Meander Travel', 'TR', 'https://www.meandertravel.com', '+90 256 6123859'],
];

const EXTRAS = ['promoFare', 'eTicket', 'webCheckIn'] as const;

type Terms = [
  code: string,
  priceLevel: number,
  loyalty: string | null,
  cancellation: CancellationCoverage,
  /** Which of EXTRAS the company offers, apart by spaces. */
  extras: string,
];

const TERMS: Terms[] = [
  ['BSF', 1, 'SeaSmiles', 'partial', 'promoFare eTicket webCheckIn'],
  ['SF', 1.02, 'SeaSmiles', 'partial', 'promoFare eTicket webCheckIn'],
  ['HSW', 1, 'SeaSmiles', 'partial', 'promoFare eTicket'],
  ['SJ', 1.08, null, 'none', 'eTicket webCheckIn'],
  ['MIN', 1.04, 'Minoan Club', 'full', 'eTicket webCheckIn'],
  ['ANEK', 0.98, 'ANEK Loyalty', 'partial', 'promoFare eTicket'],
  ['GSF', 0.97, null, 'partial', 'eTicket'],
  ['FF', 0.95, null, 'partial', ''],
  ['ASL', 0.94, null, 'partial', ''],
  ['LEV', 0.9, null, 'full', 'eTicket'],
  ['GRI', 1.03, 'Grimaldi Club', 'full', 'promoFare eTicket webCheckIn'],
  ['VEN', 0.92, null, 'partial', 'eTicket'],
  ['ZF', 0.93, null, 'partial', ''],
  ['ANES', 0.95, null, 'partial', ''],
  ['DS', 1.05, null, 'partial', 'eTicket'],
  ['SCL', 0.85, null, 'full', ''],
  ['ASP', 1.02, null, 'none', 'eTicket'],
  ['SAOS', 0.9, null, 'partial', ''],
  ['ERT', 1, null, 'partial', ''],
  ['ADF', 0.95, null, 'partial', 'eTicket'],
  ['KEF', 0.9, null, 'full', ''],
  ['SRF', 0.88, null, 'full', ''],
  ['SNE', 0.9, null, 'full', ''],
  ['PET', 1.05, null, 'none', 'eTicket'],
  ['BEL', 1, null, 'partial', 'eTicket'],
  ['TRI', 0.92, null, 'partial', ''],
  ['ANETH', 0.85, null, 'full', ''],
  ['RSF', 0.9, null, 'partial', ''],
  ['YML', 1.05, null, 'partial', 'eTicket'],
  ['MEA', 1, null, 'partial', ''],
];

const DESCRIPTIONS: Record<string, string> = {
  BSF: 'Year-round conventional ferries to the Cyclades, the Dodecanese and the North-East Aegean.',
  SF: 'Cruise ferries between Patras, Igoumenitsa, Corfu and Ancona, Bari and Venice.',
  HSW: 'Flying Dolphins in the Saronic Gulf and the Sporades, conventional ferries to the North Aegean.',
  SJ: 'The largest high-speed fleet in the Aegean: Cyclades and Crete in summer.',
  MIN: 'Overnight ferries Piraeus–Heraklion and the Adriatic with Italy.',
  ANEK: 'Crete (Chania) overnight, the Aegean Pelagos line through the Cyclades to the Dodecanese, and Venice.',
  GSF: 'From Rafina to Andros, Tinos, Mykonos and the central Cyclades.',
  FF: 'Rafina to Andros, Tinos and Mykonos all year.',
  ASL: 'Lavrio to Kea, Kythnos and Syros.',
  LEV: 'Kyllini–Zakynthos shuttle and the Ionian island hops.',
  GRI: 'Patras and Igoumenitsa to Brindisi.',
  VEN: 'Bari to Durrës and Igoumenitsa.',
  ZF: 'Piraeus through the Western Cyclades to Santorini and Thirasia.',
  ANES: 'Agios Konstantinos to the Sporades.',
  DS: 'Catamarans linking Rhodes with the whole Dodecanese chain.',
  SCL: 'Express Skopelitis, the lifeline of Naxos, the Small Cyclades and Amorgos.',
  ASP: 'Speedrunner high-speed craft to the Western Cyclades.',
  SAOS: 'Alexandroupoli–Samothraki and the North Aegean islands.',
  ERT: 'Çeşme–Chios across the strait.',
  ADF: 'Ancona and Trieste to Durrës.',
  KEF: 'Kyllini to Poros on Kefalonia.',
  SRF: 'Conventional ferries from Piraeus to Aegina, Agkistri, Methana and Poros.',
  SNE: 'The Kymi–Skyros ferry Achilleus.',
  PET: 'Fast boats from Corfu to Sarandë and Paxos.',
  BEL: 'Bodrum–Kos several times a day.',
  TRI: 'Piraeus and Gythio to Kythira, Antikythira and Kissamos.',
  ANETH: 'Keramoti–Thassos and Kavala–Thassos shuttles.',
  RSF: 'Brindisi–Vlorë overnight.',
  YML: 'Marmaris–Rhodes by fast catamaran.',
  MEA: 'Kuşadası–Samos (Vathy).',
};

function companyOf([code, name, country, website, phone]: Contact): Company {
  const terms = TERMS.find((row) => row[0] === code);
  const description = DESCRIPTIONS[code];
  if (!terms || !description) throw new Error(`catalogue/companies.ts: ${code} lacks terms or a description`);
  const [, priceLevel, loyaltyName, cancellation, extrasText] = terms;
  const extras = extrasText.split(' ').filter(Boolean);
  const unknown = extras.filter((extra) => !(EXTRAS as readonly string[]).includes(extra));
  const loyalty =
    loyaltyName === null ? null : PROGRAMMES.find((programme) => programme.name === loyaltyName);
  if (unknown.length > 0 || loyalty === undefined) {
    throw new Error(`catalogue/companies.ts: ${code} has an unknown programme or extra ${unknown.join(' ')}`);
  }
  return {
    code,
    name,
    country,
    website,
    phone,
    description,
    priceLevel,
    loyalty,
    cancellation,
    promoFare: extras.includes('promoFare'),
    eTicket: extras.includes('eTicket'),
    webCheckIn: extras.includes('webCheckIn'),
  };
}

export const COMPANIES: Company[] = CONTACTS.map(companyOf);

if (TERMS.length !== COMPANIES.length || Object.keys(DESCRIPTIONS).length !== COMPANIES.length) {
  throw new Error('catalogue/companies.ts: terms or descriptions for a company without contacts');
}

const byCode = new Map(COMPANIES.map((company) => [company.code, company]));

export function findCompany(code: string): Company | undefined {
  return byCode.get(code);
}

export function companyOrThrow(code: string): Company {
  const company = byCode.get(code);
  if (!company) throw new Error(`Unknown company in the catalogue: ${code}`);
  return company;
}
