import type { Country, FerryPort } from '#application/ports/ferry-search.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';

export const COUNTRIES: Country[] = [
  { code: 'GR', name: 'Greece', localName: 'Ελλάδα' },
  { code: 'IT', name: 'Italy', localName: 'Italia' },
  { code: 'AL', name: 'Albania', localName: 'Shqipëria' },
  { code: 'TR', name: 'Turkey', localName: 'Türkiye' },
];

type Row = [
  code: string,
  name: string,
  localName: string,
  area: string,
  island: boolean,
  lat: number,
  lon: number,
];

// Coordinates are the ferry quays, not the town centres; codes follow the ones Greek reservation systems use.
const GREECE: Row[] = [
  ['PIR', 'Piraeus', 'Πειραιάς', 'Attica', false, 37.942, 23.6465],
  ['RAF', 'Rafina', 'Ραφήνα', 'Attica', false, 38.0221, 24.0096],
  ['LAV', 'Lavrio', 'Λαύριο', 'Attica', false, 37.7149, 24.0571],
  ['SYR', 'Syros', 'Σύρος', 'Cyclades', true, 37.4425, 24.941],
  ['TIN', 'Tinos', 'Τήνος', 'Cyclades', true, 37.5375, 25.161],
  ['AND', 'Andros', 'Άνδρος', 'Cyclades', true, 37.8896, 24.736],
  ['JMK', 'Mykonos', 'Μύκονος', 'Cyclades', true, 37.462, 25.324],
  ['PAS', 'Paros', 'Πάρος', 'Cyclades', true, 37.086, 25.149],
  ['JNX', 'Naxos', 'Νάξος', 'Cyclades', true, 37.107, 25.373],
  ['IOS', 'Ios', 'Ίος', 'Cyclades', true, 36.723, 25.281],
  ['JTR', 'Santorini (Thira)', 'Σαντορίνη (Θήρα)', 'Cyclades', true, 36.385, 25.43],
  ['THI', 'Thirasia', 'Θηρασιά', 'Cyclades', true, 36.435, 25.345],
  ['ANA', 'Anafi', 'Ανάφη', 'Cyclades', true, 36.35, 25.77],
  ['MLO', 'Milos', 'Μήλος', 'Cyclades', true, 36.726, 24.446],
  ['KIM', 'Kimolos', 'Κίμωλος', 'Cyclades', true, 36.792, 24.573],
  ['SIF', 'Sifnos', 'Σίφνος', 'Cyclades', true, 36.974, 24.675],
  ['SER', 'Serifos', 'Σέριφος', 'Cyclades', true, 37.142, 24.519],
  ['KYT', 'Kythnos', 'Κύθνος', 'Cyclades', true, 37.392, 24.42],
  ['KEA', 'Kea', 'Κέα', 'Cyclades', true, 37.66, 24.316],
  ['FOL', 'Folegandros', 'Φολέγανδρος', 'Cyclades', true, 36.619, 24.919],
  ['SIK', 'Sikinos', 'Σίκινος', 'Cyclades', true, 36.684, 25.118],
  ['AMO', 'Amorgos (Katapola)', 'Αμοργός (Κατάπολα)', 'Cyclades', true, 36.829, 25.862],
  ['EGL', 'Amorgos (Aegiali)', 'Αμοργός (Αιγιάλη)', 'Cyclades', true, 36.905, 25.977],
  ['KOU', 'Koufonisia', 'Κουφονήσια', 'Cyclades', true, 36.933, 25.6],
  ['DON', 'Donoussa', 'Δονούσα', 'Cyclades', true, 37.1, 25.815],
  ['IRA', 'Iraklia', 'Ηρακλειά', 'Cyclades', true, 36.836, 25.45],
  ['SXI', 'Schinoussa', 'Σχοινούσα', 'Cyclades', true, 36.873, 25.518],
  ['HER', 'Heraklion', 'Ηράκλειο', 'Crete', true, 35.344, 25.137],
  ['CHQ', 'Chania (Souda)', 'Χανιά (Σούδα)', 'Crete', true, 35.489, 24.075],
  ['RET', 'Rethymno', 'Ρέθυμνο', 'Crete', true, 35.37, 24.478],
  ['SIT', 'Sitia', 'Σητεία', 'Crete', true, 35.209, 26.11],
  ['KIS', 'Kissamos', 'Κίσσαμος', 'Crete', true, 35.513, 23.654],
  ['RHO', 'Rhodes', 'Ρόδος', 'Dodecanese', true, 36.451, 28.227],
  ['KGS', 'Kos', 'Κως', 'Dodecanese', true, 36.896, 27.288],
  ['KAL', 'Kalymnos', 'Κάλυμνος', 'Dodecanese', true, 36.95, 26.985],
  ['LER', 'Leros', 'Λέρος', 'Dodecanese', true, 37.129, 26.851],
  ['PMS', 'Patmos', 'Πάτμος', 'Dodecanese', true, 37.322, 26.546],
  ['LIP', 'Lipsi', 'Λειψοί', 'Dodecanese', true, 37.299, 26.762],
  ['AGA', 'Agathonisi', 'Αγαθονήσι', 'Dodecanese', true, 37.46, 26.97],
  ['AST', 'Astypalea', 'Αστυπάλαια', 'Dodecanese', true, 36.546, 26.35],
  ['NIS', 'Nisyros', 'Νίσυρος', 'Dodecanese', true, 36.615, 27.164],
  ['TIL', 'Tilos', 'Τήλος', 'Dodecanese', true, 36.418, 27.385],
  ['SYM', 'Symi', 'Σύμη', 'Dodecanese', true, 36.617, 27.838],
  ['HAL', 'Halki', 'Χάλκη', 'Dodecanese', true, 36.224, 27.613],
  ['KZS', 'Kastellorizo', 'Καστελλόριζο', 'Dodecanese', true, 36.15, 29.59],
  ['AOK', 'Karpathos', 'Κάρπαθος', 'Dodecanese', true, 35.507, 27.213],
  ['KSJ', 'Kasos', 'Κάσος', 'Dodecanese', true, 35.42, 26.92],
  ['JKH', 'Chios', 'Χίος', 'North Aegean', true, 38.371, 26.139],
  ['OIN', 'Oinousses', 'Οινούσσες', 'North Aegean', true, 38.513, 26.22],
  ['PSA', 'Psara', 'Ψαρά', 'North Aegean', true, 38.538, 25.564],
  ['MJT', 'Lesvos (Mytilene)', 'Λέσβος (Μυτιλήνη)', 'North Aegean', true, 39.105, 26.556],
  ['SGR', 'Lesvos (Sigri)', 'Λέσβος (Σίγρι)', 'North Aegean', true, 39.211, 25.852],
  ['LXS', 'Limnos', 'Λήμνος', 'North Aegean', true, 39.873, 25.06],
  ['AES', 'Agios Efstratios', 'Άγιος Ευστράτιος', 'North Aegean', true, 39.54, 24.987],
  ['SMI', 'Samos (Vathy)', 'Σάμος (Βαθύ)', 'North Aegean', true, 37.756, 26.978],
  ['KRL', 'Samos (Karlovasi)', 'Σάμος (Καρλόβασι)', 'North Aegean', true, 37.792, 26.705],
  ['PYT', 'Samos (Pythagorio)', 'Σάμος (Πυθαγόρειο)', 'North Aegean', true, 37.69, 26.944],
  ['JIK', 'Ikaria (Agios Kirykos)', 'Ικαρία (Άγιος Κήρυκος)', 'North Aegean', true, 37.613, 26.296],
  ['EVD', 'Ikaria (Evdilos)', 'Ικαρία (Εύδηλος)', 'North Aegean', true, 37.627, 26.18],
  ['FOU', 'Fourni', 'Φούρνοι', 'North Aegean', true, 37.581, 26.485],
  ['SMT', 'Samothraki', 'Σαμοθράκη', 'North Aegean', true, 40.473, 25.519],
  ['THS', 'Thassos', 'Θάσος', 'North Aegean', true, 40.78, 24.712],
  ['KVA', 'Kavala', 'Καβάλα', 'Macedonia & Thrace', false, 40.934, 24.406],
  ['KER', 'Keramoti', 'Κεραμωτή', 'Macedonia & Thrace', false, 40.856, 24.704],
  ['SKG', 'Thessaloniki', 'Θεσσαλονίκη', 'Macedonia & Thrace', false, 40.635, 22.934],
  ['AXD', 'Alexandroupoli', 'Αλεξανδρούπολη', 'Macedonia & Thrace', false, 40.845, 25.877],
  ['VOL', 'Volos', 'Βόλος', 'Sporades', false, 39.358, 22.947],
  ['AGK', 'Agios Konstantinos', 'Άγιος Κωνσταντίνος', 'Sporades', false, 38.756, 22.859],
  ['JSI', 'Skiathos', 'Σκιάθος', 'Sporades', true, 39.162, 23.49],
  ['SKO', 'Skopelos', 'Σκόπελος', 'Sporades', true, 39.123, 23.728],
  ['ALO', 'Alonissos', 'Αλόννησος', 'Sporades', true, 39.148, 23.866],
  ['SKU', 'Skyros', 'Σκύρος', 'Sporades', true, 38.843, 24.54],
  ['KYM', 'Kymi', 'Κύμη', 'Evia', false, 38.631, 24.117],
  ['EGI', 'Aegina', 'Αίγινα', 'Saronic', true, 37.745, 23.427],
  ['AGM', 'Agkistri', 'Αγκίστρι', 'Saronic', true, 37.707, 23.351],
  ['MET', 'Methana', 'Μέθανα', 'Saronic', false, 37.579, 23.388],
  ['POR', 'Poros', 'Πόρος', 'Saronic', true, 37.499, 23.456],
  ['HYD', 'Hydra', 'Ύδρα', 'Saronic', true, 37.35, 23.466],
  ['ERM', 'Ermioni', 'Ερμιόνη', 'Peloponnese', false, 37.387, 23.248],
  ['SPE', 'Spetses', 'Σπέτσες', 'Saronic', true, 37.264, 23.16],
  ['PHE', 'Porto Heli', 'Πόρτο Χέλι', 'Peloponnese', false, 37.316, 23.146],
  ['GYT', 'Gythio', 'Γύθειο', 'Peloponnese', false, 36.757, 22.567],
  ['NEA', 'Neapoli', 'Νεάπολη', 'Peloponnese', false, 36.512, 23.059],
  ['KIT', 'Kythira', 'Κύθηρα', 'Peloponnese', true, 36.263, 23.083],
  ['ANK', 'Antikythira', 'Αντικύθηρα', 'Peloponnese', true, 35.86, 23.305],
  ['GPA', 'Patras', 'Πάτρα', 'Western Greece', false, 38.225, 21.716],
  ['KYL', 'Kyllini', 'Κυλλήνη', 'Western Greece', false, 37.937, 21.146],
  ['IGO', 'Igoumenitsa', 'Ηγουμενίτσα', 'Epirus', false, 39.504, 20.263],
  ['CFU', 'Corfu', 'Κέρκυρα', 'Ionian', true, 39.626, 19.91],
  ['PAX', 'Paxos', 'Παξοί', 'Ionian', true, 39.199, 20.186],
  ['ZTH', 'Zakynthos', 'Ζάκυνθος', 'Ionian', true, 37.78, 20.9],
  ['SAM', 'Kefalonia (Sami)', 'Κεφαλονιά (Σάμη)', 'Ionian', true, 38.252, 20.647],
  ['POK', 'Kefalonia (Poros)', 'Κεφαλονιά (Πόρος)', 'Ionian', true, 38.152, 20.772],
  ['ITH', 'Ithaca', 'Ιθάκη', 'Ionian', true, 38.4, 20.65],
  ['LEF', 'Lefkada (Vasiliki)', 'Λευκάδα (Βασιλική)', 'Ionian', true, 38.626, 20.606],
];

const ABROAD: Array<[countryCode: string, rows: Row[]]> = [
  [
    'IT',
    [
      ['AOI', 'Ancona', 'Ancona', 'Adriatic', false, 43.619, 13.505],
      ['BRI', 'Bari', 'Bari', 'Adriatic', false, 41.137, 16.86],
      ['BDS', 'Brindisi', 'Brindisi', 'Adriatic', false, 40.64, 17.949],
      ['VCE', 'Venice', 'Venezia', 'Adriatic', false, 45.429, 12.316],
      ['TRS', 'Trieste', 'Trieste', 'Adriatic', false, 45.648, 13.757],
    ],
  ],
  [
    'AL',
    [
      ['DUR', 'Durrës', 'Durrës', 'Albania', false, 41.312, 19.454],
      ['VLO', 'Vlorë', 'Vlorë', 'Albania', false, 40.46, 19.482],
      ['SAR', 'Sarandë', 'Sarandë', 'Albania', false, 39.873, 20.006],
    ],
  ],
  [
    'TR',
    [
      ['CES', 'Çeşme', 'Çeşme', 'Turkish coast', false, 38.324, 26.303],
      ['BXN', 'Bodrum', 'Bodrum', 'Turkish coast', false, 37.032, 27.429],
      ['KUS', 'Kuşadası', 'Kuşadası', 'Turkish coast', false, 37.864, 27.256],
      ['MRM', 'Marmaris', 'Marmaris', 'Turkish coast', false, 36.85, 28.273],
    ],
  ],
];

type OtherNames = Record<Exclude<LocaleCode, 'en'>, string>;

/**
 * What the ports abroad are called in the site's other languages (the English name is the row's): a Greek
 * reader books Ανκόνα – Ηγουμενίτσα, a German one Venedig – Patras. Greek ports need none: the Greek reader
 * gets their Greek name, everyone else the English one, which is also how the other languages write them.
 */
const NAMES_ABROAD: Record<string, OtherNames> = {
  AOI: { el: 'Ανκόνα', de: 'Ancona', es: 'Ancona', fr: 'Ancône', it: 'Ancona', sq: 'Ankona' },
  BRI: { el: 'Μπάρι', de: 'Bari', es: 'Bari', fr: 'Bari', it: 'Bari', sq: 'Bari' },
  BDS: { el: 'Μπρίντιζι', de: 'Brindisi', es: 'Brindisi', fr: 'Brindisi', it: 'Brindisi', sq: 'Brindizi' },
  VCE: { el: 'Βενετία', de: 'Venedig', es: 'Venecia', fr: 'Venise', it: 'Venezia', sq: 'Venecia' },
  TRS: { el: 'Τεργέστη', de: 'Triest', es: 'Trieste', fr: 'Trieste', it: 'Trieste', sq: 'Trieste' },
  DUR: { el: 'Δυρράχιο', de: 'Durrës', es: 'Durrës', fr: 'Durrës', it: 'Durazzo', sq: 'Durrës' },
  VLO: { el: 'Αυλώνας', de: 'Vlora', es: 'Vlorë', fr: 'Vlorë', it: 'Valona', sq: 'Vlorë' },
  SAR: { el: 'Άγιοι Σαράντα', de: 'Saranda', es: 'Sarandë', fr: 'Sarandë', it: 'Saranda', sq: 'Sarandë' },
  CES: { el: 'Τσεσμέ', de: 'Çeşme', es: 'Çeşme', fr: 'Çeşme', it: 'Çeşme', sq: 'Çeşme' },
  BXN: { el: 'Μπόντρουμ', de: 'Bodrum', es: 'Bodrum', fr: 'Bodrum', it: 'Bodrum', sq: 'Bodrum' },
  KUS: { el: 'Κουσάντασι', de: 'Kuşadası', es: 'Kuşadası', fr: 'Kuşadası', it: 'Kuşadası', sq: 'Kuşadası' },
  MRM: { el: 'Μαρμαρίς', de: 'Marmaris', es: 'Marmaris', fr: 'Marmaris', it: 'Marmaris', sq: 'Marmaris' },
};

const toPort = (
  countryCode: string,
  [code, name, localName, area, island, latitude, longitude]: Row,
): FerryPort => ({
  code,
  name,
  localName,
  ...(NAMES_ABROAD[code] && { names: { ...NAMES_ABROAD[code], en: name } }),
  countryCode,
  area,
  island,
  latitude,
  longitude,
});

export const PORTS: FerryPort[] = [
  ...GREECE.map((row) => toPort('GR', row)),
  ...ABROAD.flatMap(([country, rows]) => rows.map((row) => toPort(country, row))),
];

const byCode = new Map(PORTS.map((port) => [port.code, port]));

export function findPort(code: string): FerryPort | undefined {
  return byCode.get(code);
}

export function portOrThrow(code: string): FerryPort {
  const port = byCode.get(code);
  if (!port) throw new Error(`Unknown port in the catalogue: ${code}`);
  return port;
}
