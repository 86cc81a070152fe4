import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import { ASSISTANCE_NEEDS, type Assistance, asksForAssistance } from '#domain/booking/assistance.ts';
import { passengerId } from './fgw-requests.ts';

/**
 * Each passenger's assistance request as FerryGateway's `Comment` carries it (decision 0091): the standard has
 * no field for the needs and a note (`SpecialRequirements` takes one value of its own list), so the request
 * goes as free text the operator's staff read, one line per passenger that asks:
 * `PRM L1P2: wheelchair, assistanceDog | the note`. The passenger's id ties the line to its `Passenger`.
 */

/** `Comment` is an unbounded `xs:string`; each line keeps to the standard's bound for free text (256). */
export const COMMENT_LINE_MAX_LENGTH = 256;

const PREFIX = 'PRM ';
const NOTE_MARK = ' | ';
const NO_NEEDS = '-';
const CUT = '…';

function line(id: string, assistance: Assistance): string {
  const head = `${PREFIX}${id}: ${assistance.needs.join(', ') || NO_NEEDS}`;
  // One line per passenger: the note's own line breaks become spaces.
  const note = assistance.note.replace(/\s+/g, ' ').trim();
  if (!note) return head;
  const room = COMMENT_LINE_MAX_LENGTH - head.length - NOTE_MARK.length;
  // The note is last, so only the note is ever cut, and never through a surrogate pair.
  const chars = [...note];
  const kept = chars.length <= room ? note : `${chars.slice(0, room - 1).join('')}${CUT}`;
  return `${head}${NOTE_MARK}${kept}`;
}

/** The `Comment` for a booking's legs, or undefined when nobody asked for anything. */
export function assistanceComment(legs: LegRequest[]): string | undefined {
  const lines = legs.flatMap((leg, l) =>
    leg.passengers.flatMap((passenger, i) =>
      asksForAssistance(passenger.assistance) ? [line(passengerId(l, i), passenger.assistance)] : [],
    ),
  );
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** The requests a `Comment` written by `assistanceComment` holds, by passenger id; other lines are ignored. */
export function assistanceOfComment(comment: string | undefined): Map<string, Assistance> {
  const found = new Map<string, Assistance>();
  for (const text of (comment ?? '').split('\n')) {
    if (!text.startsWith(PREFIX)) continue;
    const colon = text.indexOf(': ');
    if (colon < 0) continue;
    const rest = text.slice(colon + 2);
    const mark = rest.indexOf(NOTE_MARK);
    const codes = (mark < 0 ? rest : rest.slice(0, mark)).split(', ');
    found.set(text.slice(PREFIX.length, colon), {
      needs: ASSISTANCE_NEEDS.filter((need) => codes.includes(need)),
      note: mark < 0 ? '' : rest.slice(mark + NOTE_MARK.length),
    });
  }
  return found;
}
