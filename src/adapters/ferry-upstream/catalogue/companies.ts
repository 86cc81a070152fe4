import type { CancellationCoverage } from '#domain/trips/trip.ts';

export interface LoyaltyProgramme {
  name: string;
  /** Card numbers start with this prefix and end in a Luhn check digit. */
  prefix: string;
  discountPercent: number;
}

export interface Company {
  code: string;
  name: string;
  country: string;
  website: string;
  phone: string;
  description: string;
  /** Multiplies the network's base fares: some companies sit above the market, some below. */
  priceLevel: number;
  loyalty: LoyaltyProgramme | null;
  cancellation: CancellationCoverage;
  /** Sells a cheaper, non-refundable promo fare next to the standard one. */
  promoFare: boolean;
  eTicket: boolean;
  webCheckIn: boolean;
}

const SEASMILES: LoyaltyProgramme = { name: 'SeaSmiles', prefix: '7001', discountPercent: 10 };

type Row = [
  code: string,
  name: string,
  country: string,
  website: string,
  phone: string,
  description: string,
  priceLevel: number,
  loyalty: LoyaltyProgramme | null,
  cancellation: CancellationCoverage,
  flags: { promo?: boolean; eTicket?: boolean; webCheckIn?: boolean },
];

const ROWS: Row[] = [
  ['BSF', 'Blue Star Ferries', 'GR', 'https://www.bluestarferries.com', '+30 210 8919800', 'Year-round conventional ferries to the Cyclades, the Dodecanese and the North-East Aegean.', 1, SEASMILES, 'partial', { promo: true, eTicket: true, webCheckIn: true }],
  ['SF', 'Superfast Ferries', 'GR', 'https://www.superfast.com', '+30 210 8919700', 'Cruise ferries between Patras, Igoumenitsa, Corfu and Ancona, Bari and Venice.', 1.02, SEASMILES, 'partial', { promo: true, eTicket: true, webCheckIn: true }],
  ['HSW', 'Hellenic Seaways', 'GR', 'https://www.hellenicseaways.gr', '+30 210 4199000', 'Flying Dolphins in the Saronic Gulf and the Sporades, conventional ferries to the North Aegean.', 1, SEASMILES, 'partial', { promo: true, eTicket: true }],
  ['SJ', 'Seajets', 'GR', 'https://www.seajets.com', '+30 210 7107710', 'The largest high-speed fleet in the Aegean: Cyclades and Crete in summer.', 1.08, null, 'none', { eTicket: true, webCheckIn: true }],
  ['MIN', 'Minoan Lines', 'GR', 'https://www.minoan.gr', '+30 2810 399800', 'Overnight ferries Piraeus–Heraklion and the Adriatic with Italy.', 1.04, { name: 'Minoan Club', prefix: '7210', discountPercent: 10 }, 'full', { eTicket: true, webCheckIn: true }],
  ['ANEK', 'ANEK Lines', 'GR', 'https://www.anek.gr', '+30 210 4197420', 'Crete (Chania) overnight, the Aegean Pelagos line through the Cyclades to the Dodecanese, and Venice.', 0.98, { name: 'ANEK Loyalty', prefix: '7300', discountPercent: 8 }, 'partial', { promo: true, eTicket: true }],
  ['GSF', 'Golden Star Ferries', 'GR', 'https://www.goldenstarferries.gr', '+30 210 4222334', 'From Rafina to Andros, Tinos, Mykonos and the central Cyclades.', 0.97, null, 'partial', { eTicket: true }],
  ['FF', 'Fast Ferries', 'GR', 'https://www.fastferries.com.gr', '+30 210 4182165', 'Rafina to Andros, Tinos and Mykonos all year.', 0.95, null, 'partial', { eTicket: false }],
  ['ASL', 'Aegean Sea Lines', 'GR', 'https://www.aegeansealines.gr', '+30 210 4101010', 'Lavrio to Kea, Kythnos and Syros.', 0.94, null, 'partial', {}],
  ['LEV', 'Levante Ferries', 'GR', 'https://www.levanteferries.com', '+30 26230 92100', 'Kyllini–Zakynthos shuttle and the Ionian island hops.', 0.9, null, 'full', { eTicket: true }],
  ['GRI', 'Grimaldi Lines', 'IT', 'https://www.grimaldi-lines.com', '+39 081 496444', 'Patras and Igoumenitsa to Brindisi.', 1.03, { name: 'Grimaldi Club', prefix: '7390', discountPercent: 10 }, 'full', { promo: true, eTicket: true, webCheckIn: true }],
  ['VEN', 'Ventouris Ferries', 'GR', 'https://www.ventouris.gr', '+30 210 4828001', 'Bari to Durrës and Igoumenitsa.', 0.92, null, 'partial', { eTicket: true }],
  ['ZF', 'Zante Ferries', 'GR', 'https://www.zanteferries.gr', '+30 210 4174190', 'Piraeus through the Western Cyclades to Santorini and Thirasia.', 0.93, null, 'partial', {}],
  ['ANES', 'ANES Ferries', 'GR', 'https://www.anes.gr', '+30 210 4225200', 'Agios Konstantinos to the Sporades.', 0.95, null, 'partial', {}],
  ['DS', 'Dodekanisos Seaways', 'GR', 'https://www.12ne.gr', '+30 22410 70590', 'Catamarans linking Rhodes with the whole Dodecanese chain.', 1.05, null, 'partial', { eTicket: true }],
  ['SCL', 'Small Cyclades Lines', 'GR', 'https://www.smallcycladeslines.gr', '+30 22850 71256', 'Express Skopelitis, the lifeline of Naxos, the Small Cyclades and Amorgos.', 0.85, null, 'full', {}],
  ['ASP', 'Aegean Speed Lines', 'GR', 'https://www.aegeanspeedlines.gr', '+30 210 9690950', 'Speedrunner high-speed craft to the Western Cyclades.', 1.02, null, 'none', { eTicket: true }],
  ['SAOS', 'SAOS Ferries', 'GR', 'https://www.saosferries.gr', '+30 25510 23512', 'Alexandroupoli–Samothraki and the North Aegean islands.', 0.9, null, 'partial', {}],
  ['ERT', 'Ertürk Lines', 'TR', 'https://www.erturk.com.tr', '+90 232 7126768', 'Çeşme–Chios across the strait.', 1, null, 'partial', {}],
  ['ADF', 'Adria Ferries', 'IT', 'https://www.adriaferries.com', '+39 071 50211621', 'Ancona and Trieste to Durrës.', 0.95, null, 'partial', { eTicket: true }],
  ['KEF', 'Kefalonian Lines', 'GR', 'https://www.kefalonianlines.com', '+30 26740 23130', 'Kyllini to Poros on Kefalonia.', 0.9, null, 'full', {}],
  ['SRF', 'Saronic Ferries', 'GR', 'https://www.saronicferries.gr', '+30 210 4171190', 'Conventional ferries from Piraeus to Aegina, Agkistri, Methana and Poros.', 0.88, null, 'full', {}],
  ['SNE', 'Skyros Shipping Company (SNE)', 'GR', 'https://www.sne.gr', '+30 22220 22020', 'The Kymi–Skyros ferry Achilleus.', 0.9, null, 'full', {}],
  ['PET', 'Petrakis Lines', 'GR', 'https://www.ionian-cruises.com', '+30 26610 31649', 'Fast boats from Corfu to Sarandë and Paxos.', 1.05, null, 'none', { eTicket: true }],
  ['BEL', 'Bodrum Express Lines', 'TR', 'https://www.bodrumexpresslines.com', '+90 252 3161087', 'Bodrum–Kos several times a day.', 1, null, 'partial', { eTicket: true }],
  ['TRI', 'Triton Ferries', 'GR', 'https://www.tritonferries.gr', '+30 210 4197460', 'Piraeus and Gythio to Kythira, Antikythira and Kissamos.', 0.92, null, 'partial', {}],
  ['ANETH', 'ANETH Ferries', 'GR', 'https://www.thassos-ferries.gr', '+30 25930 22318', 'Keramoti–Thassos and Kavala–Thassos shuttles.', 0.85, null, 'full', {}],
  ['RSF', 'Red Star Ferries', 'AL', 'https://www.redstarferries.com', '+39 0831 575289', 'Brindisi–Vlorë overnight.', 0.9, null, 'partial', {}],
  ['YML', 'Yeşil Marmaris Lines', 'TR', 'https://www.yesilmarmarislines.com', '+90 252 4122290', 'Marmaris–Rhodes by fast catamaran.', 1.05, null, 'partial', { eTicket: true }],
  ['MEA', 'Meander Travel', 'TR', 'https://www.meandertravel.com', '+90 256 6123859', 'Kuşadası–Samos (Vathy).', 1, null, 'partial', {}],
];

export const COMPANIES: Company[] = ROWS.map(
  ([code, name, country, website, phone, description, priceLevel, loyalty, cancellation, flags]) => ({
    code,
    name,
    country,
    website,
    phone,
    description,
    priceLevel,
    loyalty,
    cancellation,
    promoFare: flags.promo ?? false,
    eTicket: flags.eTicket ?? false,
    webCheckIn: flags.webCheckIn ?? false,
  }),
);

const byCode = new Map(COMPANIES.map((company) => [company.code, company]));

export function findCompany(code: string): Company | undefined {
  return byCode.get(code);
}

export function companyOrThrow(code: string): Company {
  const company = byCode.get(code);
  if (!company) throw new Error(`Unknown company in the catalogue: ${code}`);
  return company;
}
