/**
 * The route network: each line is a ship's round trip between its first and last port, calling at the
 * ports between. Any two ports of a line in sailing order make a bookable trip.
 *
 * A schedule reads `days out-times | return-times`: `daily 07:25 | 15:50` leaves the first port at 07:25
 * and the last port at 15:50 every day; days are `daily` or a list such as `mon,wed,fri`.
 * Seasons: S is the high summer (15 June–15 September), M the shoulder months (April–14 June,
 * 16 September–October), W the winter (November–March). A season without a schedule has no sailings.
 */
export type Season = 'S' | 'M' | 'W';

export interface Line {
  id: string;
  company: string;
  vessel: string;
  stops: string[];
  schedules: Partial<Record<Season, string>>;
  /** Sea distance over great-circle distance (coasts and capes in the way). */
  detour: number;
}

type Row = [
  id: string,
  company: string,
  vessel: string,
  stops: string,
  schedules: Partial<Record<Season, string>>,
  detour?: number,
];

const ALL_YEAR = (schedule: string) => ({ S: schedule, M: schedule, W: schedule });

const ROWS: Row[] = [
  [
    'BSF1',
    'BSF',
    'BSDELOS',
    'PIR PAS JNX IOS JTR',
    { S: 'daily 07:25 | 15:50', M: 'daily 07:25 | 15:50', W: 'daily 07:25 | 15:20' },
  ],
  [
    'BSF2',
    'BSF',
    'BSNAXOS',
    'PIR SYR PAS JNX IRA SXI KOU AMO EGL',
    { S: 'daily 17:30 | 06:00', M: 'daily 17:30 | 06:00', W: 'tue,thu,sat,sun 17:30 | 07:00' },
  ],
  ['BSF3', 'BSF', 'BSPAROS', 'PIR SYR TIN JMK', ALL_YEAR('daily 07:30 | 13:30')],
  [
    'BSF4',
    'BSF',
    'BSTAR2',
    'PIR PMS LER KAL KGS RHO',
    { S: 'daily 16:30 | 18:30', M: 'daily 16:30 | 18:30', W: 'tue,thu,sat 16:30 | 17:00' },
  ],
  [
    'BSF5',
    'BSF',
    'BSCHIOS',
    'PIR JKH MJT',
    { S: 'daily 19:30 | 18:00', M: 'mon,wed,fri,sun 19:30 | 18:00', W: 'mon,wed,fri 19:30 | 18:00' },
  ],
  [
    'BSF6',
    'BSF',
    'BSPATMOS',
    'PIR SYR EVD JIK FOU KRL SMI',
    { S: 'tue,thu,sat,sun 19:00 | 21:00', M: 'tue,fri,sun 19:00 | 21:00', W: 'tue,fri 18:00 | 20:30' },
  ],
  [
    'BSF7',
    'BSF',
    'DIAGORAS',
    'PIR AST KAL KGS NIS TIL SYM RHO',
    { S: 'mon,wed,fri 15:00 | 14:00', M: 'wed,sat 15:00 | 14:00', W: 'wed,sat 15:00 | 14:00' },
  ],
  ['SF1', 'SF', 'SFXI', 'GPA IGO AOI', ALL_YEAR('daily 17:30 | 13:30'), 1.1],
  [
    'SF2',
    'SF',
    'SFI',
    'GPA IGO CFU BRI',
    { S: 'daily 18:00 | 19:30', M: 'daily 18:00 | 19:30', W: 'mon,wed,fri,sun 18:00 | 19:30' },
    1.1,
  ],
  [
    'SF3',
    'SF',
    'HELSPIRIT',
    'GPA IGO CFU VCE',
    { S: 'tue,thu,sat,sun 15:00 | 12:00', M: 'tue,thu,sun 15:00 | 12:00', W: 'tue,sat 15:00 | 12:00' },
    1.1,
  ],
  [
    'HSW1',
    'HSW',
    'NCHIOS',
    'PIR JKH MJT LXS KVA',
    { S: 'mon,wed,fri 20:30 | 08:00', M: 'mon,thu 20:30 | 08:00', W: 'mon,thu 20:00 | 08:00' },
  ],
  [
    'HSW2',
    'HSW',
    'FDOLPHIN',
    'PIR EGI POR HYD ERM SPE PHE',
    {
      S: 'daily 08:00,11:00,15:00 | 07:00,11:45,16:30',
      M: 'daily 08:00,14:30 | 07:30,16:00',
      W: 'daily 08:30 | 15:30',
    },
    1.2,
  ],
  ['HSW3', 'HSW', 'FCAT6', 'AGK JSI SKO ALO', { S: 'daily 09:30 | 13:30', M: 'sat,sun 09:30 | 13:30' }, 1.2],
  ['HSW4', 'HSW', 'EXPSKIATH', 'VOL JSI SKO ALO', ALL_YEAR('daily 07:30 | 16:00'), 1.2],
  [
    'HSW5',
    'HSW',
    'NRODOS',
    'LAV PSA JKH OIN',
    { S: 'mon,thu 09:00 | 08:00', M: 'thu 09:00 | 08:00', W: 'thu 09:00 | 08:00' },
  ],
  ['HSW6', 'HSW', 'FCAT6', 'SKG JSI SKO ALO', { S: 'tue,thu,sat 16:30 | 07:00' }, 1.3],
  ['SJ1', 'SJ', 'WCJET', 'PIR PAS JNX IOS JTR', { S: 'daily 07:00 | 16:30', M: 'daily 07:00 | 16:30' }],
  ['SJ2', 'SJ', 'CHJET1', 'RAF TIN JMK PAS JNX JTR', { S: 'daily 07:15 | 15:40', M: 'daily 07:15 | 15:40' }],
  [
    'SJ3',
    'SJ',
    'POWERJET',
    'PIR SER SIF MLO FOL JTR',
    { S: 'daily 07:00 | 15:10', M: 'tue,thu,sat,sun 07:00 | 15:10' },
  ],
  [
    'SJ4',
    'SJ',
    'SEAJET2',
    'HER JTR IOS JNX PAS JMK',
    { S: 'daily 08:30 | 15:30', M: 'mon,wed,fri,sun 08:30 | 15:30' },
  ],
  ['SJ5', 'SJ', 'PAROSJET', 'PIR SYR JMK PAS', { S: 'daily 06:50 | 17:00', M: 'fri,sat,sun 06:50 | 17:00' }],
  ['SJ6', 'SJ', 'SUPERJET', 'RET JTR IOS', { S: 'mon,wed,fri,sun 09:00 | 17:30' }],
  ['MIN1', 'MIN', 'KNOSSOS', 'PIR HER', ALL_YEAR('daily 21:00 | 21:00')],
  [
    'MIN2',
    'MIN',
    'CEUROPA',
    'GPA IGO AOI',
    { S: 'daily 23:59 | 15:00', M: 'daily 23:59 | 15:00', W: 'mon,wed,fri,sat 23:59 | 15:00' },
    1.1,
  ],
  ['ANEK1', 'ANEK', 'ELYROS', 'PIR CHQ', ALL_YEAR('daily 21:00 | 21:00')],
  [
    'ANEK2',
    'ANEK',
    'PREVELIS',
    'PIR MLO JTR ANA HER SIT KSJ AOK HAL RHO',
    { S: 'tue,thu,sat 17:00 | 14:00', M: 'daily 17:00 | 14:00', W: 'daily 17:00 | 14:00' },
  ],
  [
    'ANEK3',
    'ANEK',
    'KYDON',
    'GPA IGO VCE',
    { S: 'mon,wed,fri,sun 16:00 | 11:30', M: 'wed,sun 16:00 | 11:30', W: 'sun 16:00 | 11:30' },
    1.1,
  ],
  ['GSF1', 'GSF', 'SUPERFERRY', 'RAF AND TIN JMK', ALL_YEAR('daily 07:30 | 13:45')],
  [
    'GSF2',
    'GSF',
    'SUPEREXP',
    'RAF SYR TIN JMK PAS JNX IOS JTR',
    { S: 'daily 07:50 | 15:30', M: 'daily 07:50 | 15:30' },
  ],
  [
    'FF1',
    'FF',
    'FFANDROS',
    'RAF AND TIN JMK',
    { S: 'daily 08:00,17:30 | 13:00,07:00', M: 'daily 17:30 | 07:00', W: 'daily 17:30 | 07:00' },
  ],
  ['FF2', 'FF', 'THEOLOGOS', 'RAF SYR PAS JNX', { S: 'tue,thu,sat 08:00 | 15:30', M: 'sat 08:00 | 15:30' }],
  [
    'ASL1',
    'ASL',
    'ARTEMIS',
    'LAV KEA KYT SYR',
    { S: 'daily 09:00 | 16:00', M: 'mon,wed,fri,sun 09:00 | 16:00', W: 'mon,fri 09:00 | 15:00' },
  ],
  [
    'LEV1',
    'LEV',
    'IONIS',
    'KYL ZTH',
    {
      S: 'daily 07:00,09:30,12:00,14:30,17:00,19:30 | 05:15,08:15,10:45,13:15,15:45,18:15',
      M: 'daily 07:30,12:00,17:00 | 09:30,14:30,19:00',
      W: 'daily 09:30,15:00 | 07:30,13:00',
    },
  ],
  [
    'LEV2',
    'LEV',
    'ZAKYNTHOS',
    'LEF ITH SAM',
    { S: 'daily 09:00 | 14:00', M: 'mon,wed,fri 09:00 | 14:00' },
    1.3,
  ],
  ['LEV3', 'LEV', 'AGIOSG', 'KYL ZTH', { S: 'daily 11:00 | 08:00' }],
  [
    'KEF1',
    'KEF',
    'KEFALONIA',
    'KYL POK',
    {
      S: 'daily 07:00,12:30,18:00 | 09:00,15:00,20:00',
      M: 'daily 09:00,18:00 | 07:00,15:30',
      W: 'daily 12:00 | 07:30',
    },
  ],
  [
    'GRI1',
    'GRI',
    'CRUOLYMP',
    'GPA IGO BDS',
    { S: 'daily 17:00 | 23:59', M: 'daily 17:00 | 23:59', W: 'mon,wed,fri,sat 17:00 | 23:59' },
    1.1,
  ],
  ['VEN1', 'VEN', 'RIGEL2', 'BRI DUR', ALL_YEAR('daily 22:00 | 23:00'), 1.1],
  [
    'VEN2',
    'VEN',
    'RIGEL3',
    'BRI IGO',
    { S: 'daily 19:30 | 12:00', M: 'tue,thu,sat 19:30 | 12:00', W: 'sat 19:30 | 12:00' },
    1.15,
  ],
  ['ZF1', 'ZF', 'DSOLOMOS', 'PIR SER SIF MLO KIM FOL SIK IOS JTR THI', ALL_YEAR('daily 07:00 | 17:00')],
  [
    'ANES1',
    'ANES',
    'AQJEWEL',
    'AGK JSI SKO ALO',
    { S: 'daily 08:30 | 15:00', M: 'tue,thu,fri,sun 08:30 | 15:00', W: 'tue,fri 08:30 | 15:00' },
    1.2,
  ],
  [
    'DS1',
    'DS',
    'DODEXP',
    'RHO SYM KGS KAL LER LIP PMS AGA PYT',
    { S: 'daily 08:30 | 15:00', M: 'tue,thu,sat,sun 08:30 | 15:00', W: 'tue,sat 08:30 | 14:00' },
    1.15,
  ],
  [
    'DS2',
    'DS',
    'DODPRIDE',
    'RHO TIL NIS KGS',
    { S: 'mon,wed,fri 09:00 | 16:30', M: 'wed 09:00 | 16:30' },
    1.15,
  ],
  [
    'DS3',
    'DS',
    'DODPRIDE',
    'RHO KZS',
    { S: 'tue,thu,sat 08:30 | 16:00', M: 'sat 08:30 | 16:00', W: 'sat 08:30 | 15:00' },
    1.1,
  ],
  ['SCL1', 'SCL', 'EXPSKOP', 'JNX IRA SXI KOU DON AMO EGL', ALL_YEAR('daily 14:00 | 06:30'), 1.1],
  [
    'ASP1',
    'ASP',
    'SPEEDRUN',
    'PIR SER SIF MLO KIM',
    { S: 'daily 07:45 | 14:00', M: 'fri,sat,sun 07:45 | 14:00' },
  ],
  ['SAOS1', 'SAOS', 'SAOS2', 'AXD SMT', ALL_YEAR('daily 08:00,17:00 | 10:30,19:00')],
  [
    'SAOS2',
    'SAOS',
    'ADKORAIS',
    'LAV AES LXS KVA',
    { S: 'tue,fri 11:00 | 18:00', M: 'fri 11:00 | 18:00', W: 'fri 11:00 | 18:00' },
  ],
  ['SAOS3', 'SAOS', 'ADKORAIS', 'KVA LXS SGR JKH', { S: 'sun 09:00 | 19:00' }],
  [
    'ERT1',
    'ERT',
    'ERTURK1',
    'CES JKH',
    { S: 'daily 09:00,18:30 | 08:30,18:00', M: 'daily 09:00 | 18:00', W: 'mon,wed,fri 09:00 | 17:00' },
  ],
  [
    'ADF1',
    'ADF',
    'AFFRANC',
    'AOI DUR',
    { S: 'daily 22:00 | 21:00', M: 'tue,thu,sat,sun 22:00 | 21:00', W: 'tue,sat 22:00 | 21:00' },
  ],
  [
    'ADF2',
    'ADF',
    'AFCLAUD',
    'TRS DUR',
    { S: 'tue,fri 16:00 | 14:00', M: 'fri 16:00 | 14:00', W: 'fri 16:00 | 14:00' },
    1.1,
  ],
  ['SRF1', 'SRF', 'EPTANISOS', 'PIR EGI MET POR', ALL_YEAR('daily 08:00,14:30 | 11:30,17:30'), 1.15],
  ['SRF2', 'SRF', 'APOLLON', 'PIR EGI AGM', ALL_YEAR('daily 09:00,16:00 | 12:00,18:30'), 1.15],
  [
    'SNE1',
    'SNE',
    'ACHILLEUS',
    'KYM SKU',
    { S: 'daily 14:00 | 07:30', M: 'daily 14:00 | 07:30', W: 'daily 16:00 | 07:00' },
  ],
  [
    'PET1',
    'PET',
    'IONSTAR',
    'CFU SAR',
    {
      S: 'daily 09:00,13:00,17:00 | 10:30,15:30,18:30',
      M: 'daily 09:00,16:00 | 10:30,17:30',
      W: 'daily 09:30 | 16:00',
    },
  ],
  ['PET2', 'PET', 'IONSTAR', 'CFU PAX', { S: 'daily 07:30 | 16:30', M: 'mon,wed,fri 07:30 | 16:30' }],
  [
    'BEL1',
    'BEL',
    'BODEXP',
    'BXN KGS',
    { S: 'daily 09:30,16:00 | 10:30,17:00', M: 'daily 09:30 | 16:30', W: 'sat 09:30 | 16:30' },
  ],
  ['TRI1', 'TRI', 'VKORNAROS', 'PIR KIT ANK KIS', ALL_YEAR('tue,thu,sun 07:00 | 23:30')],
  [
    'TRI2',
    'TRI',
    'PORFYROUSA',
    'GYT KIT',
    { S: 'mon,wed,fri,sat 13:00 | 08:00', M: 'wed,sat 13:00 | 08:00' },
    1.2,
  ],
  ['TRI3', 'TRI', 'PORFYROUSA', 'NEA KIT', ALL_YEAR('daily 10:00 | 18:00')],
  [
    'ANETH1',
    'ANETH',
    'THASSOS4',
    'KER THS',
    ALL_YEAR(
      'daily 06:30,08:30,10:30,12:30,14:30,16:30,18:30,20:30 | 07:30,09:30,11:30,13:30,15:30,17:30,19:30,21:30',
    ),
  ],
  [
    'ANETH2',
    'ANETH',
    'THASSOS4',
    'KVA THS',
    ALL_YEAR('daily 07:00,11:00,15:00,19:00 | 09:00,13:00,17:00,21:00'),
  ],
  [
    'RSF1',
    'RSF',
    'RSGALAXY',
    'BDS VLO',
    { S: 'daily 23:00 | 11:00', M: 'daily 23:00 | 11:00', W: 'mon,wed,fri 23:00 | 11:00' },
  ],
  ['YML1', 'YML', 'YMJET', 'MRM RHO', { S: 'daily 09:00 | 17:00', M: 'mon,wed,fri,sat 09:00 | 17:00' }],
  ['MEA1', 'MEA', 'MEANDER', 'KUS SMI', { S: 'daily 08:30 | 17:00', M: 'tue,thu,sat 08:30 | 17:00' }],
];

export const LINES: Line[] = ROWS.map(([id, company, vessel, stops, schedules, detour]) => ({
  id,
  company,
  vessel,
  stops: stops.split(' '),
  schedules,
  detour: detour ?? 1.15,
}));

const byId = new Map(LINES.map((line) => [line.id, line]));

export function findLine(id: string): Line | undefined {
  return byId.get(id);
}
