import { addDays } from '../search/calendar-date.ts';
import { businessDay } from '../site/business-day.ts';
import type { SailingDisruption } from './disruption.ts';

/** One region's disrupted sailings of a day, as the public page lists them. */
interface RegionDisruptions {
  area: string;
  disruptions: SailingDisruption[];
}

export interface DayDisruptions {
  /** The business day (Athens), YYYY-MM-DD. */
  day: string;
  regions: RegionDisruptions[];
}

/** How many business days the page looks ahead: a traveller plans the week, not only tomorrow (issue #51). */
export const DISRUPTION_DAYS = 7;

/**
 * The week's disruptions by region (issues #26, #51): today and tomorrow always (saying when there are
 * none), a later day only when something happened on it; each sailing's event once, however many systems
 * sell the ship and told it, the regions in alphabetical order, the sailings in departure order.
 */
export function disruptionsByDay(events: SailingDisruption[], now: Date): DayDisruptions[] {
  const today = businessDay(now);
  const seen = new Set<string>();
  const unique = [...events]
    .sort((a, b) => a.departure.localeCompare(b.departure) || a.occurredAt.localeCompare(b.occurredAt))
    .filter((event) => {
      const key = `${event.sailingId} ${event.kind} ${event.delayMinutes ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const week = Array.from({ length: DISRUPTION_DAYS }, (_, offset) => addDays(today, offset));
  return week
    .map((day) => {
      const ofDay = unique.filter((event) => businessDay(new Date(event.departure)) === day);
      const areas = [...new Set(ofDay.map((event) => event.area))].sort((a, b) => a.localeCompare(b));
      return {
        day,
        regions: areas.map((area) => ({ area, disruptions: ofDay.filter((event) => event.area === area) })),
      };
    })
    .filter((day, offset) => offset < 2 || day.regions.length > 0);
}
