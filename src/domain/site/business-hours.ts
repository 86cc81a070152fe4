/** Weekday numbers as in ISO 8601: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Opening hours per weekday as "HH:MM" local times; a day that is absent is closed. */
export type WeeklyHours = Partial<Record<IsoWeekday, { opens: string; closes: string }>>;

const weekdays = (days: IsoWeekday[], opens: string, closes: string): WeeklyHours =>
  Object.fromEntries(days.map((day) => [day, { opens, closes }]));

/** The business keeps Greek time whatever the visitor's clock says. */
export const BUSINESS_TIME_ZONE = 'Europe/Athens';

/** Spec §9: the sales office answers Monday to Friday 09:00–21:00, closed at weekends. */
export const CONTACT_HOURS: WeeklyHours = weekdays([1, 2, 3, 4, 5], '09:00', '21:00');

/** Spec §9: live chat Monday to Friday 09:00–19:00 and Saturday 09:00–17:00. */
export const CHAT_HOURS: WeeklyHours = {
  ...weekdays([1, 2, 3, 4, 5], '09:00', '19:00'),
  6: { opens: '09:00', closes: '17:00' },
};

const WEEKDAY_NUMBERS: Record<string, IsoWeekday> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

// Building a formatter costs far more than using one, and every page asks the clock.
const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The weekday and minutes since midnight of an instant, on the business's wall clock. */
export function businessClock(
  now: Date,
  timeZone = BUSINESS_TIME_ZONE,
): { weekday: IsoWeekday; minutes: number } {
  const parts = clockFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const weekday = WEEKDAY_NUMBERS[part('weekday')];
  if (!weekday) throw new RangeError(`Unknown weekday for ${now.toISOString()}`);
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Open from the opening minute up to, but not including, the closing minute. */
export function isOpen(hours: WeeklyHours, now: Date, timeZone = BUSINESS_TIME_ZONE): boolean {
  const { weekday, minutes } = businessClock(now, timeZone);
  const today = hours[weekday];
  return today !== undefined && minutes >= toMinutes(today.opens) && minutes < toMinutes(today.closes);
}
