import { type InferType, object, string } from 'yup';
import { ferryRefusal } from '#application/ferry/ferry-network.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { matchPorts } from '#domain/search/port-matching.ts';
import { datesSchema } from '#web/api/booking/request-schemas.ts';
import { money } from './answers.ts';
import { answered, refused, type Tool, toolOf } from './tool.ts';

/** Enough candidates for an agent to pick from and ask the person about. */
const MAX_PORTS = 10;

const lang = () => string().oneOf(LOCALE_CODES, 'invalidLanguage').default('en');

const findPortsSchema = object({
  query: string().trim().required('fieldRequired').max(100, 'tooLong'),
  lang: lang(),
});

const findPorts = toolOf<InferType<typeof findPortsSchema>>({
  name: 'find_ports',
  title: 'Find ports',
  description:
    'Finds ferry ports by name in any language, script or spelling (Piraeus, Piräus, Πειραιάς, Peiraias, ' +
    'or a code such as PIR); best matches first. Use the `code` in the other tools.',
  writes: false,
  readOnly: true,
  input: findPortsSchema,
  async run({ services, input }) {
    const ports = await services.ferry.listPorts.execute({ lang: input.lang });
    if (!ports.ok) return refused(ferryRefusal(ports.error));
    const found = matchPorts(ports.value, input.query).slice(0, MAX_PORTS);
    return answered({
      ports: found.map(({ code, name, englishName, localName, countryCode, area, island }) => ({
        code,
        name,
        englishName,
        localName,
        countryCode,
        area,
        island,
      })),
    });
  },
});

const fareCalendar = toolOf<InferType<typeof datesSchema>>({
  name: 'fare_calendar',
  title: 'Fare calendar',
  description:
    'Days with sailings between two ports (codes from find_ports) and the lowest adult deck fare of each ' +
    'day, from `from` (YYYY-MM-DD, default today in Athens) for `days` days (at most 93).',
  writes: false,
  readOnly: true,
  input: datesSchema,
  async run({ services, input }) {
    const dates = await services.ferry.listDepartureDates.execute({
      origin: input.origin,
      destination: input.destination,
      from: input.from,
      days: input.days,
    });
    if (!dates.ok) return refused(ferryRefusal(dates.error));
    return answered({
      origin: input.origin,
      destination: input.destination,
      dates: dates.value.map((day) => ({
        date: day.date,
        departures: day.departures,
        lowestFare: money(day.lowestFare),
      })),
    });
  },
});

const getDisruptions = toolOf<object>({
  name: 'get_disruptions',
  title: 'Disruptions',
  description:
    'Cancelled and delayed sailings today and tomorrow (Athens business days), by region, as the ' +
    'site’s disruptions page shows them.',
  writes: false,
  readOnly: true,
  input: object({}),
  async run({ services }) {
    return answered({ days: await services.disruptions.listPublicDisruptions.execute() });
  },
});

/** The network's tools: ports, the fare calendar and disruptions. */
export const NETWORK_TOOLS = [findPorts, fareCalendar, getDisruptions] as Tool<unknown>[];
