/**
 * The route network: each line is a ship's round trip between its first and last port, calling at the
 * ports between. Any two ports of a line in sailing order make a bookable trip.
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

/**
 * One line a row, columns apart by two or more spaces:
 * - id: the company's code and a number (`BSF1` is a Blue Star Ferries line);
 * - vessel: the ship that sails it (catalogue/vessels.ts);
 * - detour: sea distance over great-circle distance (coasts and capes in the way), `-` for the usual 1.15;
 * - stops: the ports in sailing order;
 * - schedules: per season `days out-times | return-times`, seasons sharing a schedule written together.
 *   `SM: daily 07:25 | 15:50` leaves the first port at 07:25 and the last port at 15:50 every day of the
 *   seasons S and M; days are `daily` or a list such as `mon,wed,fri`.
 * Seasons: S is the high summer (15 June–15 September), M the shoulder months (April–14 June,
 * 16 September–October), W the winter (November–March). A season without a schedule has no sailings.
 */
const TABLE = `
id      vessel      detour  stops                                    schedules
BSF1    BSDELOS     -       PIR PAS JNX IOS JTR                      SM: daily 07:25 | 15:50; W: daily 07:25 | 15:20
BSF2    BSNAXOS     -       PIR SYR PAS JNX IRA SXI KOU AMO EGL      SM: daily 17:30 | 06:00; W: tue,thu,sat,sun 17:30 | 07:00
BSF3    BSPAROS     -       PIR SYR TIN JMK                          SMW: daily 07:30 | 13:30
BSF4    BSTAR2      -       PIR PMS LER KAL KGS RHO                  SM: daily 16:30 | 18:30; W: tue,thu,sat 16:30 | 17:00
BSF5    BSCHIOS     -       PIR JKH MJT                              S: daily 19:30 | 18:00; M: mon,wed,fri,sun 19:30 | 18:00; W: mon,wed,fri 19:30 | 18:00
BSF6    BSPATMOS    -       PIR SYR EVD JIK FOU KRL SMI              S: tue,thu,sat,sun 19:00 | 21:00; M: tue,fri,sun 19:00 | 21:00; W: tue,fri 18:00 | 20:30
BSF7    DIAGORAS    -       PIR AST KAL KGS NIS TIL SYM RHO          S: mon,wed,fri 15:00 | 14:00; MW: wed,sat 15:00 | 14:00
SF1     SFXI        1.1     GPA IGO AOI                              SMW: daily 17:30 | 13:30
SF2     SFI         1.1     GPA IGO CFU BRI                          SM: daily 18:00 | 19:30; W: mon,wed,fri,sun 18:00 | 19:30
SF3     HELSPIRIT   1.1     GPA IGO CFU VCE                          S: tue,thu,sat,sun 15:00 | 12:00; M: tue,thu,sun 15:00 | 12:00; W: tue,sat 15:00 | 12:00
HSW1    NCHIOS      -       PIR JKH MJT LXS KVA                      S: mon,wed,fri 20:30 | 08:00; M: mon,thu 20:30 | 08:00; W: mon,thu 20:00 | 08:00
HSW2    FDOLPHIN    1.2     PIR EGI POR HYD ERM SPE PHE              S: daily 08:00,11:00,15:00 | 07:00,11:45,16:30; M: daily 08:00,14:30 | 07:30,16:00; W: daily 08:30 | 15:30
HSW3    FCAT6       1.2     AGK JSI SKO ALO                          S: daily 09:30 | 13:30; M: sat,sun 09:30 | 13:30
HSW4    EXPSKIATH   1.2     VOL JSI SKO ALO                          SMW: daily 07:30 | 16:00
HSW5    NRODOS      -       LAV PSA JKH OIN                          S: mon,thu 09:00 | 08:00; MW: thu 09:00 | 08:00
HSW6    FCAT6       1.3     SKG JSI SKO ALO                          S: tue,thu,sat 16:30 | 07:00
SJ1     WCJET       -       PIR PAS JNX IOS JTR                      SM: daily 07:00 | 16:30
SJ2     CHJET1      -       RAF TIN JMK PAS JNX JTR                  SM: daily 07:15 | 15:40
SJ3     POWERJET    -       PIR SER SIF MLO FOL JTR                  S: daily 07:00 | 15:10; M: tue,thu,sat,sun 07:00 | 15:10
SJ4     SEAJET2     -       HER JTR IOS JNX PAS JMK                  S: daily 08:30 | 15:30; M: mon,wed,fri,sun 08:30 | 15:30
SJ5     PAROSJET    -       PIR SYR JMK PAS                          S: daily 06:50 | 17:00; M: fri,sat,sun 06:50 | 17:00
SJ6     SUPERJET    -       RET JTR IOS                              S: mon,wed,fri,sun 09:00 | 17:30
MIN1    KNOSSOS     -       PIR HER                                  SMW: daily 21:00 | 21:00
MIN2    CEUROPA     1.1     GPA IGO AOI                              SM: daily 23:59 | 15:00; W: mon,wed,fri,sat 23:59 | 15:00
ANEK1   ELYROS      -       PIR CHQ                                  SMW: daily 21:00 | 21:00
ANEK2   PREVELIS    -       PIR MLO JTR ANA HER SIT KSJ AOK HAL RHO  S: tue,thu,sat 17:00 | 14:00; MW: daily 17:00 | 14:00
ANEK3   KYDON       1.1     GPA IGO VCE                              S: mon,wed,fri,sun 16:00 | 11:30; M: wed,sun 16:00 | 11:30; W: sun 16:00 | 11:30
GSF1    SUPERFERRY  -       RAF AND TIN JMK                          SMW: daily 07:30 | 13:45
GSF2    SUPEREXP    -       RAF SYR TIN JMK PAS JNX IOS JTR          SM: daily 07:50 | 15:30
FF1     FFANDROS    -       RAF AND TIN JMK                          S: daily 08:00,17:30 | 13:00,07:00; MW: daily 17:30 | 07:00
FF2     THEOLOGOS   -       RAF SYR PAS JNX                          S: tue,thu,sat 08:00 | 15:30; M: sat 08:00 | 15:30
ASL1    ARTEMIS     -       LAV KEA KYT SYR                          S: daily 09:00 | 16:00; M: mon,wed,fri,sun 09:00 | 16:00; W: mon,fri 09:00 | 15:00
LEV1    IONIS       -       KYL ZTH                                  S: daily 07:00,09:30,12:00,14:30,17:00,19:30 | 05:15,08:15,10:45,13:15,15:45,18:15; M: daily 07:30,12:00,17:00 | 09:30,14:30,19:00; W: daily 09:30,15:00 | 07:30,13:00
LEV2    ZAKYNTHOS   1.3     LEF ITH SAM                              S: daily 09:00 | 14:00; M: mon,wed,fri 09:00 | 14:00
LEV3    AGIOSG      -       KYL ZTH                                  S: daily 11:00 | 08:00
KEF1    KEFALONIA   -       KYL POK                                  S: daily 07:00,12:30,18:00 | 09:00,15:00,20:00; M: daily 09:00,18:00 | 07:00,15:30; W: daily 12:00 | 07:30
GRI1    CRUOLYMP    1.1     GPA IGO BDS                              SM: daily 17:00 | 23:59; W: mon,wed,fri,sat 17:00 | 23:59
VEN1    RIGEL2      1.1     BRI DUR                                  SMW: daily 22:00 | 23:00
VEN2    RIGEL3      -       BRI IGO                                  S: daily 19:30 | 12:00; M: tue,thu,sat 19:30 | 12:00; W: sat 19:30 | 12:00
ZF1     DSOLOMOS    -       PIR SER SIF MLO KIM FOL SIK IOS JTR THI  SMW: daily 07:00 | 17:00
ANES1   AQJEWEL     1.2     AGK JSI SKO ALO                          S: daily 08:30 | 15:00; M: tue,thu,fri,sun 08:30 | 15:00; W: tue,fri 08:30 | 15:00
DS1     DODEXP      -       RHO SYM KGS KAL LER LIP PMS AGA PYT      S: daily 08:30 | 15:00; M: tue,thu,sat,sun 08:30 | 15:00; W: tue,sat 08:30 | 14:00
DS2     DODPRIDE    -       RHO TIL NIS KGS                          S: mon,wed,fri 09:00 | 16:30; M: wed 09:00 | 16:30
DS3     DODPRIDE    1.1     RHO KZS                                  S: tue,thu,sat 08:30 | 16:00; M: sat 08:30 | 16:00; W: sat 08:30 | 15:00
SCL1    EXPSKOP     1.1     JNX IRA SXI KOU DON AMO EGL              SMW: daily 14:00 | 06:30
ASP1    SPEEDRUN    -       PIR SER SIF MLO KIM                      S: daily 07:45 | 14:00; M: fri,sat,sun 07:45 | 14:00
SAOS1   SAOS2       -       AXD SMT                                  SMW: daily 08:00,17:00 | 10:30,19:00
SAOS2   ADKORAIS    -       LAV AES LXS KVA                          S: tue,fri 11:00 | 18:00; MW: fri 11:00 | 18:00
SAOS3   ADKORAIS    -       KVA LXS SGR JKH                          S: sun 09:00 | 19:00
ERT1    ERTURK1     -       CES JKH                                  S: daily 09:00,18:30 | 08:30,18:00; M: daily 09:00 | 18:00; W: mon,wed,fri 09:00 | 17:00
ADF1    AFFRANC     -       AOI DUR                                  S: daily 22:00 | 21:00; M: tue,thu,sat,sun 22:00 | 21:00; W: tue,sat 22:00 | 21:00
ADF2    AFCLAUD     1.1     TRS DUR                                  S: tue,fri 16:00 | 14:00; MW: fri 16:00 | 14:00
SRF1    EPTANISOS   -       PIR EGI MET POR                          SMW: daily 08:00,14:30 | 11:30,17:30
SRF2    APOLLON     -       PIR EGI AGM                              SMW: daily 09:00,16:00 | 12:00,18:30
SNE1    ACHILLEUS   -       KYM SKU                                  SM: daily 14:00 | 07:30; W: daily 16:00 | 07:00
PET1    IONSTAR     -       CFU SAR                                  S: daily 09:00,13:00,17:00 | 10:30,15:30,18:30; M: daily 09:00,16:00 | 10:30,17:30; W: daily 09:30 | 16:00
PET2    IONSTAR     -       CFU PAX                                  S: daily 07:30 | 16:30; M: mon,wed,fri 07:30 | 16:30
BEL1    BODEXP      -       BXN KGS                                  S: daily 09:30,16:00 | 10:30,17:00; M: daily 09:30 | 16:30; W: sat 09:30 | 16:30
TRI1    VKORNAROS   -       PIR KIT ANK KIS                          SMW: tue,thu,sun 07:00 | 23:30
TRI2    PORFYROUSA  1.2     GYT KIT                                  S: mon,wed,fri,sat 13:00 | 08:00; M: wed,sat 13:00 | 08:00
TRI3    PORFYROUSA  -       NEA KIT                                  SMW: daily 10:00 | 18:00
ANETH1  THASSOS4    -       KER THS                                  SMW: daily 06:30,08:30,10:30,12:30,14:30,16:30,18:30,20:30 | 07:30,09:30,11:30,13:30,15:30,17:30,19:30,21:30
ANETH2  THASSOS4    -       KVA THS                                  SMW: daily 07:00,11:00,15:00,19:00 | 09:00,13:00,17:00,21:00
RSF1    RSGALAXY    -       BDS VLO                                  SM: daily 23:00 | 11:00; W: mon,wed,fri 23:00 | 11:00
YML1    YMJET       -       MRM RHO                                  S: daily 09:00 | 17:00; M: mon,wed,fri,sat 09:00 | 17:00
MEA1    MEANDER     -       KUS SMI                                  S: daily 08:30 | 17:00; M: tue,thu,sat 08:30 | 17:00
`;

const USUAL_DETOUR = 1.15;
const ID = /^([A-Z]+)\d+$/;
const STOPS = /^[A-Z]{3}( [A-Z]{3})+$/;
const DAYS = '(daily|(mon|tue|wed|thu|fri|sat|sun)(,(mon|tue|wed|thu|fri|sat|sun))*)';
const TIMES = '\\d\\d:\\d\\d(,\\d\\d:\\d\\d)*';
const SEASON_SCHEDULE = new RegExp(`^([SMW]+): (${DAYS} ${TIMES} \\| ${TIMES})$`);

function parseSchedules(text: string): Partial<Record<Season, string>> {
  const schedules: Partial<Record<Season, string>> = {};
  for (const part of text.split('; ')) {
    const [, seasons = '', schedule = ''] = SEASON_SCHEDULE.exec(part) ?? [];
    if (!schedule) throw new Error(`not a season's schedule: "${part}"`);
    for (const season of seasons as Iterable<Season>) {
      if (schedules[season]) throw new Error(`season ${season} has two schedules`);
      schedules[season] = schedule;
    }
  }
  return schedules;
}

function parseRow(row: string): Line {
  const [id = '', vessel = '', detour = '', stops = '', schedules = '', ...rest] = row.split(/ {2,}/);
  const company = ID.exec(id)?.[1];
  if (!company || !vessel || !STOPS.test(stops) || !schedules || rest.length > 0) {
    throw new Error('expected the columns id, vessel, detour, stops and schedules');
  }
  const factor = detour === '-' ? USUAL_DETOUR : Number(detour);
  if (!(factor >= 1)) throw new Error(`not a detour factor: "${detour}"`);
  return {
    id,
    company,
    vessel,
    stops: stops.split(' '),
    schedules: parseSchedules(schedules),
    detour: factor,
  };
}

function parseTable(table: string): Line[] {
  const [, ...rows] = table.trim().split('\n');
  return rows.map((row) => {
    try {
      return parseRow(row);
    } catch (error) {
      throw new Error(`catalogue/lines.ts, row "${row}": ${(error as Error).message}`);
    }
  });
}

export const LINES: Line[] = parseTable(TABLE);

const byId = new Map(LINES.map((line) => [line.id, line]));

export function findLine(id: string): Line | undefined {
  return byId.get(id);
}
