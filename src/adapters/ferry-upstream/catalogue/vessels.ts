import type { TripService } from '#domain/trips/trip.ts';

interface SeatClass {
  code: string;
  name: string;
  count: number;
  /** Fare relative to the cheapest passage on board. */
  fareFactor: number;
}

interface CabinClass {
  code: string;
  name: string;
  berths: number;
  count: number;
  /** Fare of one berth relative to the cheapest passage on board. */
  fareFactor: number;
}

export interface Vessel {
  code: string;
  name: string;
  company: string;
  highSpeed: boolean;
  /** Service speed in knots. */
  speed: number;
  /** Deck passage places (conventional ships only). */
  deck: number;
  seats: SeatClass[];
  cabins: CabinClass[];
  /** Lane metres for vehicles; 0 means no garage. */
  garageMetres: number;
  /** Kennels for pets travelling outside a cabin; 0 means pets are not carried. */
  petKennels: number;
  services: TripService[];
  /**
   * Codes of its cabin classes fitted for a wheelchair user (decision 0090): a ship's own fitting-out,
   * so a tweak of its row, never of a template; most ships have none.
   */
  accessibleCabins: string[];
}

type Template = Omit<Vessel, 'code' | 'name' | 'company'>;

const CRUISE_FERRY: Template = {
  highSpeed: false,
  speed: 26,
  deck: 700,
  seats: [{ code: 'AIR', name: 'Airline seat', count: 250, fareFactor: 1.2 }],
  cabins: [
    { code: 'B4', name: 'Inside cabin, 4 berths', berths: 4, count: 70, fareFactor: 2.1 },
    { code: 'A4', name: 'Outside cabin, 4 berths', berths: 4, count: 60, fareFactor: 2.4 },
    { code: 'A2', name: 'Outside cabin, 2 berths', berths: 2, count: 40, fareFactor: 3 },
    { code: 'LUX', name: 'Suite, 2 berths', berths: 2, count: 8, fareFactor: 4.2 },
  ],
  garageMetres: 2400,
  petKennels: 30,
  services: ['wifi', 'restaurant', 'cafe', 'shop', 'airConditioning', 'accessible', 'petCabins'],
  accessibleCabins: [],
};

const ISLAND_FERRY: Template = {
  highSpeed: false,
  speed: 24,
  deck: 1500,
  seats: [{ code: 'AIR', name: 'Airline seat', count: 400, fareFactor: 1.2 }],
  cabins: [
    { code: 'B4', name: 'Inside cabin, 4 berths', berths: 4, count: 24, fareFactor: 2.1 },
    { code: 'A4', name: 'Outside cabin, 4 berths', berths: 4, count: 16, fareFactor: 2.4 },
    { code: 'A2', name: 'Outside cabin, 2 berths', berths: 2, count: 10, fareFactor: 3 },
  ],
  garageMetres: 1700,
  petKennels: 20,
  services: ['wifi', 'restaurant', 'cafe', 'shop', 'airConditioning', 'accessible'],
  accessibleCabins: [],
};

const SMALL_FERRY: Template = {
  highSpeed: false,
  speed: 16,
  deck: 450,
  seats: [{ code: 'AIR', name: 'Airline seat', count: 80, fareFactor: 1.15 }],
  cabins: [],
  garageMetres: 300,
  petKennels: 8,
  services: ['cafe', 'airConditioning'],
  accessibleCabins: [],
};

const LARGE_CATAMARAN: Template = {
  highSpeed: true,
  speed: 36,
  deck: 0,
  seats: [
    { code: 'ECO', name: 'Economy seat', count: 900, fareFactor: 1 },
    { code: 'BUS', name: 'Business seat', count: 140, fareFactor: 1.35 },
    { code: 'VIP', name: 'VIP seat', count: 40, fareFactor: 1.8 },
  ],
  cabins: [],
  garageMetres: 900,
  petKennels: 12,
  services: ['wifi', 'cafe', 'shop', 'airConditioning', 'accessible'],
  accessibleCabins: [],
};

const SMALL_CATAMARAN: Template = {
  highSpeed: true,
  speed: 31,
  deck: 0,
  seats: [
    { code: 'ECO', name: 'Economy seat', count: 320, fareFactor: 1 },
    { code: 'BUS', name: 'Business seat', count: 30, fareFactor: 1.35 },
  ],
  cabins: [],
  garageMetres: 0,
  petKennels: 4,
  services: ['cafe', 'airConditioning'],
  accessibleCabins: [],
};

const TEMPLATES = {
  cruise: CRUISE_FERRY,
  island: ISLAND_FERRY,
  small: SMALL_FERRY,
  jet: LARGE_CATAMARAN,
  cat: SMALL_CATAMARAN,
};

type Row = [
  code: string,
  name: string,
  company: string,
  template: keyof typeof TEMPLATES,
  tweaks?: Partial<Template>,
];

const ROWS: Row[] = [
  ['BSDELOS', 'Blue Star Delos', 'BSF', 'island', { speed: 25, accessibleCabins: ['A2'] }],
  ['BSNAXOS', 'Blue Star Naxos', 'BSF', 'island', { speed: 23, deck: 1200 }],
  ['BSPAROS', 'Blue Star Paros', 'BSF', 'island', { speed: 23, deck: 1200 }],
  ['BSTAR2', 'Blue Star 2', 'BSF', 'island', { speed: 26, deck: 1400, accessibleCabins: ['A2'] }],
  ['BSCHIOS', 'Blue Star Chios', 'BSF', 'island', { speed: 25 }],
  ['BSPATMOS', 'Blue Star Patmos', 'BSF', 'island', { speed: 25 }],
  ['DIAGORAS', 'Diagoras', 'BSF', 'island', { speed: 20, deck: 1000 }],
  ['SFXI', 'Superfast XI', 'SF', 'cruise', { accessibleCabins: ['A2'] }],
  ['SFI', 'Superfast I', 'SF', 'cruise', { speed: 27 }],
  ['HELSPIRIT', 'Hellenic Spirit', 'SF', 'cruise', { speed: 25 }],
  ['NCHIOS', 'Nissos Chios', 'HSW', 'island', { speed: 23 }],
  ['FDOLPHIN', 'Flying Dolphin XIX', 'HSW', 'cat', { speed: 30 }],
  ['FCAT6', 'Flying Cat 6', 'HSW', 'cat', { speed: 32 }],
  ['EXPSKIATH', 'Express Skiathos', 'HSW', 'small', { speed: 17 }],
  ['NRODOS', 'Nissos Rodos', 'HSW', 'island', { speed: 22 }],
  ['WCJET', 'WorldChampion Jet', 'SJ', 'jet', { speed: 38 }],
  ['CHJET1', 'Champion Jet 1', 'SJ', 'jet', { speed: 36 }],
  ['POWERJET', 'Power Jet', 'SJ', 'jet', { speed: 35 }],
  ['SEAJET2', 'Sea Jet 2', 'SJ', 'cat', { speed: 33 }],
  ['PAROSJET', 'Paros Jet', 'SJ', 'cat', { speed: 32 }],
  ['SUPERJET', 'SuperJet', 'SJ', 'jet', { speed: 34 }],
  ['KNOSSOS', 'Knossos Palace', 'MIN', 'cruise', { speed: 27, accessibleCabins: ['A4'] }],
  ['CEUROPA', 'Cruise Europa', 'MIN', 'cruise', { speed: 27 }],
  ['ELYROS', 'Elyros', 'ANEK', 'cruise', { speed: 22 }],
  ['PREVELIS', 'Prevelis', 'ANEK', 'island', { speed: 18, deck: 900 }],
  ['KYDON', 'Kydon', 'ANEK', 'cruise', { speed: 24 }],
  ['SUPERFERRY', 'Superferry', 'GSF', 'island', { speed: 19, deck: 1000 }],
  ['SUPEREXP', 'SuperExpress', 'GSF', 'jet', { speed: 30 }],
  ['FFANDROS', 'Fast Ferries Andros', 'FF', 'island', { speed: 18, deck: 900 }],
  ['THEOLOGOS', 'Theologos P', 'FF', 'island', { speed: 19, deck: 900 }],
  ['ARTEMIS', 'Artemis', 'ASL', 'small', { speed: 16 }],
  ['IONIS', 'Ionis', 'LEV', 'small', { speed: 17, garageMetres: 450 }],
  ['ZAKYNTHOS', 'Zakynthos I', 'LEV', 'small', { speed: 16, garageMetres: 500 }],
  ['AGIOSG', 'Agios Gerasimos', 'LEV', 'small', { speed: 14 }],
  ['CRUOLYMP', 'Cruise Olympia', 'GRI', 'cruise', { speed: 27, accessibleCabins: ['A2'] }],
  ['RIGEL2', 'Rigel II', 'VEN', 'cruise', { speed: 20, deck: 800 }],
  ['RIGEL3', 'Rigel III', 'VEN', 'cruise', { speed: 21 }],
  ['DSOLOMOS', 'Dionisios Solomos', 'ZF', 'island', { speed: 18, deck: 900 }],
  ['AQJEWEL', 'Aqua Jewel', 'ANES', 'small', { speed: 16 }],
  ['DODEXP', 'Dodekanisos Express', 'DS', 'cat', { speed: 30 }],
  ['DODPRIDE', 'Dodekanisos Pride', 'DS', 'cat', { speed: 30 }],
  ['EXPSKOP', 'Express Skopelitis', 'SCL', 'small', { speed: 13, garageMetres: 60 }],
  ['SPEEDRUN', 'Speedrunner Jet', 'ASP', 'cat', { speed: 34, garageMetres: 180 }],
  ['SAOS2', 'Saos II', 'SAOS', 'small', { speed: 15, garageMetres: 500 }],
  ['ADKORAIS', 'Adamantios Korais', 'SAOS', 'island', { speed: 16, deck: 800 }],
  ['ERTURK1', 'Ertürk I', 'ERT', 'small', { speed: 15 }],
  ['AFFRANC', 'AF Francesca', 'ADF', 'cruise', { speed: 21 }],
  ['AFCLAUD', 'AF Claudia', 'ADF', 'cruise', { speed: 22 }],
  ['KEFALONIA', 'Kefalonia', 'KEF', 'small', { speed: 16 }],
  ['EPTANISOS', 'Eptanisos', 'SRF', 'small', { speed: 15 }],
  ['APOLLON', 'Apollon Hellas', 'SRF', 'small', { speed: 15 }],
  ['ACHILLEUS', 'Achilleus', 'SNE', 'small', { speed: 16 }],
  ['IONSTAR', 'Ionian Star', 'PET', 'cat', { speed: 30 }],
  ['BODEXP', 'Bodrum Express', 'BEL', 'cat', { speed: 28 }],
  ['VKORNAROS', 'Vitsentzos Kornaros', 'TRI', 'island', { speed: 18, deck: 700 }],
  ['PORFYROUSA', 'Porfyrousa', 'TRI', 'small', { speed: 14 }],
  ['THASSOS4', 'Thassos IV', 'ANETH', 'small', { speed: 12, garageMetres: 350 }],
  ['RSGALAXY', 'Galaxy', 'RSF', 'cruise', { speed: 19, deck: 600 }],
  ['YMJET', 'Marmaris Jet', 'YML', 'cat', { speed: 28 }],
  ['MEANDER', 'Meander', 'MEA', 'small', { speed: 15, garageMetres: 120 }],
];

export const VESSELS: Vessel[] = ROWS.map(([code, name, company, template, tweaks]) => ({
  ...TEMPLATES[template],
  ...tweaks,
  code,
  name,
  company,
}));

const byCode = new Map(VESSELS.map((vessel) => [vessel.code, vessel]));

export function vesselOrThrow(code: string): Vessel {
  const vessel = byCode.get(code);
  if (!vessel) throw new Error(`Unknown vessel in the catalogue: ${code}`);
  return vessel;
}
